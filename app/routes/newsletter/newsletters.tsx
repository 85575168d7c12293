/**
 * /newsletters and /hi/newsletters (issue 42): every newsletter issue sent, newest
 * first, with the day it went out; each opens its page. A Hindi reader sees an
 * issue's Hindi subject where it has one. Server-rendered, nothing to hydrate but the frame.
 */
import { newsletterPageMessages } from "#common/messages/newsletter-pages";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Link } from "~/components/ui/site-link";
import { pathTo } from "~/content/paths";
import { newsletterPageWords } from "~/i18n/hindi-site-words.server";
import { localeOfRequest, translatedForMeta, useTranslated, wordsFor } from "~/i18n/words";
import { pageMeta } from "~/lib/meta";
import { useSiteTime } from "~/lib/site-time";
import type { Route } from "./+types/newsletters";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    words: wordsFor(request, newsletterPageWords),
    locale,
    issues: await context.services.newsletterIssues.archive(locale),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const text = translatedForMeta(newsletterPageMessages, "newsletterPageMessages", args).archive;
  return pageMeta({ title: text.title, description: text.description }, args);
};

export default function NewslettersPage({ loaderData }: Route.ComponentProps) {
  const text = useTranslated(newsletterPageMessages, "newsletterPageMessages").archive;
  const { date } = useSiteTime();
  const { issues, locale } = loaderData;
  return (
    <>
      <PageHero heading={text.heading} intro={text.description} />
      <Section>
        {issues.length === 0 ? (
          <p className="mx-auto max-w-2xl text-center text-lg text-slate-600">{text.empty}</p>
        ) : (
          <ol className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {issues.map((issue) => (
              <li key={issue.id} className="p-4 sm:p-5">
                <Link
                  to={pathTo.newsletterIssue(issue.id)}
                  lang={issue.language === locale ? undefined : issue.language}
                  className="inline-flex min-h-11 items-center text-lg font-bold text-brand-800 hover:underline"
                >
                  {issue.subject}
                </Link>
                <p className="text-sm text-slate-600">
                  {text.sentOn} <time dateTime={issue.sentAt}>{date(issue.sentAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}
