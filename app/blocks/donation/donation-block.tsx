import { useMemo } from "react";
import { DonationSection } from "~/components/home/donation-section";
import { useSite } from "~/lib/site";
import { donationLink } from "~/lib/upi";
import type { DonationBlockData } from "./type";

/** The amounts with their UPI links, made from the site's UPI ID, and the QR codes the loader drew for those links. */
export function DonationBlock({ block }: { block: DonationBlockData }) {
  const site = useSite();
  const options = useMemo(
    () =>
      block.amounts.map((option) => {
        const upiLink = donationLink(site, option.amount, block.note);
        return { ...option, upiLink, qr: block.qrCodes?.[upiLink] ?? null };
      }),
    [block, site],
  );
  return <DonationSection words={block} options={options} upiId={site.upiId} />;
}
