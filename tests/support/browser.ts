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

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumExecutable(),
    args: [
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
