/**
 * /admin/donations/form-10bd, the Form 10BD screen of the Donations tab (issue 47): for
 * one financial year (`?year=2026-27`; without it, the year whose filing falls due now,
 * the one before the current year), the reminder while it is due, the check list, the
 * file and its download, the filing's acknowledgement, and each donor's Form 10BE.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { formatLongDate } from "#common/calendar-date";
import { parseFinancialYear } from "#common/donations/financial-year";
import { yearToFileOn } from "#common/donations/form-10bd-deadline";
import type { Form10bdView } from "#common/schemas/form-10bd-views";
import { recentFinancialYears } from "#common/schemas/transparency-documents";
import { DonationScreens } from "~/components/admin/donations/donation-screens";
import { Form10bdChecks, Form10bdFile } from "~/components/admin/donations/form-10bd-checks";
import { Form10bdFiling, Form10beDonors } from "~/components/admin/donations/form-10bd-filing";
import { Form10bdNoticeBanner } from "~/components/admin/donations/form-10bd-notice";
import { YearPicker } from "~/components/admin/donations/receipts-list";
import { loadData } from "~/components/admin/shared/admin-load";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { LoadFailed } from "~/components/admin/shared/load-failed";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { donationsText } from "~/content/admin/donations";
import { siteDay, useSiteTime } from "~/lib/site-time";
import type { Route } from "./+types/donation-form-10bd";

const text = donationsText.form10bd;

/** Without `?year=` nothing is loaded: the screen moves to the year to file now, on the site's clock. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const year = new URL(request.url).searchParams.get("year")?.trim();
  if (!year) return { year: null, form: null };
  return { year, form: await loadData<Form10bdView>(`/donations/form-10bd?year=${encodeURIComponent(year)}`) };
}

export function HydrateFallback() {
  return null;
}

export default function DonationForm10bd({ loaderData }: Route.ComponentProps) {
  const { year, form } = loaderData;
  const writer = useMay()("donations.write");
  const { day, timeZone } = useSiteTime();
  const navigate = useNavigate();
  // On the zone, not on `day`: a function made anew at each render would navigate again and again.
  useEffect(() => {
    if (!year) navigate(`?year=${yearToFileOn(siteDay(new Date(), timeZone)).label}`, { replace: true });
  }, [year, navigate, timeZone]);
  if (!year || !form) return null;
  const years = recentFinancialYears(day(new Date()), 6);
  if (!years.includes(year)) years.push(year);
  const last = parseFinancialYear(year)?.last;
  return (
    <>
      <DonationScreens />
      <section aria-labelledby="form-10bd-heading" className="space-y-4">
        <ScreenHeading
          id="form-10bd-heading"
          title={`${text.heading} ${year}`}
          intro={text.intro}
          actions={<YearPicker year={year} years={years} />}
        />
        {form.error !== null ? (
          <LoadFailed words={text.loadFailed} error={form.error} />
        ) : (
          <>
            {form.data.notice && (
              <Form10bdNoticeBanner notice={form.data.notice} link={form.data.notice.year !== year} />
            )}
            {!form.data.ended && last && (
              <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
                {text.notEnded(year, formatLongDate(last))}
              </p>
            )}
            <Form10bdChecks year={form.data} />
            <Form10bdFile year={form.data} />
            <Form10bdFiling year={form.data} writer={writer} />
            <Form10beDonors year={form.data} writer={writer} />
          </>
        )}
      </section>
    </>
  );
}
