/**
 * A search from a Hindi page stays in Hindi (issue 41): the header's box on /hi
 * opens /hi/search, and a Hindi word finds the Hindi page by its Hindi title.
 */
import { chrome as hindiChrome } from "~/content/hi/site-chrome";
import { expect, test } from "./fixtures.ts";

test("शिक्षा typed on /hi finds /hi/Education, on the Hindi results page", async ({ page }) => {
  await page.goto("/hi");
  const box = page.getByRole("search", { name: hindiChrome.searchLabel }).getByRole("searchbox");
  await box.fill("शिक्षा");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/hi\/search\?q=/);
  const result = page.getByRole("link", { name: "शिक्षा की पहल" });
  await expect(result).toHaveAttribute("href", "/hi/Education");
  await result.click();
  await expect(page).toHaveURL(/\/hi\/Education$/);
});
