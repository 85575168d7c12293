/**
 * Templates with a figure or a name in them (`fill`, `fillPlural`): they live in
 * common/fill.ts, since the message catalogues the server shares (common/messages/)
 * hold templates too.
 */
export { fill, fillPlural, type PluralWords, type TemplateValues } from "#common/fill";
