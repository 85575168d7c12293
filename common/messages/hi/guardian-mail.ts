/** Hindi words of the e-mail to an under-18 applicant's parent or guardian (../guardian-mail.ts). */
import type { guardianMail as english, GuardianMailFacts } from "../guardian-mail.ts";

export const guardianMail: typeof english = {
  subject: ({ site, child }) => `कृपया ${site} में ${child} के आवेदन की पुष्टि करें`,
  text: (f: GuardianMailFacts) =>
    [
      `नमस्ते ${f.guardian},`,
      "",
      `${f.child} (${f.childEmail}) ने ${f.site} के साथ स्वयंसेवा, इंटर्नशिप या काम के लिए आवेदन किया है, अपनी उम्र ${f.age} साल बताई है, और आपको अपना माता-पिता या अभिभावक बताया है।`,
      "",
      "भारत का डेटा संरक्षण कानून 18 साल से कम उम्र के किसी व्यक्ति का आवेदन पढ़ने से पहले माता-पिता या अभिभावक की सहमति माँगता है। आपकी पुष्टि से पहले फ़ाउंडेशन में कोई भी इसे नहीं देखता।",
      "",
      `अगर आप सहमत हैं कि हम ${f.child} के आवेदन पर विचार करने और इसके बारे में उनसे संपर्क करने के लिए इसका इस्तेमाल करें, जैसा हमारी गोपनीयता सूचना (${f.privacyUrl}) में बताया गया है, तो यह लिंक खोलें और पेज पर बटन दबाएँ:`,
      f.confirmUrl,
      "",
      `अगर आप कुछ नहीं करते, तो आवेदन ${f.days} दिन में मिटा दिया जाएगा। अगर आपको इस ई-मेल की उम्मीद नहीं थी, तो आपको कुछ करने की ज़रूरत नहीं है।`,
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};
