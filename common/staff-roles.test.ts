import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PERMISSIONS, permissionsOf, ROLE_NAMES, readsPersonalData, roleMay, STAFF_ROLES } from "./staff-roles.ts";

/** The matrix as docs/staff-roles.md writes it. */
function matrixInWords(): string {
  const rows = [
    `| Permission | What it allows | ${STAFF_ROLES.map((role) => ROLE_NAMES[role]).join(" | ")} | Person's data |`,
    `|---|---|${STAFF_ROLES.map(() => ":-:").join("|")}|:-:|`,
  ];
  for (const [permission, { roles, what }] of Object.entries(PERMISSIONS)) {
    const marks = STAFF_ROLES.map((role) => ((roles as readonly string[]).includes(role) ? "yes" : ""));
    const personal = readsPersonalData(permission as keyof typeof PERMISSIONS) ? "yes" : "";
    rows.push(`| \`${permission}\` | ${what} | ${marks.join(" | ")} | ${personal} |`);
  }
  return rows.join("\n");
}

describe("the staff roles", () => {
  it("are documented in docs/staff-roles.md exactly as the code's table says", () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, "../docs/staff-roles.md"), "utf8");
    expect(doc).toContain(matrixInWords());
  });

  it("give an Administrator everything, and a Viewer and an Editor no person's data", () => {
    expect(permissionsOf("administrator")).toEqual(Object.keys(PERMISSIONS));
    for (const role of ["viewer", "editor"] as const) {
      expect(permissionsOf(role).filter(readsPersonalData)).toEqual([]);
    }
    expect(roleMay("coordinator", "inbox.read")).toBe(true);
    expect(roleMay("coordinator", "posts.write")).toBe(false);
    expect(roleMay("viewer", "staff.manage")).toBe(false);
  });
});
