/**
 * /forms/{id}: a custom form for visitors (spec 2.23), rendered on the server from
 * the database. The browser keeps the definition of every form it opens, so when
 * the connection is gone a navigation here still shows the form from that copy;
 * responses made offline wait in the device's queue (see form-response-queue.ts).
 */
import { useEffect } from "react";
import { data } from "react-router";
import { formMessages } from "#common/messages/forms";
import type { PublicCustomForm } from "#common/schemas/forms";
import { CustomFormRenderer } from "~/components/custom-forms/custom-form-renderer";
import { FormNotFound } from "~/components/custom-forms/form-not-found";
import { browserQueue, isOffline } from "~/components/custom-forms/form-response-sync";
import { PageHero } from "~/components/ui/page-hero";
import { customFormPage } from "~/content/custom-form";
import { translatedForMeta, useTranslated } from "~/i18n/words";
import { pageInfo, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/form";

interface FormPageData {
  form: PublicCustomForm | null;
  /** Read from this device's copy because the server could not be reached. */
  offline?: boolean;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const form = await context.services.customForms.findPublic(params.id);
  return form ? { form } : data<FormPageData>({ form: null }, { status: 404 });
}

const deviceCopy = (id: string): FormPageData => ({ form: browserQueue().loadForm(id) ?? null, offline: true });

/** Navigations in the browser: the server when reachable, else this device's copy. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs): Promise<FormPageData> {
  if (isOffline()) return deviceCopy(params.id);
  try {
    return await serverLoader();
  } catch (error) {
    // A failed fetch (no signal) is a TypeError; anything else is a real error.
    if (error instanceof TypeError) return deviceCopy(params.id);
    throw error;
  }
}

export function meta({ loaderData, ...args }: Route.MetaArgs) {
  const form = loaderData?.form;
  const messages = translatedForMeta(formMessages, "formMessages", args);
  return pageMeta(
    form
      ? { title: form.title, description: form.description || pageInfo("form", args).description }
      : { title: messages.notFound.heading, description: messages.notFound.text },
    args,
  );
}

export default function FormPage({ loaderData, params }: Route.ComponentProps) {
  const { form, offline } = loaderData as FormPageData;
  const text = useTranslated(customFormPage, "customFormPage");
  const messages = useTranslated(formMessages, "formMessages");

  // Keep this device's copy in step with the server: saved when shown, dropped when gone.
  useEffect(() => {
    if (offline) return;
    if (form) browserQueue().saveForm(form);
    else browserQueue().forgetForm(params.id);
  }, [form, offline, params.id]);

  if (!form) {
    return <FormNotFound detail={offline ? text.offlineNotSaved : undefined} />;
  }
  return (
    <>
      <PageHero eyebrow={form.category} heading={form.title} intro={form.description || undefined} />
      <div className="bg-slate-50 py-10 sm:py-14">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          {offline && (
            <p className="mb-6 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
              {messages.queue.offlineCopy}
            </p>
          )}
          <CustomFormRenderer form={form} />
        </div>
      </div>
    </>
  );
}
