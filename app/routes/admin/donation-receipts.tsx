/**
 * /admin/donations/receipts, the Receipts screen of the Donations tab (issue 47): one
 * financial year's receipts (`?year=2026-27`, the current Indian financial year when
 * absent), each to download as a PDF or to cancel with a reason (this route's action).
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { financialYearOf } from "#common/donations/financial-year";
import type { ReceiptView } from "#common/schemas/donation-views";
import { recentFinancialYears } from "#common/schemas/transparency-documents";
import { DonationScreens } from "~/components/admin/donations/donation-screens";
import { donationAction } from "~/components/admin/donations/donation-writes";
import { ReceiptsList, YearPicker } from "~/components/admin/donations/receipts-list";
import { loadData } from "~/components/admin/shared/admin-load";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { LoadFailed } from "~/components/admin/shared/load-failed";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { donationsText as text } from "~/content/admin/donations";
import { useSiteTime } from "~/lib/site-time";
import type { Route } from "./+types/donation-receipts";

/** Without `?year=` nothing is loaded: the screen moves to the current year on the site's clock (the loader has no site). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const year = new URL(request.url).searchParams.get("year")?.trim();
  if (!year) return { year: null, receipts: null };
  return { year, receipts: await loadData<ReceiptView[]>(`/donations/receipts?year=${encodeURIComponent(year)}`) };
}

export function HydrateFallback() {
  return null;
}

export const clientAction = ({ request }: Route.ClientActionArgs) => donationAction(request);

export default function DonationReceipts({ loaderData }: Route.ComponentProps) {
  const { year, receipts } = loaderData;
  const writer = useMay()("donations.write");
  const { day, timeZone } = useSiteTime();
  const navigate = useNavigate();
  // React Router's <Navigate> would be the framework's code on every public page too (useNavigate is there already).
  useEffect(() => {
    if (!year) navigate(`?year=${financialYearOf(new Date(), timeZone).label}`, { replace: true });
  }, [year, navigate, timeZone]);
  if (!year || !receipts) return null;
  const years = recentFinancialYears(day(new Date()), 6);
  if (!years.includes(year)) years.push(year);
  return (
    <>
      <DonationScreens />
      <section aria-labelledby="receipts-heading" className="space-y-4">
        <ScreenHeading
          id="receipts-heading"
          title={text.receipts.heading}
          intro={text.receipts.intro}
          actions={<YearPicker year={year} years={years} />}
        />
        {receipts.error !== null ? (
          <LoadFailed words={text.receipts.loadFailed} error={receipts.error} />
        ) : (
          <ReceiptsList receipts={receipts.data} year={year} writer={writer} />
        )}
      </section>
    </>
  );
}
