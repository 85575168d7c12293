/**
 * 'Form Not Found' (spec 2.23) on the public form page, linking back to the forms. The
 * admin's responses screen says the same in the admin's own look (app/routes/admin/form-responses.tsx).
 */
import { formMessages } from "#common/messages/forms";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { href } from "~/content/paths";
import { useTranslated } from "~/i18n/words";

export function FormNotFound({ detail }: { detail?: string }) {
  const messages = useTranslated(formMessages, "formMessages");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-saffron-50 text-saffron-700 ring-1 ring-saffron-100">
        <Icon name="file-question-mark" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {messages.notFound.heading}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{messages.notFound.text}</p>
      {detail && <p className="mt-2 text-slate-600">{detail}</p>}
      <ButtonLink to={href("forms")} variant="secondary" className="mt-8">
        {messages.notFound.backToForms}
      </ButtonLink>
    </section>
  );
}
