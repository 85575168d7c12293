/** Get In Touch's three tiles: call (tel:), e-mail (mailto:) and a WhatsApp chat link from the configured number. */
import clsx from "clsx";
import { telHref, whatsappHref } from "#common/site-config";
import type { ContactTilesWords } from "~/blocks/contact-tiles/type";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { useUiKitText } from "~/components/ui/use-ui-kit-text";
import { useSite } from "~/lib/site";

function Tile({
  href,
  icon,
  title,
  detail,
  note,
  accent,
  external = false,
}: {
  href: string;
  icon: IconName;
  title: string;
  detail: string;
  note: string;
  accent: string;
  external?: boolean;
}) {
  const uiKitText = useUiKitText();
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:shadow-md sm:flex-col sm:gap-0 sm:p-6 sm:text-center"
    >
      <span className={clsx("grid size-12 shrink-0 place-items-center rounded-full sm:size-14", accent)}>
        <Icon name={icon} className="size-6 sm:size-7" />
      </span>
      <span className="flex min-w-0 flex-col sm:items-center">
        <span className="text-lg font-bold text-slate-900 sm:mt-4">{title}</span>
        <span className="mt-0.5 inline-flex items-center gap-1.5 font-semibold break-all text-brand-700 group-hover:underline sm:mt-1">
          {detail}
          {external && (
            <>
              <Icon name="external-link" className="size-4 shrink-0" />
              <span className="sr-only">{uiKitText.opensInNewTab}</span>
            </>
          )}
        </span>
        <span className="mt-1 text-sm text-slate-600 sm:mt-2">{note}</span>
      </span>
    </a>
  );
}

/** The site's phone, e-mail and WhatsApp (Site details), each in a tile with the page's words. */
export function ContactTiles({ words: text }: { words: ContactTilesWords }) {
  const site = useSite();
  return (
    <ul className="grid gap-4 sm:grid-cols-3 sm:gap-6">
      <li>
        <Tile
          href={telHref(site.phone)}
          icon="phone"
          title={text.call.title}
          detail={site.phone}
          note={text.call.text}
          accent="bg-brand-50 text-brand-700"
        />
      </li>
      <li>
        <Tile
          href={`mailto:${site.email}`}
          icon="mail"
          title={text.email.title}
          detail={site.email}
          note={text.email.text}
          accent="bg-saffron-50 text-saffron-700"
        />
      </li>
      <li>
        <Tile
          href={whatsappHref(site.whatsapp)}
          icon="message-circle"
          title={text.whatsapp.title}
          detail={text.whatsapp.action}
          note={text.whatsapp.text}
          accent="bg-emerald-50 text-emerald-700"
          external
        />
      </li>
    </ul>
  );
}
