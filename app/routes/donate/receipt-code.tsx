/**
 * /donate/receipt/:code?key=… (issue 47): a donor's own page, where "Need an 80G
 * receipt?" sends them and their e-mail links: the code for the UPI note, the payment
 * link and QR code with the code in it, and the form to add the UPI reference (UTR)
 * once they have paid. The key in the address is the secret of their link: the page is
 * theirs alone, kept by no cache and no search engine.
 */
import { data } from "react-router";
import { fill } from "#common/fill";
import { donationMessages } from "#common/messages/donations";
import type { ReceiptCodeWords } from "~/blocks/receipt-request/type";
import { PledgeCode } from "~/components/donate/pledge-code";
import { PageHero } from "~/components/ui/page-hero";
import type { PageInfo } from "~/content/pages";
import { localeOfRequest, useTranslated } from "~/i18n/words";
import { pageMeta } from "~/lib/meta";
import { pageDocumentData } from "~/lib/page-document.server";
import { qrPath } from "~/lib/qr-svg.server";
import { siteForRequest } from "~/lib/site.server";
import { donationLink } from "~/lib/upi";
import { keepPageDataAfterSending, keepPageOnNetworkFailure } from "~/lib/visitor-actions";
import { donationWords, pledgeUtrAction } from "~/lib/visitor-actions.server";
import type { Route } from "./+types/receipt-code";

const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const [pledge, site, document] = await Promise.all([
    context.visitorForms.pledgeView(params.code, key),
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
  let qr = null;
  try {
    qr = upiLink ? qrPath(upiLink) : null;
  } catch (error) {
    console.error("Could not draw the UPI QR code", error);
  }
  return data({ ...shown, page, codeWords, pledge, upiLink, qr }, { headers: PRIVATE_HEADERS });
}

export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
  "X-Robots-Tag": "noindex",
});

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args.loaderData?.page ?? { title: "", description: "" }, args),
  { name: "robots", content: "noindex" },
];

/** The UPI reference form posts here. */
export const action = pledgeUtrAction;
export const clientAction = keepPageOnNetworkFailure;
export const shouldRevalidate = keepPageDataAfterSending;

export default function ReceiptCodePage({ loaderData }: Route.ComponentProps) {
  const messages = useTranslated(donationMessages, "donationMessages");
  const { pledge, codeWords: words, upiLink, qr } = loaderData;
  if (!pledge || !words) return <PageHero heading={messages.notFound} />;
  return (
    <>
      <PageHero heading={words.heading} intro={words.intro} />
      <PledgeCode
        words={words}
        pledge={pledge}
        upiLink={upiLink}
        qr={qr}
        emailed={fill(words.emailed, { email: pledge.email })}
      />
    </>
  );
}
