import { describe, expect, it } from "vitest";
import { auditTargetWords, shortReference } from "./audit-target";

const APPLICATION = "3f2a9c1b-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const RESPONSE = "9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a";

describe("what the Audit log says an entry was about", () => {
  it("names the record by the words the entry kept, linking every entry about it", () => {
    expect(auditTargetWords({ targetKind: "applications", targetId: APPLICATION, targetLabel: "Kamla D." })).toEqual({
      kind: "Applications",
      name: "Kamla D.",
      href: `/admin/audit?targetKind=applications&targetId=${APPLICATION}`,
    });
  });

  it("falls back to a short reference when no words were kept (an older entry, an erased person's)", () => {
    const words = auditTargetWords({ targetKind: "contact", targetId: APPLICATION, targetLabel: null });
    expect(words.kind).toBe("Messages");
    expect(words.name).toBe("record 3f2a9c1b");
    expect(words.name).not.toContain(APPLICATION);
  });

  it("says only the kind of a list read, and the words alone of a target without an id", () => {
    expect(auditTargetWords({ targetKind: "contact", targetId: null, targetLabel: null })).toEqual({
      kind: "Messages",
      name: undefined,
      href: undefined,
    });
    expect(auditTargetWords({ targetKind: "personal-data", targetId: null, targetLabel: "ka…@example.in" })).toEqual({
      kind: "A person's data",
      name: "ka…@example.in",
      href: undefined,
    });
  });

  it("shows an unknown kind as it is", () => {
    expect(auditTargetWords({ targetKind: "test", targetId: null, targetLabel: null }).kind).toBe("test");
  });
});

describe("shortReference", () => {
  it("is the first eight characters of the last id of the path, or a name as it is", () => {
    expect(shortReference(APPLICATION.toUpperCase())).toBe("3f2a9c1b");
    expect(shortReference(`${APPLICATION}/${RESPONSE}`)).toBe("9e8d7c6b");
    expect(shortReference("page-home")).toBe("page-home");
  });
});
