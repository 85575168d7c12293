/**
 * /admin/donations/new, Record a donation (issue 47): a gift entered by hand, whose
 * receipt is issued on saving (this route's action); then the year's receipts.
 */
import { DonationScreens } from "~/components/admin/donations/donation-screens";
import { donationAction } from "~/components/admin/donations/donation-writes";
import { RecordDonation } from "~/components/admin/donations/record-donation";
import type { Route } from "./+types/donation-record";

export const clientAction = ({ request }: Route.ClientActionArgs) => donationAction(request);

export default function DonationRecord() {
  return (
    <>
      <DonationScreens />
      <RecordDonation />
    </>
  );
}
