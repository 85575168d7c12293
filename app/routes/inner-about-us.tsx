import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { innerAboutUs } from "~/content/about";
import { href, pages } from "~/content/pages";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("innerAboutUs");
export const headers = staticPageHeaders;

/** The plain, older About page: text in one readable column. */
export default function InnerAboutUsPage() {
  return (
    <>
      <PageHero heading={pages.innerAboutUs.heading} intro={innerAboutUs.intro} />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        {innerAboutUs.sections.map((section) => (
          <section key={section.heading} className="mt-10 first:mt-0">
            <h2 className="text-2xl font-extrabold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {"list" in section && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700 marker:text-brand-600">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-200 pt-8 font-bold">
          <Link to={href("aboutUs")} className="text-brand-700 underline-offset-4 hover:underline">
            {innerAboutUs.links.about}
          </Link>
          <Link to={href("contactUs")} className="text-brand-700 underline-offset-4 hover:underline">
            {innerAboutUs.links.contact}
          </Link>
        </p>
      </article>
    </>
  );
}
