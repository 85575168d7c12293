/** The home page's donation options: one UPI link and QR code per suggested amount (server only). */

import type { SiteConfig } from "#common/site-config";
import type { DonationAmount } from "~/content/home";
import { type QrPath, qrPath } from "./qr-svg.server";
import { buildUpiLink } from "./upi";

export interface DonationOption extends DonationAmount {
  upiLink: string;
  /** Null when the code could not be drawn: the page shows the UPI ID instead. */
  qr: QrPath | null;
}

/** QR paths by UPI link: the same few codes on every request, drawn once per process. */
const qrCache = new Map<string, QrPath | null>();

function cachedQrPath(upiLink: string): QrPath | null {
  if (!qrCache.has(upiLink)) {
    let qr: QrPath | null = null;
    try {
      qr = qrPath(upiLink);
    } catch (error) {
      console.error("Could not draw the UPI QR code", error);
    }
    // Bounded: the links come from config and content, but stay safe if that changes.
    if (qrCache.size > 50) qrCache.clear();
    qrCache.set(upiLink, qr);
  }
  return qrCache.get(upiLink) ?? null;
}

export function donationOptions(
  site: Pick<SiteConfig, "upiId" | "name" | "upiPayeeName">,
  amounts: readonly DonationAmount[],
  note: string,
): DonationOption[] {
  return amounts.map((option) => {
    const upiLink = buildUpiLink({
      payeeAddress: site.upiId,
      payeeName: site.upiPayeeName || site.name,
      amount: option.amount ?? undefined,
      note,
    });
    return { ...option, upiLink, qr: cachedQrPath(upiLink) };
  });
}
