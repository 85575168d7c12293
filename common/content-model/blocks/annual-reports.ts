/**
 * /transparency's annual reports and audited accounts (issue 47): the PDFs the staff
 * upload in Site content, Reports and accounts, by financial year, the newest first, each
 * a download link with its size. The documents are the staff's uploads; the words around
 * them are here.
 */
import { z } from "zod";
import { transparencyDocumentMessages } from "../../messages/transparency-documents.ts";
import { itemId } from "../fields.ts";
import { labelled } from "../localized.ts";
import { group, paragraph, sectionFields, text } from "./parts.ts";

const { kinds } = transparencyDocumentMessages;

export const annualReportsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("annualReports"),
    ...sectionFields,
    kinds: group(
      "Names of the documents",
      { "annual-report": text(kinds["annual-report"], 60), "audited-accounts": text(kinds["audited-accounts"], 60) },
      "A document without a Hindi title of its own is listed on the Hindi page by its name here and its year.",
    ),
    year: text("Heading of each year", 80, "{year} stands for the financial year, like: Financial year {year}"),
    size: text("Beside each link", 60, "{size} stands for the file's size in megabytes, like: PDF, {size} MB"),
    empty: paragraph("When nothing is uploaded yet", "Shown instead of the list until a document is uploaded."),
  }),
  {
    label: "Annual reports and accounts",
    help: "The PDFs uploaded in Site content, Reports and accounts: the newest year first, each with its size.",
  },
);
