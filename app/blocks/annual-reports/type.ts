import type { z } from "zod";
import type { annualReportsBlock } from "#common/content-model/blocks/annual-reports";
import type { InLocale } from "#common/content-model/localized";
import type { TransparencyDocumentKind } from "#common/schemas/transparency-documents";

/** A document as /transparency lists it, in the page's language. */
export interface PublishedDocument {
  kind: TransparencyDocumentKind;
  financialYear: string;
  /** Its title in the page's language; empty: the block's name of its kind and its year. */
  title: string;
  /** Its public address (the same after its file is replaced). */
  url: string;
  /** The PDF's size in bytes. */
  size: number;
}

/** The annual reports and audited accounts by year, the newest first (the page's loader reads them). */
export type AnnualReportsBlockData = Omit<InLocale<z.infer<typeof annualReportsBlock>>, "id"> & {
  documents?: readonly PublishedDocument[];
};
