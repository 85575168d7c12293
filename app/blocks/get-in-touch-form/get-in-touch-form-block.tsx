import { GetInTouchForm } from "~/components/contact-forms/get-in-touch-form";
import { OfficeHours } from "~/components/contact-forms/office-hours";
import { Panel } from "~/components/contact-forms/panel";
import { QuickActions } from "~/components/contact-forms/quick-actions";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { useSite } from "~/lib/site";
import type { GetInTouchFormBlockData } from "./type";

export function GetInTouchFormBlock({ block }: { block: GetInTouchFormBlockData }) {
  const site = useSite();
  const { office, replyNote } = block;
  return (
    <Section>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <Panel heading={block.form.heading} intro={block.form.intro} className="lg:self-start">
          <GetInTouchForm text={block.form} />
        </Panel>

        <aside className="space-y-6">
          <Panel heading={office.heading}>
            <p className="flex gap-2 text-slate-700">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{office.address}: </span>
                {site.address}
              </span>
            </p>
            <div className="mt-6">
              <OfficeHours heading={office.hours} labels={office} />
            </div>
          </Panel>

          <Panel heading={block.quickActions.heading} headingId="quick-actions-heading">
            <div className="-mx-3 -mt-6">
              <QuickActions headingId="quick-actions-heading" words={block.quickActions} />
            </div>
          </Panel>

          <div className="flex gap-4 rounded-2xl bg-brand-800 p-6 text-white">
            <Icon name="timer" className="size-8 shrink-0 text-saffron-300" />
            <div>
              <h2 className="font-bold">{replyNote.heading}</h2>
              <p className="mt-1 text-brand-100">{replyNote.text}</p>
            </div>
          </div>
        </aside>
      </div>
    </Section>
  );
}
