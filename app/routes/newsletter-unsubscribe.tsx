/**
 * /newsletter/unsubscribe?token=… (issue 20): the link in every newsletter e-mail.
 * GET shows a button; POST (that button, or a mail client's RFC 8058 one-click
 * request) deletes the address. The link works once.
 */

import { newsletterPageMessages } from "#common/messages/newsletter-pages";
import { TokenPage, tokenOf, tokenPageHeaders } from "~/components/newsletter/token-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter-unsubscribe";

const texts = newsletterPageMessages.unsubscribe;

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta({ title: texts.title, description: texts.text }, args),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const done = await context.services.newsletter.unsubscribe(await tokenOf(request));
  return { outcome: done ? ("done" as const) : ("invalid" as const) };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <TokenPage texts={texts} token={loaderData.token} outcome={actionData?.outcome} />;
}
