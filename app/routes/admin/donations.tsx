/**
 * /admin/donations, the Donations tab (issue 47) for Finance and the Administrator: the
 * receipt requests waiting for their money, each confirmed as received; a bank or UPI
 * statement's import, with the matches it proposes and the credits it found no match
 * for. Every write is this route's action; React Router then reloads both lists.
 */

import type { ProposalView, WaitingPledgeView } from "#common/schemas/donation-views";
import { DonationScreens } from "~/components/admin/donations/donation-screens";
import { donationAction } from "~/components/admin/donations/donation-writes";
import { StatementImport, StatementLines } from "~/components/admin/donations/statement-import";
import { WaitingPledges } from "~/components/admin/donations/waiting-pledges";
import { loadData } from "~/components/admin/shared/admin-load";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { LoadFailed } from "~/components/admin/shared/load-failed";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { donationsText as text } from "~/content/admin/donations";
import type { Route } from "./+types/donations";

export async function clientLoader() {
  const [pledges, lines] = await Promise.all([
    loadData<WaitingPledgeView[]>("/donations/pledges"),
    loadData<ProposalView[]>("/donations/statements/proposals"),
  ]);
  return { pledges, lines };
}

export function HydrateFallback() {
  return null;
}

export const clientAction = ({ request }: Route.ClientActionArgs) => donationAction(request);

export default function Donations({ loaderData }: Route.ComponentProps) {
  const { pledges, lines } = loaderData;
  const writer = useMay()("donations.write");
  return (
    <>
      <DonationScreens />
      <div className="space-y-8">
        <section aria-labelledby="waiting-heading" className="space-y-4">
          <ScreenHeading id="waiting-heading" title={text.waiting.heading} intro={text.waiting.intro} />
          {pledges.error !== null ? (
            <LoadFailed words={text.waiting.loadFailed} error={pledges.error} />
          ) : (
            <WaitingPledges pledges={pledges.data} writer={writer} />
          )}
        </section>
        <section aria-label={text.statement.heading} className="space-y-4">
          {writer && <StatementImport />}
          {lines.error !== null ? (
            <LoadFailed words={text.statement.loadFailed} error={lines.error} />
          ) : (
            <StatementLines lines={lines.data} pledges={pledges.data ?? []} writer={writer} />
          )}
        </section>
      </div>
    </>
  );
}
