/** Contact Us's details: phone, e-mail, WhatsApp and address from the site facts, each a link where it can be one. */
import type { ReactNode } from "react";
import { telHref, whatsappHref } from "#common/site-config";
import type { ContactUsFormBlockData } from "~/blocks/contact-us-form/type";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { useUiKitText } from "~/components/ui/use-ui-kit-text";
import { useSite } from "~/lib/site";

/** 44 px tall: a finger reaches each one on a phone (issue 23, finding 18). */
const linkClass = "inline-flex min-h-11 items-center font-semibold break-all text-brand-700 hover:underline";

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-sm font-medium text-slate-500">
        <span className="absolute top-0 left-0 grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** The site's phone, e-mail, WhatsApp and address (Site details), each after its label from the page. */
export function ContactDetails({ words: text }: { words: ContactUsFormBlockData["details"] }) {
  const site = useSite();
  const uiKitText = useUiKitText();
  return (
    <dl className="space-y-5">
      <Row icon="phone" label={text.phone}>
        <a href={telHref(site.phone)} className={linkClass}>
          {site.phone}
        </a>
      </Row>
      <Row icon="mail" label={text.email}>
        <a href={`mailto:${site.email}`} className={linkClass}>
          {site.email}
        </a>
      </Row>
      <Row icon="message-circle" label={text.whatsapp}>
        <a
          href={whatsappHref(site.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} gap-1`}
        >
          {site.whatsapp}
          <Icon name="external-link" className="size-3.5" />
          <span className="sr-only">{uiKitText.opensInNewTab}</span>
        </a>
      </Row>
      <Row icon="map-pin" label={text.address}>
        <address className="not-italic">{site.address}</address>
      </Row>
    </dl>
  );
}

/** The map's place on the page, until there is one (spec 2.9). */
export function MapPlaceholder({ words: map }: { words: ContactUsFormBlockData["map"] }) {
  return (
    <div className="grid min-h-48 place-items-center rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center">
      <div>
        <Icon name="map-pin" className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-bold text-slate-700">{map.title}</p>
        <p className="mt-1 text-sm text-slate-500">{map.text}</p>
      </div>
    </div>
  );
}
