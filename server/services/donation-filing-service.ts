/**
 * Filing a financial year's donations (issue 47): Form 10BD's check list and Part B file
 * (server/donations/form-10bd*.ts) made from the year's receipts; the portal's
 * acknowledgement recorded after filing; each donor's Form 10BE certificate, as the
 * portal made it, uploaded and e-mailed to them; and whether the year still needs
 * chasing (common/donations/form-10bd-deadline.ts). Apart from donation-service.ts,
 * which records gifts and issues receipts: this only reads them.
 *
 * A donor of the year's file is known by the blind index of their PAN
 * (`donations.pan_index`): the same PAN on several receipts is one donor, and the index
 * can stand in an address without giving the PAN away. A 10BE certificate holds the
 * PAN, so its PDF is kept under the private storage prefix "form-10be/", which no
 * public route serves (server/api/images.ts serves only its listed prefixes).
 */
import { buffer } from "node:stream/consumers";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { formatLongDate } from "#common/calendar-date";
import { type FinancialYear, financialYearStarting, parseFinancialYear } from "#common/donations/financial-year";
import {
  type FilingProgress,
  type Form10bdNotice,
  form10bdNoticeOn,
  remindersFrom,
  yearToFileOn,
} from "#common/donations/form-10bd-deadline";
import { maskedPan } from "#common/donations/pan";
import type { Locale } from "#common/locale";
import { siteDay } from "#common/site-clock";
import type { Database } from "../db/client.ts";
import { donationReceipts, donations, form10bdFilings, form10beCertificates } from "../db/schema.ts";
import { FORM_10BD_MODES, form10bd, form10bdCsv, leftOutBecause, type ReceiptFor10BD } from "../donations/form-10bd.ts";
import { type Form10BDProblem, form10bdChecks } from "../donations/form-10bd-checks.ts";
import { DomainError } from "../errors.ts";
import { detectFileKind } from "../media/file-signature.ts";
import type { MediaService } from "../media/media-service.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { Storage } from "../storage/storage.ts";

/** The storage prefix of the 10BE certificates: private, never in a public address. */
export const FORM_10BE_PREFIX = "form-10be";
/** A 10BE certificate is a page or two made by the portal: a few hundred kilobytes. */
export const FORM_10BE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The portal's acknowledgement number: digits only. It prints 15; a few more or fewer
 * are let through, so that a change of the portal's numbering never stops the staff
 * recording a filing, while a date, a PAN or a receipt number typed there is refused.
 */
export const ACKNOWLEDGEMENT_PATTERN = /^\d{10,20}$/;

export interface DonationFilingDeps {
  db: Database;
  media: MediaService;
  storage: Storage;
  timeZone: string;
  /** Opens a sealed PAN (donation-service.ts holds the key). */
  openPan: (sealed: string) => Promise<string>;
  /** Queues the e-mail of a 10BE certificate to its donor (mail-queue.ts, kind "form-10be"). */
  queueCertificateMail: (certificateId: string, log: FastifyBaseLogger) => Promise<void>;
}

/** One receipt of the year, as the file and its donors are made from it. */
interface YearReceipt extends ReceiptFor10BD {
  donorIndex: string | null;
  email: string;
  locale: Locale;
  panSealed: string | null;
}

export interface Form10beDonor {
  /** The blind index of the donor's PAN: their id in the screen's addresses. */
  donorId: string;
  name: string;
  pan: string;
  email: string;
  paise: number;
  receipts: number;
  certificate: { id: string; uploadedAt: string; emailedAt: string | null } | null;
}

const DONOR_ID = /^[0-9a-f]{64}$/;

function parseYear(label: string): FinancialYear {
  const year = parseFinancialYear(label);
  if (!year) {
    throw new DomainError("invalid", "A financial year is written like 2026-27", {
      year: "A financial year is written like 2026-27",
    });
  }
  return year;
}

export function createDonationFilingService(deps: DonationFilingDeps) {
  const { db, timeZone } = deps;

  /** The year's receipts, in number order; PANs opened only when the file or the check list needs them. */
  async function yearReceipts(year: FinancialYear, openPans: boolean): Promise<YearReceipt[]> {
    const rows = await db
      .select({ receipt: donationReceipts, donation: donations })
      .from(donationReceipts)
      .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
      .where(eq(donationReceipts.financialYear, year.label))
      .orderBy(donationReceipts.sequence);
    const receipts: YearReceipt[] = [];
    for (const { receipt, donation } of rows) {
      const sealed = donation.panSealed;
      receipts.push({
        receiptNumber: receipt.number,
        donorName: donation.donorName,
        donorAddress: donation.address,
        idKind: sealed ? "pan" : null,
        // Without opening, the index stands in for the PAN: what is left out, and who is one donor, are the same.
        idNumber: sealed ? (openPans ? await deps.openPan(sealed) : donation.panIndex) : null,
        donationType: donation.donationType,
        mode: FORM_10BD_MODES[donation.mode],
        paise: donation.paise,
        cancelled: receipt.cancelledAt !== null,
        donorIndex: donation.panIndex,
        email: donation.email,
        locale: donation.locale,
        panSealed: sealed,
      });
    }
    return receipts;
  }

  /** The donors of the year's file (receipts that go in it), by PAN, in order of their first receipt. */
  function donorsOf(receipts: readonly YearReceipt[]) {
    const donors = new Map<string, { latest: YearReceipt; paise: number; receipts: number }>();
    for (const receipt of receipts) {
      if (leftOutBecause(receipt) || !receipt.donorIndex) continue;
      const donor = donors.get(receipt.donorIndex);
      // The latest receipt's name and address are the donor's now; an e-mail address once given is kept.
      if (donor) {
        donor.paise += receipt.paise;
        donor.receipts += 1;
        donor.latest = { ...receipt, email: receipt.email || donor.latest.email };
      } else donors.set(receipt.donorIndex, { latest: receipt, paise: receipt.paise, receipts: 1 });
    }
    return donors;
  }

  async function filingOf(year: FinancialYear) {
    const [filing] = await db.select().from(form10bdFilings).where(eq(form10bdFilings.financialYear, year.label));
    return filing;
  }

  async function certificatesOf(year: FinancialYear) {
    return db.select().from(form10beCertificates).where(eq(form10beCertificates.financialYear, year.label));
  }

  async function progressOf(year: FinancialYear): Promise<FilingProgress> {
    const donors = donorsOf(await yearReceipts(year, false));
    const emailed = new Set(
      (await certificatesOf(year)).filter((row) => row.emailedAt !== null).map((row) => row.donorIndex),
    );
    return {
      reportable: donors.size > 0,
      filed: (await filingOf(year)) !== undefined,
      certificatesLeft: [...donors.keys()].filter((donor) => !emailed.has(donor)).length,
    };
  }

  return {
    /**
     * The Form 10BD screen of a year: the check list, what the file holds (rows, total,
     * receipts left out and why), the filing when recorded, and each donor with their 10BE.
     */
    async overview(yearLabel: string) {
      const year = parseYear(yearLabel);
      const receipts = await yearReceipts(year, true);
      const file = form10bd(receipts);
      const checks: Form10BDProblem[] = form10bdChecks(receipts);
      const filing = await filingOf(year);
      const certificates = new Map((await certificatesOf(year)).map((row) => [row.donorIndex, row]));
      const donors: Form10beDonor[] = [...donorsOf(receipts)].map(([donorId, donor]) => {
        const certificate = certificates.get(donorId);
        return {
          donorId,
          name: donor.latest.donorName,
          pan: maskedPan(donor.latest.idNumber ?? ""),
          email: donor.latest.email,
          paise: donor.paise,
          receipts: donor.receipts,
          certificate: certificate
            ? {
                id: certificate.id,
                uploadedAt: certificate.uploadedAt.toISOString(),
                emailedAt: certificate.emailedAt?.toISOString() ?? null,
              }
            : null,
        };
      });
      const total = receipts.reduce((sum, receipt) => sum + (leftOutBecause(receipt) ? 0 : receipt.paise), 0);
      return {
        year: year.label,
        due: year.form10bdDue,
        /** The portal takes a year's Form 10BD only once the year has ended. */
        ended: siteDay(new Date(), timeZone) > year.last,
        receipts: receipts.length,
        rows: file.rows.length,
        totalPaise: total,
        leftOut: file.leftOut,
        checks,
        filing: filing
          ? {
              acknowledgementNumber: filing.acknowledgementNumber,
              filedOn: filing.filedOn,
              recordedBy: filing.recordedBy,
              recordedAt: filing.recordedAt.toISOString(),
            }
          : null,
        donors,
        notice: await this.notice(),
      };
    },

    /** The year's Part B file to upload on the portal, and its name. */
    async csv(yearLabel: string): Promise<{ csv: string; filename: string }> {
      const year = parseYear(yearLabel);
      return { csv: form10bdCsv(form10bd(await yearReceipts(year, true))), filename: `form-10bd-${year.label}.csv` };
    },

    /**
     * Records the portal's acknowledgement of the year's filing (again, to correct it).
     * The filing day cannot be ahead of today, nor before the year ended: the portal
     * takes a year's statement only after it.
     */
    async recordFiling(yearLabel: string, input: { acknowledgementNumber: string; filedOn: string }, actor: string) {
      const year = parseYear(yearLabel);
      const acknowledgementNumber = input.acknowledgementNumber.replace(/\s+/g, "");
      const errors: Record<string, string> = {};
      if (!ACKNOWLEDGEMENT_PATTERN.test(acknowledgementNumber)) {
        errors.acknowledgementNumber =
          "The acknowledgement number is the portal's: digits only (usually 15), as on the acknowledgement";
      }
      const today = siteDay(new Date(), timeZone);
      if (input.filedOn > today) errors.filedOn = "The filing date cannot be in the future";
      else if (input.filedOn <= year.last) {
        errors.filedOn = `The filing date must be after ${formatLongDate(year.last)}, when ${year.label} ended`;
      }
      const [first] = Object.values(errors);
      if (first) throw new DomainError("invalid", first, errors);
      const values = { acknowledgementNumber, filedOn: input.filedOn, recordedBy: actor, recordedAt: new Date() };
      await db
        .insert(form10bdFilings)
        .values({ financialYear: year.label, ...values })
        .onConflictDoUpdate({ target: form10bdFilings.financialYear, set: values });
      return { year: year.label, ...values, recordedAt: values.recordedAt.toISOString() };
    },

    /**
     * Stores a donor's 10BE certificate (a PDF, told by its bytes) for the year, replacing
     * one uploaded before, and queues its e-mail to the donor. Refused before the filing
     * is recorded (the portal makes the certificates after it), for a donor who is not in
     * the year's file, and for anything but a PDF; nothing is stored then.
     */
    async uploadCertificate(
      yearLabel: string,
      donorId: string,
      file: SpooledFile,
      actor: string,
      log: FastifyBaseLogger,
    ) {
      const year = parseYear(yearLabel);
      if (!(await filingOf(year))) {
        throw new DomainError(
          "conflict",
          `Record the filing of Form 10BD for ${year.label} first: the portal makes the 10BE certificates after it`,
        );
      }
      const donor = DONOR_ID.test(donorId) ? donorsOf(await yearReceipts(year, false)).get(donorId) : undefined;
      if (!donor) throw new DomainError("not-found", `No donor with this id is in the Form 10BD of ${year.label}`);
      if ((await detectFileKind(file.path)) !== "pdf") {
        const message = `${file.filename} is not a PDF: upload the Form 10BE certificate as the portal gave it (PDF)`;
        throw new DomainError("unsupported-type", message, { file: message });
      }
      const { certificate, replaced } = await deps.media.withUploadBatch(async (batch) => {
        const stored = await batch.addDocument(file, { prefix: FORM_10BE_PREFIX, accept: ["pdf"] });
        return batch.commit(async (tx) => {
          const [before] = await tx
            .select()
            .from(form10beCertificates)
            .where(
              and(eq(form10beCertificates.financialYear, year.label), eq(form10beCertificates.donorIndex, donorId)),
            )
            .for("update");
          const values = {
            fileKey: stored.key,
            size: stored.size,
            uploadedAt: new Date(),
            uploadedBy: actor,
            emailedAt: null,
          };
          const [row] = before
            ? await tx
                .update(form10beCertificates)
                .set(values)
                .where(eq(form10beCertificates.id, before.id))
                .returning()
            : await tx
                .insert(form10beCertificates)
                .values({ financialYear: year.label, donorIndex: donorId, ...values })
                .returning();
          if (!row) throw new Error("the certificate was not recorded");
          const unused =
            before && before.fileKey !== stored.key && !(await keyHeldElsewhere(tx, before.fileKey, row.id))
              ? [before.fileKey]
              : [];
          await deps.media.deleteRows(tx, unused);
          return { certificate: row, replaced: unused };
        });
      });
      await deps.media.deleteObjects(replaced, log);
      if (donor.latest.email) await deps.queueCertificateMail(certificate.id, log);
      return {
        id: certificate.id,
        uploadedAt: certificate.uploadedAt.toISOString(),
        emailed: false,
        email: donor.latest.email,
      };
    },

    /** A 10BE certificate's PDF, for the staff to check; 404 when there is none. */
    async certificatePdf(id: string) {
      const [row] = /^[0-9a-f-]{36}$/i.test(id)
        ? await db.select().from(form10beCertificates).where(eq(form10beCertificates.id, id.toLowerCase()))
        : [];
      const file = row ? await deps.storage.get(row.fileKey) : undefined;
      if (!row || !file) throw new DomainError("not-found", "Form 10BE certificate not found");
      return { body: file.body, size: file.size, filename: `form-10be-${row.financialYear}.pdf` };
    },

    /**
     * What the e-mail of a 10BE certificate needs, written when the mail is sent: undefined
     * when the certificate is gone, was e-mailed already, or its donor has no address.
     */
    async certificateMail(id: string) {
      const [row] = await db
        .select()
        .from(form10beCertificates)
        .where(and(eq(form10beCertificates.id, id), isNull(form10beCertificates.emailedAt)));
      if (!row) return undefined;
      const year = parseYear(row.financialYear);
      const donor = donorsOf(await yearReceipts(year, false)).get(row.donorIndex);
      const file = donor?.latest.email ? await deps.storage.get(row.fileKey) : undefined;
      if (!donor || !file) return undefined;
      const nextYear = financialYearStarting(Number(year.first.slice(0, 4)) + 1);
      return {
        to: donor.latest.email,
        name: donor.latest.donorName,
        locale: donor.latest.locale,
        year: year.label,
        assessmentYear: nextYear.label,
        pdf: await buffer(file.body),
        filename: `Form-10BE-${year.label}.pdf`,
      };
    },

    /** The mail queue handed the certificate to the mail server. */
    async certificateEmailed(id: string): Promise<void> {
      await db.update(form10beCertificates).set({ emailedAt: new Date() }).where(eq(form10beCertificates.id, id));
    },

    /** The notice of the year to file now (Overview, Form 10BD screen, the office's e-mail), or null. */
    async notice(at: Date = new Date()): Promise<Form10bdNotice | null> {
      const day = siteDay(at, timeZone);
      const year = yearToFileOn(day);
      // Before the season nothing is read; in it, the one year the rule asks about.
      if (day < remindersFrom(year)) return null;
      const progress = await progressOf(year);
      return form10bdNoticeOn(day, () => progress);
    },
  };
}

/** Whether another certificate holds the same bytes (identical PDFs are stored once). */
async function keyHeldElsewhere(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  key: string,
  exceptId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: form10beCertificates.id })
    .from(form10beCertificates)
    .where(eq(form10beCertificates.fileKey, key));
  return rows.some((row) => row.id !== exceptId);
}

export type DonationFilingService = ReturnType<typeof createDonationFilingService>;
