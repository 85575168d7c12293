/** Hindi lines around a newsletter issue sent to a subscriber who signed up on the Hindi pages (../newsletter-mail.ts). */
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
