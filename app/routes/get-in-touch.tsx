/** /GetInTouch (spec 2.7): contact tiles, the message form, office address and hours, quick actions, reply note. */
import { MapPin, Timer } from "lucide-react";
import { ContactTiles } from "~/components/contact/contact-tiles";
import { GetInTouchForm } from "~/components/contact/get-in-touch-form";
import { OfficeHours } from "~/components/contact/office-hours";
import { Panel } from "~/components/contact/panel";
import { QuickActions } from "~/components/contact/quick-actions";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { getInTouch as content } from "~/content/get-in-touch";
import { pages } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import { useSite } from "~/lib/site";
import { contactAction, formPageHeaders, keepPageOnNetworkFailure } from "~/lib/visitor-actions";

export const meta = metaFor("getInTouch");
export const headers = formPageHeaders;
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = contactAction("get-in-touch");
export const clientAction = keepPageOnNetworkFailure;

export default function GetInTouchPage() {
  const site = useSite();
  const { office, replyNote } = content;
  return (
    <>
      <PageHero heading={pages.getInTouch.heading} eyebrow={content.hero.eyebrow} intro={content.hero.intro} />

      <Section tone="muted" heading={content.tilesHeading}>
        <ContactTiles />
      </Section>

      <Section>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <Panel heading={content.form.heading} intro={content.form.intro} className="lg:self-start">
            <GetInTouchForm />
          </Panel>

          <aside className="space-y-6">
            <Panel heading={office.heading}>
              <p className="flex gap-2 text-slate-700">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="sr-only">{office.address}: </span>
                  {site.address}
                </span>
              </p>
              <div className="mt-6">
                <OfficeHours heading={office.hours} labels={office} />
              </div>
            </Panel>

            <Panel heading={content.quickActions.heading} headingId="quick-actions-heading">
              <div className="-mx-3 -mt-6">
                <QuickActions headingId="quick-actions-heading" />
              </div>
            </Panel>

            <div className="flex gap-4 rounded-2xl bg-brand-800 p-6 text-white">
              <Timer aria-hidden="true" className="size-8 shrink-0 text-saffron-300" />
              <div>
                <h2 className="font-bold">{replyNote.heading}</h2>
                <p className="mt-1 text-brand-100">{replyNote.text}</p>
              </div>
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
