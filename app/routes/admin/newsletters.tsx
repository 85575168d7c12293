/**
 * /admin/subscribers/newsletters, in the Subscribers tab (issue 42): the issues
 * written and sent, and a way to write the next one.
 */

import { loadNewsletter } from "~/components/admin/newsletters/newsletter-data";
import { NewsletterList } from "~/components/admin/newsletters/newsletter-list";
import type { Route } from "./+types/newsletters";

export async function clientLoader() {
  return loadNewsletter(null);
}

export function HydrateFallback() {
  return null;
}

export default function Newsletters({ loaderData }: Route.ComponentProps) {
  return <NewsletterList list={loaderData.list} error={loaderData.error} />;
}
