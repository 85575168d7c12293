/**
 * Home's donation section (spec 2.3, 9): the amounts the staff suggest, each paid by
 * UPI to the UPI ID of Site details with its own QR code (drawn by the server from
 * the amount), the note the donor's UPI app shows, and every word of the section.
 */
import { z } from "zod";
import { boundedText } from "../../schemas/text.ts";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { group, sectionFields, text } from "./parts.ts";

/** The largest amount a suggestion may ask for, in rupees (10,00,000). */
export const MAX_DONATION_RUPEES = 1_000_000;

const AMOUNT_RULE = "whole rupees in digits from 1 to 10,00,000 (like 500), or empty for any amount";

/** Whole rupees as digits ("500"), or empty: the donor types the amount in their UPI app. */
const rupees = labelled(
  boundedText(7, `Amount in rupees: ${AMOUNT_RULE}`).refine(
    (value) => value === "" || (/^[1-9][0-9]*$/.test(value) && Number(value) <= MAX_DONATION_RUPEES),
    `Amount in rupees: ${AMOUNT_RULE}`,
  ),
  {
    label: "Amount in rupees",
    help: "Digits only, like 500 or 2500 (at most 10,00,000). Leave it empty for “any amount”: the donor types it in their UPI app.",
  },
);

const amount = z.object({
  id: itemId,
  amount: rupees,
  label: localizedText({
    label: "Shown as",
    max: 40,
    required: true,
    help: "The amount as the page writes it, like ₹500 or Any amount. In Hindi only when it reads differently (कोई भी राशि).",
  }),
  impact: text("What it does", 120, "Under the amount, like “Educates a child for a month”."),
});

/** The payment note: Latin letters, as some UPI apps refuse others in it. */
const note = labelled(
  boundedText(50, "Note in the UPI app: at most 50 characters", {
    required: "Note in the UPI app is required",
  }).regex(
    /^[A-Za-z0-9 .,'()-]+$/,
    "Note in the UPI app: English letters, digits, spaces and . , ' ( ) - only (some UPI apps refuse other letters)",
  ),
  {
    label: "Note in the UPI app",
    help: "Not shown on the page: the donor's UPI app writes it beside the payment, like “Donation”. English letters only, in both languages' QR codes.",
  },
);

/** The words of the card with the QR code, beside the amounts. */
const card = group(
  "The payment card",
  {
    phoneHeading: text("Heading on a phone", 60, "Like: Donate by UPI"),
    scanHeading: text("Heading on a wide screen", 60, "Like: Scan to donate"),
    payWithApp: text("Pay button (on a phone)", 60, "Opens the donor's UPI app with the amount filled in."),
    upiIdLabel: text("Before the UPI ID", 40, "Like: UPI ID"),
    copyUpiId: text("Copy button", 40, "Like: Copy UPI ID"),
    upiIdCopied: text("Once the UPI ID is copied", 200),
    copyFailed: text("When the UPI ID could not be copied", 200),
    otherDevice: text("Above the QR code on a phone", 80, "Like: For another device"),
    otherDeviceHint: text("Under the QR code on a phone", 200),
    scanHint: text("Under the QR code on a wide screen", 200),
    placeholder: text("When the QR code cannot be drawn", 200, "Shown in place of the QR code, before the UPI ID."),
    qrLabel: text(
      "The QR code (read by screen readers)",
      160,
      "Not shown: {amount} is the amount chosen and {upiId} the UPI ID, like “UPI QR code to donate {amount} to {upiId}”.",
    ),
    qrAnyAmount: text("{amount} for any amount", 40, "What {amount} reads when no amount is set, like “any amount”."),
  },
  "The phone, the UPI ID and the QR code follow the amount chosen; the UPI ID itself is in Site details.",
);

export const donationBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("donation"),
    ...sectionFields,
    amountsLegend: text("Heading over the amounts", 80, "Like: Choose an amount"),
    amounts: list(
      amount,
      {
        label: "Suggested amounts",
        help: "Each a choice the donor taps, with its own QR code; the first is chosen when the page opens.",
        item: { label: "Amount", titleField: "label" },
      },
      { max: 8, min: 1 },
    ),
    receipt: text(
      "Link under the amounts",
      200,
      "It opens the page where a donor asks for an 80G receipt, like: Need an 80G receipt? Give your PAN before you pay",
    ),
    note,
    card,
  }),
  {
    label: "Donation by UPI",
    help: "The suggested amounts and their QR codes. Donations go to the UPI ID set in Site details.",
  },
);
