/**
 * The admin's forms come from the content model's schemas (issue 41): this walks a
 * zod object schema into the fields a form shows (a text, a localized text with its
 * English and Hindi side by side, a group of fields), with the labels and help the
 * model registered (`fieldMeta`, common/content-model/localized.ts) and the limits
 * its checks carry. No form is written field by field, so a field added to the
 * model is in the form.
 */
import type { z } from "zod";
import { type FieldMeta, fieldMeta } from "#common/content-model/localized";

export type ModelField =
  | { kind: "text"; path: string; meta: FieldMeta; max?: number; required: boolean }
  | { kind: "localized"; path: string; meta: FieldMeta; max?: number; required: boolean }
  | { kind: "group"; path: string; meta: FieldMeta; fields: ModelField[] };

type AnySchema = z.ZodType & { def: { type: string; innerType?: AnySchema; shape?: Record<string, AnySchema> } };

/** Through `.default()` and `.optional()` to the schema that describes the value. */
function inner(schema: AnySchema): AnySchema {
  const { type, innerType } = schema.def;
  return (type === "default" || type === "optional") && innerType ? inner(innerType) : schema;
}

function lengths(schema: AnySchema): { max?: number; required: boolean } {
  const text = inner(schema) as unknown as { minLength?: number | null; maxLength?: number | null };
  return { max: text.maxLength ?? undefined, required: (text.minLength ?? 0) > 0 };
}

const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

export function modelFields(schema: z.ZodObject, parent = ""): ModelField[] {
  const fields: ModelField[] = [];
  for (const [key, child] of Object.entries(schema.shape as Record<string, AnySchema>)) {
    const path = join(parent, key);
    const meta = fieldMeta.get(child) ?? { label: key };
    const value = inner(child);
    if (meta.localized) {
      const english = (value as unknown as z.ZodObject).shape.en as AnySchema;
      fields.push({ kind: "localized", path, meta, ...lengths(english) });
    } else if (value.def.type === "object") {
      fields.push({ kind: "group", path, meta, fields: modelFields(value as unknown as z.ZodObject, path) });
    } else if (value.def.type === "string") {
      fields.push({ kind: "text", path, meta, ...lengths(value) });
    } else {
      throw new Error(`The admin's form has no field for ${path} (${value.def.type})`);
    }
  }
  return fields;
}

/** The value at a dotted path ("officeHours.weekdays"). */
export function valueAt(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);
}

/** A copy of `value` with `path` set to `next`. */
export function withValueAt<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  const current = (value ?? {}) as Record<string, unknown>;
  return { ...current, [key]: rest.length === 0 ? next : withValueAt(current[key], rest.join("."), next) } as T;
}

/** Every field, groups opened, with the labels of the groups it is in (for lists of changes and of Hindi out of date). */
export function flatFields(fields: ModelField[], groups: string[] = []): { field: ModelField; label: string }[] {
  return fields.flatMap((field) =>
    field.kind === "group"
      ? flatFields(field.fields, [...groups, field.meta.label])
      : [{ field, label: [...groups, field.meta.label].join(" › ") }],
  );
}
