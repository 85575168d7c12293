/**
 * The donations area and what the site counts, made through the API as the Finance staff,
 * donors and visitors' browsers make them, for the upgrade fixture (scripts/upgrade-fixture.ts):
 * an annual report for /transparency, a donor's request for a receipt, receipts confirmed
 * for last financial year (one from that request), a bank statement's credits, the year's
 * Form 10BD filing and a donor's 10BE certificate, a backup taken from the admin, and page
 * views and vitals, written as the admin's Overview reads them. The PANs are sealed under FIXTURE_DONATION_KEY, which the upgrade test
 * opens them with.
 */
import type { FastifyInstance } from "fastify";
import { yearToFileOn } from "#common/donations/form-10bd-deadline";
import { siteDay } from "#common/site-clock";
import { multipartBody } from "./multipart-body.ts";
import { samplePdf } from "./sample-files.ts";
import { ok } from "./seed-site.ts";

/** `DONATION_DATA_KEYS` of the fixtures: a test key, never a site's. */
export const FIXTURE_DONATION_KEY = `k1:${Buffer.alloc(32, 7).toString("base64")}`;

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

export async function seedDonations(
  app: FastifyInstance,
  headers: { authorization: string },
  timeZone: string,
): Promise<void> {
  const upload = (url: string, fields: Record<string, string>, data: Buffer, filename: string) => {
    const body = multipartBody(fields, [{ field: "file", filename, contentType: "application/pdf", data }]);
    return app.inject({ method: "POST", url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const today = siteDay(new Date(), timeZone);
  const year = yearToFileOn(today);
  const inYear = (day: number) => `${year.first.slice(0, 8)}${String(day).padStart(2, "0")}`;

  await ok(
    "transparency document",
    await upload(
      "/api/transparency-documents",
      { kind: "annual-report", financialYear: year.label },
      samplePdf("Annual report"),
      "report.pdf",
    ),
  );

  // A donor asks for a receipt on the site; Finance confirms it and two other gifts.
  await ok(
    "pledge",
    await app.inject({
      method: "POST",
      url: "/api/donations/pledges",
      payload: {
        nameOnPan: "RAVI KUMAR",
        pan: "abcpk9876q",
        email: "ravi@example.org",
        address: "Flat 4, Shanti Apartments, Pune",
        indianCitizen: "yes",
        amount: "",
        consent: "true",
        language: "hi",
      },
    }),
  );
  const pledges = await ok("pledges", await app.inject({ method: "GET", url: "/api/donations/pledges", headers }));
  const confirm = async (label: string, payload: object) =>
    ok(label, await app.inject({ method: "POST", url: "/api/donations", headers, payload }));
  await confirm("ravi", { pledgeId: pledges.data[0]?.id, paise: 1_00_000_00, receivedOn: inYear(8), mode: "cheque" });
  await confirm("asha", {
    donorName: "ASHA SHARMA",
    pan: "ABCPS1234F",
    address: "12, Station Road\nJaipur 302006",
    paise: 2500_00,
    receivedOn: inYear(5),
    mode: "upi",
  });
  await confirm("sunita", { donorName: "SUNITA", paise: 800_00, receivedOn: today, mode: "cash" });

  // A bank statement: a UPI credit and the bank's interest.
  const day = today.split("-").reverse().join("/");
  await ok(
    "statement",
    await app.inject({
      method: "POST",
      url: "/api/donations/statements",
      headers,
      payload: {
        fileName: "sbi.csv",
        text: [
          "Account Name :,PRAGATI EDUCATION FOUNDATION",
          "",
          "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
          `${day},${day},"BY TRANSFER-UPI/CR/630612345678/MEENA IYER/SBIN/NONE--",,,"1,500.00","1,00,000.00"`,
          `${day},${day},INTEREST CREDIT,,,"12.00","1,00,012.00"`,
        ].join("\n"),
      },
    }),
  );

  // Last year's Form 10BD, filed, and Ravi's 10BE.
  await ok(
    "filing",
    await app.inject({
      method: "PUT",
      url: `/api/donations/form-10bd/filing?year=${year.label}`,
      headers,
      payload: { acknowledgementNumber: "123456789012345", filedOn: `${year.last.slice(0, 4)}-05-20` },
    }),
  );
  const filed = await ok(
    "form 10bd",
    await app.inject({ method: "GET", url: `/api/donations/form-10bd?year=${year.label}`, headers }),
  );
  const ravi = (filed.data.donors as { donorId: string; name: string }[]).find((d) => d.name === "RAVI KUMAR");
  await ok(
    "10BE",
    await upload(
      `/api/donations/form-10bd/donors/${ravi?.donorId}/10be?year=${year.label}`,
      {},
      samplePdf("10BE"),
      "10BE.pdf",
    ),
  );

  // A backup an Administrator asked for, taken in the background.
  await ok("back up now", await app.inject({ method: "POST", url: "/api/backups", headers }));
  for (let tries = 0; ; tries++) {
    const { data } = await ok("backups", await app.inject({ method: "GET", url: "/api/backups", headers }));
    if (data.last && data.last.status !== "running") break;
    if (tries > 120) throw new Error("the backup did not finish in a minute");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // What the site counts: three page views and a page load's vitals.
  for (const path of ["/", "/hi/Education", "/blog"])
    await ok(
      "view",
      await app.inject({ method: "POST", url: "/api/visits", payload: { path }, headers: { "user-agent": PHONE } }),
    );
  await ok(
    "vitals",
    await app.inject({
      method: "POST",
      url: "/api/visits/vitals",
      payload: { path: "/", LCP: 1900, INP: 80, CLS: 0.02 },
      headers: { "user-agent": PHONE },
    }),
  );
  // The Overview's read writes what was counted.
  await ok("visits", await app.inject({ method: "GET", url: "/api/visits", headers }));
}
