import { describe, expect, it } from "vitest";
import { contentScreenOfPath, legacyTabRedirect, tabOfPath, tabsFor } from "./admin-tabs";

describe("the admin's tabs", () => {
  it("shows the Site content tab for each of its screens, which keep their addresses", () => {
    for (const path of [
      "/admin/content",
      "/admin/pages",
      "/admin/pages/education",
      "/admin/site",
      "/admin/reports",
      "/admin/jobs",
      "/admin/faqs",
    ])
      expect(tabOfPath(path)).toBe("content");
    expect(tabOfPath("/admin/settings")).toBe("settings");
    // The Administrator's Staff and Audit log are screens of Settings: the tab bar keeps its eight tabs.
    expect(tabOfPath("/admin/staff")).toBe("settings");
    expect(tabOfPath("/admin/audit")).toBe("settings");
    expect(tabOfPath("/admin")).toBe("overview");
    for (const path of ["/admin/donations", "/admin/donations/new", "/admin/donations/receipts"])
      expect(tabOfPath(path)).toBe("donations");
    expect(contentScreenOfPath("/admin/pages/education")).toBe("pages");
    expect(contentScreenOfPath("/admin/content")).toBeUndefined();
  });

  it("offers the Donations tab only to a role that may read the donors' data", () => {
    expect(tabsFor(["donations.read", "pages.read"])).toContain("donations");
    expect(tabsFor(["pages.read", "inbox.read"])).not.toContain("donations");
  });

  it("sends an old ?tab= link to the screen it named", () => {
    expect(legacyTabRedirect(new URL("https://example.org/admin?tab=jobs"))).toBe("/admin/jobs");
    expect(legacyTabRedirect(new URL("https://example.org/admin?tab=forms&action=create"))).toBe(
      "/admin/forms?action=create",
    );
    expect(legacyTabRedirect(new URL("https://example.org/admin?tab=nothing"))).toBe("/admin");
  });
});
