/**
 * "Need an 80G receipt?" (issue 47): the words of the form a donor fills in to ask for
 * a receipt, and of the page they come back to with their code (the code for the UPI
 * note, the payment link with it, and the form to add the UPI reference). The fields'
 * checks and their messages are the site's own (common/messages/donations.ts).
 */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { group, paragraph, text } from "./parts.ts";

export const receiptRequestBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("receiptRequest"),
    form: group("The form", {
      heading: text("Heading"),
      intro: paragraph("Introduction", "Above the fields: what the donor gets, and why PAN and address are asked."),
      nameOnPan: text("Name's label", 60, "Like: Name as on PAN"),
      nameOnPanHint: text("Under the name", 160),
      pan: text("PAN's label", 60),
      panHint: text("Under the PAN", 160),
      email: text("E-mail's label", 60),
      address: text("Address's label", 60),
      addressHint: text("Under the address", 160),
      citizen: text("The citizenship question", 120, "Like: Are you an Indian citizen?"),
      citizenYes: text("Answer yes", 60),
      citizenNo: text("Answer no", 120, "Like: No (foreign citizen, OCI or PIO card holder)"),
      amount: text("Amount's label", 60, "The amount is optional."),
      amountHint: text("Under the amount", 160),
      consent: localizedText({
        label: "Consent",
        max: 300,
        required: true,
        input: "multiline",
        help: "Beside the box the donor must tick. The words in [square brackets] open the privacy notice.",
      }),
      submit: text("Button", 60),
    }),
    code: group(
      "The page with the donor's code",
      {
        heading: text("Heading", 120, "Like: Your code for the UPI note"),
        intro: paragraph("Under the heading", "How to use the code: in the note (remarks) of the UPI payment."),
        pay: text("Pay button", 60, "Opens the donor's UPI app with the code in the note."),
        emailed: text("That the link was e-mailed", 200, "{email} is the donor's e-mail address."),
        received: paragraph("When the gift has been received"),
        utrHeading: text("Heading over the UPI reference", 120),
        utrIntro: paragraph("Under that heading"),
        utr: text("UPI reference's label", 60),
        utrHint: text("Under the UPI reference", 160),
        utrSubmit: text("Its button", 60),
        next: paragraph("What happens next", "The last words of the page."),
      },
      "The code, the UPI ID and the QR code come from the request and Site details.",
    ),
  }),
  {
    label: "Receipt request form",
    help: "The form a donor fills in to ask for an 80G receipt, and the page with their code.",
  },
);
