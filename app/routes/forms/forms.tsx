/**
 * /forms (spec 2.22): external form links and the custom forms open to visitors,
 * newest first, filtered by category chips. Rendered per request (no page cache):
 * the admin changes these at any time.
 */
import clsx from "clsx";
import { useState } from "react";
import { fill, fillPlural } from "#common/fill";
import { categoryLabel, FormCard, type FormCardData } from "~/components/custom-forms/form-card";
import { QueuedResponsesNotice } from "~/components/custom-forms/queued-responses-notice";
import { useResponseQueue } from "~/components/custom-forms/use-response-queue";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Link } from "~/components/ui/site-link";
import { formsPage } from "~/content/forms";
import { href, pathTo } from "~/content/paths";
import { useSiteWords } from "~/i18n/site-words";
import { useLocale, useTranslated } from "~/i18n/words";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/forms";

export async function loader({ context }: Route.LoaderArgs): Promise<{ forms: FormCardData[]; categories: string[] }> {
  const [links, custom] = await Promise.all([
    context.services.externalForms.list(),
    context.services.customForms.listEnabled(),
  ]);
  const forms: FormCardData[] = [
    ...links.map((link) => ({
      id: link.id,
      kind: "link" as const,
      title: link.title,
      description: link.description,
      category: link.category,
      link: link.link,
      disabled: link.disabled,
      createdAt: link.createdAt.toISOString(),
    })),
    ...custom.map((form) => ({
      id: form.id,
      kind: "custom" as const,
      title: form.title,
      description: form.description,
      category: form.category,
      link: pathTo.customForm(form.id),
      disabled: false,
      createdAt: form.createdAt,
    })),
  ];
  forms.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { forms, categories: categoriesOf(forms) };
}

export const meta = metaFor("forms");

/**
 * The distinct categories in alphabetical order, sorted here on the server: a
 * browser's first `localeCompare` loads its collation data, a long task while the
 * page hydrates (decision 048).
 */
function categoriesOf(forms: FormCardData[]): string[] {
  return [...new Set(forms.map((form) => form.category))].sort((a, b) => a.localeCompare(b));
}

export default function FormsPage({ loaderData }: Route.ComponentProps) {
  const { forms, categories } = loaderData;
  const page = useSiteWords().pages.forms;
  const text = useTranslated(formsPage, "formsPage");
  const locale = useLocale();
  const [category, setCategory] = useState<string | null>(null);
  // Responses saved on this device while offline are sent from here too.
  const queue = useResponseQueue();
  const shown = category ? forms.filter((form) => form.category === category) : forms;

  return (
    <>
      <PageHero eyebrow={text.eyebrow} heading={page.heading} intro={page.description} />

      <Section tone="muted" className="!py-10 sm:!py-14">
        <QueuedResponsesNotice
          waiting={queue.waiting}
          rejected={queue.rejected}
          onSendNow={queue.sendNow}
          onDiscard={queue.discard}
        />
        {forms.length === 0 ? (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <Icon name="inbox" className="size-12 text-slate-400" />
            <h2 className="mt-4 text-xl font-bold text-slate-900">{text.empty.heading}</h2>
            <p className="mt-2 text-slate-600">{text.empty.text}</p>
            <ButtonLink to={href("contactUs")} variant="secondary" className="mt-6">
              {text.empty.contact}
            </ButtonLink>
          </div>
        ) : (
          <>
            <fieldset>
              <legend className="sr-only">{text.filterLabel}</legend>
              <div className="flex flex-wrap gap-2">
                {[null, ...categories].map((value) => {
                  const selected = category === value;
                  return (
                    <button
                      key={value ?? "all"}
                      type="button"
                      aria-pressed={selected}
                      onClick={() => setCategory(value)}
                      className={clsx(
                        "inline-flex min-h-11 items-center rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors",
                        selected
                          ? "bg-brand-700 text-white ring-brand-700"
                          : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800",
                      )}
                    >
                      {value ? categoryLabel(text.categories, value) : text.all}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <p role="status" className="mt-5 text-sm font-semibold text-slate-600">
              {shown.length === forms.length
                ? fillPlural(text.countLine.all, forms.length, locale)
                : fill(text.countLine.some, { shown: shown.length, total: forms.length })}
            </p>
            <h2 className="sr-only">{page.heading}</h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((form) => (
                <li key={form.id}>
                  <FormCard form={form} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section tone="white" heading={text.help.heading} intro={text.help.intro} className="!py-14 sm:!py-16">
        <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-3">
          {text.help.links.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex items-center gap-2 font-bold text-brand-800">
                  {item.label}
                  <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 text-sm text-slate-600">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
