/**
 * Pages the staff edit (issue 41): a new site starts with today's pages in English
 * and Hindi; a heading changed is what the search finds at once, in its language; a
 * bad value (or a block of a kind the page does not draw) is a 400 naming the field
 * and changes nothing; a save made from an older version is refused; an earlier
 * version restored is the page again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Figures } from "#common/content-model/figures";
import type { PageDocument } from "#common/content-model/page";
import { localizedPath } from "#common/locale";
import type { SearchResult } from "#common/schemas/search";
import { contentDocumentApi, createTestApp, signIn, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const { read, save } = contentDocumentApi<PageDocument>(
  () => t,
  "page-education",
  () => auth,
);
const pageHits = async (q: string, language: "en" | "hi") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/search?q=${encodeURIComponent(q)}&type=page&language=${language}`,
  });
  return (res.json().data as SearchResult).groups.flatMap((group) => group.hits.map((hit) => [hit.url, hit.title]));
};
const withHeading = (page: PageDocument, en: string): PageDocument => ({ ...page, heading: { ...page.heading, en } });

describe("The Education page", () => {
  it("starts as today's, in English and Hindi, and is in the search in both languages", async () => {
    const view = await read();
    expect(view.version).toBe(1);
    expect(view.document.heading).toEqual({ en: "Education Initiatives", hi: "शिक्षा की पहल", hiStale: false });
    expect(view.document.blocks.map((block) => block.kind)).toEqual([
      "hero",
      "educationIllustration",
      "programmeCards",
      "stories",
      "steps",
      "cta",
    ]);
    expect(await pageHits("Community Learning Centres", "en")).toContainEqual(["/Education", "Education Initiatives"]);
    expect(await pageHits("शिक्षा", "hi")).toContainEqual(["/hi/Education", "शिक्षा की पहल"]);
  });

  it("refuses a bad value with a 400 naming the field, and keeps what was published", async () => {
    const view = await read();
    const programmes = view.document.blocks[2];
    const cases: [string, unknown, string][] = [
      ["an empty heading", withHeading(view.document, "  "), "document.heading.en"],
      [
        "an unknown block kind",
        { ...view.document, blocks: [{ id: "x", kind: "marquee" }, ...view.document.blocks.slice(1)] },
        "document.blocks.0.kind",
      ],
      [
        "a 10,000-character figure label",
        {
          ...view.document,
          blocks: view.document.blocks.map((block) =>
            block.kind === "educationIllustration"
              ? {
                  ...block,
                  stats: block.stats.map((stat) => ({ ...stat, label: { ...stat.label, en: "x".repeat(10_000) } })),
                }
              : block,
          ),
        },
        "document.blocks.1.stats.0.label.en",
      ],
      [
        "a link to a page of another site without https",
        {
          ...view.document,
          blocks: view.document.blocks.map((block) =>
            block.kind === "hero"
              ? { ...block, actions: block.actions.map((action) => ({ ...action, to: "javascript:alert(1)" })) }
              : block,
          ),
        },
        "document.blocks.0.actions.0.to",
      ],
      [
        "an icon that is not drawn",
        {
          ...view.document,
          blocks: [
            view.document.blocks[0],
            {
              ...programmes,
              programmes: [{ ...(programmes as { programmes: object[] }).programmes[0], icon: "rocket" }],
            },
          ],
        },
        "document.blocks.1.programmes.0.icon",
      ],
    ];
    for (const [what, document, field] of cases) {
      const res = await save(document as PageDocument, view.version);
      expect(res.statusCode, what).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), what).toContain(field);
    }
    expect((await read()).version).toBe(view.version);
  });

  it("publishes a new heading, found by the search at once; a stale save is refused; a restore brings the old one back", async () => {
    const first = await read();
    const res = await save(withHeading(first.document, "Learning for every child"), first.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Education page published. Visitors see it now.");
    // The English heading changed after its Hindi: the Hindi is out of date until someone saves it.
    expect(res.json().data.staleHindi).toEqual(["heading"]);
    expect(await pageHits("Learning for every child", "en")).toContainEqual(["/Education", "Learning for every child"]);
    expect(await pageHits("शिक्षा", "hi")).toContainEqual(["/hi/Education", "शिक्षा की पहल"]);

    const stale = await save(withHeading(first.document, "Another heading"), first.version);
    expect(stale.statusCode).toBe(409);
    expect((await read()).document.heading.en).toBe("Learning for every child");

    const current = await read();
    const restored = await t.app.inject({
      method: "POST",
      url: `/api/content/page-education/history/${first.version}/restore`,
      headers: auth,
      payload: { version: current.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await read()).document).toEqual(first.document);
    const hits = await pageHits("Learning for every child", "en");
    expect(hits).not.toContainEqual(["/Education", "Learning for every child"]);
    expect(hits).toContainEqual(["/Education", "Education Initiatives"]);
  });
});

describe("Drafts of a page", () => {
  const url = "/api/content/page-education";
  const call = (method: "PUT" | "POST" | "DELETE", path: string, payload?: object) =>
    t.app.inject({ method, url: `${url}${path}`, headers: auth, ...(payload ? { payload } : {}) });
  const silent = { child: () => silent, error() {}, info() {}, warn() {} } as never;

  it("are saved without publishing, refused when stale, published as the next version, and then gone", async () => {
    const published = await read();
    const first = await call("PUT", "/draft", {
      document: withHeading(published.document, "Draft heading one"),
      version: published.version,
      draftVersion: 0,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe("Draft saved. Visitors do not see it until it is published.");
    const view = await read();
    expect(view.document.heading.en).toBe(published.document.heading.en);
    expect(view.draft).toMatchObject({
      version: 1,
      basedOn: published.version,
      publishAt: null,
      staleHindi: ["heading"],
    });
    expect(view.draft?.document.heading.en).toBe("Draft heading one");
    expect(await pageHits("Draft heading one", "en")).not.toContainEqual(["/Education", "Draft heading one"]);

    const stale = await call("PUT", "/draft", {
      document: withHeading(published.document, "Draft from an old tab"),
      version: published.version,
      draftVersion: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Someone else \(test-admin\) saved this draft after you opened it/);

    const publishedDraft = await call("POST", "/draft/publish", { draftVersion: 1 });
    expect(publishedDraft.statusCode, publishedDraft.body).toBe(200);
    expect(publishedDraft.json().message).toBe("Draft published. Visitors see it now.");
    const after = await read();
    expect(after.version).toBe(published.version + 1);
    expect(after.document.heading.en).toBe("Draft heading one");
    expect(after.draft).toBeNull();
    expect(await pageHits("Draft heading one", "en")).toContainEqual(["/Education", "Draft heading one"]);
    expect((await call("POST", "/draft/publish", { draftVersion: 1 })).statusCode).toBe(404);
  });

  it("is not published over a change someone published after it was begun; a discarded one is gone", async () => {
    const published = await read();
    await call("PUT", "/draft", {
      document: withHeading(published.document, "Begun before"),
      version: published.version,
      draftVersion: 0,
    });
    expect((await save(withHeading(published.document, "Published meanwhile"), published.version)).statusCode).toBe(
      200,
    );
    const refused = await call("POST", "/draft/publish", { draftVersion: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Someone else \(test-admin\) published this after your draft was begun/);
    expect((await read()).document.heading.en).toBe("Published meanwhile");

    expect((await call("DELETE", "/draft/1")).statusCode).toBe(200);
    expect((await call("DELETE", "/draft/1")).statusCode).toBe(404);
    expect((await read()).draft).toBeNull();
  });

  it("publishes itself at the time it is scheduled for; a time past is refused; a cancelled one stays a draft", async () => {
    const published = await read();
    await call("PUT", "/draft", {
      document: withHeading(published.document, "Scheduled heading"),
      version: published.version,
      draftVersion: 0,
    });
    const past = await call("PUT", "/draft/schedule", { draftVersion: 1, publishAt: "2020-01-01T09:00:00+05:30" });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.publishAt).toBe("Choose a time in the future to schedule it, or publish it now.");
    const bad = await call("PUT", "/draft/schedule", { draftVersion: 1, publishAt: "tomorrow" });
    expect(bad.statusCode).toBe(400);

    // The server process runs the job queue; here it is started for this test.
    await t.services.jobs.start(silent);
    try {
      const cancelled = await call("PUT", "/draft/schedule", {
        draftVersion: 1,
        publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().message).toMatch(/^Scheduled: it will be published on /);
      const off = await call("PUT", "/draft/schedule", { draftVersion: 2, publishAt: null });
      expect(off.json().message).toBe("Schedule cancelled. The draft stays a draft.");
      expect((await read()).draft?.publishAt).toBeNull();

      const soon = await call("PUT", "/draft/schedule", {
        draftVersion: 3,
        publishAt: new Date(Date.now() + 1_500).toISOString(),
      });
      expect(soon.statusCode, soon.body).toBe(200);
      const deadline = Date.now() + 30_000;
      while ((await read()).draft && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await t.services.jobs.stop();
    }
    const after = await read();
    expect(after.draft).toBeNull();
    expect(after.document.heading.en).toBe("Scheduled heading");
    expect(after.updatedBy).toBe("test-admin (scheduled)");
  });
});

describe("A figure cited by name", () => {
  it("is shown in every text that names it, and the search finds the new value at once", async () => {
    const figures = contentDocumentApi<Figures>(
      () => t,
      "figures",
      () => auth,
    );
    const view = await figures.read();
    expect(view.document.items.find((item) => item.name === "states")?.value).toBe("5+");
    const faqHits = async (q: string) =>
      (
        (await t.app.inject({ method: "GET", url: `/api/search?q=${encodeURIComponent(q)}&type=faq` })).json()
          .data as SearchResult
      ).groups.flatMap((group) => group.hits.map((hit) => hit.snippet.map((part) => part.text).join("")));
    expect((await faqHits("programmes run")).join(" ")).toContain("5+ states");
    const res = await figures.save(
      { items: view.document.items.map((item) => (item.name === "states" ? { ...item, value: "7" } : item)) },
      view.version,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await faqHits("programmes run")).join(" ")).toContain("7 states");
    // What the staff edit keeps the name; only what visitors read has the figure.
    const faqs = contentDocumentApi<{ items: { id: string; answer: { en: string } }[] }>(
      () => t,
      "faqs",
      () => auth,
    );
    const whereWork = (await faqs.read()).document.items.find((item) => item.id === "where-work");
    expect(whereWork?.answer.en).toContain("{states} states");
  });
});

/** Each page moved after Education: how it starts, and words of it the search finds in each language. */
const movedPages: [
  key: string,
  path: string,
  heading: { en: string; hi: string },
  kinds: string[],
  search: { en: string; hi: string },
][] = [
  [
    "home",
    "/",
    {
      en: "Every child in school. Every woman earning. Every village thriving.",
      hi: "हर बच्चा स्कूल में। हर महिला की अपनी कमाई। हर गाँव खुशहाल।",
    },
    ["homeHero", "whoWeAre", "stats", "donation", "programmeLinks", "latestUpdates", "cta"],
    { en: "small federation", hi: "हर रुपये का हिसाब" },
  ],
  [
    "womenEmpowerment",
    "/WomenEmpowerment",
    { en: "Women Empowerment", hi: "महिला सशक्तिकरण" },
    ["hero", "womenIllustration", "programmeCards", "stories", "cta"],
    { en: "sanitary pad unit", hi: "स्वयं सहायता समूह" },
  ],
  [
    "livelihood",
    "/Livelihood",
    { en: "Livelihood Enhancement", hi: "आजीविका संवर्धन" },
    ["hero", "tabbedCards", "stories", "steps", "cta"],
    { en: "Gramin Udyam Incubator", hi: "ग्रामीण उद्यम इनक्यूबेटर" },
  ],
  [
    "skillDevelopment",
    "/SkillDevelopment",
    { en: "Skill Development", hi: "कौशल विकास" },
    ["hero", "tabbedCards", "featureGrid", "stories", "cta"],
    { en: "Web Development Foundations", hi: "वेब डेवलपमेंट की बुनियाद" },
  ],
  [
    "environment",
    "/Environment",
    { en: "Environment", hi: "पर्यावरण" },
    ["hero", "tabbedCards", "events", "featureGrid", "tips", "cta"],
    { en: "Yamuna Ghat Clean-up", hi: "हरित सुझाव" },
  ],
  [
    "schoolPartnerships",
    "/SchoolPartnerships",
    { en: "School Partnerships", hi: "स्कूल साझेदारी" },
    ["hero", "tabbedCards", "cta"],
    { en: "Teacher Development", hi: "शिक्षक विकास" },
  ],
  [
    "corporatePartnerships",
    "/CorporatePartnerships",
    { en: "Corporate Partnerships", hi: "कॉर्पोरेट साझेदारी" },
    ["hero", "tabbedCards", "cta"],
    { en: "Sahyadri Infotech", hi: "कॉज़ मार्केटिंग" },
  ],
  [
    "governmentPartnerships",
    "/GovernmentPartnerships",
    { en: "Government Partnerships", hi: "सरकारी साझेदारी" },
    ["hero", "tabbedCards", "cta"],
    { en: "Implementation Partner", hi: "क्रियान्वयन साझेदार" },
  ],
  [
    "fellowship",
    "/Fellowship",
    { en: "Fellowship Programme", hi: "फ़ेलोशिप कार्यक्रम" },
    ["hero", "tabbedCards", "cta"],
    { en: "Technology for Good Fellowship", hi: "तकनीक से भलाई फ़ेलोशिप" },
  ],
  [
    "reach",
    "/Reach",
    { en: "Our Reach", hi: "हमारी पहुँच" },
    ["hero", "regionPanels", "cta"],
    { en: "Four regions, one federation", hi: "चार क्षेत्र" },
  ],
  [
    "aboutUs",
    "/AboutUs",
    { en: "About Us", hi: "हमारे बारे में" },
    ["hero", "featureGrid", "stats", "stats", "featureGrid", "timeline", "quote", "cta"],
    { en: "Small beginnings, real numbers", hi: "छोटी शुरुआत" },
  ],
  [
    "innerAboutUs",
    "/InnerAboutUs",
    { en: "About the Foundation", hi: "फ़ाउंडेशन के बारे में" },
    ["hero", "article"],
    { en: "surest way out of poverty", hi: "गरीबी" },
  ],
  [
    "privacy",
    "/privacy",
    { en: "Privacy notice", hi: "गोपनीयता सूचना" },
    ["hero", "article"],
    { en: "grievance officer", hi: "शिकायत अधिकारी" },
  ],
  [
    "transparency",
    "/transparency",
    { en: "Transparency", hi: "पारदर्शिता" },
    ["hero", "registrations", "annualReports", "article"],
    { en: "Form 10BE", hi: "लेखा-परीक्षित" },
  ],
  [
    "contactUs",
    "/ContactUs",
    { en: "Contact Us", hi: "संपर्क करें" },
    ["hero", "contactUsForm", "faqAndHours"],
    { en: "Interactive Map", hi: "नक्शा" },
  ],
  [
    "getInTouch",
    "/GetInTouch",
    { en: "Get In Touch", hi: "हमसे बात करें" },
    ["hero", "contactTiles", "getInTouchForm"],
    { en: "Quick Actions", hi: "झटपट" },
  ],
  [
    "career",
    "/Career",
    { en: "Career Opportunities", hi: "करियर के अवसर" },
    ["hero", "spotlight", "cardGrid", "featureGrid", "cta"],
    { en: "Recognition", hi: "पहचान" },
  ],
  [
    "volunteerInternship",
    "/VolunteerInternship",
    { en: "Volunteer & Internship", hi: "स्वयंसेवा और इंटर्नशिप" },
    ["hero", "application"],
    { en: "Environment Drive Coordinator", hi: "शिक्षण सहायक" },
  ],
  [
    "workWithUs",
    "/WorkWithUs",
    { en: "Work With Us", hi: "हमारे साथ काम करें" },
    ["hero", "featureGrid", "jobBoard", "steps", "cta"],
    { en: "hiring process", hi: "भर्ती प्रक्रिया" },
  ],
  [
    "faqs",
    "/FAQs",
    { en: "Frequently Asked Questions", hi: "अक्सर पूछे जाने वाले सवाल" },
    ["hero", "faq", "cta"],
    { en: "Still have a question", hi: "जुड़ने के लिए तैयार" },
  ],
];

describe.each(movedPages)("The %s page", (key, path, heading, kinds, search) => {
  const page = contentDocumentApi<PageDocument>(
    () => t,
    `page-${key}`,
    () => auth,
  );

  it("starts as today's, in English and Hindi, and is in the search in both languages", async () => {
    const view = await page.read();
    expect(view.version).toBe(1);
    expect(view.document.heading).toEqual({ ...heading, hiStale: false });
    expect(view.document.blocks.map((block) => block.kind)).toEqual(kinds);
    expect(await pageHits(search.en, "en")).toContainEqual([path, heading.en]);
    expect(await pageHits(search.hi, "hi")).toContainEqual([localizedPath(path, "hi"), heading.hi]);
  });

  it("refuses a block its page does not draw (the Education drawing), naming it", async () => {
    const view = await page.read();
    const drawing = (await read()).document.blocks.find((block) => block.kind === "educationIllustration");
    const res = await page.save(
      { ...view.document, blocks: [view.document.blocks[0], drawing] } as PageDocument,
      view.version,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain("document.blocks.1.kind");
    expect((await page.read()).version).toBe(view.version);
  });
});

describe("Home's donation amounts", () => {
  const home = contentDocumentApi<PageDocument>(
    () => t,
    "page-home",
    () => auth,
  );
  type Donation = Extract<PageDocument["blocks"][number], { kind: "donation" }>;
  const withDonation = (page: PageDocument, change: (block: Donation) => Donation): PageDocument => ({
    ...page,
    blocks: page.blocks.map((block) => (block.kind === "donation" ? change(block) : block)),
  });
  const firstAmount = (amount: string, label: string) => (block: Donation) => ({
    ...block,
    amounts: block.amounts.map((option, index) =>
      index === 0 ? { ...option, amount, label: { ...option.label, en: label } } : option,
    ),
  });

  it("start as spec 9's: ₹500, ₹1000, ₹2500 and any amount, noted “Donation” in the UPI app", async () => {
    const donation = (await home.read()).document.blocks.find((block) => block.kind === "donation");
    expect(donation?.kind === "donation" && donation.amounts.map((option) => option.amount)).toEqual([
      "500",
      "1000",
      "2500",
      "",
    ]);
    expect(donation?.kind === "donation" && donation.note).toBe("Donation");
  });

  it("refuses an amount that is not whole rupees from 1 to 10,00,000, and a note in other letters, naming the field", async () => {
    const view = await home.read();
    const cases: [string, PageDocument, string, string][] = [
      ...["0", "99.50", "10,000", "1000001"].map((amount): [string, PageDocument, string, string] => [
        amount,
        withDonation(view.document, firstAmount(amount, "₹?")),
        "document.blocks.3.amounts.0.amount",
        "Amount in rupees: whole rupees in digits from 1 to 10,00,000 (like 500), or empty for any amount",
      ]),
      [
        "no amounts",
        withDonation(view.document, (block) => ({ ...block, amounts: [] })),
        "document.blocks.3.amounts",
        "Suggested amounts: add at least 1",
      ],
      [
        "a Hindi note",
        withDonation(view.document, (block) => ({ ...block, note: "दान" })),
        "document.blocks.3.note",
        "Note in the UPI app: English letters, digits, spaces and . , ' ( ) - only (some UPI apps refuse other letters)",
      ],
    ];
    for (const [what, document, field, message] of cases) {
      const res = await home.save(document, view.version);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().errors?.[field], what).toBe(message);
    }
    expect((await home.read()).version).toBe(view.version);
  });

  it("publishes a new amount, its Hindi label out of date only where it has one", async () => {
    const view = await home.read();
    const res = await home.save(withDonation(view.document, firstAmount("750", "₹750")), view.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Home page published. Visitors see it now.");
    // ₹500's Hindi was empty (the page shows the English): nothing is out of date.
    expect(res.json().data.staleHindi).toEqual([]);
    const donation = (await home.read()).document.blocks.find((block) => block.kind === "donation");
    expect(donation?.kind === "donation" && donation.amounts[0]).toMatchObject({
      id: "500",
      amount: "750",
      label: { en: "₹750", hi: "" },
    });
  });
});

describe("An event's Register Now", () => {
  const environment = contentDocumentApi<PageDocument>(
    () => t,
    "page-environment",
    () => auth,
  );
  type Events = Extract<PageDocument["blocks"][number], { kind: "events" }>;
  const withFirstRegistration = (page: PageDocument, registration: string): PageDocument => ({
    ...page,
    blocks: page.blocks.map((block) =>
      block.kind === "events"
        ? ({
            ...block,
            events: block.events.map((event, index) => (index === 0 ? { ...event, registration } : event)),
          } satisfies Events)
        : block,
    ),
  });

  it("goes to Get In Touch on a new site; an https:// address or none (no button) is kept, what is no address refused", async () => {
    const view = await environment.read();
    const eventsAt = view.document.blocks.findIndex((block) => block.kind === "events");
    const events = view.document.blocks[eventsAt] as Events;
    expect(events.events.map((event) => event.registration)).toEqual(["/GetInTouch", "/GetInTouch", "/GetInTouch"]);

    for (const bad of ["javascript:alert(1)", "http://example.org/form", "GetInTouch"]) {
      const res = await environment.save(withFirstRegistration(view.document, bad), view.version);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors?.[`document.blocks.${eventsAt}.events.0.registration`], bad).toBe(
        "Register Now goes to: a page of this site (starting with /) or an address starting with https://",
      );
    }
    for (const [registration, version] of [
      ["https://forms.example.org/yamuna-drive", view.version],
      ["", view.version + 1],
    ] as const) {
      const saved = await environment.save(withFirstRegistration(view.document, registration), version);
      expect(saved.statusCode, saved.body).toBe(200);
      const kept = (await environment.read()).document.blocks[eventsAt] as Events;
      expect(kept.events[0]?.registration).toBe(registration);
    }
  });
});
