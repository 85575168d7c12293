import { fill } from "#common/fill";
import { megabytesShown } from "#common/upload-limits";
import { Icon } from "~/components/ui/icon";
import { BlockSection } from "../block-section";
import { centredCards } from "../centred-cards";
import type { AnnualReportsBlockData, PublishedDocument } from "./type";

/** The documents in their order (the newest year first), grouped by year. */
function byYear(documents: readonly PublishedDocument[]) {
  const years = new Map<string, PublishedDocument[]>();
  for (const document of documents)
    years.set(document.financialYear, [...(years.get(document.financialYear) ?? []), document]);
  return [...years];
}

/**
 * The annual reports and audited accounts, a card per financial year, the newest first,
 * each a download link with its size; the empty state until one is uploaded.
 */
export function AnnualReportsBlock({ block }: { block: AnnualReportsBlockData }) {
  const documents = block.documents ?? [];
  return (
    <BlockSection block={block}>
      {documents.length === 0 ? (
        <p className="mx-auto max-w-3xl rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-center text-slate-700">
          {block.empty}
        </p>
      ) : (
        <ul className={`mx-auto max-w-5xl ${centredCards.list}`}>
          {byYear(documents).map(([year, inYear]) => (
            <li
              key={year}
              className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${centredCards.card}`}
            >
              <h3 className="text-lg font-bold text-slate-900">{fill(block.year, { year })}</h3>
              <ul className="mt-3 space-y-2">
                {inYear.map((document) => (
                  <li key={document.url}>
                    <a
                      href={document.url}
                      type="application/pdf"
                      className="flex min-h-11 items-start gap-3 rounded-lg py-1.5 text-brand-800 hover:underline underline-offset-4"
                    >
                      <Icon name="file-down" className="mt-0.5 size-5 shrink-0" />
                      <span>
                        <span className="block font-semibold">
                          {document.title || `${block.kinds[document.kind]} ${document.financialYear}`}
                        </span>
                        <span className="block text-sm text-slate-600">
                          {fill(block.size, { size: megabytesShown(document.size) })}
                        </span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
