/**
 * The route actions of the visitor form pages (Contact Us, Get In Touch, the
 * application): a plain form POST to the page works before the page's script has
 * arrived, and without JavaScript at all. They hand the request to the server's
 * visitor forms (the same path as POST /api/contact and /api/applications: the
 * same schema, guards and services) and answer with its outcome and status.
 */
import { type ClientActionFunctionArgs, data, type HeadersArgs } from "react-router";
import type { FormOutcome } from "#common/form-outcome";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";

interface ActionArgs {
  request: Request;
  context: import("react-router").AppLoadContext;
}

function answer(outcome: FormOutcome) {
  const headers = new Headers(outcome.ok ? undefined : outcome.headers);
  // The page answering a POST is this visitor's own: never stored anywhere.
  headers.set("Cache-Control", "no-store");
  return data(outcome, { status: outcome.status, headers });
}

export const contactAction =
  (form: "contact-us" | "get-in-touch") =>
  async ({ request, context }: ActionArgs) =>
    answer(await context.visitorForms.contact(form, request));

export const applicationAction = async ({ request, context }: ActionArgs) =>
  answer(await context.visitorForms.application(request));

/**
 * With JavaScript the form is sent in the background; when the network fails (no
 * signal, cut connection) the page stays and the form says so, as the spec asks.
 */
export const keepPageOnNetworkFailure = async ({ serverAction }: ClientActionFunctionArgs): Promise<FormOutcome> => {
  try {
    return await serverAction<FormOutcome>();
  } catch {
    return { ok: false, status: 0, message: "" };
  }
};

/** The same for everyone on GET (cached); the answer to a POST is never stored. */
export const formPageHeaders = ({ actionHeaders }: HeadersArgs) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? PUBLIC_CACHE_CONTROL,
});
