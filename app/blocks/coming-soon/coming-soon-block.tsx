import { contentIcons } from "~/components/programmes/content-icons";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { Link } from "~/components/ui/site-link";
import type { ComingSoonBlockData } from "./type";

export function ComingSoonBlock({ block }: { block: ComingSoonBlockData }) {
  const iconName = contentIcons[block.icon];
  return (
    <Section tone="muted">
      <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-saffron-50 text-saffron-700 ring-1 ring-saffron-100">
          <Icon name={iconName} className="size-8" />
        </span>
        <p className="mt-6 inline-flex rounded-full bg-saffron-100 px-4 py-1 text-sm font-bold text-saffron-800">
          {block.badge}
        </p>
        <h2 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900">{block.heading}</h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{block.text}</p>
      </div>
      <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
        {block.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <h3 className="text-lg font-bold text-slate-900 group-hover:text-brand-800">{link.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{link.text}</p>
              <span className="mt-4 inline-flex items-center gap-1.5 font-bold text-brand-700">
                {link.label}
                <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
