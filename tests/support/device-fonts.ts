/**
 * Which Devanagari font a Hindi page is drawn in (decision 050): the device's own
 * Noto Sans Devanagari when it has one (app.css names it with local()), else the
 * subset the site serves. Tests of the second case take the device's copy away by
 * serving the stylesheet without its local() sources.
 */
import { execFileSync } from "node:child_process";
import type { BrowserContext } from "@playwright/test";

/** Whether this machine (the browser's) has Noto Sans Devanagari, as Android phones and CI do. */
export function deviceHasNotoDevanagari(): boolean {
  try {
    return execFileSync("fc-list", [":family=Noto Sans Devanagari", "family"], { encoding: "utf8" }).trim() !== "";
  } catch {
    // No fontconfig: not a Linux machine with fonts we can list.
    return false;
  }
}

/** The stylesheet's @font-face sources without the device's copies: the site's own files are then used. */
const withoutLocalSources = (css: string) => css.replace(/local\([^)]*\),\s*/g, "");

/**
 * From now on, pages in `context` get a stylesheet whose Devanagari faces name no
 * local font, as on a device without one. (Routing turns the browser's HTTP cache off.)
 */
export async function asDeviceWithoutDevanagari(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
    const response = await route.fetch();
    const css = withoutLocalSources(await response.text());
    if (css.includes("local(")) throw new Error("app.css names a local font this helper does not remove");
    await route.fulfill({ response, body: css });
  });
}
