import type { ArticleSiteFact } from "#common/content-model/blocks/article";
import { fill } from "#common/fill";
import { Link } from "~/components/ui/site-link";
import { useSite } from "~/lib/site";
import type { ArticleBlockData } from "./type";

/**
 * The site's details an article's text may name (the privacy notice's "{organisation}"),
 * from Site details in the page's language, so the text is true of the organisation
 * the staff describe there.
 */
function useSiteFacts(): Record<ArticleSiteFact, string> {
  const site = useSite();
  const legalForm = site.registrations?.legalForm;
  return {
    name: site.name,
    organisation: legalForm ? `${site.name} (${legalForm})` : site.name,
    grievanceOfficer: site.grievanceOfficer?.name || site.name,
    grievanceEmail: site.grievanceOfficer?.email || site.email,
    phone: site.phone,
  };
}

export function ArticleBlock({ block }: { block: ArticleBlockData }) {
  const facts = useSiteFacts();
  const text = (words: string) => fill(words, facts);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      {block.sections.map((section) => (
        <section key={section.heading} className="mt-10 first:mt-0">
          <h2 className="text-2xl font-extrabold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
              {text(paragraph)}
            </p>
          ))}
          {section.list && (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700 marker:text-brand-600">
              {section.list.map((item) => (
                <li key={item}>{text(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {block.links.length > 0 && (
        <p className="mt-12 flex flex-wrap gap-x-6 border-t border-slate-200 pt-6 font-bold">
          {/* 44 px tall: a finger finds a lone link as easily as two (tests/e2e/tap-targets.spec.ts). */}
          {block.links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
            >
              {link.label}
            </Link>
          ))}
        </p>
      )}
    </article>
  );
}
