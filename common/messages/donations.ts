/**
 * The message catalogue of "Need an 80G receipt?" (issue 47): what a donor is told
 * while asking for a receipt, by the form in the browser and by the API alike. Texts
 * with a figure in them are templates (`fill`, ../fill.ts), so the Hindi catalogue
 * (hi/donations.ts) can give its own.
 */
export const donationMessages = {
  validation: {
    nameRequired: "Name as on PAN is required",
    panRequired: "PAN is required",
    panShape: "Enter the PAN as on the card: 5 letters, 4 digits and a letter, e.g. ABCPE1234F",
    panHolderType: "This PAN's 4th letter is not one the Income Tax Department uses: check it",
    panNameLetter: "The PAN's 5th letter is the first letter of your surname: check the PAN and the name",
    emailRequired: "Email is required",
    emailInvalid: "Invalid email address",
    addressRequired: "Address is required: it is printed on the receipt and reported in Form 10BD",
    citizenRequired: "Please say whether you are an Indian citizen",
    amountInvalid: "Enter the amount in rupees, e.g. 5000",
    /** `fill(amountTooLarge, { max })`: the figure with Indian grouping. */
    amountTooLarge: "For gifts over ₹{max}, please write to us",
    utrInvalid: "Enter the 12-digit UPI reference (UTR) from your payment app",
    consentRequired: "Please accept the privacy policy",
    /** `fill(tooLong, { max })`. */
    tooLong: "Please keep this under {max} characters",
  },
  /** A foreign citizen (OCI and PIO card holders included), when the foundation has no FCRA registration. */
  foreignCitizen:
    "Thank you for wanting to help. The foundation is not registered under the Foreign Contribution (Regulation) Act, so it cannot accept gifts from foreign citizens, including OCI and PIO card holders. Please do not pay: a gift we cannot accept has to be returned.",
  sending: "Sending...",
  failure: "Your request could not be sent. Please try again.",
  /** Sent with no connection: kept on the page (the code is needed before paying, which needs the network too). */
  offline:
    "You are offline, so nothing was sent; what you typed is still here. Send it once you are connected: you need your code before you pay.",
  /** A refusal whose reasons are beside their fields. */
  checkFields: "Please check the fields marked above.",
  /** The pledge's code was not found, or its link is wrong. */
  notFound: "This receipt request was not found. Please check the link in your e-mail.",
  utrTaken: "This UPI reference is already recorded for another gift.",
  utrSaved: "Thank you: the UPI reference is saved. Your receipt follows once the payment reaches our account.",
  alreadyReceived: "Your gift has been received and your receipt sent: nothing more is needed.",
  requested: "Thank you: your request is received, and your code is on its way to your e-mail.",
} as const;
