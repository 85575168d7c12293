/**
 * Form 10BD for a financial year through the API (issue 47): the check list, the Part B
 * file (compared with a golden file), the filing's acknowledgement and its validation,
 * each donor's Form 10BE certificate uploaded (a PDF, at most 2 MB, for a donor of the
 * year's file; anything else refused with nothing stored) and e-mailed to the donor
 * with the PDF attached, through a real SMTP server; and the notice of a filing due.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { yearToFileOn } from "#common/donations/form-10bd-deadline";
import { form10beMailHindi } from "#common/messages/form-10be-mail";
import { siteDay } from "#common/site-clock";
import { form10beCertificates, storedFiles } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { samplePdf } from "../support/sample-files.ts";
import { readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { staffMember } from "../support/staff-accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const KEY = `k1:${Buffer.alloc(32, 7).toString("base64")}`;
const GOLDEN = path.join(import.meta.dirname, "..", "fixtures", "form-10bd", "api-year.csv");
/** The year that ended last 31 March on the site's clock: its receipts can all be dated in the past. */
const YEAR = yearToFileOn(siteDay(new Date(), "Asia/Kolkata"));
const day = (n: number) => `${YEAR.first.slice(0, 8)}${String(n).padStart(2, "0")}`;
/** A day after the year ended, and not in the future. */
const FILED_ON = `${YEAR.last.slice(0, 4)}-05-20`;

interface Overview {
  rows: number;
  receipts: number;
  totalPaise: number;
  leftOut: { receiptNumber: string; reason: string }[];
  checks: { receiptNumber: string; field: string; message: string; leftOut: boolean }[];
  filing: { acknowledgementNumber: string; filedOn: string } | null;
  donors: {
    donorId: string;
    name: string;
    pan: string;
    email: string;
    paise: number;
    certificate: { id: string; emailedAt: string | null } | null;
  }[];
}

describe("Form 10BD for a financial year", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let finance: { authorization: string };
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ DONATION_DATA_KEYS: KEY, SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.org" });
    // With a mail server an invitation's link goes by e-mail: the Administrator files here (Finance in the test below).
    finance = await adminAuth(t);
    const confirm = async (name: string, body: object) => {
      const res = await t.app.inject({ method: "POST", url: "/api/donations", headers: finance, payload: body });
      expect(res.statusCode, res.body).toBe(201);
      numbers[name] = res.json().data.number as string;
      return res.json().data as { receiptId: string };
    };
    const asha = { donorName: "ASHA SHARMA", pan: "ABCPS1234F", address: "12, Station Road\nJaipur 302006" };
    await confirm("asha-upi", { ...asha, email: "asha@example.org", paise: 2500_00, receivedOn: day(5), mode: "upi" });
    await confirm("asha-bank", { ...asha, paise: 1000_50, receivedOn: day(6), mode: "bankTransfer" });
    await confirm("asha-cash", { ...asha, paise: 1500_00, receivedOn: day(7), mode: "cash" });
    // Ravi asked for his receipt on the Hindi page: his 10BE e-mail is in Hindi.
    const pledge = await t.app.inject({
      method: "POST",
      url: "/api/donations/pledges",
      payload: {
        nameOnPan: "RAVI KUMAR",
        pan: "abcpk9876q",
        email: "ravi@example.org",
        address: 'Flat 4, "Shanti" Apts, Pune',
        indianCitizen: "yes",
        amount: "",
        consent: "true",
        language: "hi",
      },
    });
    expect(pledge.statusCode, pledge.body).toBe(201);
    const [waiting] = (await t.app.inject({ method: "GET", url: "/api/donations/pledges", headers: finance })).json()
      .data as { id: string }[];
    await confirm("ravi", { pledgeId: waiting?.id, paise: 1_00_000_00, receivedOn: day(8), mode: "cheque" });
    await confirm("anil", { donorName: "ANIL", address: "Jaipur", paise: 5000_00, receivedOn: day(9), mode: "cash" });
    await confirm("sunita", { donorName: "SUNITA", paise: 800_00, receivedOn: day(10), mode: "upi" });
    // The receipts e-mailed on confirming (Asha's, Ravi's) are not what these tests look for.
    await t.services.mail.idle();
    smtp.received.length = 0;
    await confirm("kavita", {
      donorName: "KAVITA JOSHI",
      pan: "ABCPJ4321K",
      paise: 700_00,
      receivedOn: day(11),
      mode: "upi",
    });
    const mistaken = await confirm("mistake", { ...asha, paise: 9_00, receivedOn: day(12), mode: "upi" });
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/donations/receipts/${mistaken.receiptId}/cancel`,
      headers: finance,
      payload: { reason: "Entered twice" },
    });
    expect(cancel.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const overview = async (): Promise<Overview> => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/donations/form-10bd?year=${YEAR.label}`,
      headers: finance,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Overview;
  };
  const recordFiling = (payload: object, headers = finance, year = YEAR.label) =>
    t.app.inject({ method: "PUT", url: `/api/donations/form-10bd/filing?year=${year}`, headers, payload });
  const upload10be = (donorId: string, data: Buffer | null, filename = "10BE.pdf", headers = finance) => {
    const body = multipartBody({}, data ? [{ field: "file", filename, contentType: "application/pdf", data }] : []);
    return t.app.inject({
      method: "POST",
      url: `/api/donations/form-10bd/donors/${donorId}/10be?year=${YEAR.label}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const storedCount = async () => ({
    files: (await t.database.db.select().from(storedFiles)).length,
    certificates: (await t.database.db.select().from(form10beCertificates)).length,
  });

  it("lists each receipt's problem, naming it and what to fix, and sums what goes in the file", async () => {
    const year = await overview();
    const missingAddress = "The donor's address is missing: Form 10BD needs it.";
    expect(year.checks).toEqual([
      {
        receiptNumber: numbers.anil,
        field: "mode",
        message: "Cash above ₹2,000 is not deductible: left out of the file.",
        leftOut: true,
      },
      {
        receiptNumber: numbers.sunita,
        field: "donorId",
        message: "The donor's PAN or other identity number is missing: left out of the file until it is added.",
        leftOut: true,
      },
      { receiptNumber: numbers.sunita, field: "donorAddress", message: missingAddress, leftOut: false },
      { receiptNumber: numbers.kavita, field: "donorAddress", message: missingAddress, leftOut: false },
      {
        receiptNumber: numbers.mistake,
        field: "receipt",
        message: "The receipt is cancelled: left out of the file.",
        leftOut: true,
      },
    ]);
    expect(year).toMatchObject({
      receipts: 8,
      rows: 4,
      totalPaise: 2500_00 + 1000_50 + 1500_00 + 1_00_000_00 + 700_00,
    });
    expect(year.leftOut.map((left) => left.receiptNumber)).toEqual([numbers.anil, numbers.sunita, numbers.mistake]);
    expect(year.donors.map(({ name, pan, email, paise }) => ({ name, pan, email, paise }))).toEqual([
      { name: "ASHA SHARMA", pan: "XXXXXX234F", email: "asha@example.org", paise: 2500_00 + 1000_50 + 1500_00 },
      { name: "RAVI KUMAR", pan: "XXXXXX876Q", email: "ravi@example.org", paise: 1_00_000_00 },
      { name: "KAVITA JOSHI", pan: "XXXXXX321K", email: "", paise: 700_00 },
    ]);
    expect(year.filing).toBeNull();
  });

  it("downloads the Part B file in the portal's column order, as the golden file has it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/donations/form-10bd/csv?year=${YEAR.label}`,
      headers: finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain(`attachment; filename="form-10bd-${YEAR.label}.csv"`);
    expect(res.body).toBe(await readFile(GOLDEN, "utf8"));
  });

  it("refuses a year that is not one, and no sign-in", async () => {
    const bad = await t.app.inject({ method: "GET", url: "/api/donations/form-10bd?year=2025", headers: finance });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("A financial year is written like 2026-27");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/donations/form-10bd/csv?year=${YEAR.label}` })).statusCode,
    ).toBe(401);
  });

  it("refuses a 10BE before the filing is recorded", async () => {
    const [asha] = (await overview()).donors;
    const early = await upload10be(asha?.donorId ?? "", samplePdf("10BE"));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Record the filing of Form 10BD for .* first/);
  });

  it("records the filing's acknowledgement, naming the field of a wrong one", async () => {
    const short = await recordFiling({ acknowledgementNumber: "12345", filedOn: FILED_ON });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.acknowledgementNumber).toMatch(/digits only/);
    expect((await recordFiling({ acknowledgementNumber: "ABCPS1234F", filedOn: FILED_ON })).statusCode).toBe(400);
    const ahead = await recordFiling({ acknowledgementNumber: "123456789012345", filedOn: "2999-05-01" });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors.filedOn).toBe("The filing date cannot be in the future");
    const early = await recordFiling({ acknowledgementNumber: "123456789012345", filedOn: YEAR.last });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.filedOn).toMatch(/^The filing date must be after 31 March/);
    const shape = await recordFiling({ acknowledgementNumber: "123456789012345", filedOn: "20/05/2026" });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors.filedOn).toBe("The filing date is written YYYY-MM-DD");
    expect((await recordFiling({ acknowledgementNumber: "1", filedOn: FILED_ON }, finance, "2025")).statusCode).toBe(
      400,
    );
    const done = await recordFiling({ acknowledgementNumber: " 1234 5678 9012 345 ", filedOn: FILED_ON });
    expect(done.statusCode, done.body).toBe(200);
    expect((await overview()).filing).toMatchObject({ acknowledgementNumber: "123456789012345", filedOn: FILED_ON });
  });

  it("refuses a 10BE that is not a PDF, too big, or for a donor not in the file, storing nothing", async () => {
    const [asha] = (await overview()).donors;
    const before = await storedCount();
    const notPdf = await upload10be(asha?.donorId ?? "", Buffer.from("just some text, not a PDF"), "10BE.pdf");
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toBe(
      "10BE.pdf is not a PDF: upload the Form 10BE certificate as the portal gave it (PDF)",
    );
    const big = Buffer.concat([samplePdf("10BE"), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload10be(asha?.donorId ?? "", big)).statusCode).toBe(413);
    const unknown = await upload10be("f".repeat(64), samplePdf("10BE"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(`No donor with this id is in the Form 10BD of ${YEAR.label}`);
    expect((await upload10be("not-an-id", samplePdf("10BE"))).statusCode).toBe(404);
    const none = await upload10be(asha?.donorId ?? "", null);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.file).toBe("Choose the donor's Form 10BE certificate (PDF)");
    expect(await storedCount()).toEqual(before);
    expect(smtp.received).toEqual([]);
  });

  it("stores a donor's 10BE privately and e-mails it to them with the PDF attached, in their language", async () => {
    const ravi = (await overview()).donors.find((donor) => donor.name === "RAVI KUMAR");
    const pdf = samplePdf("Form 10BE RAVI KUMAR ABCPK9876Q");
    const res = await upload10be(ravi?.donorId ?? "", pdf, "ravi-10be.pdf");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Form 10BE stored; it is being e-mailed to ravi@example.org");
    await t.services.mail.idle();
    expect(smtp.received.map((mail) => mail.to)).toEqual([["ravi@example.org"]]);
    const raw = smtp.received[0]?.raw ?? "";
    const { headers } = readMail(raw);
    expect(headers.subject).toBe(form10beMailHindi.subject({ site: "Pragati Education Foundation", year: YEAR.label }));
    expect(raw).toMatch(/Content-Type: application\/pdf; name=Form-10BE-\d{4}-\d{2}\.pdf/);
    expect(raw.replace(/\s+/g, "")).toContain(pdf.toString("base64"));
    const after = (await overview()).donors.find((donor) => donor.name === "RAVI KUMAR");
    expect(after?.certificate?.emailedAt).toEqual(expect.any(String));

    // Kept under the private prefix: the public image route does not serve it.
    const [row] = await t.database.db.select().from(form10beCertificates);
    expect(row?.fileKey).toMatch(/^form-10be\//);
    expect((await t.app.inject({ method: "GET", url: `/api/images/${row?.fileKey}` })).statusCode).toBe(404);
    const back = await t.app.inject({
      method: "GET",
      url: `/api/donations/form-10bd/10be/${after?.certificate?.id}/pdf`,
      headers: finance,
    });
    expect(back.statusCode).toBe(200);
    expect(Buffer.compare(back.rawPayload, pdf)).toBe(0);
  });

  it("keeps a 10BE for a donor with no e-mail address, and says so", async () => {
    const kavita = (await overview()).donors.find((donor) => donor.name === "KAVITA JOSHI");
    const res = await upload10be(kavita?.donorId ?? "", samplePdf("Form 10BE KAVITA"));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Form 10BE stored; the donor has no e-mail address: send it another way");
  });

  it("chases the year from 1 May until filed and every 10BE e-mailed", async () => {
    const filing = t.services.donationFiling;
    const endYear = YEAR.last.slice(0, 4);
    expect(await filing.notice(new Date(`${endYear}-04-30T12:00:00+05:30`))).toBeNull();
    // Filed; Asha's and Kavita's certificates are not e-mailed.
    expect(await filing.notice(new Date(`${endYear}-05-10T12:00:00+05:30`))).toEqual({
      year: YEAR.label,
      due: YEAR.form10bdDue,
      daysLeft: 21,
      overdue: false,
      filed: true,
      certificatesLeft: 2,
    });
    const notice = await t.app.inject({ method: "GET", url: "/api/donations/form-10bd/notice", headers: finance });
    expect(notice.statusCode).toBe(200);
  });
});

describe("who may file", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DONATION_DATA_KEYS: KEY });
  });
  afterAll(() => t.close());

  it("is Finance's and the Administrator's: an Editor is refused", async () => {
    const finance = await staffMember(t, "finance");
    const editor = await staffMember(t, "editor");
    const read = (headers: object) =>
      t.app.inject({ method: "GET", url: `/api/donations/form-10bd?year=${YEAR.label}`, headers: { ...headers } });
    expect((await read(finance.auth)).statusCode).toBe(200);
    expect((await read(editor.auth)).statusCode).toBe(403);
    const record = await t.app.inject({
      method: "PUT",
      url: `/api/donations/form-10bd/filing?year=${YEAR.label}`,
      headers: editor.auth,
      payload: { acknowledgementNumber: "123456789012345", filedOn: FILED_ON },
    });
    expect(record.statusCode).toBe(403);
  });
});
