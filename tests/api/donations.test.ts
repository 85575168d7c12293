/**
 * Donations through the API (issue 47): a donor asks for an 80G receipt and adds the
 * UPI reference through their link; Finance confirms the gift and the receipt is
 * numbered in the year's series, downloaded as a PDF whose text holds every field,
 * and cancelled (never renumbered). PANs are sealed at rest. On PostgreSQL, two
 * instances confirming at once give numbers that are unique and in order.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYearOf } from "#common/donations/financial-year";
import { pledgeMailHindi } from "#common/messages/pledge-mail";
import { receiptMailHindi } from "#common/messages/receipt-mail";
import { siteDay } from "#common/site-clock";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createServices } from "../../server/services/index.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { pdfPages } from "../support/donation-documents.ts";
import { readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { staffMember } from "../support/staff-accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createScratchDatabase } from "../support/test-database.ts";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const KEY = `k1:${Buffer.alloc(32, 7).toString("base64")}`;

const donor = {
  nameOnPan: "Meena Sharma",
  pan: "ABCPS1234F",
  email: "meena@example.org",
  address: "12 Station Road, Jaipur 302001",
  indianCitizen: "yes",
  amount: "2,500",
  consent: "true",
  language: "hi",
};

const today = () => siteDay(new Date(), "Asia/Kolkata");
const thisYear = () => financialYearOf(new Date(), "Asia/Kolkata").label;

describe("donations and their receipts", () => {
  let t: TestApp;
  let finance: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ DONATION_DATA_KEYS: KEY });
    finance = (await staffMember(t, "finance")).auth;
  });
  afterAll(() => t.close());

  const pledge = (body: object) => t.app.inject({ method: "POST", url: "/api/donations/pledges", payload: body });
  const confirm = (body: object, headers = finance) =>
    t.app.inject({ method: "POST", url: "/api/donations", headers, payload: body });

  it("gives a donor a code for the UPI note and a link, and keeps the PAN sealed", async () => {
    const res = await pledge(donor);
    expect(res.statusCode).toBe(201);
    const { code, key, paise } = res.json().data as { code: string; key: string; paise: number };
    expect(code).toMatch(/^PEF-[2-9A-HJ-NP-Z]{6}$/);
    expect(paise).toBe(2500_00);
    const link = await t.app.inject({ method: "GET", url: `/api/donations/pledges/${code}?key=${key}` });
    expect(link.statusCode).toBe(200);
    expect(link.json().data).toEqual({
      code,
      nameOnPan: "Meena Sharma",
      email: donor.email,
      paise: 2500_00,
      utr: null,
      state: "waiting",
    });
    // A wrong key finds nothing.
    const wrong = await t.app.inject({ method: "GET", url: `/api/donations/pledges/${code}?key=nope` });
    expect(wrong.statusCode).toBe(404);
    // Nothing in the database spells the PAN.
    const rows = await t.database.db.execute(sql`SELECT * FROM donation_pledges WHERE code = ${code}`);
    expect(JSON.stringify((rows as unknown as { rows: unknown[] }).rows)).not.toContain("ABCPS1234F");
  });

  it("names each wrong field, and tells a foreign citizen plainly that the gift cannot be accepted", async () => {
    const bad = await pledge({ ...donor, pan: "ABC1234F", amount: "-1", address: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      pan: "Enter the PAN as on the card: 5 letters, 4 digits and a letter, e.g. ABCPE1234F",
      amount: "Enter the amount in rupees, e.g. 5000",
      address: "Address is required: it is printed on the receipt and reported in Form 10BD",
    });
    const letter = await pledge({ ...donor, pan: "ABCPK1234F" });
    expect(letter.json().errors.pan).toBe(
      "The PAN's 5th letter is the first letter of your surname: check the PAN and the name",
    );
    const foreign = await pledge({ ...donor, indianCitizen: "no" });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/cannot accept gifts from foreign citizens, including OCI and PIO/);
  });

  it("lets the donor add their UPI reference once, and refuses one recorded elsewhere", async () => {
    const a = (await pledge(donor)).json().data as { code: string; key: string };
    const b = (await pledge({ ...donor, email: "ravi@example.org" })).json().data as { code: string; key: string };
    const add = (p: { code: string; key: string }, utr: string) =>
      t.app.inject({ method: "POST", url: `/api/donations/pledges/${p.code}/utr`, payload: { key: p.key, utr } });
    expect((await add(a, "4123 5678 9012")).statusCode).toBe(200);
    const taken = await add(b, "412356789012");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.utr).toBe("This UPI reference is already recorded for another gift.");
    expect((await add(b, "12345")).statusCode).toBe(400);
  });

  it("issues receipts numbered in the year's series from a request, and from a gift entered by hand", async () => {
    const waiting = await t.app.inject({ method: "GET", url: "/api/donations/pledges", headers: finance });
    expect(waiting.statusCode).toBe(200);
    const [first] = waiting.json().data as { id: string; pan: string; utr: string | null }[];
    expect(first?.pan).toBe("XXXXXX234F");

    const fromPledge = await confirm({ pledgeId: first?.id, paise: 2500_00, receivedOn: today(), mode: "upi" });
    expect(fromPledge.statusCode).toBe(201);
    expect(fromPledge.json().data.number).toBe(`PEF/${thisYear()}/000001`);
    // Confirmed once: the request is no longer waiting.
    expect((await confirm({ pledgeId: first?.id, paise: 100, receivedOn: today(), mode: "upi" })).statusCode).toBe(409);

    const cash = await confirm({
      donorName: "Ravi Kumar",
      pan: "abcpk1234f",
      address: "4 Hill View, Udaipur",
      paise: 5000_00,
      receivedOn: today(),
      mode: "cash",
    });
    expect(cash.json().data.number).toBe(`PEF/${thisYear()}/000002`);

    const receipts = await t.app.inject({
      method: "GET",
      url: `/api/donations/receipts?year=${thisYear()}`,
      headers: finance,
    });
    expect(receipts.json().data).toMatchObject([
      {
        number: `PEF/${thisYear()}/000002`,
        donorName: "Ravi Kumar",
        pan: "XXXXXX234F",
        mode: "cash",
        deductible: false,
      },
      { number: `PEF/${thisYear()}/000001`, donorName: "Meena Sharma", mode: "upi", deductible: true },
    ]);
  });

  it("refuses a zero amount, a date ahead, an unknown mode and a UPI reference recorded before", async () => {
    const base = { donorName: "Asha", paise: 100_00, receivedOn: today(), mode: "upi", utr: "998877665544" };
    expect((await confirm({ ...base, paise: 0 })).statusCode).toBe(400);
    const ahead = await confirm({ ...base, receivedOn: "2999-01-01" });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors.receivedOn).toBe("The date received cannot be in the future");
    expect((await confirm({ ...base, mode: "bitcoin" })).statusCode).toBe(400);
    expect((await confirm(base)).statusCode).toBe(201);
    const again = await confirm(base);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.utr).toBe("The UPI reference 998877665544 is already recorded");
  });

  it("prints every field of the 80G receipt, and cancels a receipt without renumbering it", async () => {
    const made = (
      await confirm({
        donorName: "Kavita Joshi",
        pan: "ABCPJ4321K",
        address: "7 Lake Road, Bhopal",
        paise: 125_000_00,
        receivedOn: today(),
        mode: "bankTransfer",
        reference: "NEFT 88812",
      })
    ).json().data as { receiptId: string; number: string };
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/donations/receipts/${made.receiptId}/pdf`,
      headers: finance,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const [text = ""] = await pdfPages(pdf.rawPayload);
    for (const expected of [
      made.number,
      "Kavita Joshi",
      "ABCPJ4321K",
      "7 Lake Road, Bhopal",
      "1,25,000.00",
      "Rupees One Lakh Twenty-Five Thousand Only",
      "Pragati Education Foundation",
    ]) {
      expect(text).toContain(expected);
    }

    const cancel = (reason: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/donations/receipts/${made.receiptId}/cancel`,
        headers: finance,
        payload: { reason },
      });
    expect((await cancel("")).statusCode).toBe(400);
    expect((await cancel("Entered twice")).statusCode).toBe(200);
    expect((await cancel("Again")).statusCode).toBe(409);
    const list = (
      await t.app.inject({ method: "GET", url: `/api/donations/receipts?year=${thisYear()}`, headers: finance })
    ).json().data as { number: string; cancelled: { reason: string } | null }[];
    expect(list.find((r) => r.number === made.number)?.cancelled?.reason).toBe("Entered twice");
    const [cancelledText = ""] = await pdfPages(
      (await t.app.inject({ method: "GET", url: `/api/donations/receipts/${made.receiptId}/pdf`, headers: finance }))
        .rawPayload,
    );
    expect(cancelledText).toContain("CANCELLED");
    expect(cancelledText).toContain("Entered twice");
  });

  it("gives a donor's statement of the year on request: their receipts only, the PAN masked", async () => {
    const gift = (more: object) =>
      confirm({ address: "3 Fort Road, Ajmer", receivedOn: today(), mode: "bankTransfer", ...more });
    const first = (await gift({ donorName: "Sunil Verma", pan: "ABCPV5555K", paise: 1000_00 })).json().data;
    const second = (await gift({ donorName: "Sunil Verma", pan: "ABCPV5555K", paise: 2000_00 })).json().data;
    const other = (await gift({ donorName: "Someone Else", pan: "ABCPE6666L", paise: 9000_00 })).json().data;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/donations/receipts/${second.receiptId}/statement`,
      headers: finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`statement-${thisYear()}-sunil-verma.pdf`);
    const text = (await pdfPages(res.rawPayload)).join("\n");
    expect(text).toContain(first.number);
    expect(text).toContain(second.number);
    expect(text).not.toContain(other.number);
    expect(text).toContain("XXXXXX555K");
    expect(text).not.toContain("ABCPV5555K");
    expect(text).toContain("Rs. 3,000.00");
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/donations/receipts/00000000-0000-4000-8000-000000000000/statement",
      headers: finance,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("imports a statement whole, proposes the request each credit pays, and confirms a proposal", async () => {
    const asked = (await pledge({ ...donor, email: "asha@example.org", nameOnPan: "Asha Sharma", amount: "" })).json()
      .data as { code: string };
    const statement = (rows: string) =>
      `Account Name :,PRAGATI EDUCATION FOUNDATION\n\nTxn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n${rows}`;
    const day = today().split("-").reverse().join("/");
    const file = statement(
      [
        `${day},${day},"BY TRANSFER-UPI/CR/630612345678/ASHA SHARMA/SBIN/${asked.code.replace("-", "")}--",,,"1,500.00","1,00,000.00"`,
        `${day},${day},INTEREST CREDIT,,,"12.00","1,00,012.00"`,
      ].join("\n"),
    );
    const upload = (text: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/donations/statements",
        headers: finance,
        payload: { fileName: "sbi.csv", text },
      });
    // An unknown layout is refused whole, in words.
    const unknown = await upload("Date;Amount\n1;2");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/layout is not one the site knows/);
    const imported = await upload(file);
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ credits: 2, imported: 2, seenBefore: 0 });
    // The same statement again: nothing new (the UPI line is known by its reference).
    expect((await upload(file)).json().data).toMatchObject({ imported: 1, seenBefore: 1 });

    const proposals = (
      await t.app.inject({ method: "GET", url: "/api/donations/statements/proposals", headers: finance })
    ).json().data as { creditId: string; paise: number; pledgeCode: string | null; by: string | null }[];
    const upi = proposals.find((p) => p.paise === 1500_00);
    expect(upi).toMatchObject({ pledgeCode: asked.code, by: "code" });
    const interest = proposals.filter((p) => p.paise === 12_00);
    expect(interest).toHaveLength(2);
    for (const line of interest) {
      const aside = await t.app.inject({
        method: "POST",
        url: `/api/donations/credits/${line.creditId}/set-aside`,
        headers: finance,
      });
      expect(aside.statusCode).toBe(200);
    }
    const pledgeId = (await t.app.inject({ method: "GET", url: "/api/donations/pledges", headers: finance }))
      .json()
      .data.find((p: { code: string }) => p.code === asked.code)?.id;
    const confirmed = await confirm({
      pledgeId,
      creditId: upi?.creditId,
      paise: 1500_00,
      receivedOn: today(),
      mode: "upi",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/donations/statements/proposals", headers: finance })).json().data,
    ).toEqual([]);
    // The line and its reference are recorded: the line cannot pay a second gift.
    const twice = await confirm({
      creditId: upi?.creditId,
      donorName: "X",
      paise: 1,
      receivedOn: today(),
      mode: "upi",
    });
    expect(twice.statusCode).toBe(409);
  });

  it("is Finance's and the Administrator's: an Editor is refused, and each PAN read is in the audit log", async () => {
    const editor = await staffMember(t, "editor");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/donations/pledges", headers: editor.auth })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/donations/pledges", headers: await adminAuth(t) })).statusCode,
    ).toBe(200);
    const audit = await t.database.db.execute(
      sql`SELECT action FROM audit_events WHERE action LIKE '%onation%' ORDER BY at`,
    );
    const actions = (audit as unknown as { rows: { action: string }[] }).rows.map((row) => row.action);
    expect(actions).toContain("getDonationsPledges");
    expect(actions).toContain("getDonationsReceiptsByIdPdf");
  });
});

describe.runIf(onPostgres)("two instances on one PostgreSQL", () => {
  it("confirm at once and get receipt numbers that are unique and in order", async () => {
    const scratch = await createScratchDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: scratch.url,
      DONATION_DATA_KEYS: KEY,
    });
    const databases = [
      await openDatabase({ driver: "postgres", url: scratch.url }),
      await openDatabase({ driver: "postgres", url: scratch.url }),
    ];
    const instances = databases.map((database) => createServices({ config, database }));
    try {
      const gifts = Array.from({ length: 20 }, (_, i) => ({
        donorName: `Donor ${i}`,
        paise: (i + 1) * 100_00,
        receivedOn: today(),
        mode: "upi" as const,
        utr: String(100000000000 + i),
      }));
      const confirmed = await Promise.all(
        gifts.map((gift, i) => instances[i % 2]?.donations.confirm(gift, "test") ?? Promise.reject()),
      );
      const numbers = confirmed.map((c) => c.number).sort();
      expect(new Set(numbers).size).toBe(20);
      expect(numbers).toEqual(
        Array.from({ length: 20 }, (_, i) => `PEF/${thisYear()}/${String(i + 1).padStart(6, "0")}`),
      );
    } finally {
      for (const services of instances) await services.close();
      for (const database of databases) await database.close();
      await scratch.drop();
    }
  });
});

describe("the donor's e-mail", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ DONATION_DATA_KEYS: KEY, SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.org" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("gives the code and the link to their page, in the language they asked in; the link opens it", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/donations/pledges", payload: donor });
    expect(res.statusCode).toBe(201);
    const { code } = res.json().data as { code: string };
    await t.services.mail.idle();
    expect(smtp.received.map((mail) => mail.to)).toEqual([[donor.email]]);
    const { headers, parts } = readMail(smtp.received[0]?.raw ?? "");
    const text = parts["text/plain"] ?? "";
    expect(headers.subject).toBe(pledgeMailHindi.subject({ site: "Pragati Education Foundation", code }));
    expect(text).toContain(`नमस्ते ${donor.nameOnPan},`);
    expect(text).toContain(`    ${code}\n`);
    // The key in the mail is the one the page was given: the donor's link works.
    const key = new RegExp(`/hi/donate/receipt/${code}\\?key=([\\w-]+)`).exec(text)?.[1] ?? "";
    expect(key).not.toBe("");
    const opened = await t.app.inject({ method: "GET", url: `/api/donations/pledges/${code}?key=${key}` });
    expect(opened.statusCode).toBe(200);
  });

  it("carries the receipt once the gift is confirmed, with a link that downloads it again until it expires", async () => {
    // The Administrator (a Finance account is invited by e-mail here).
    const finance = await adminAuth(t);
    const waiting = await t.app.inject({ method: "GET", url: "/api/donations/pledges", headers: finance });
    const [request] = waiting.json().data as { id: string }[];
    smtp.received.length = 0;
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/donations",
      headers: finance,
      payload: { pledgeId: request?.id, paise: 2500_00, receivedOn: today(), mode: "upi", utr: "612345678901" },
    });
    expect(confirmed.statusCode).toBe(201);
    const { receiptId, number } = confirmed.json().data as { receiptId: string; number: string };
    await t.services.mail.idle();

    expect(smtp.received.map((mail) => mail.to)).toEqual([[donor.email]]);
    const { headers, parts, attachments } = readMail(smtp.received[0]?.raw ?? "");
    expect(headers.subject).toBe(receiptMailHindi.subject({ site: "Pragati Education Foundation", number }));
    const text = parts["text/plain"] ?? "";
    expect(text).toContain(`नमस्ते ${donor.nameOnPan},`);
    expect(text).toContain("₹2,500");
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ contentType: "application/pdf" });
    const printed = (await pdfPages(attachments[0]?.content ?? Buffer.alloc(0))).join("\n");
    expect(printed).toContain(number);
    expect(printed).toContain("ABCPS1234F");
    expect(printed).toContain("Two Thousand Five Hundred");

    // Noted as e-mailed on the Receipts screen.
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/donations/receipts?year=${thisYear()}`,
      headers: finance,
    });
    expect((listed.json().data as { number: string; emailedAt: string | null }[])[0]?.emailedAt).not.toBeNull();

    // The link downloads the same receipt, without signing in.
    const link = /\/api\/donations\/receipts\/[\w-]+\/copy\?until=\d+&sig=[\w-]+/.exec(text)?.[0] ?? "";
    expect(link).not.toBe("");
    const copy = await t.app.inject({ method: "GET", url: link });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers["content-type"]).toBe("application/pdf");
    expect(copy.headers["cache-control"]).toBe("private, no-store");
    expect((await pdfPages(copy.rawPayload)).join("\n")).toContain(number);

    // Changed, for another receipt or a later day, it opens nothing; past its day, it says so.
    const tampered = await t.app.inject({
      method: "GET",
      url: link.replace(/until=(\d+)/, (_, n) => `until=${Number(n) + 1}`),
    });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.headers["content-type"]).toContain("text/html");
    expect(tampered.body).toContain("does not open a receipt");
    const until = Number(/until=(\d+)/.exec(link)?.[1]);
    const sig = decodeURIComponent(/sig=([\w-]+)/.exec(link)?.[1] ?? "");
    await expect(
      t.services.donations.receiptCopy(receiptId, until, sig, new Date((until + 1) * 1000)),
    ).rejects.toMatchObject({ kind: "gone" });

    // Sent again from the admin: a second mail, with its own link.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/donations/receipts/${receiptId}/send`,
      headers: finance,
    });
    expect(again.statusCode).toBe(200);
    await t.services.mail.idle();
    expect(smtp.received).toHaveLength(2);
  });

  it("is not sent for a gift with no e-mail address, and cannot be sent again without one", async () => {
    // The Administrator (a Finance account is invited by e-mail here).
    const finance = await adminAuth(t);
    smtp.received.length = 0;
    const cash = await t.app.inject({
      method: "POST",
      url: "/api/donations",
      headers: finance,
      payload: { donorName: "Ravi Kumar", paise: 1000_00, receivedOn: today(), mode: "cash" },
    });
    expect(cash.statusCode).toBe(201);
    await t.services.mail.idle();
    expect(smtp.received).toHaveLength(0);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/donations/receipts/${cash.json().data.receiptId}/send`,
      headers: finance,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("no e-mail address");
  });
});
