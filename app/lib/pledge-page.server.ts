/**
 * The loader of a donor's page, /donate/receipt/:code?key=… (issue 47; server only): the
 * request through its link's key (404 when the code or key is wrong), the words of the
 * request page's block as published, and the UPI link with the code as the note, with its
 * QR code drawn here. Kept by no cache and no search engine: the page is the donor's.
 */
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import type { ReceiptCodeWords } from "~/blocks/receipt-request/type";
import type { PageInfo } from "~/content/pages";
import { localeOfRequest } from "~/i18n/words";
import { pageDocumentData } from "./page-document.server";
import { qrImage } from "./qr-svg.server";
import { siteForRequest } from "./site.server";
import { donationLink } from "./upi";
import { donationWords } from "./visitor-actions.server";

interface PledgePageArgs {
  context: AppLoadContext;
  request: Request;
  params: { code?: string };
}

const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function pledgePageLoader({ context, request, params }: PledgePageArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const [pledge, site, document] = await Promise.all([
    context.visitorForms.pledgeView(params.code ?? "", key),
    siteForRequest(context, request),
    context.services.pages.receiptRequest.get(),
  ]);
  // The words of the request page's block, as published (a draft has its own preview there).
  const shown = {
    ...pageDocumentData(document, "receiptRequest", localeOfRequest(request)),
    ...donationWords(request),
  };
  const block = shown.blocks.find((b) => b.kind === "receiptRequest");
  const codeWords = block && "code" in block ? (block.code as ReceiptCodeWords) : undefined;
  const page: PageInfo = { title: codeWords?.heading ?? "", heading: codeWords?.heading ?? "", description: "" };
  if (!pledge || !codeWords) {
    return data(
      { ...shown, page, codeWords, pledge: null, upiLink: "", qr: null },
      { status: 404, headers: PRIVATE_HEADERS },
    );
  }
  // The amount they meant to give fills in their UPI app; the code is the payment's note.
  const upiLink = site.upiId ? donationLink(site, pledge.paise === null ? null : pledge.paise / 100, pledge.code) : "";
  let qr: string | null = null;
  try {
    qr = upiLink ? qrImage(upiLink) : null;
  } catch (error) {
    console.error("Could not draw the UPI QR code", error);
  }
  return data({ ...shown, page, codeWords, pledge, upiLink, qr }, { headers: PRIVATE_HEADERS });
}
