/**
 * The e-mail that carries a donor's Form 10BE certificate (issue 47): the certificate the
 * Income Tax portal made after the foundation filed Form 10BD, which the donor needs
 * with the receipt to claim the 80G deduction. Both languages here, like pledge-mail.ts:
 * it is written on the server, in the language the donor asked for their receipt in.
 */
export interface Form10beMailFacts {
  site: string;
  name: string;
  /** "2026-27" */
  year: string;
  /** "Assessment year 2027-28": the year the donor's return claims the deduction in. */
  assessmentYear: string;
}

export const form10beMail = {
  subject: ({ site, year }: Pick<Form10beMailFacts, "site" | "year">) =>
    `Your Form 10BE certificate for ${year} from ${site}`,
  text: (f: Form10beMailFacts) =>
    [
      `Hello ${f.name},`,
      "",
      `Thank you again for your support in the financial year ${f.year}. Attached is your Form 10BE: the certificate of your donations that the Income Tax Department issued after we filed our statement of donations (Form 10BD).`,
      "",
      `To claim the deduction under section 80G in your return for assessment year ${f.assessmentYear}, keep this certificate with your receipts. The donations it lists are already reported to the Department under your PAN.`,
      "",
      "If anything in it is wrong, reply to this e-mail and we will have it corrected.",
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};

/** The same in Hindi, for a donor who asked in Hindi. */
export const form10beMailHindi: typeof form10beMail = {
  subject: ({ site, year }) => `${site} से वित्त वर्ष ${year} का आपका फ़ॉर्म 10BE प्रमाणपत्र`,
  text: (f: Form10beMailFacts) =>
    [
      `नमस्ते ${f.name},`,
      "",
      `वित्त वर्ष ${f.year} में आपके सहयोग के लिए फिर से धन्यवाद। साथ में आपका फ़ॉर्म 10BE है: आपके दान का वह प्रमाणपत्र जो आयकर विभाग ने हमारे दान के विवरण (फ़ॉर्म 10BD) दाखिल करने के बाद जारी किया।`,
      "",
      `कर निर्धारण वर्ष ${f.assessmentYear} के अपने रिटर्न में धारा 80G की कटौती के लिए यह प्रमाणपत्र अपनी रसीदों के साथ रखें। इसमें दर्ज दान आपके PAN के साथ विभाग को पहले ही बताए जा चुके हैं।`,
      "",
      "अगर इसमें कुछ गलत हो, तो इस ई-मेल का जवाब दें; हम उसे ठीक करवाएँगे।",
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};
