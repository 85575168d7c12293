import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type FieldMessages, fieldMessagesOf } from "#common/form-kit/field-errors";
import { englishMessages, englishText } from "#common/messages/catalogues";
import { contactMessages } from "#common/messages/contact";
import { formMessages } from "#common/messages/forms";
import { hindiMessages, textIn } from "#common/messages/hi/catalogues";
import { keyed, keysOf, type Message, messageText } from "#common/messages/keyed";
import { newsletterMessages } from "#common/messages/newsletter";
import { applicationRequest } from "#common/schemas/applications";
import { contactUsRequest, getInTouchRequest } from "#common/schemas/contact";
import { checkAnswers, type FormField } from "#common/schemas/forms";
import { newsletterRequest } from "#common/schemas/newsletter";
import { resumeProblem } from "#common/visitor-form-fields";
import { blockOf } from "~/blocks/render-for-test";
import { ApplicationForm } from "~/components/contact-forms/application-form";
import { ContactUsForm } from "~/components/contact-forms/contact-us-form";
import { GetInTouchForm } from "~/components/contact-forms/get-in-touch-form";
import { ToastProvider } from "~/components/ui/toast";
import { pageDocumentData } from "~/lib/page-document.server";
import { initialNavigation } from "../../server/content-seed/navigation";
import { contactUsPage } from "../../server/content-seed/pages/contact-us";
import { getInTouchPage } from "../../server/content-seed/pages/get-in-touch";
import { contactFormWords, frameWords } from "./hindi-site-words.server";
import { layoutWords } from "./layout-words.server";
import { type Catalogues, useMessageText } from "./messages";
import { SITE_LAYOUT_ID } from "./site-words";

/** English words (abbreviations such as PDF and MB are written in Latin letters in Hindi too). */
const hasLatinWords = (text: string) => /[a-z]{2}/.test(text);

describe("a keyed message in a language (messageText, the one resolver)", () => {
  const tooLong = keyed("contactMessages.validation.tooLong", { max: 5000 });

  it("writes a catalogue's text in the catalogue's language", () => {
    expect(messageText(keyed("contactMessages.validation.emailRequired"), englishMessages, "en")).toBe(
      "Email is required",
    );
    expect(messageText(keyed("contactMessages.validation.emailRequired"), hindiMessages, "hi")).toBe(
      "ई-मेल पता भरना ज़रूरी है",
    );
  });

  it("fills a template with its params, figures with Indian grouping", () => {
    expect(messageText(tooLong, englishMessages, "en")).toBe("Please keep this under 5,000 characters");
    expect(messageText(tooLong, hindiMessages, "hi")).toBe("कृपया इसे 5,000 अक्षरों से छोटा रखें");
    // A label the staff wrote is put in as it is, in either language.
    const required = keyed("formMessages.answer.required", { label: "Village / town" });
    expect(textIn(required, "hi")).toBe("Village / town भरना ज़रूरी है");
    expect(textIn(keyed("formMessages.answer.tooLong", { label: "Name", max: "1000" }), "hi")).toBe(
      "Name बहुत लंबा है (ज़्यादा से ज़्यादा 1000 अक्षर)",
    );
  });

  it("chooses a plural's form for params.n by the language's rules", () => {
    const wait = (n: number) => keyed("contactMessages.tooMany", { n });
    expect(englishText(wait(1))).toBe(
      "You have sent several messages in a short time. Please wait 1 minute and try again.",
    );
    expect(englishText(wait(10))).toBe(
      "You have sent several messages in a short time. Please wait 10 minutes and try again.",
    );
    expect(textIn(wait(10), "hi")).toBe("आपने थोड़ी ही देर में कई संदेश भेजे हैं। कृपया 10 मिनट रुककर फिर से कोशिश करें।");
    expect(textIn(keyed("formMessages.queue.sent", { n: 1 }), "hi")).toBe("आपका सहेजा गया जवाब भेज दिया गया है।");
    expect(textIn(keyed("formMessages.queue.sent", { n: 3 }), "hi")).toBe("सहेजे गए 3 जवाब भेज दिए गए हैं।");
  });

  it("has no text for a key no catalogue holds, and passes text through", () => {
    expect(messageText(keyed("contactMessages.validation.nothing"), englishMessages, "en")).toBeUndefined();
    expect(messageText(keyed("noSuchMessages.x"), englishMessages, "en")).toBeUndefined();
    // A section is not a message, nor is an admin's message written as a function.
    expect(messageText(keyed("contactMessages.validation"), englishMessages, "en")).toBeUndefined();
    expect(messageText(keyed("formAdminMessages.link.tooLong"), englishMessages, "en")).toBeUndefined();
    expect(messageText("Something only the server says", hindiMessages, "hi")).toBe("Something only the server says");
    // The server's Hindi: English where Hindi has no words for it.
    expect(textIn(keyed("formAdminMessages.link.fieldRequired"), "hi")).toBe(
      hindiMessages.formAdminMessages.link.fieldRequired,
    );
    expect(textIn("Request body is too large", "hi")).toBe("Request body is too large");
  });

  it("names a catalogue's entries by key (keysOf), plurals as one entry", () => {
    const keys = keysOf("contactMessages", contactMessages);
    expect(keys.validation.tooLong).toBe("contactMessages.validation.tooLong");
    expect(keys.tooMany).toBe("contactMessages.tooMany");
    expect(keysOf("formMessages", formMessages).queue.sent).toBe("formMessages.queue.sent");
  });
});

describe("the catalogues", () => {
  it("have the same names in both languages", () => {
    expect(Object.keys(hindiMessages).sort()).toEqual(Object.keys(englishMessages).sort());
  });

  it("have Hindi templates with the same placeholders as their English ones", () => {
    const names = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched: string[] = [];
    const walk = (english: unknown, hindi: unknown, key: string) => {
      if (typeof english === "string" && typeof hindi === "string") {
        if (names(english).join() !== names(hindi).join()) mismatched.push(`${key}: ${hindi}`);
      } else if (typeof english === "object" && english !== null && typeof hindi === "object" && hindi !== null) {
        // A plural's Hindi may leave the count out of its "one" form, as English does.
        const plural = "one" in english && "other" in english;
        for (const [name, value] of Object.entries(english)) {
          const words = (hindi as Record<string, unknown>)[name];
          if (plural && typeof value === "string" && typeof words === "string") {
            const strip = (text: string) =>
              names(text)
                .filter((found) => found !== "n")
                .join();
            if (strip(value) !== strip(words)) mismatched.push(`${key}.${name}: ${words}`);
          } else walk(value, words, `${key}.${name}`);
        }
      }
    };
    for (const [name, hindi] of Object.entries(hindiMessages)) {
      walk(englishMessages[name as keyof typeof englishMessages], hindi, name);
    }
    expect(mismatched).toEqual([]);
  });
});

/** Every field's message a check gives for `input`, all keyed. */
const allKeyed = (messages: FieldMessages) => {
  const unkeyed = Object.values(messages).filter((message) => typeof message === "string");
  expect(unkeyed).toEqual([]);
  return Object.values(messages);
};

describe("the shared checks' messages", () => {
  const refused = (schema: { safeParse(input: unknown): { error?: unknown } }, input: unknown) => {
    const { error } = schema.safeParse(input);
    return fieldMessagesOf(error as Parameters<typeof fieldMessagesOf>[0]);
  };
  const tooLongText = "x".repeat(6000);
  const cases: [string, Message[]][] = [
    ["Contact Us, empty", allKeyed(refused(contactUsRequest, {}))],
    [
      "Get In Touch, too long and malformed",
      allKeyed(
        refused(getInTouchRequest, {
          firstName: tooLongText,
          lastName: "x",
          email: "not an address",
          phone: "12",
          interest: "x",
          message: tooLongText,
        }),
      ),
    ],
    ["the application, empty", allKeyed(refused(applicationRequest, { age: "15" }))],
    ["the application, an under-18 without a guardian", allKeyed(refused(applicationRequest, { age: "17" }))],
    ["the newsletter box", allKeyed(refused(newsletterRequest, { email: "x@" }))],
    [
      "the resume",
      [resumeProblem({ name: "cv.txt", size: 1 }) ?? "", resumeProblem({ name: "cv.pdf", size: 9e9 }) ?? ""],
    ],
  ];
  const fields: FormField[] = [
    { id: "name", label: "Name", type: "text", required: true },
    { id: "email", label: "Email", type: "email", required: false },
    { id: "pick", label: "Pick", type: "select", required: false, options: ["a"] },
  ];
  cases.push(["a custom form's answers", allKeyed(checkAnswers(fields, { name: "", email: "x", pick: "b" }).errors)]);

  it.each(cases)("%s: keyed, with words in English and in Hindi", (_name, messages) => {
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(messageText(message, englishMessages, "en"), JSON.stringify(message)).toBeDefined();
      const hindi = messageText(message, hindiMessages, "hi");
      expect(hindi, JSON.stringify(message)).toBeDefined();
      // Latin letters only in what the visitor or the staff wrote (a label).
      expect(hasLatinWords((hindi ?? "").replace(/Name|Email|Pick/g, "")), hindi).toBe(false);
      expect(hasLatinWords(messageText(message, englishMessages, "en") ?? ""), "English has words").toBe(true);
    }
  });

  it("fills a length check's message with the limit the check broke", () => {
    const messages = refused(getInTouchRequest, { message: tooLongText });
    expect(messages.message).toEqual(keyed("contactMessages.validation.tooLong", { max: 5000 }));
  });

  it("says the newsletter box's in its own catalogue, which every page has", () => {
    const messages = refused(newsletterRequest, { email: "" });
    expect(messages.email).toMatchObject({ key: "newsletterMessages.validation.emailRequired" });
    expect(englishText(messages.email ?? "")).toBe(contactMessages.validation.emailRequired);
    expect(frameWords.newsletterMessages.validation.emailRequired).toBe(
      hindiMessages.contactMessages.validation.emailRequired,
    );
  });
});

/** Renders `node` at `url` in a page route whose loader sent `page` words, under a site layout sending `shared`. */
function renderAt(
  url: string,
  node: React.ReactNode,
  words: { shared?: Record<string, unknown> | null; page?: Record<string, unknown> | null } = {},
) {
  const router = createMemoryRouter(
    [
      {
        id: SITE_LAYOUT_ID,
        path: "/",
        element: <Outlet />,
        children: [{ id: "page", path: "*", element: node }],
      },
    ],
    {
      initialEntries: [url],
      hydrationData: {
        loaderData: {
          [SITE_LAYOUT_ID]: {
            words: { site: layoutWords("en", initialNavigation).site, shared: words.shared ?? null },
          },
          page: { words: words.page ?? null },
        },
      },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const CONTACT: Catalogues = { contactMessages };
const NEWSLETTER: Catalogues = { newsletterMessages };

function Say({ messages, catalogues = CONTACT }: { messages: Message[]; catalogues?: Catalogues }) {
  const say = useMessageText(catalogues);
  return (
    <>
      {messages.map((message) => (
        <p key={JSON.stringify(message)}>{say(message)}</p>
      ))}
    </>
  );
}

describe("useMessageText", () => {
  const required = keyed("contactMessages.validation.firstNameRequired");
  const tooLong = keyed("contactMessages.validation.tooLong", { max: 100 });

  it("writes English on English pages", () => {
    expect(renderAt("/ContactUs", <Say messages={[required, tooLong]} />)).toBe(
      "<p>First name is required</p><p>Please keep this under 100 characters</p>",
    );
  });

  it("writes Hindi on a Hindi page from its first render, with the words its loader sent", () => {
    // The first render is the server's (and hydration's): nothing is fetched before it.
    expect(renderAt("/hi/ContactUs", <Say messages={[required, tooLong]} />, { page: contactFormWords })).toBe(
      "<p>पहला नाम भरना ज़रूरी है</p><p>कृपया इसे 100 अक्षरों से छोटा रखें</p>",
    );
  });

  it("finds the frame's words in the site layout's data (the footer's newsletter box)", () => {
    const messages = [keyed("newsletterMessages.validation.emailInvalid"), keyed("contactMessages.tooMany", { n: 2 })];
    const html = renderAt("/hi/Education", <Say messages={messages} catalogues={NEWSLETTER} />, { shared: frameWords });
    expect(html).toBe("<p>ई-मेल पता सही नहीं है</p><p>आपने थोड़ी ही देर में कई संदेश भेजे हैं। कृपया 2 मिनट रुककर फिर से कोशिश करें।</p>");
  });

  it("falls back to English, then to the server's text, and passes text as it is", () => {
    const fromServer: Message = { key: "contactMessages.tooMany", params: { n: 2 }, text: "Wait 2 minutes" };
    const unknown: Message = { key: "contactMessages.somethingNew", text: "Something new, says the server" };
    // A Hindi page whose loader sent no contact words: the English catalogue's text.
    expect(renderAt("/hi/Education", <Say messages={[required]} />)).toBe("<p>First name is required</p>");
    // A form that did not name the catalogue: the server's own words.
    expect(renderAt("/Education", <Say messages={[fromServer, unknown]} catalogues={NEWSLETTER} />)).toBe(
      "<p>Wait 2 minutes</p><p>Something new, says the server</p>",
    );
    expect(renderAt("/hi/Education", <Say messages={["Staff wrote this"]} />)).toBe("<p>Staff wrote this</p>");
  });
});

describe("the visitor forms' options", () => {
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
    const html = renderAt("/hi/VolunteerInternship", forms, { shared: hindiMessages });
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
    const html = renderAt("/VolunteerInternship", forms);
    expect(html).toContain('<option value="general">General Inquiry</option>');
    expect(html).toContain('<option value="weekends">Weekends Only</option>');
    expect(html).toContain("Education &amp; Teaching</label>");
  });
});
