/** Hindi words of the pages a subscriber opens from the e-mail (../newsletter-pages.ts). */
import type { Translation } from "../../translation.ts";
import type * as english from "../newsletter-pages.ts";

export const newsletterPageMessages = {
  confirm: {
    title: "अपनी सदस्यता पक्की करें",
    heading: "अपनी सदस्यता पक्की करें",
    text: "बस एक क्लिक, और आपको हमारी कक्षाओं और गाँवों की कहानियाँ मिलने लगेंगी, लगभग महीने में एक बार।",
    button: "हाँ, मेरी सदस्यता पक्की करें",
    doneHeading: "आपकी सदस्यता पक्की हो गई",
    doneText: "धन्यवाद! आपका पता पक्का हो गया है। हमारा अगला न्यूज़लेटर जल्द ही आप तक पहुँचेगा।",
    invalidHeading: "यह लिंक अब काम नहीं करता",
    invalidText:
      "इसका इस्तेमाल पहले ही हो चुका है या इसकी समय-सीमा खत्म हो गई है। अगर आप अब भी हमारा न्यूज़लेटर चाहते हैं, तो किसी भी पेज के नीचे दिए खाने से फिर से सदस्यता लें।",
  },
  unsubscribe: {
    title: "सदस्यता छोड़ें",
    heading: "न्यूज़लेटर की सदस्यता छोड़ें",
    text: "बटन दबाएँ, हम आपको ई-मेल भेजना बंद कर देंगे और आपका पता मिटा देंगे।",
    button: "सदस्यता छोड़ें",
    doneHeading: "आपकी सदस्यता खत्म हो गई",
    doneText: "आपका पता हटा दिया गया है। अब आपको हमारा न्यूज़लेटर नहीं मिलेगा।",
    invalidHeading: "यह लिंक अब काम नहीं करता",
    invalidText: "इसका इस्तेमाल पहले ही हो चुका है या इसकी समय-सीमा खत्म हो गई है, इसलिए शायद यह पता पहले ही हटाया जा चुका है।",
  },
  home: "होम पेज पर वापस जाएँ",
} satisfies Translation<typeof english.newsletterPageMessages>;
