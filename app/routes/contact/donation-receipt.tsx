/**
 * "Need an 80G receipt?" (issue 47), one module for its two pages, so that what they share
 * (the donation catalogue, the form limits) is theirs alone and no other page loads it:
 * - /donate/receipt: a donor gives their name as on PAN, PAN, e-mail and address before
 *   paying by UPI (the staff edit its words, Site content), and is sent to
 * - /donate/receipt/:code?key=…: their own page, with the code for the payment's note, the
 *   UPI link and QR code carrying it, and the form to add the UPI reference.
 * Both forms post to their page: they work before and without JavaScript.
 */

import { lazy, Suspense } from "react";
import { fill } from "#common/fill";
import { donationMessages } from "#common/messages/donations";
import { HeroBlock } from "~/blocks/hero/hero-block";
import type { ReceiptCodeWords } from "~/blocks/receipt-request/type";
import { RenderBlocks } from "~/blocks/render-blocks";
import type { PledgeShown } from "~/components/donate/pledge-code";
import { ReceiptRequestBlock } from "~/components/donate/receipt-request-panel";
import { PageHero } from "~/components/ui/page-hero";
import { useTranslated } from "~/i18n/words";
import { pageDocumentMeta } from "~/lib/meta";
import { pageDocumentLoader } from "~/lib/page-document.server";
import { pledgePageLoader } from "~/lib/pledge-page.server";
import { formPageDocumentHeaders } from "~/lib/visitor-actions";
import { donationWords, pledgeAction, pledgeUtrAction } from "~/lib/visitor-actions.server";
import type { Route } from "./+types/donation-receipt";

const requestPageLoader = pageDocumentLoader("receiptRequest", ({ request }) => donationWords(request));

export async function loader(args: Route.LoaderArgs) {
  const { code } = args.params as { code?: string };
  return code === undefined ? requestPageLoader(args) : pledgePageLoader({ ...args, params: { code } });
}

/** The request page is the same for everyone; the donor's page says it is theirs (private, noindex). */
export const headers = formPageDocumentHeaders;

export const meta = (args: Route.MetaArgs) => [
  ...pageDocumentMeta(args),
  ...((args.params as { code?: string }).code === undefined ? [] : [{ name: "robots", content: "noindex" }]),
];

/** The request form posts to its page, the UPI reference to the donor's. */
export async function action(args: Route.ActionArgs) {
  const { code } = args.params as { code?: string };
  return code === undefined ? pledgeAction(args) : pledgeUtrAction({ ...args, params: { code } });
}

const components = { hero: HeroBlock };

/**
 * The donor's page's code comes only to the donor's page: the request page, one of the
 * contact pages' family, is at its JavaScript budget without it (decision 106).
 */
const PledgeCode = lazy(() =>
  import("~/components/donate/pledge-code").then((module) => ({ default: module.PledgeCode })),
);

interface PledgePageData {
  codeWords: ReceiptCodeWords | undefined;
  pledge: (PledgeShown & { email: string }) | null;
  upiLink: string;
  qr: string | null;
}

function PledgePage({ codeWords: words, pledge, upiLink, qr }: PledgePageData) {
  const messages = useTranslated(donationMessages, "donationMessages");
  if (!pledge || !words) return <PageHero heading={messages.notFound} />;
  return (
    <>
      <PageHero heading={words.heading} intro={words.intro} />
      <Suspense>
        <PledgeCode
          words={words}
          pledge={pledge}
          upiLink={upiLink}
          qr={qr}
          emailed={fill(words.emailed, { email: pledge.email })}
        />
      </Suspense>
    </>
  );
}

export default function DonationReceiptPage({ loaderData }: Route.ComponentProps) {
  if ("pledge" in loaderData) return <PledgePage {...(loaderData as unknown as PledgePageData)} />;
  // The form is drawn here, not by RenderBlocks: the list of blocks React hydrates is in
  // every page's code (interactive-blocks.ts), and only this page has this one.
  const form = loaderData.blocks.find((block) => block.kind === "receiptRequest");
  return (
    <>
      <RenderBlocks
        blocks={loaderData.blocks.filter((block) => block.kind !== "receiptRequest")}
        components={components}
      />
      {form && <ReceiptRequestBlock block={form} />}
    </>
  );
}
