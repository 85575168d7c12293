import { describe, expect, it } from "vitest";
import { donationQrCodes } from "~/lib/donation.server";
import { shownOnNewSite } from "~/lib/page-document-for-test";
import { donationLink } from "~/lib/upi";
import { blockOf, count, renderForTest, testSite } from "../render-for-test";
import { DonationBlock } from "./donation-block";

const { blocks } = shownOnNewSite("home");
const donation = blockOf(blocks, "donation");
const [first] = donation.amounts;
if (!first) throw new Error("Home offers amounts");

describe("DonationBlock", () => {
  it("draws the page's amounts, paid to the site's UPI ID, with the QR code the loader drew for the first", () => {
    const qrCodes = donationQrCodes(testSite, blocks);
    const html = renderForTest(<DonationBlock block={{ ...donation, qrCodes }} />);
    expect(html).toContain('id="donate"');
    for (const option of donation.amounts) expect(html).toContain(option.impact);
    expect(count(html, /name="donation-amount"/g)).toBe(donation.amounts.length);
    expect(html).toContain(testSite.upiId);
    expect(html).toContain('data-testid="upi-qr" data-amount="500"');
    expect(html).toContain('aria-label="UPI QR code to donate ₹500 to pragati@sbi"');
    expect(html).toContain(`href="${donationLink(testSite, 500, "Donation").replaceAll("&", "&amp;")}"`);
  });

  it("shows the UPI ID in place of a QR code the loader did not draw, and an amount changed by the staff", () => {
    const changed = { ...donation, amounts: [{ ...first, id: "750", amount: 750, label: "₹750" }] };
    const html = renderForTest(<DonationBlock block={changed} />);
    expect(html).toContain('data-testid="upi-qr-placeholder"');
    expect(html).toContain(donation.card.placeholder);
    expect(html).toContain("am=750.00");
    expect(html).toContain(">₹750</span>");
  });

  it("is in Hindi on Hindi pages, the QR code's label in Hindi order", () => {
    const hindi = blockOf(shownOnNewSite("home", "hi").blocks, "donation");
    const html = renderForTest(<DonationBlock block={{ ...hindi, qrCodes: donationQrCodes(testSite, [hindi]) }} />, {
      url: "/hi",
    });
    expect(html).toContain(">राशि चुनें</legend>");
    expect(html).toContain('aria-label="pragati@sbi को ₹500 दान करने के लिए UPI QR कोड"');
    // The note in the UPI link stays English: some UPI apps refuse other letters in it.
    expect(html).toContain("tn=Donation");
  });
});
