import type { z } from "zod";
import type { donationBlock } from "#common/content-model/blocks/donation";
import type { InLocale } from "#common/content-model/localized";
import type { QrPath } from "~/lib/qr-svg.server";

type Model = InLocale<z.infer<typeof donationBlock>>;

/** A suggested amount: rupees (null: the donor types any amount in their UPI app), as the page writes it, what it does. */
export interface DonationAmount {
  id: string;
  amount: number | null;
  label: string;
  impact: string;
}

/** The words of the section and of its payment card. */
export type DonationWords = Pick<
  Model,
  "eyebrow" | "heading" | "intro" | "tone" | "amountsLegend" | "receipt" | "card"
>;

/**
 * Home's UPI donation section: the page's suggested amounts, each paid to the site's
 * UPI ID with `note` in the donor's app, and the QR code of each amount's link, drawn by
 * the page's loader (`donationQrCodes`); an amount without one shows the UPI ID instead.
 */
export interface DonationBlockData extends DonationWords {
  kind: "donation";
  amounts: readonly DonationAmount[];
  note: string;
  qrCodes?: Readonly<Record<string, QrPath | null>>;
}
