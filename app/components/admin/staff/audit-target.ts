/**
 * What an audit entry was about, as the Audit log screen says it (decision 092): the
 * kind in words, the name the entry recorded (a post's title, "Kamla D.") or, when it
 * has none (an entry from before names were kept, a record since erased), a short
 * reference to the record, and the address of every entry about the same record.
 */
import type { AuditEventView } from "#common/schemas/staff";
import { auditText as text } from "~/content/admin/staff";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "3f2a9c1b" for a record's UUID (the last of its path's ids): a whole UUID is noise to a reader. */
export function shortReference(targetId: string): string {
  const last = targetId.split("/").at(-1) ?? targetId;
  return UUID.test(last) ? last.slice(0, 8).toLowerCase() : last;
}

export interface AuditTargetWords {
  kind: string;
  /** Undefined when the entry is about no one record (a list read, a sign-out). */
  name: string | undefined;
  /** The Audit log filtered to this record; undefined without a record. */
  href: string | undefined;
}

export function auditTargetWords(
  entry: Pick<AuditEventView, "targetKind" | "targetId" | "targetLabel">,
): AuditTargetWords {
  const kind = text.kinds[entry.targetKind] ?? entry.targetKind;
  if (!entry.targetId) return { kind, name: entry.targetLabel ?? undefined, href: undefined };
  const filter = new URLSearchParams({ targetKind: entry.targetKind, targetId: entry.targetId });
  return {
    kind,
    name: entry.targetLabel ?? text.reference(shortReference(entry.targetId)),
    href: `/admin/audit?${filter}`,
  };
}
