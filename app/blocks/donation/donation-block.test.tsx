import { describe, expect, it } from "vitest";
import { home } from "~/content/home";
import { donationOptions } from "~/lib/donation.server";
import { renderForTest, testSite } from "../render-for-test";
import { DonationBlock } from "./donation-block";

describe("DonationBlock", () => {
  it("draws the amounts of the page's loader data, paid to the site's UPI ID", () => {
    const donation = donationOptions(testSite, home.donation.amounts, home.donation.note);
    const html = renderForTest(<DonationBlock block={{ kind: "donation" }} />, { data: { donation } });
    expect(html).toContain('id="donate"');
    for (const option of home.donation.amounts) expect(html).toContain(option.impact);
    expect(html).toContain(testSite.upiId);
  });
});
