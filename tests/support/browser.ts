/**
 * How tests and scripts launch Chromium: the system browser (Debian's chromium,
 * or CHROME_PATH), never a downloaded one, with the flags this sandbox needs.
 */
import { existsSync } from "node:fs";

export function chromiumExecutable(): string {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
  return found;
}

/**
 * Features turned off: Playwright's own list (playwright-core's chromiumSwitches.ts, 1.65),
 * because Chromium reads only the last --disable-features it is given, and then the
 * address bar's drop-down. Chromium 156 draws that drop-down as two pages of its own
 * (chrome://omnibox-popup.top-chrome) in every window, headless too, and they used
 * more processor than the page under test: turned off, two spec files took 216 s
 * instead of 339 s on CI's two cores (decision 094).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

/** The address bar's drop-down pages, off in every Chromium the tests and scripts start. */
export const ADDRESS_BAR_PAGES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumExecutable(),
    args: [
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_PAGES].join(",")}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  };
}
