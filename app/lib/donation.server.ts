/**
 * The QR codes of Home's donation amounts (server only): one for each UPI link a
 * donation block of the page offers, drawn here so the page needs no QR library.
 */
import type { DonationBlockData } from "~/blocks/donation/type";
import { type QrPath, qrPath } from "./qr-svg.server";
import { type DonationPayee, donationLink } from "./upi";

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
    // Bounded: the links come from Site details and the page's amounts, which the staff change.
    if (qrCache.size > 50) qrCache.clear();
    qrCache.set(upiLink, qr);
  }
  return qrCache.get(upiLink) ?? null;
}

/** The QR code of every amount of `blocks`' donation sections, by its UPI link (null: it could not be drawn). */
export function donationQrCodes(
  site: DonationPayee,
  blocks: readonly { kind: string }[],
): Record<string, QrPath | null> {
  const donations = blocks.filter((block): block is DonationBlockData => block.kind === "donation");
  const links = donations.flatMap((block) =>
    block.amounts.map((option) => donationLink(site, option.amount, block.note)),
  );
  return Object.fromEntries(links.map((link) => [link, cachedQrPath(link)]));
}
