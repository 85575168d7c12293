/** Hindi words of the footer's newsletter box (../newsletter.ts). */
import type { Translation } from "../../translation.ts";
import type * as english from "../newsletter.ts";

export const newsletterMessages = {
  validation: {
    emailRequired: "ई-मेल पता भरना ज़रूरी है",
    emailInvalid: "ई-मेल पता सही नहीं है",
    tooLong: "कृपया इसे {max} अक्षरों से छोटा रखें",
  },
  subscribed: {
    confirmByMail: "धन्यवाद! कृपया अपना इनबॉक्स देखें और हमारे भेजे लिंक से अपनी सदस्यता पक्की करें।",
    noMail: "सदस्यता लेने के लिए धन्यवाद! हम आपको खबर देते रहेंगे।",
  },
  failure: "अभी आपकी सदस्यता नहीं हो सकी। कृपया फिर से कोशिश करें।",
  offline: "लगता है आप ऑफ़लाइन हैं। कृपया इंटरनेट से जुड़कर फिर से कोशिश करें।",
  sending: "सदस्यता ली जा रही है…",
  tooMany: {
    one: "यहाँ से थोड़ी ही देर में बहुत सारी सदस्यताएँ ली गई हैं। कृपया {n} मिनट रुककर फिर से कोशिश करें।",
    other: "यहाँ से थोड़ी ही देर में बहुत सारी सदस्यताएँ ली गई हैं। कृपया {n} मिनट रुककर फिर से कोशिश करें।",
  },
} satisfies Translation<typeof english.newsletterMessages>;
