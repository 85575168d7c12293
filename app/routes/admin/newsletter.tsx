/**
 * /admin/subscribers/newsletters/{id}, in the Subscribers tab (issue 42): one issue
 * ("new" for the next one): written, tested, sent now or at a time, then its
 * progress. Every write is this route's action; React Router then reads it again.
 */
import { newsletterIssueMessages as text } from "#common/messages/newsletter-issues";
import {
  loadNewsletter,
  NEWSLETTERS_PATH,
  type NewsletterIntent,
  newsletterAction,
} from "~/components/admin/newsletters/newsletter-data";
import { NewsletterScreen } from "~/components/admin/newsletters/newsletter-screen";
import { actionBody } from "~/components/admin/shared/admin-write";
import { BackLink } from "~/components/admin/shared/screen-heading";
import type { Route } from "./+types/newsletter";

const idOf = (id: string) => (id === "new" ? null : id);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadNewsletter(idOf(params.id));
}

export async function clientAction({ params, request }: Route.ClientActionArgs) {
  return newsletterAction(idOf(params.id), await actionBody<NewsletterIntent>(request));
}

export function HydrateFallback() {
  return null;
}

export default function Newsletter({ params, loaderData }: Route.ComponentProps) {
  const { list, issue, error, notFound } = loaderData;
  if (!list || (params.id !== "new" && !issue)) {
    return (
      <div className="space-y-3">
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {notFound ? text.notFound : `${text.loadFailed} ${error ?? ""}`}
        </p>
        <BackLink to={NEWSLETTERS_PATH}>{text.backToList}</BackLink>
      </div>
    );
  }
  // A fresh form for each issue.
  return <NewsletterScreen key={params.id} issue={issue} list={list} />;
}
