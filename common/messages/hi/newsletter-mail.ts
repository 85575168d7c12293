/** Hindi mail for a subscriber who signed up on the Hindi pages: the confirmation, and the lines around an issue (../newsletter-mail.ts). */
import type { Translation } from "../../translation.ts";
import type * as english from "../newsletter-mail.ts";

export const newsletterIssueMail = {
  readOnline: "वेबसाइट पर पढ़ें:",
  readOnlineLink: "वेबसाइट पर पढ़ें",
  why: "आपको यह इसलिए मिला क्योंकि आपने {site} का न्यूज़लेटर पाने के लिए सदस्यता ली थी।",
  unsubscribe: "सदस्यता छोड़ें:",
  unsubscribeLink: "सदस्यता छोड़ें",
  test: "[टेस्ट]",
} satisfies Translation<typeof english.newsletterIssueMail>;

/** The confirmation e-mail, in Hindi. */
export const newsletterMail = {
  subject: (site: string) => `कृपया ${site} के न्यूज़लेटर की सदस्यता की पुष्टि करें`,
  text: (site: string, confirmUrl: string, unsubscribeUrl: string, days: number) =>
    [
      "नमस्ते,",
      "",
      `किसी ने, शायद आपने, इस पते पर ${site} का न्यूज़लेटर पाने के लिए कहा है।`,
      "पुष्टि करने के लिए यह लिंक खोलें:",
      confirmUrl,
      "",
      `यह लिंक ${days} दिन तक काम करेगा। अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: हम आपको दोबारा नहीं लिखेंगे।`,
      "",
      "-- ",
      `${site} से ई-मेल पाना बंद करने के लिए: ${unsubscribeUrl}`,
      "",
    ].join("\n"),
} satisfies Translation<typeof english.newsletterMail>;
