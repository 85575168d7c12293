import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { fill, fillPlural } from "#common/fill";
import { fieldErrorsOf } from "#common/form-kit/field-errors";
import { contactMessages } from "#common/messages/contact";
import { formMessages } from "#common/messages/forms";
import { galleryMessages } from "#common/messages/gallery";
import { hindiMessages, messagePairs } from "#common/messages/hi/catalogues";
import { blockOf } from "~/blocks/render-for-test";
import { ApplicationForm } from "~/components/contact-forms/application-form";
import { ContactUsForm } from "~/components/contact-forms/contact-us-form";
import { GetInTouchForm } from "~/components/contact-forms/get-in-touch-form";
import { FieldError } from "~/components/form-kit/control";
import { FormStatus } from "~/components/form-kit/form-status";
import { ToastProvider } from "~/components/ui/toast";
import { pageDocumentData } from "~/lib/page-document.server";
import { initialNavigation } from "../../server/content-seed/navigation";
import { contactUsPage } from "../../server/content-seed/pages/contact-us";
import { getInTouchPage } from "../../server/content-seed/pages/get-in-touch";
import { layoutWords } from "./layout-words.server";
import { buildMessageMap, messageTranslator } from "./message-map";
import { loadHindiMessages, useMessageInLanguage } from "./messages";
import { SITE_LAYOUT_ID } from "./site-words";

const map = buildMessageMap(messagePairs);
const inHindi = messageTranslator(map);

describe("the message map", () => {
  it("turns a plain catalogue message into its Hindi", () => {
    expect(inHindi(contactMessages.validation.emailRequired)).toBe("ई-मेल पता भरना ज़रूरी है");
    expect(inHindi(galleryMessages.empty)).toBe(hindiMessages.galleryMessages.empty);
  });

  it("fills the Hindi template with what the English one was filled with", () => {
    expect(inHindi(fill(contactMessages.validation.tooLong, { max: 5000 }))).toBe("कृपया इसे 5,000 अक्षरों से छोटा रखें");
    expect(inHindi(fill(galleryMessages.showing, { shown: "0", total: "0" }))).toBe("0 में से 0 फ़ोटो दिखाई जा रही हैं");
    // A label the admin wrote (any words at all) is carried over as it is.
    expect(inHindi(fill(formMessages.answer.required, { label: "Village / town" }))).toBe("Village / town भरना ज़रूरी है");
    expect(inHindi(fill(formMessages.answer.tooLong, { label: "Name", max: "1000" }))).toBe(
      "Name बहुत लंबा है (ज़्यादा से ज़्यादा 1000 अक्षर)",
    );
  });

  it("gives a plural's Hindi for either English form, by the captured count", () => {
    const one = fillPlural(contactMessages.tooMany, 1, "en");
    const ten = fillPlural(contactMessages.tooMany, 10, "en");
    expect(one).toBe("You have sent several messages in a short time. Please wait 1 minute and try again.");
    expect(inHindi(one)).toBe("आपने थोड़ी ही देर में कई संदेश भेजे हैं। कृपया 1 मिनट रुककर फिर से कोशिश करें।");
    expect(inHindi(ten)).toBe("आपने थोड़ी ही देर में कई संदेश भेजे हैं। कृपया 10 मिनट रुककर फिर से कोशिश करें।");
    // An English form without the figure ("Your saved response has been sent.") is the one.
    expect(inHindi(fillPlural(formMessages.queue.sent, 1, "en"))).toBe("आपका सहेजा गया जवाब भेज दिया गया है।");
    expect(inHindi(fillPlural(formMessages.queue.sent, 3, "en"))).toBe("सहेजे गए 3 जवाब भेज दिए गए हैं।");
  });

  it("looks up a message quoted inside another", () => {
    const rejected = fill(formMessages.queue.rejected, { message: formMessages.server.closed });
    expect(inHindi(rejected)).toBe("इस डिवाइस पर सहेजा गया एक जवाब नहीं भेजा जा सका: यह फ़ॉर्म अभी जवाब नहीं ले रहा है");
  });

  it("leaves what no catalogue holds as it is", () => {
    expect(inHindi("Something only the server says")).toBe("Something only the server says");
    // Ends like "{n} found", but a figure's placeholder takes only a figure.
    expect(inHindi("Image not found")).toBe("Image not found");
    expect(inHindi("")).toBe("");
    // Already Hindi (a message a component translated itself).
    expect(inHindi("ई-मेल पता भरना ज़रूरी है")).toBe("ई-मेल पता भरना ज़रूरी है");
  });

  it("gives each English text one Hindi, whichever catalogue it is in", () => {
    const hindiOf = new Map<string, string>();
    const conflicts: string[] = [];
    const walk = (english: unknown, hindi: unknown) => {
      if (typeof english === "string" && typeof hindi === "string") {
        const known = hindiOf.get(english);
        if (known !== undefined && known !== hindi) conflicts.push(`${english}: "${known}" or "${hindi}"`);
        hindiOf.set(english, hindi);
      } else if (typeof english === "object" && english !== null && typeof hindi === "object" && hindi !== null) {
        for (const [key, value] of Object.entries(english)) walk(value, (hindi as Record<string, unknown>)[key]);
      }
    };
    for (const [english, hindi] of messagePairs) walk(english, hindi);
    expect(conflicts).toEqual([]);
  });

  it("has Hindi templates with the same placeholders as their English ones", () => {
    const names = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched = map.templates.flatMap((entry) => {
      const hindi = typeof entry.hi === "string" ? [entry.hi] : [entry.hi.one, entry.hi.other];
      const english = names(entry.en).filter((name) => name !== "n");
      return hindi
        .filter(
          (text) =>
            names(text)
              .filter((name) => name !== "n")
              .join() !== english.join(),
        )
        .map((text) => `${entry.en} → ${text}`);
    });
    expect(mismatched).toEqual([]);
  });

  it("is plain data, as loader data must be", () => {
    expect(JSON.parse(JSON.stringify(map))).toEqual(map);
  });
});

/** Renders `node` at `url` under a site layout route whose loader data holds `shared` words. */
function renderAt(url: string, node: React.ReactNode, shared: Record<string, unknown> | null) {
  const router = createMemoryRouter(
    [{ id: SITE_LAYOUT_ID, path: "/", element: <Outlet />, children: [{ path: "*", element: node }] }],
    {
      initialEntries: [url],
      hydrationData: {
        loaderData: { [SITE_LAYOUT_ID]: { words: { site: layoutWords("en", initialNavigation).site, shared } } },
      },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

function Say({ english }: { english: string }) {
  return <p>{useMessageInLanguage()(english)}</p>;
}

describe("useMessageInLanguage", () => {
  const required = contactMessages.validation.firstNameRequired;

  it("is the English itself on English pages", () => {
    expect(renderAt("/ContactUs", <Say english={required} />, null)).toBe(`<p>${required}</p>`);
  });

  // The tests below run in order: the map is fetched once, by the second.
  it("is the English on a Hindi page until the map has been fetched (the server's page and hydration)", () => {
    expect(renderAt("/hi/ContactUs", <Say english={required} />, hindiMessages)).toBe(`<p>${required}</p>`);
  });

  it("is the Hindi on Hindi pages once the map has been fetched", async () => {
    await loadHindiMessages();
    expect(renderAt("/hi/ContactUs", <Say english={required} />, hindiMessages)).toBe("<p>पहला नाम भरना ज़रूरी है</p>");
    expect(renderAt("/ContactUs", <Say english={required} />, null)).toBe(`<p>${required}</p>`);
  });

  it("shows a field's error and a form's outcome from the server in the page's language", () => {
    const shared = hindiMessages;
    const page = (
      <>
        <FieldError id="e" error={fill(contactMessages.validation.tooLong, { max: 100 })} />
        <FormStatus status={{ kind: "success", message: contactMessages.contactUs.success }} />
      </>
    );
    const hindi = renderAt("/hi/ContactUs", page, shared);
    expect(hindi).toContain("कृपया इसे 100 अक्षरों से छोटा रखें");
    expect(hindi).toContain(hindiMessages.contactMessages.contactUs.success);
    const english = renderAt("/ContactUs", page, null);
    expect(english).toContain("Please keep this under 100 characters");
    expect(english).toContain(contactMessages.contactUs.success.replace("'", "&#x27;"));
  });

  it("turns the shared schemas' messages into Hindi, as a refused form shows them", async () => {
    const { contactUsRequest } = await import("#common/schemas/contact");
    const parsed = contactUsRequest.safeParse({});
    expect(parsed.success).toBe(false);
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const translated = Object.values(errors).map(inHindi);
    expect(translated.filter((message) => /[A-Za-z]{3}/.test(message))).toEqual([]);
  });
});

describe("the visitor forms' options", () => {
  const shared = hindiMessages;
  const noPositions = { volunteer: [], internship: [], job: [] };
  const forms = (
    <ToastProvider>
      <GetInTouchForm
        text={blockOf(pageDocumentData(getInTouchPage, "getInTouch", "hi").blocks, "getInTouchForm").form}
      />
      <ContactUsForm text={blockOf(pageDocumentData(contactUsPage, "contactUs", "hi").blocks, "contactUsForm").form} />
      <ApplicationForm type="volunteer" position="" positions={noPositions} onSubmitted={() => {}} />
    </ToastProvider>
  );

  it("are labelled in Hindi on Hindi pages, and still send the English values", () => {
    const html = renderAt("/hi/VolunteerInternship", forms, shared);
    for (const [value, label] of [
      ["general", "सामान्य पूछताछ"],
      ["support", "सहायता"],
      ["phd", "पीएचडी"],
      ["weekends", "सिर्फ़ सप्ताहांत (शनिवार-रविवार)"],
    ]) {
      expect(html).toContain(`<option value="${value}">${label}</option>`);
    }
    expect(html).toContain('value="Education &amp; Teaching"');
    expect(html).toContain("शिक्षा और पढ़ाना");
    expect(html).not.toContain(">General Inquiry<");
    expect(html).not.toContain("Weekends Only");
  });

  it("are the English labels on English pages", () => {
    const html = renderAt("/VolunteerInternship", forms, null);
    expect(html).toContain('<option value="general">General Inquiry</option>');
    expect(html).toContain('<option value="weekends">Weekends Only</option>');
    expect(html).toContain("Education &amp; Teaching</label>");
  });
});
