/**
 * The Inbox's search and filters (issue 43): GET /api/contact and /api/applications
 * with `q` (part of a name or e-mail, or a phone number matched on its digits),
 * `kind`, and `from`/`to` days on the site's clock (India's by default), paged over
 * what matches; bad values are 400s naming the field.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_KINDS, INBOX_SEARCH_MAX, MESSAGE_KINDS } from "#common/schemas/inbox";
import { applications, contactMessages } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const person = {
  age: 22,
  address: "Malviya Nagar, Jaipur",
  education: "undergraduate",
  experience: "",
  availability: "weekends",
  interests: ["Education & Teaching"],
  motivation: "I want to help children read.",
};

interface Listed {
  items: { id: string; firstName: string }[];
  page: number;
  pageSize: number;
  matching: number;
  total: number;
  unread: number;
}

describe("searching and filtering the Inbox", () => {
  let t: TestApp;

  const get = async (url: string, authorised = true) =>
    t.app.inject({ method: "GET", url, headers: authorised ? await adminAuth(t) : {} });
  const list = async (path: "/api/contact" | "/api/applications", query: Record<string, string>) => {
    const res = await get(`${path}?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Listed;
  };
  const names = (page: Listed) => page.items.map((item) => item.firstName).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const arrived = async (table: typeof contactMessages | typeof applications, id: string, at: string) => {
      await db
        .update(table)
        .set({ createdAt: new Date(at) })
        .where(eq(table.id, id));
    };
    const message = async (fields: Record<string, unknown>, at: string) => {
      const stored = await t.services.contact.store(
        {
          source: "get-in-touch",
          interest: "volunteer",
          updates: false,
          message: "Hello",
          phone: "",
          ...fields,
        } as Parameters<TestApp["services"]["contact"]["store"]>[0],
        await t.services.consentRecord("en"),
      );
      await arrived(contactMessages, stored.id, at);
    };
    const application = async (fields: Record<string, unknown>, at: string) => {
      const stored = await t.services.applications.submit(
        { ...person, ...fields } as Parameters<TestApp["services"]["applications"]["submit"]>[0],
        undefined,
        await t.services.consentRecord("en"),
      );
      await arrived(applications, stored.application.id, at);
    };
    // 00:30 on 5 March in India (still 4 March in UTC).
    await message(
      { firstName: "Priya", lastName: "Sharma", email: "priya@example.in", phone: "+91 98290 12345" },
      "2026-03-04T19:00:00Z",
    );
    // 23:30 on 4 March in India.
    await message(
      {
        source: "contact-us",
        subject: "partnership",
        consent: true,
        interest: undefined,
        firstName: "Arjun",
        lastName: "Mehta",
        email: "arjun@csr.example",
      },
      "2026-03-04T18:00:00Z",
    );
    await application(
      { type: "volunteer", firstName: "Meena", lastName: "Kumari", email: "meena@example.in", phone: "98290-12345" },
      "2026-03-01T05:00:00Z",
    );
    await application(
      {
        type: "internship",
        firstName: "Rahul",
        lastName: "Verma",
        email: "rahul_v@example.in",
        phone: "+91 91234 56789",
      },
      "2026-03-06T05:00:00Z",
    );
    await application(
      { type: "volunteer", firstName: "Sunita", lastName: "Meena", email: "sunita@example.in", phone: "0141 2700 100" },
      "2026-03-07T05:00:00Z",
    );
  });
  afterAll(() => t.close());

  it.each(["98290 12345", "+91 9829012345", "09829012345", "9829012345", "+91 (98290) 12-345"])(
    "finds one applicant by phone written as %s, in both lists",
    async (q) => {
      expect(names(await list("/api/applications", { q }))).toEqual(["Meena"]);
      expect(names(await list("/api/contact", { q }))).toEqual(["Priya"]);
    },
  );

  it("finds part of a phone number, but never reads a short number or a name as one", async () => {
    expect(names(await list("/api/applications", { q: "829012" }))).toEqual(["Meena"]);
    expect(names(await list("/api/applications", { q: "2700" }))).toEqual(["Sunita"]);
    // Three digits are too few to mean a phone number: "141" is in Sunita's, but matches nobody's name or e-mail.
    expect(names(await list("/api/applications", { q: "141" }))).toEqual([]);
  });

  it("finds part of a first name, a last name or both, in any letter case", async () => {
    expect(names(await list("/api/applications", { q: "meena" }))).toEqual(["Meena", "Sunita"]);
    expect(names(await list("/api/applications", { q: "MEENA KUMARI" }))).toEqual(["Meena"]);
    expect(names(await list("/api/applications", { q: "  meena   kumari " }))).toEqual(["Meena"]);
    expect(names(await list("/api/contact", { q: "sharma" }))).toEqual(["Priya"]);
  });

  it("finds part of an e-mail address; % and _ match only themselves", async () => {
    expect(names(await list("/api/contact", { q: "csr.example" }))).toEqual(["Arjun"]);
    expect(names(await list("/api/applications", { q: "rahul_v" }))).toEqual(["Rahul"]);
    expect(names(await list("/api/applications", { q: "ra_ul" }))).toEqual([]);
    expect(names(await list("/api/applications", { q: "%" }))).toEqual([]);
  });

  it("filters by kind: the form a message came from, an application's type", async () => {
    expect(names(await list("/api/contact", { kind: "contact-us" }))).toEqual(["Arjun"]);
    expect(names(await list("/api/contact", { kind: "get-in-touch" }))).toEqual(["Priya"]);
    expect(names(await list("/api/applications", { kind: "internship" }))).toEqual(["Rahul"]);
    expect(names(await list("/api/applications", { kind: "volunteer", q: "meena" }))).toEqual(["Meena", "Sunita"]);
  });

  it("filters by days on the site's clock (India), both ends included", async () => {
    // 00:30 IST on 5 March is 5 March, though 4 March in UTC; 23:30 IST on 4 March is 4 March.
    expect(names(await list("/api/contact", { from: "2026-03-05", to: "2026-03-05" }))).toEqual(["Priya"]);
    expect(names(await list("/api/contact", { to: "2026-03-04" }))).toEqual(["Arjun"]);
    expect(names(await list("/api/contact", { from: "2026-03-04" }))).toEqual(["Arjun", "Priya"]);
    expect(names(await list("/api/applications", { from: "2026-03-02", to: "2026-03-06" }))).toEqual(["Rahul"]);
    expect(names(await list("/api/applications", { from: "2026-03-07" }))).toEqual(["Sunita"]);
  });

  it("pages over what matches; the total and unread counts stay the whole list's", async () => {
    const first = await list("/api/applications", { kind: "volunteer", pageSize: "1" });
    expect(first).toMatchObject({ page: 1, pageSize: 1, matching: 2, total: 3, unread: 3 });
    expect(names(first)).toEqual(["Sunita"]);
    const second = await list("/api/applications", { kind: "volunteer", pageSize: "1", page: "2" });
    expect(names(second)).toEqual(["Meena"]);
    const unfiltered = await list("/api/applications", {});
    expect(unfiltered).toMatchObject({ matching: 3, total: 3 });
  });

  it("takes an empty search box or date as no filter", async () => {
    expect(await list("/api/contact", { q: " ", from: "", to: "" })).toMatchObject({ matching: 2, total: 2 });
  });

  it.each([
    ["q", { q: "x".repeat(INBOX_SEARCH_MAX + 1) }, `Search text is limited to ${INBOX_SEARCH_MAX} characters`],
    ["from", { from: "2026-02-30" }, "from must be a date written as YYYY-MM-DD"],
    ["from", { from: "yesterday" }, "from must be a date written as YYYY-MM-DD"],
    ["to", { to: "5/3/2026" }, "to must be a date written as YYYY-MM-DD"],
    ["to", { from: "2026-03-06", to: "2026-03-05" }, "The From date must be on or before the To date"],
    ["kind", { kind: "volunteer" }, `kind must be one of: ${MESSAGE_KINDS.join(", ")}`],
    ["kind", { kind: "" }, `kind must be one of: ${MESSAGE_KINDS.join(", ")}`],
  ])("answers 400 naming %s for bad messages filters (%j)", async (field, query, message) => {
    const res = await get(`/api/contact?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
  });

  it("answers 400 for an application kind that is not one", async () => {
    const res = await get("/api/applications?kind=get-in-touch");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ kind: `kind must be one of: ${APPLICATION_KINDS.join(", ")}` });
  });

  it("refuses a search without the admin's token", async () => {
    for (const path of ["/api/contact?q=98290", "/api/applications?q=98290"]) {
      expect((await get(path, false)).statusCode).toBe(401);
    }
  });
});
