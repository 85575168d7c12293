/**
 * The annual reports and audited accounts for the page being answered (server only):
 * the staff's uploads (issue 47), each titled in the page's language (a Hindi page
 * shows the Hindi title, or none: the block's name of its kind and its year).
 */
import type { AppLoadContext } from "react-router";
import type { PublishedDocument } from "~/blocks/annual-reports/type";
import { localeOfRequest } from "~/i18n/words";

export async function documentsForRequest(context: AppLoadContext, request: Request): Promise<PublishedDocument[]> {
  const hindi = localeOfRequest(request) === "hi";
  return (await context.services.transparencyDocuments.list()).map((document) => ({
    kind: document.kind,
    financialYear: document.financialYear,
    title: hindi ? document.titleHi : document.title,
    url: document.url,
    size: document.size,
  }));
}
