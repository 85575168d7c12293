/**
 * File answers of custom forms: the uploaded file of a question replaces what the
 * browser said about it (name, size and type come from the bytes received; only
 * lastModified is the browser's), and the stored keys are found again when a
 * response or form is deleted. Files are stored under "form-answers/", served to
 * the admin only.
 */
import { sql } from "drizzle-orm";
import { fill } from "#common/fill";
import { formMessages as messages } from "#common/messages/forms";
import type { AnswerValue, FileAnswer, FormField } from "#common/schemas/forms";
import { type FormAnswer, formResponses } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import type { FileKind } from "../media/file-signature.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { Transaction } from "../media/upload-batch.ts";

export const ANSWER_FILE_PREFIX = "form-answers";

/** How one answer reads as text (a CSV cell, a copy of a person's data): choices joined, a file by its name. */
export function answerAsText(value: FormAnswer | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join("; ");
  return value.name;
}
/** What a file question accepts, told by the bytes: documents and photos. */
export const ANSWER_FILE_KINDS: readonly FileKind[] = ["pdf", "doc", "docx", "jpeg", "png", "webp", "gif"];

const isFile = (value: unknown): value is FileAnswer =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "name" in value;

/**
 * Puts each uploaded file in its question's answer. Answers to file questions that
 * describe a file which did not come with the request are refused: an answer must
 * never point at nothing.
 */
export function withUploadedFiles(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  files: readonly SpooledFile[],
): Record<string, unknown> {
  const merged = { ...values };
  const errors: Record<string, string> = {};
  const byField = new Map<string, SpooledFile>();
  for (const file of files) {
    const field = fields.find((f) => f.id === file.field && f.type === "file");
    if (!field || byField.has(file.field))
      throw new DomainError("invalid", messages.server.unknownFileField(file.filename));
    byField.set(file.field, file);
  }
  for (const field of fields) {
    if (field.type !== "file") continue;
    const file = byField.get(field.id);
    const claimed = values[field.id];
    if (file) {
      const lastModified = isFile(claimed) && Number.isFinite(claimed.lastModified) ? claimed.lastModified : 0;
      merged[field.id] = { name: file.filename, size: file.size, type: "", lastModified };
    } else if (isFile(claimed)) {
      errors[field.id] = fill(messages.answer.fileMissing, { label: field.label });
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new DomainError("invalid", `Validation errors: ${Object.values(errors).join("; ")}`, errors);
  }
  return merged;
}

/** Storage keys of the files a response's answers point at. */
export function answerFileKeys(values: Record<string, FormAnswer | AnswerValue>): string[] {
  return Object.values(values).flatMap((value) => (isFile(value) && value.key ? [value.key] : []));
}

/** Of `keys`, those no stored response points at any more (the same bytes are stored once). */
export async function unreferencedKeys(tx: Transaction, keys: readonly string[]): Promise<string[]> {
  const unused: string[] = [];
  for (const key of new Set(keys)) {
    const [stillUsed] = await tx
      .select({ id: formResponses.id })
      .from(formResponses)
      .where(
        sql`jsonb_path_exists(${formResponses.values}, '$.*.key ? (@ == $k)', jsonb_build_object('k', ${key}::text))`,
      )
      .limit(1);
    if (!stillUsed) unused.push(key);
  }
  return unused;
}
