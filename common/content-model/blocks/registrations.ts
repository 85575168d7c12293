/**
 * /transparency's registrations (issue 47): the legal form and each registration number
 * set in Site details, with its validity there, under its name and one plain line on
 * what it means. The numbers and days are Site details'; the words around them are here.
 */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { labelled } from "../localized.ts";
import { group, paragraph, sectionFields, text } from "./parts.ts";

const entry = (name: string, example: string) =>
  group(name, {
    label: text("Name", 60, `As the page names it, like ${name}`),
    meaning: text("What it means", 240, `One plain line, like: ${example}`),
  });

export const registrationsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("registrations"),
    ...sectionFields,
    legalForm: text("Above the legal form", 60, "Like: Legal form. The legal form itself is in Site details."),
    number: text("Before each number", 60, "Like: Number"),
    entries: labelled(
      z.object({
        pan: entry("PAN", "Our Permanent Account Number, printed on every donation receipt."),
        twelveA: entry("12A / 12AB", "We are registered as a charity, so our income is not taxed."),
        eightyG: entry("80G", "Gifts to us qualify for a tax deduction."),
        csr1: entry("CSR-1", "Companies may fund our projects from their CSR budget."),
        ngoDarpan: entry("NGO Darpan", "We are listed on NITI Aayog's NGO Darpan portal."),
        fcra: entry("FCRA", "We may receive donations from abroad."),
      }),
      {
        label: "Each registration",
        help: "Its name and what it means for a donor. A registration is listed only once its number is set in Site details.",
      },
    ),
    validity: group(
      "Validity",
      {
        fromUntil: text("From and until", 120, "{from} and {until} stand for the days: Valid from {from} to {until}"),
        from: text("From only", 120, "{from} stands for the day: Valid from {from}"),
        until: text("Until only", 120, "{until} stands for the day: Valid until {until}"),
      },
      "Under a registration whose days are set in Site details.",
    ),
    empty: paragraph("When no number is set yet", "Shown instead of the list until Site details has a number."),
  }),
  {
    label: "Registrations",
    help: "The legal form and the registration numbers set in Site details, each with what it means and how long it is valid.",
  },
);
