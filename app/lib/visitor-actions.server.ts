/**
 * The route actions of the visitor form pages (Contact Us, Get In Touch, the
 * application): a plain form POST to the page works before the page's script has
 * arrived, and without JavaScript at all. They hand the request to the server's
 * visitor forms (the same path as POST /api/contact and /api/applications: the
 * same schema, guards and services) and answer with its outcome and status, its
 * message and field errors (keyed, common/messages/keyed.ts) written in the page's
 * language: the page drawn from it, by the server or by the form's script, shows them
 * as they are.
 */
import { data, redirect } from "react-router";
import { pledgePagePath } from "#common/donations/pledge-page";
import type { FormOutcome } from "#common/form-kit/outcome";
import { type Locale, localeOfPath } from "#common/locale";
import { textIn } from "#common/messages/hi/catalogues";
import type { Message } from "#common/messages/keyed";
import { contactFormWords, donationFormWords } from "~/i18n/hindi-site-words.server";
import { wordsFor } from "~/i18n/words";
import { pageDocumentLoader } from "./page-document.server";

interface ActionArgs {
  request: Request;
  context: import("react-router").AppLoadContext;
}

/** The outcome's words (message, field errors) in `locale`; what was typed stays as it was. */
export function outcomeInLanguage(outcome: FormOutcome<Message>, locale: Locale): FormOutcome {
  const message = textIn(outcome.message, locale);
  if (outcome.ok) return { ...outcome, message };
  const { errors, ...rest } = outcome;
  const texts =
    errors && Object.fromEntries(Object.entries(errors).map(([field, said]) => [field, textIn(said, locale)]));
  return { ...rest, message, ...(texts && { errors: texts }) };
}

function answer(outcome: FormOutcome<Message>, request: Request) {
  const headers = new Headers(outcome.ok ? undefined : outcome.headers);
  // The page answering a POST is this visitor's own: never stored anywhere.
  headers.set("Cache-Control", "no-store");
  const locale = localeOfPath(new URL(request.url).pathname);
  return data(outcomeInLanguage(outcome, locale), { status: outcome.status, headers });
}

export const contactAction =
  (form: "contact-us" | "get-in-touch") =>
  async ({ request, context }: ActionArgs) =>
    answer(await context.visitorForms.contact(form, request), request);

/**
 * "Need an 80G receipt?": accepted, the donor is sent to their page (303, so a reload
 * does not ask again); refused, the form comes back with what to correct.
 */
export const pledgeAction = async ({ request, context }: ActionArgs) => {
  const outcome = await context.visitorForms.pledge(request);
  if (!outcome.pledge) return answer(outcome, request);
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(pledgePagePath(locale, outcome.pledge.code, outcome.pledge.key), {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
};

/** The UPI reference a donor adds on their page; the code and key are the page's address's. */
export const pledgeUtrAction = async ({ request, context, params }: ActionArgs & { params: { code?: string } }) => {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  return answer(await context.visitorForms.pledgeUtr(params.code ?? "", key, request), request);
};

/** The loader data the donation pages add to their document: on Hindi pages, the donation catalogue in Hindi. */
export const donationWords = (request: Request) => ({ words: wordsFor(request, donationFormWords) });

export const applicationAction = async ({ request, context }: ActionArgs) =>
  answer(await context.visitorForms.application(request), request);

/**
 * The loader of a contact page the staff edit (Contact Us, Get In Touch): its document,
 * and on Hindi pages the form's messages and options in Hindi (`useTranslated`).
 */
export const contactPageLoader = <K extends "contactUs" | "getInTouch">(key: K) =>
  pageDocumentLoader(key, ({ request }) => ({ words: wordsFor(request, contactFormWords) }));
