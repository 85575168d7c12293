/** Home's UPI donation section: amounts and their QR codes, which the page's loader builds (`homeLoader`). */
export interface DonationBlockData {
  kind: "donation";
}
