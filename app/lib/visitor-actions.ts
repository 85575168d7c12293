/**
 * The browser's side of the visitor form pages' route actions (Contact Us, Get In
 * Touch, the application; the actions themselves: visitor-actions.server.ts): a form
 * sent in the background that meets no network, and the pages' cache headers.
 */
import type { ClientActionFunctionArgs, HeadersArgs, ShouldRevalidateFunction } from "react-router";
import type { FormOutcome } from "#common/form-kit/outcome";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { pageDocumentHeaders } from "./meta";

/**
 * With JavaScript the form is sent in the background; when the network fails (no
 * signal, cut connection) the page stays and the form says so, as the spec asks.
 */
export const keepPageOnNetworkFailure = async ({ serverAction }: ClientActionFunctionArgs): Promise<FormOutcome> => {
  try {
    return await serverAction<FormOutcome>();
  } catch (error) {
    // The action's redirect (to a donor's page, after "Need an 80G receipt?") is followed, not a failure.
    if (error instanceof Response) throw error;
    return { ok: false, status: 0, message: "" };
  }
};

/** The same for everyone on GET (cached); the answer to a POST is never stored. */
export const formPageHeaders = ({ actionHeaders }: HeadersArgs) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? PUBLIC_CACHE_CONTROL,
});

/**
 * A form page the staff edit (its document's: preview headers on a draft's preview),
 * whose answer to a POST is never stored.
 */
export const formPageDocumentHeaders = (args: HeadersArgs) => {
  const fromAction = args.actionHeaders.get("Cache-Control");
  return fromAction ? { "Cache-Control": fromAction } : pageDocumentHeaders(args);
};

/**
 * Sending a page's form changes nothing the page shows, so its data is not loaded again
 * after it (a page the staff edit comes from the server): the form's outcome shows as soon
 * as the server answered, and a network that failed the form fails nothing else.
 */
export const keepPageDataAfterSending: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
