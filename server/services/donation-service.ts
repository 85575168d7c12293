/**
 * Donations (issue 47): a donor's request for an 80G receipt (a pledge, with the code
 * for the UPI note), the gifts the staff confirm, and their receipts, numbered in a
 * series per financial year and never renumbered. PANs are sealed at rest
 * (../donations/pan-vault.ts) under the key of ../donations/data-keys.ts.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ConsentRecord } from "#common/consent-record";
import { financialYearOf, parseFinancialYear } from "#common/donations/financial-year";
import { maskedPan, normalisePan, panProblem } from "#common/donations/pan";
import type { PaymentMode } from "#common/donations/payment-mode";
import { makePledgeCode } from "#common/donations/pledge-code";
import type { PledgeInput } from "#common/donations/pledge-schema";
import { RECEIPT_LINK_DAYS, receiptCopyPath, receiptCopySigned } from "#common/donations/receipt-copy";
import type { Locale } from "#common/locale";
import { keyed } from "#common/messages/keyed";
import { siteDay } from "#common/site-clock";
import type { Database } from "../db/client.ts";
import { donationPledges, donationReceipts, donations, receiptCounters, statementCredits } from "../db/schema.ts";
import { readStatement, type StatementCredit, StatementError } from "../donations/bank-statement.ts";
import { configuredKeys, DataKeyError, fingerprintOf, keyFileKey } from "../donations/data-keys.ts";
import { donorStatementPdf } from "../donations/donor-statement-pdf.ts";
import { type DONATION_TYPES, FORM_10BD_MODES, notDeductibleBecause } from "../donations/form-10bd.ts";
import { createPanVault, type PanVault } from "../donations/pan-vault.ts";
import type { Foundation } from "../donations/pdf-document.ts";
import { receiptPdf } from "../donations/receipt-pdf.ts";
import { proposeMatches } from "../donations/statement-matching.ts";
import { DomainError } from "../errors.ts";

export type DonationType = keyof typeof DONATION_TYPES;

export interface DonationServiceDeps {
  db: Database;
  dataDir: string;
  /** DONATION_DATA_KEYS as configured. */
  dataKeys: string | undefined;
  codePrefix: string;
  timeZone: string;
  /** Stores a value once for every instance; answers the stored one (app_meta). */
  setOnce: (key: string, value: string) => Promise<string>;
  /** The foundation's details now, for a new receipt: the receipt keeps them as they were. */
  issuer: () => Promise<Foundation>;
}

/** A gift to record and receipt: from a pledge (its donor's details), or entered by hand. */
export interface DonationInput {
  pledgeId?: string | undefined;
  /** The statement line that paid it: its amount, day and UPI reference are the gift's. */
  creditId?: string | undefined;
  donorName?: string | undefined;
  pan?: string | undefined;
  email?: string | undefined;
  address?: string | undefined;
  paise: number;
  receivedOn: string;
  mode: PaymentMode;
  reference?: string | undefined;
  utr?: string | undefined;
  donationType?: DonationType | undefined;
  kindDescription?: string | undefined;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const RECEIPT_DIGITS = 6;

export function createDonationService(deps: DonationServiceDeps) {
  const { db, timeZone } = deps;
  let vaultPromise: Promise<PanVault> | undefined;

  /** The vault, once its key is found and known to be the one the stored PANs were sealed with. */
  function vault(): Promise<PanVault> {
    vaultPromise ??= (async () => {
      // Without configured keys, the key file of this instance: right for one instance; a
      // second instance with its own file is stopped by the fingerprint check below.
      const [current, ...older] = configuredKeys(deps.dataKeys) ?? [await keyFileKey(deps.dataDir)];
      if (!current) throw new DataKeyError("no data key");
      for (const key of [current, ...older]) {
        const stored = await deps.setOnce(`donation-data-key:${key.id}`, fingerprintOf(key));
        if (stored !== fingerprintOf(key)) {
          throw new DataKeyError(
            `The donation data key ${key.id} of this server is not the one the donors' PANs were sealed with: see docs/operations.md.`,
          );
        }
      }
      return createPanVault(current, older);
    })().catch((error: unknown) => {
      vaultPromise = undefined;
      if (error instanceof DataKeyError) throw new DomainError("unavailable", error.message);
      throw error;
    });
    return vaultPromise;
  }

  async function newCode(): Promise<string> {
    for (;;) {
      const code = makePledgeCode(deps.codePrefix, (n) => randomBytes(n));
      const [taken] = await db
        .select({ id: donationPledges.id })
        .from(donationPledges)
        .where(eq(donationPledges.code, code));
      if (!taken) return code;
    }
  }

  async function pledgeWithAccess(code: string, secret: string) {
    const [pledge] = await db.select().from(donationPledges).where(eq(donationPledges.code, code.toUpperCase()));
    const given = Buffer.from(sha256(secret));
    if (!pledge || !timingSafeEqual(given, Buffer.from(pledge.accessHash))) {
      throw new DomainError("not-found", keyed("donationMessages.notFound"));
    }
    return pledge;
  }

  /** A UTR already given for another pledge or recorded with a gift. */
  async function utrTaken(utr: string, exceptPledge?: string): Promise<boolean> {
    const [gift] = await db.select({ id: donations.id }).from(donations).where(eq(donations.utr, utr));
    if (gift) return true;
    const pledges = await db
      .select({ id: donationPledges.id })
      .from(donationPledges)
      .where(eq(donationPledges.utr, utr));
    return pledges.some((pledge) => pledge.id !== exceptPledge);
  }

  /** A receipt and its gift, when its donor can be e-mailed it: not cancelled, an address given. */
  async function mailableReceipt(receiptId: string) {
    const [row] = await db
      .select({ receipt: donationReceipts, donation: donations })
      .from(donationReceipts)
      .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
      .where(eq(donationReceipts.id, receiptId));
    return row && !row.receipt.cancelledAt && row.donation.email ? row : undefined;
  }

  return {
    /** Checks the key is usable (the admin's Donations tab says so when not). */
    ready: async (): Promise<void> => {
      await vault();
    },

    /** A sealed PAN opened: the year's Form 10BD file (donation-filing-service.ts) reports it in full. */
    openPan: async (sealed: string): Promise<string> => (await vault()).open(sealed),

    /** A donor's request for a receipt: its code for the UPI note, and the secret of their link. */
    async pledge(
      input: PledgeInput,
      consentRecord: ConsentRecord | null,
    ): Promise<{ id: string; code: string; secret: string; paise: number | null }> {
      const sealer = await vault();
      const code = await newCode();
      const secret = randomBytes(18).toString("base64url");
      const [row] = await db
        .insert(donationPledges)
        .values({
          code,
          nameOnPan: input.nameOnPan,
          panSealed: sealer.seal(input.pan),
          panIndex: sealer.index(input.pan),
          email: input.email,
          address: input.address,
          paise: input.amount,
          accessHash: sha256(secret),
          linkSealed: sealer.seal(secret),
          locale: input.language as Locale,
          consentRecord,
        })
        .returning({ id: donationPledges.id });
      return { id: (row as { id: string }).id, code, secret, paise: input.amount };
    },

    /**
     * What the e-mail with a donor's link needs, written when the mail is sent: undefined
     * once the request is settled or its link cannot be made (asked before links were kept).
     */
    async pledgeLink(id: string) {
      const [pledge] = await db.select().from(donationPledges).where(eq(donationPledges.id, id));
      if (pledge?.state !== "waiting" || !pledge.linkSealed) return undefined;
      const sealer = await vault();
      return {
        code: pledge.code,
        secret: sealer.open(pledge.linkSealed),
        nameOnPan: pledge.nameOnPan,
        email: pledge.email,
        paise: pledge.paise,
        locale: pledge.locale,
      };
    },

    /** What the donor's link shows: the code, and whether the money has come. */
    async pledgeFor(code: string, secret: string) {
      const pledge = await pledgeWithAccess(code, secret);
      return {
        code: pledge.code,
        nameOnPan: pledge.nameOnPan,
        email: pledge.email,
        paise: pledge.paise,
        utr: pledge.utr,
        state: pledge.state,
      };
    },

    /** The donor adds the UPI reference of their payment. */
    async addUtr(code: string, secret: string, utr: string): Promise<void> {
      const pledge = await pledgeWithAccess(code, secret);
      if (pledge.state !== "waiting") throw new DomainError("conflict", keyed("donationMessages.alreadyReceived"));
      if (await utrTaken(utr, pledge.id)) {
        throw new DomainError("conflict", keyed("donationMessages.utrTaken"), {
          utr: keyed("donationMessages.utrTaken"),
        });
      }
      await db.update(donationPledges).set({ utr, updatedAt: sql`now()` }).where(eq(donationPledges.id, pledge.id));
    },

    /** The requests still waiting for their money, oldest first, PANs masked. */
    async waitingPledges() {
      const sealer = await vault();
      const rows = await db
        .select()
        .from(donationPledges)
        .where(eq(donationPledges.state, "waiting"))
        .orderBy(asc(donationPledges.createdAt));
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        nameOnPan: row.nameOnPan,
        pan: maskedPan(sealer.open(row.panSealed)),
        email: row.email,
        paise: row.paise,
        utr: row.utr,
        day: siteDay(row.createdAt, timeZone),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Records a gift and issues its receipt in one transaction: the year's next number
     * is taken from its counter row, which the transaction holds until it commits, so
     * two instances confirming at once get the next two numbers, in order, with no gap.
     */
    async confirm(
      input: DonationInput,
      actor: string,
    ): Promise<{ donationId: string; receiptId: string; number: string }> {
      const sealer = await vault();
      if (!Number.isInteger(input.paise) || input.paise <= 0) {
        throw new DomainError("invalid", "The amount must be more than zero", {
          amount: "The amount must be more than zero",
        });
      }
      const today = siteDay(new Date(), timeZone);
      if (input.receivedOn > today) {
        throw new DomainError("invalid", "The date received cannot be in the future", {
          receivedOn: "The date received cannot be in the future",
        });
      }
      const issuer = await deps.issuer();
      return db.transaction(async (tx) => {
        const [pledge] = input.pledgeId
          ? await tx.select().from(donationPledges).where(eq(donationPledges.id, input.pledgeId)).for("update")
          : [];
        if (input.pledgeId && !pledge) throw new DomainError("not-found", "Receipt request not found");
        if (pledge && pledge.state !== "waiting") {
          throw new DomainError("conflict", `The request ${pledge.code} is already ${pledge.state}`);
        }
        const [credit] = input.creditId
          ? await tx.select().from(statementCredits).where(eq(statementCredits.id, input.creditId)).for("update")
          : [];
        if (input.creditId && credit?.state !== "open") {
          throw new DomainError("conflict", "This statement line is not open: it was matched or set aside already");
        }
        const gift: DonationInput = credit
          ? { ...input, paise: credit.paise, receivedOn: credit.receivedOn, utr: input.utr ?? credit.utrs[0] }
          : input;
        // The financial year of the day the gift came: its series numbers the receipt.
        const year = financialYearOf(`${gift.receivedOn}T12:00:00Z`, "UTC");
        const pan = gift.pan ? normalisePan(gift.pan) : undefined;
        if (pan && panProblem(pan)) {
          throw new DomainError("invalid", "The PAN is not valid", { pan: "The PAN is not valid" });
        }
        const utr = gift.utr ?? (gift.mode === "upi" ? pledge?.utr : undefined) ?? null;
        if (utr) {
          const [recorded] = await tx.select({ id: donations.id }).from(donations).where(eq(donations.utr, utr));
          if (recorded) {
            throw new DomainError("conflict", `The UPI reference ${utr} is already recorded`, {
              utr: `The UPI reference ${utr} is already recorded`,
            });
          }
        }
        const donorName = pledge?.nameOnPan ?? gift.donorName?.trim() ?? "";
        if (!donorName) throw new DomainError("invalid", "The donor's name is required", { donorName: "Required" });
        const [donation] = await tx
          .insert(donations)
          .values({
            pledgeId: pledge?.id ?? null,
            donorName,
            panSealed: pledge?.panSealed ?? (pan ? sealer.seal(pan) : null),
            panIndex: pledge?.panIndex ?? (pan ? sealer.index(pan) : null),
            email: pledge?.email ?? gift.email?.trim() ?? "",
            address: pledge?.address ?? gift.address?.trim() ?? "",
            paise: gift.paise,
            receivedOn: gift.receivedOn,
            mode: gift.mode,
            reference: gift.reference?.trim() || utr || "",
            utr,
            donationType: gift.donationType ?? "others",
            kindDescription: gift.kindDescription?.trim() ?? "",
            locale: pledge?.locale ?? "en",
            createdBy: actor,
          })
          .returning({ id: donations.id });
        if (!donation) throw new Error("the donation was not recorded");
        if (credit) {
          await tx
            .update(statementCredits)
            .set({ state: "matched", donationId: donation.id })
            .where(eq(statementCredits.id, credit.id));
        }
        if (pledge) {
          await tx
            .update(donationPledges)
            .set({ state: "received", updatedAt: sql`now()` })
            .where(eq(donationPledges.id, pledge.id));
        }
        // The year's counter: made at 1, or raised by one, under the row's lock.
        const [counter] = await tx
          .insert(receiptCounters)
          .values({ financialYear: year.label, last: 1 })
          .onConflictDoUpdate({
            target: receiptCounters.financialYear,
            set: { last: sql`${receiptCounters.last} + 1` },
          })
          .returning({ last: receiptCounters.last });
        const sequence = counter?.last ?? 1;
        const number = `${deps.codePrefix}/${year.label}/${String(sequence).padStart(RECEIPT_DIGITS, "0")}`;
        const [receipt] = await tx
          .insert(donationReceipts)
          .values({
            number,
            financialYear: year.label,
            sequence,
            donationId: donation.id,
            issuedOn: today,
            issuer: { ...issuer },
            issuedBy: actor,
          })
          .returning({ id: donationReceipts.id });
        if (!receipt) throw new Error("the receipt was not issued");
        return { donationId: donation.id, receiptId: receipt.id, number };
      });
    },

    /** Cancels a mistaken receipt, with the reason: it keeps its number and stays listed. */
    async cancelReceipt(receiptId: string, reason: string, actor: string): Promise<void> {
      const why = reason.trim();
      if (!why) throw new DomainError("invalid", "Say why the receipt is cancelled", { reason: "Required" });
      const [cancelled] = await db
        .update(donationReceipts)
        .set({ cancelledAt: sql`now()`, cancelReason: why, cancelledBy: actor })
        .where(and(eq(donationReceipts.id, receiptId), isNull(donationReceipts.cancelledAt)))
        .returning({ id: donationReceipts.id });
      if (!cancelled) {
        const [exists] = await db
          .select({ id: donationReceipts.id })
          .from(donationReceipts)
          .where(eq(donationReceipts.id, receiptId));
        throw exists
          ? new DomainError("conflict", "The receipt is already cancelled")
          : new DomainError("not-found", "Receipt not found");
      }
    },

    /** A financial year's receipts, newest number first, PANs masked. */
    async receipts(yearLabel: string) {
      const year = parseFinancialYear(yearLabel);
      if (!year) throw new DomainError("invalid", "A financial year is written like 2026-27");
      const sealer = await vault();
      const rows = await db
        .select({ receipt: donationReceipts, donation: donations })
        .from(donationReceipts)
        .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
        .where(eq(donationReceipts.financialYear, year.label))
        .orderBy(desc(donationReceipts.sequence));
      return rows.map(({ receipt, donation }) => ({
        id: receipt.id,
        number: receipt.number,
        issuedOn: receipt.issuedOn,
        donorName: donation.donorName,
        pan: donation.panSealed ? maskedPan(sealer.open(donation.panSealed)) : "",
        email: donation.email,
        paise: donation.paise,
        receivedOn: donation.receivedOn,
        mode: donation.mode,
        reference: donation.reference,
        deductible: notDeductibleBecause({ mode: FORM_10BD_MODES[donation.mode], paise: donation.paise }) === null,
        cancelled: receipt.cancelledAt ? { at: receipt.cancelledAt.toISOString(), reason: receipt.cancelReason } : null,
        emailedAt: receipt.emailedAt?.toISOString() ?? null,
      }));
    },

    /** Everything one receipt's document prints, its PAN opened (a read of a person's data). */
    async receiptDocument(receiptId: string) {
      const [row] = await db
        .select({ receipt: donationReceipts, donation: donations })
        .from(donationReceipts)
        .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
        .where(eq(donationReceipts.id, receiptId));
      if (!row) throw new DomainError("not-found", "Receipt not found");
      const sealer = await vault();
      const { receipt, donation } = row;
      return {
        receipt,
        donation: { ...donation, pan: donation.panSealed ? sealer.open(donation.panSealed) : "" },
        issuer: receipt.issuer as unknown as Foundation,
      };
    },

    /**
     * Imports a bank or UPI statement (CSV): its credits are kept, all or none, for a
     * person to match; credits whose UPI reference was recorded or imported before
     * (statements overlap) are counted and left out. Answers the import's id and what
     * happened to its rows.
     */
    async importStatement(fileName: string, text: string) {
      let credits: StatementCredit[];
      try {
        credits = readStatement(text);
      } catch (error) {
        if (error instanceof StatementError) throw new DomainError("invalid", error.message, { file: error.message });
        throw error;
      }
      const utrs = credits.flatMap((credit) => credit.utrs);
      try {
        // Also refuses a file that names one UTR twice: a file to check, not to half-import.
        proposeMatches(credits, [], new Set());
      } catch (error) {
        if (error instanceof StatementError) throw new DomainError("invalid", error.message, { file: error.message });
        throw error;
      }
      const known = new Set([
        ...(await this.recordedUtrs(utrs)),
        ...(utrs.length === 0
          ? []
          : (
              await db
                .select({ utrs: statementCredits.utrs })
                .from(statementCredits)
                .where(sql`${statementCredits.utrs} ?| ${sql.param(utrs)}::text[]`)
            ).flatMap((row) => row.utrs)),
      ]);
      const fresh = credits.filter((credit) => !credit.utrs.some((utr) => known.has(utr)));
      const importId = randomUUID();
      if (fresh.length > 0) {
        await db.insert(statementCredits).values(
          fresh.map((credit) => ({
            importId,
            fileName,
            row: credit.row,
            receivedOn: credit.date,
            paise: credit.paise,
            narration: credit.narration,
            utrs: credit.utrs,
          })),
        );
      }
      return { importId, credits: credits.length, imported: fresh.length, seenBefore: credits.length - fresh.length };
    },

    /** The open credits of the imported statements, each with the receipt request it is proposed for. */
    async proposals() {
      const open = await db
        .select()
        .from(statementCredits)
        .where(eq(statementCredits.state, "open"))
        .orderBy(asc(statementCredits.receivedOn), asc(statementCredits.row));
      const pledges = await db
        .select()
        .from(donationPledges)
        .where(eq(donationPledges.state, "waiting"))
        .orderBy(asc(donationPledges.createdAt));
      const asCredit = (row: (typeof open)[number]): StatementCredit => ({
        row: row.row,
        date: row.receivedOn,
        paise: row.paise,
        narration: row.narration,
        utrs: row.utrs,
      });
      const matched = proposeMatches(
        open.map(asCredit),
        pledges.map((pledge) => ({
          id: pledge.id,
          code: pledge.code,
          paise: pledge.paise,
          utr: pledge.utr,
          day: siteDay(pledge.createdAt, timeZone),
        })),
        await this.recordedUtrs(open.flatMap((row) => row.utrs)),
      );
      const codeOf = new Map(pledges.map((pledge) => [pledge.id, pledge.code]));
      return open.map((row, index) => {
        const proposal = matched[index];
        return {
          creditId: row.id,
          fileName: row.fileName,
          row: row.row,
          receivedOn: row.receivedOn,
          paise: row.paise,
          narration: row.narration,
          utrs: row.utrs,
          pledgeId: proposal?.pledgeId ?? null,
          pledgeCode: proposal?.pledgeId ? (codeOf.get(proposal.pledgeId) ?? null) : null,
          by: proposal?.by ?? null,
          candidates: proposal?.candidates ?? [],
        };
      });
    },

    /** A credit that is no donation (interest, a refund): set aside, out of the list. */
    async setAside(creditId: string): Promise<void> {
      const [done] = await db
        .update(statementCredits)
        .set({ state: "set-aside" })
        .where(and(eq(statementCredits.id, creditId), eq(statementCredits.state, "open")))
        .returning({ id: statementCredits.id });
      if (!done) throw new DomainError("not-found", "No open statement line with this id");
    },

    /** A receipt as its PDF (the donor's copy, PAN in full), and the file's name. */
    async receiptPdf(receiptId: string): Promise<{ pdf: Buffer; filename: string }> {
      const { receipt, donation, issuer } = await this.receiptDocument(receiptId);
      const pdf = await receiptPdf({
        foundation: issuer,
        receipt: {
          number: receipt.number,
          issuedOn: receipt.issuedOn,
          financialYear: receipt.financialYear,
          ...(receipt.cancelledAt && {
            cancelled: { on: siteDay(receipt.cancelledAt, timeZone), reason: receipt.cancelReason ?? "" },
          }),
        },
        donor: {
          name: donation.donorName,
          address: donation.address,
          id: donation.pan ? { kind: "pan", number: donation.pan } : null,
        },
        donation: {
          paise: donation.paise,
          receivedOn: donation.receivedOn,
          mode: donation.mode,
          reference: donation.reference,
          type: donation.donationType,
          description: donation.kindDescription,
        },
      });
      return { pdf, filename: `receipt-${receipt.number.replaceAll("/", "-")}.pdf` };
    },

    /**
     * The statement of a financial year's gifts for the donor of one receipt, on their
     * request: every receipt of that year with the same PAN (or, without one, the same
     * name and e-mail address), cancelled ones marked, as a PDF (PAN masked).
     */
    async donorStatement(receiptId: string): Promise<{ pdf: Buffer; filename: string }> {
      const [row] = await db
        .select({ year: donationReceipts.financialYear, donation: donations })
        .from(donationReceipts)
        .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
        .where(eq(donationReceipts.id, receiptId));
      if (!row) throw new DomainError("not-found", "Receipt not found");
      const { donation } = row;
      const sameDonor = donation.panIndex
        ? eq(donations.panIndex, donation.panIndex)
        : and(eq(donations.donorName, donation.donorName), eq(donations.email, donation.email));
      const rows = await db
        .select({ receipt: donationReceipts, donation: donations })
        .from(donationReceipts)
        .innerJoin(donations, eq(donations.id, donationReceipts.donationId))
        .where(and(eq(donationReceipts.financialYear, row.year), sameDonor))
        .orderBy(asc(donationReceipts.sequence));
      const sealer = await vault();
      const pdf = await donorStatementPdf({
        foundation: await deps.issuer(),
        financialYear: row.year,
        issuedOn: siteDay(new Date(), timeZone),
        donor: { name: donation.donorName, pan: donation.panSealed ? sealer.open(donation.panSealed) : null },
        receipts: rows.map(({ receipt, donation: gift }) => ({
          number: receipt.number,
          receivedOn: gift.receivedOn,
          mode: gift.mode as PaymentMode,
          paise: gift.paise,
          cancelled: receipt.cancelledAt !== null,
        })),
      });
      const name =
        donation.donorName
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "") || "donor";
      return { pdf, filename: `statement-${row.year}-${name}.pdf` };
    },

    /**
     * What the donor's receipt e-mail needs: the PDF, and the path of a link that
     * downloads it again until RECEIPT_LINK_DAYS from `now`. Undefined when there is
     * nobody to send it to, or the receipt was cancelled before the mail went out.
     */
    async receiptMail(receiptId: string, now: Date) {
      const row = await mailableReceipt(receiptId);
      if (!row) return undefined;
      const sealer = await vault();
      const until = Math.floor(now.getTime() / 1000) + RECEIPT_LINK_DAYS * 86_400;
      const { pdf, filename } = await this.receiptPdf(receiptId);
      return {
        email: row.donation.email,
        locale: row.donation.locale as Locale,
        donorName: row.donation.donorName,
        number: row.receipt.number,
        paise: row.donation.paise,
        receivedOn: row.donation.receivedOn,
        pdf,
        filename,
        copyPath: receiptCopyPath(receiptId, until, sealer.sign(receiptCopySigned(receiptId, until))),
        copyUntil: new Date(until * 1000),
      };
    },

    /** Where a receipt would be e-mailed: undefined when cancelled or without an address (nothing is made). */
    async receiptRecipient(receiptId: string): Promise<string | undefined> {
      return (await mailableReceipt(receiptId))?.donation.email;
    },

    /** Notes that the donor's receipt e-mail was taken by the mail server. */
    async receiptEmailed(receiptId: string, at: Date): Promise<void> {
      await db.update(donationReceipts).set({ emailedAt: at }).where(eq(donationReceipts.id, receiptId));
    },

    /**
     * The receipt's PDF through the donor's link: refused when the signature is not
     * this receipt's and moment's (404, as for a receipt that does not exist), or the
     * link's time is past (410).
     */
    async receiptCopy(receiptId: string, until: number, signature: string, now: Date) {
      const sealer = await vault();
      if (!sealer.signed(receiptCopySigned(receiptId, until), signature)) {
        throw new DomainError("not-found", "Receipt not found");
      }
      if (until * 1000 < now.getTime()) throw new DomainError("gone", "This link to the receipt has expired");
      return this.receiptPdf(receiptId);
    },

    /** The recorded UTRs among these (a statement's credits imported before). */
    async recordedUtrs(utrs: readonly string[]): Promise<Set<string>> {
      if (utrs.length === 0) return new Set();
      const rows = await db
        .select({ utr: donations.utr })
        .from(donations)
        .where(inArray(donations.utr, [...utrs]));
      return new Set(rows.flatMap((row) => (row.utr ? [row.utr] : [])));
    },
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
