/**
 * The browser's side of the visitor form pages' route actions (Contact Us, Get In
 * Touch, the application; the actions themselves: visitor-actions.server.ts): a form
 * sent in the background that meets no network, and the pages' cache headers.
 */
import type { ClientActionFunctionArgs, HeadersArgs } from "react-router";
import type { FormOutcome } from "#common/form-outcome";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { pageDocumentHeaders } from "./meta";

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

/** A form page the staff edit: the answer to a POST is never stored, nor a preview of its draft (pageDocumentHeaders). */
export const pageDocumentFormHeaders = (args: HeadersArgs) => {
  const cacheControl = args.actionHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : pageDocumentHeaders(args);
};
