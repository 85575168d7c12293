/**
 * A card on /forms (spec 2.22): title, category, description clamped to 3 lines,
 * and the button rule: Coming Soon when disabled; Open Form in a new tab for http
 * links (counting the click); Go to Page for internal links (custom forms).
 */
import { ButtonLink } from "~/components/ui/button-link";
import { ComingSoonButton } from "~/components/ui/coming-soon-button";
import { Icon } from "~/components/ui/icon";
import { formsPage } from "~/content/forms";
import { useTranslated } from "~/i18n/words";

export interface FormCardData {
  id: string;
  kind: "link" | "custom";
  title: string;
  description: string;
  category: string;
  link: string;
  disabled: boolean;
  createdAt: string;
}

/** A category as the page's language names it; a stored value with no name of its own shows as it is. */
export const categoryLabel = (names: Readonly<Record<string, string>>, category: string): string =>
  names[category] ?? category;

/** Counts a click on an external link; fire and forget, it must never hold up the visitor. */
function countClick(id: string) {
  if (navigator.onLine === false) return;
  void fetch(`/api/external-forms/${encodeURIComponent(id)}/click`, { method: "POST", keepalive: true }).catch(
    () => {},
  );
}

export function FormCard({ form }: { form: FormCardData }) {
  const text = useTranslated(formsPage, "formsPage");
  const external = form.link.startsWith("http");
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon name="file-text" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-bold text-slate-900">{form.title}</h3>
          <p className="mt-1 inline-block rounded-full bg-saffron-50 px-2.5 py-0.5 text-xs font-bold text-saffron-800">
            {categoryLabel(text.categories, form.category)}
          </p>
        </div>
      </div>
      <p className="mt-4 line-clamp-3 flex-1 leading-relaxed text-slate-600">{form.description}</p>
      <div className="mt-6">
        {form.disabled ? (
          <ComingSoonButton fullWidth />
        ) : external ? (
          // onClick on the wrapper: the link is the kit's ButtonLink, which opens a new tab.
          // biome-ignore lint/a11y/noStaticElementInteractions: the click is the link's own, bubbled up for counting
          // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the link fires this click too
          <div onClick={() => countClick(form.id)}>
            <ButtonLink to={form.link} external className="w-full">
              {text.openForm}
            </ButtonLink>
          </div>
        ) : (
          // Opens in the app even with no connection: the form's page shows the copy saved on
          // this device (routes/forms/form.tsx), so the link is not followed as a document load
          // (followLinksAsDocumentsWhenOffline in app/lib/service-worker.ts).
          <div data-opens-offline="">
            <ButtonLink to={form.link} variant="secondary" className="w-full">
              {text.goToPage}
              <Icon name="arrow-right" className="size-4" />
            </ButtonLink>
          </div>
        )}
      </div>
    </article>
  );
}
