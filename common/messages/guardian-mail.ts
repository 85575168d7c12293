/**
 * The e-mail an under-18 applicant's parent or guardian receives (issue 42): who
 * applied, why their consent is asked, the link to give it, and what happens
 * without it. Both languages here (guardianMailHindi): it is made on the
 * server, in the language of the page the application came from, and never sent to a page.
 */
export interface GuardianMailFacts {
  site: string;
  guardian: string;
  child: string;
  childEmail: string;
  age: number;
  confirmUrl: string;
  privacyUrl: string;
  days: number;
}

export const guardianMail = {
  subject: ({ site, child }: Pick<GuardianMailFacts, "site" | "child">) =>
    `Please confirm ${child}'s application to ${site}`,
  text: (f: GuardianMailFacts) =>
    [
      `Hello ${f.guardian},`,
      "",
      `${f.child} (${f.childEmail}) has applied to volunteer, intern or work with ${f.site}, and told us they are ${f.age}, and named you as their parent or guardian.`,
      "",
      "India's data protection law asks for a parent's or guardian's consent before we read the application of someone under 18. Nobody at the foundation sees it until you confirm.",
      "",
      `If you agree that we use ${f.child}'s application to consider it and to contact them about it, as our privacy notice explains (${f.privacyUrl}), open this link and press the button on the page:`,
      f.confirmUrl,
      "",
      `If you do nothing, the application is deleted in ${f.days} days. If you did not expect this e-mail, you need not do anything.`,
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};

/** The same in Hindi, for an application sent from a /hi page. */
export const guardianMailHindi: typeof guardianMail = {
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
