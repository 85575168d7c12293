/**
 * Accessibility check with axe-core: loads node_modules/axe-core/axe.min.js into
 * the page and fails on any serious or critical violation (WCAG 2.x A/AA rules
 * and axe's best practices).
 *
 * The script is evaluated through the DevTools protocol rather than added with
 * `page.addScriptTag`: our enforcing Content-Security-Policy (hashes only) rightly
 * blocks an injected inline <script>, which would also log a console error.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** What to check: the whole document by default; `exclude` leaves out parts owned and checked elsewhere. */
export interface AxeScope {
  include?: string[];
  exclude?: string[];
}

/** Serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page, scope: AxeScope | string = {}): Promise<AxeViolation[]> {
  const context = typeof scope === "string" ? { include: [scope] } : scope;
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const ctx = {
      include: context.include?.map((selector) => [selector]) ?? [["html"]],
      exclude: context.exclude?.map((selector) => [selector]) ?? [],
    };
    const result = await axe.run(ctx, { resultTypes: ["violations"] });
    return result.violations;
  }, context);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * Fails the test with a readable list when the page has a serious or critical axe
 * violation. `scope` is a CSS selector to check only that part, or include/exclude lists.
 */
export async function expectNoSeriousA11yViolations(page: Page, scope?: AxeScope | string): Promise<void> {
  const violations = await axeViolations(page, scope);
  const summary = violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`).join("\n")}`,
  );
  expect(summary, "serious or critical axe-core violations").toEqual([]);
}
