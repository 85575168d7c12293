/**
 * /newsletters/{id} and /hi/newsletters/{id} (issue 42): one newsletter issue as
 * it was sent, in the page's language when it has that version (a Hindi reader
 * of an English-only issue reads the English, marked as such); the link "Read it
 * on the website" in every message opens it. 404 for an issue not sent.
 */
import { data } from "react-router";
import { newsletterPageMessages } from "#common/messages/newsletter-pages";
import { BlogContent } from "~/components/blog/blog-content";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { pathTo } from "~/content/paths";
import { newsletterPageWords } from "~/i18n/hindi-site-words.server";
import { localeOfRequest, translatedForMeta, useTranslated, wordsFor } from "~/i18n/words";
import { pageMeta } from "~/lib/meta";
import { useSiteTime } from "~/lib/site-time";
import type { Route } from "./+types/newsletter-issue";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = wordsFor(request, newsletterPageWords);
  const issue = await context.services.newsletterIssues.archived(params.id, locale);
  if (!issue) return data({ words, locale, issue: null }, { status: 404 });
  return { words, locale, issue };
}

export const meta: Route.MetaFunction = (args) => {
  const text = translatedForMeta(newsletterPageMessages, "newsletterPageMessages", args).archive;
  const issue = args.loaderData?.issue;
  if (!issue) return [{ title: text.notFoundHeading }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: issue.subject, description: text.description }, args, { type: "article" });
};

export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  const text = useTranslated(newsletterPageMessages, "newsletterPageMessages").archive;
  const { date } = useSiteTime();
  const { issue, locale } = loaderData;
  const back = (
    <ButtonLink to={pathTo.newsletters} variant="secondary" className="mt-10">
      <Icon name="arrow-left" className="size-4" />
      {text.all}
    </ButtonLink>
  );
  if (!issue) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{text.notFoundHeading}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600">{text.notFoundText}</p>
        {back}
      </section>
    );
  }
  const other = issue.language === locale ? undefined : issue.language;
  return (
    <Section>
      <article className="mx-auto max-w-3xl">
        <h1 lang={other} className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {issue.subject}
        </h1>
        <p className="mt-3 text-sm text-slate-600">
          {text.sentOn} <time dateTime={issue.sentAt}>{date(issue.sentAt)}</time>
        </p>
        {other && <p className="mt-2 text-sm text-slate-600">{text.inEnglish}</p>}
        <hr className="my-6 border-slate-200" />
        <BlogContent html={issue.html} lang={other} />
        {back}
      </article>
    </Section>
  );
}
