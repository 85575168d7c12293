/**
 * /api/donations (issue 47): a donor's request for an 80G receipt (public: the
 * request, and the UPI reference added afterwards through the donor's own link),
 * and the Finance side: the requests waiting for their money, confirming a gift
 * (which issues its receipt), the year's receipts, a receipt's PDF, cancelling one.
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { PAYMENT_MODES } from "#common/donations/payment-mode";
import { utrRequest } from "#common/donations/pledge-schema";
import { escapeMarkup } from "#common/escape-markup";
import { keyed as keyedMessage } from "#common/messages/keyed";
import { proposalView, receiptView, waitingPledgeView } from "#common/schemas/donation-views";
import type { Permission } from "#common/staff-roles";
import { attachmentDisposition } from "../csv/csv.ts";
import { DONATION_TYPES } from "../donations/form-10bd.ts";
import { DomainError } from "../errors.ts";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { fileResponse, jsonResponse } from "./openapi.ts";
import { adminOf, requireAdmin } from "./require-admin.ts";
import { visitorSubmissions } from "./visitor-submissions.ts";

const codeParams = z.object({ code: z.string().max(20) });
const idParams = z.object({ id: z.uuid() });
const day = z.iso.date({ error: "A date is written YYYY-MM-DD" });
const keyed = z.object({ key: z.string().max(64) });
/** Lenient: a link cut short in a mail client is answered with the page below, not the API's 400. */
const receiptCopyQuery = z.object({ until: z.string().max(20).default(""), sig: z.string().max(100).default("") });

/** A receipt or statement as a download, never kept by a cache: it holds a PAN. */
const sendPdf = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", attachmentDisposition(filename))
    .header("cache-control", "private, no-store")
    .send(pdf);

/**
 * What a donor sees when the link in their receipt e-mail no longer opens it: a page of
 * its own in both languages (they came from an e-mail, not from the site), saying whom
 * to ask for a new copy.
 */
function receiptLinkPage(site: string, email: string, expired: boolean): string {
  const [en, hi] = expired
    ? ["This link to your receipt has expired.", "आपकी रसीद का यह लिंक अब मान्य नहीं है (इसकी अवधि समाप्त हो गई है)।"]
    : ["This link does not open a receipt.", "यह लिंक किसी रसीद को नहीं खोलता।"];
  const ask = `<a href="mailto:${escapeMarkup(email)}">${escapeMarkup(email)}</a>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeMarkup(site)}: receipt</title>
<style>body{font:1.0625rem/1.6 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1.25rem;color:#1e293b}h1{font-size:1.375rem}a{color:#1d4ed8}</style>
</head><body><h1>${escapeMarkup(site)}</h1>
<p>${en} Write to ${ask} and we will send it to you again.</p>
<p lang="hi">${hi} दोबारा पाने के लिए ${ask} पर लिखें।</p>
</body></html>`;
}

const pledgeView = z.object({
  code: z.string(),
  nameOnPan: z.string(),
  email: z.string(),
  paise: z.number().nullable(),
  utr: z.string().nullable(),
  state: z.enum(["waiting", "received", "withdrawn"]),
});

/** A gift confirmed: from a receipt request (its donor's details), or entered by hand. */
const confirmRequest = z
  .object({
    pledgeId: z.uuid().optional(),
    creditId: z.uuid().optional(),
    donorName: z.string().trim().max(120).optional(),
    pan: z.string().trim().max(14).optional(),
    email: z.string().trim().max(254).optional(),
    address: z.string().trim().max(500).optional(),
    paise: z.number().int().positive({ error: "The amount must be more than zero" }).max(1_000_000_000),
    receivedOn: day,
    mode: z.enum(Object.keys(PAYMENT_MODES) as [keyof typeof PAYMENT_MODES], {
      error: `Choose how it was paid: ${Object.keys(PAYMENT_MODES).join(", ")}`,
    }),
    reference: z.string().trim().max(60).optional(),
    utr: z
      .string()
      .trim()
      .regex(/^\d{12}$/, "A UPI reference (UTR) is 12 digits")
      .optional(),
    donationType: z.enum(Object.keys(DONATION_TYPES) as [keyof typeof DONATION_TYPES]).optional(),
    kindDescription: z.string().trim().max(500).optional(),
  })
  .strict();

export const donationRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const submissions = visitorSubmissions(services);

    api.post(
      "/donations/pledges",
      {
        config: { public: true },
        schema: {
          summary:
            "Ask for an 80G receipt: the code to put in the UPI note, and the link to add the UPI reference later",
          tags: ["donations"],
          body: z.record(z.string(), z.unknown()),
          response: {
            201: jsonResponse(
              "Asked",
              apiSuccessSchema(z.object({ code: z.string(), key: z.string(), paise: z.number().nullable() })),
            ),
          },
        },
      },
      async (request, reply) => {
        const client = { ip: request.ip, log: request.log };
        const pledge = await submissions.pledge(client, request.body);
        return reply.code(201).send(ok({ code: pledge.code, key: pledge.secret, paise: pledge.paise }));
      },
    );

    api.get(
      "/donations/pledges/:code",
      {
        config: { public: true },
        schema: {
          summary: "A receipt request, through the donor's link (its key)",
          tags: ["donations"],
          params: codeParams,
          querystring: keyed,
          response: { 200: jsonResponse("The request", apiSuccessSchema(pledgeView)) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return ok(await services.donations.pledgeFor(request.params.code, request.query.key));
      },
    );

    api.post(
      "/donations/pledges/:code/utr",
      {
        config: { public: true },
        schema: {
          summary: "Add the UPI reference (UTR) of the payment to a receipt request, through the donor's link",
          tags: ["donations"],
          params: codeParams,
          body: utrRequest.extend(keyed.shape),
          response: { 200: jsonResponse("Saved", apiDoneSchema) },
        },
      },
      async (request) => {
        await submissions.pledgeUtr({ ip: request.ip, log: request.log }, request.params.code, request.body);
        return ok(null, keyedMessage("donationMessages.utrSaved"));
      },
    );

    api.get(
      "/donations/pledges",
      {
        ...may("donations.read"),
        schema: {
          summary: "The receipt requests waiting for their money, oldest first (PANs masked)",
          tags: ["donations"],
          response: { 200: jsonResponse("The requests", apiSuccessSchema(z.array(waitingPledgeView))) },
        },
      },
      async () => ok(await services.donations.waitingPledges()),
    );

    api.post(
      "/donations",
      {
        ...may("donations.write"),
        schema: {
          summary: "Confirm a gift and issue its receipt (the financial year's next number)",
          tags: ["donations"],
          body: confirmRequest,
          response: {
            201: jsonResponse(
              "Recorded and receipted",
              apiSuccessSchema(z.object({ donationId: z.string(), receiptId: z.string(), number: z.string() })),
            ),
          },
        },
      },
      async (request, reply) => {
        const confirmed = await services.donations.confirm(request.body, adminOf(request).name);
        request.auditTarget = confirmed.receiptId;
        // The donor's copy, by e-mail when they gave an address (the mail leaves it out otherwise).
        await services.mailQueue.queue({ kind: "donation-receipt", id: confirmed.receiptId }, request.log);
        return reply.code(201).send(ok(confirmed));
      },
    );

    api.post(
      "/donations/statements",
      {
        ...may("donations.write"),
        schema: {
          summary: "Import a bank or UPI statement (its CSV text): its credits, all or none, to be matched",
          tags: ["donations"],
          body: z.object({
            fileName: z.string().trim().min(1).max(200),
            text: z.string().min(1, "The file is empty").max(900_000, "The file is too large: at most 900 KB"),
          }),
          response: {
            201: jsonResponse(
              "Imported",
              apiSuccessSchema(
                z.object({ importId: z.string(), credits: z.number(), imported: z.number(), seenBefore: z.number() }),
              ),
            ),
          },
        },
      },
      async (request, reply) => {
        const imported = await services.donations.importStatement(request.body.fileName, request.body.text);
        request.auditTarget = imported.importId;
        return reply.code(201).send(ok(imported));
      },
    );

    api.get(
      "/donations/statements/proposals",
      {
        ...may("donations.read"),
        schema: {
          summary: "The open lines of the imported statements, each with the receipt request it is proposed for",
          tags: ["donations"],
          response: { 200: jsonResponse("The lines", apiSuccessSchema(z.array(proposalView))) },
        },
      },
      async () => ok(await services.donations.proposals()),
    );

    api.post(
      "/donations/credits/:id/set-aside",
      {
        ...may("donations.write"),
        schema: {
          summary: "Set aside a statement line that is no donation (interest, a refund)",
          tags: ["donations"],
          params: idParams,
          response: { 200: jsonResponse("Set aside", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.donations.setAside(request.params.id);
        return ok(null, "Set aside");
      },
    );

    api.get(
      "/donations/receipts",
      {
        ...may("donations.read"),
        schema: {
          summary: "A financial year's receipts, newest first (year: 2026-27)",
          tags: ["donations"],
          querystring: z.object({ year: z.string().max(7) }),
          response: { 200: jsonResponse("The receipts", apiSuccessSchema(z.array(receiptView))) },
        },
      },
      async (request) => ok(await services.donations.receipts(request.query.year)),
    );

    api.get(
      "/donations/receipts/:id/pdf",
      {
        ...may("donations.read"),
        schema: {
          summary: "Download a receipt (PDF, the donor's PAN in full)",
          tags: ["donations"],
          params: idParams,
          response: { 200: fileResponse("The receipt", "application/pdf") },
        },
      },
      async (request, reply) => sendPdf(reply, await services.donations.receiptPdf(request.params.id)),
    );

    api.get(
      "/donations/receipts/:id/statement",
      {
        ...may("donations.read"),
        schema: {
          summary:
            "The year's statement for the donor of a receipt (every receipt of theirs that financial year, PDF, PAN masked)",
          tags: ["donations"],
          params: idParams,
          response: { 200: fileResponse("The statement", "application/pdf") },
        },
      },
      async (request, reply) => sendPdf(reply, await services.donations.donorStatement(request.params.id)),
    );

    api.post(
      "/donations/receipts/:id/send",
      {
        ...may("donations.write"),
        schema: {
          summary: "E-mail a receipt to its donor again (with a new link to download it)",
          tags: ["donations"],
          params: idParams,
          response: { 200: jsonResponse("Queued", apiDoneSchema) },
        },
      },
      async (request) => {
        const email = await services.donations.receiptRecipient(request.params.id);
        if (!email) throw new DomainError("conflict", "This receipt has no e-mail address, or was cancelled");
        if (!services.mail.canMailVisitors) {
          throw new DomainError("unavailable", "No mail server is set up: download the PDF and send it yourself");
        }
        await services.mailQueue.queue({ kind: "donation-receipt", id: request.params.id }, request.log);
        return ok(null, `The receipt is being e-mailed to ${email}`);
      },
    );

    api.get(
      "/donations/receipts/:id/copy",
      {
        config: { public: true },
        schema: {
          // A link for a person (in their receipt e-mail), answering the PDF or a page: not an API operation.
          hide: true,
          params: z.object({ id: z.string().max(64) }),
          querystring: receiptCopyQuery,
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store").header("x-robots-tag", "noindex");
        const until = Number(request.query.until);
        try {
          if (!z.uuid().safeParse(request.params.id).success || !Number.isSafeInteger(until)) {
            throw new DomainError("not-found", "Receipt not found");
          }
          return sendPdf(
            reply,
            await services.donations.receiptCopy(request.params.id, until, request.query.sig, new Date()),
          );
        } catch (error) {
          if (!(error instanceof DomainError) || (error.kind !== "not-found" && error.kind !== "gone")) throw error;
          const details = await services.siteDetails.get();
          return reply
            .code(error.kind === "gone" ? 410 : 404)
            .type("text/html; charset=utf-8")
            .send(receiptLinkPage(details.name.en, details.email, error.kind === "gone"));
        }
      },
    );

    api.post(
      "/donations/receipts/:id/cancel",
      {
        ...may("donations.write"),
        schema: {
          summary: "Cancel a receipt issued by mistake, with the reason (it keeps its number)",
          tags: ["donations"],
          params: idParams,
          body: z.object({ reason: z.string().trim().min(1, "Say why the receipt is cancelled").max(300) }),
          response: { 200: jsonResponse("Cancelled", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.donations.cancelReceipt(request.params.id, request.body.reason, adminOf(request).name);
        return ok(null, "Receipt cancelled");
      },
    );
  };
