/** Get In Touch's quick actions: the application form (the site's own, or an outside one in a new tab), /CorporatePartnerships and /FAQs. */
import type { ReactNode } from "react";
import type { QuickActionsWords } from "~/blocks/get-in-touch-form/type";
import { ApplyAnchor } from "~/components/ui/apply-anchor";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { Link } from "~/components/ui/site-link";
import { useUiKitText } from "~/components/ui/use-ui-kit-text";
import { href } from "~/content/paths";

const rowClass =
  "flex min-h-14 items-center gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-brand-50 focus-visible:bg-brand-50";

function Row({ icon, label, note, trailing }: { icon: IconName; label: string; note: string; trailing: ReactNode }) {
  return (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{note}</span>
      </span>
      {trailing}
    </>
  );
}

export function QuickActions({ headingId, words: text }: { headingId: string; words: QuickActionsWords }) {
  const uiKitText = useUiKitText();
  const arrow = <Icon name="chevron-right" className="size-5 shrink-0 text-slate-400" />;
  return (
    <ul className="mt-3 space-y-1" aria-labelledby={headingId}>
      <li>
        <ApplyAnchor className={rowClass}>
          {(external) => (
            <Row
              icon="heart-handshake"
              label={text.volunteer.label}
              note={text.volunteer.text}
              trailing={
                external ? (
                  <>
                    <Icon name="external-link" className="size-4 shrink-0 text-slate-400" />
                    <span className="sr-only">{uiKitText.opensInNewTab}</span>
                  </>
                ) : (
                  arrow
                )
              }
            />
          )}
        </ApplyAnchor>
      </li>
      <li>
        <Link to={href("corporatePartnerships")} className={rowClass}>
          <Row icon="handshake" label={text.partnership.label} note={text.partnership.text} trailing={arrow} />
        </Link>
      </li>
      <li>
        <Link to={href("faqs")} className={rowClass}>
          <Row icon="life-buoy" label={text.support.label} note={text.support.text} trailing={arrow} />
        </Link>
      </li>
    </ul>
  );
}
