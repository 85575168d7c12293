/**
 * The e-mail that carries a donor's 80G receipt (issue 47), its PDF attached, with a
 * link that downloads it again for a while. In the language the donor asked in; the
 * receipt itself is English (decision 105), and the mail says so in Hindi.
 */
export interface ReceiptMailFacts {
  site: string;
  name: string;
  number: string;
  /** "₹5,000" */
  amount: string;
  /** The day the gift came, written out. */
  received: string;
  copyUrl: string;
  /** The link's last day, written out. */
  copyUntil: string;
  /** The foundation's address for questions. */
  email: string;
}

export const receiptMail = {
  subject: ({ site, number }: Pick<ReceiptMailFacts, "site" | "number">) => `Your 80G receipt ${number} from ${site}`,
  text: (f: ReceiptMailFacts) =>
    [
      `Hello ${f.name},`,
      "",
      `Thank you for your gift of ${f.amount}, received on ${f.received}. Your receipt ${f.number} under section 80G of the Income Tax Act is attached to this e-mail, as a PDF.`,
      "",
      `You can download it again from this link until ${f.copyUntil}:`,
      f.copyUrl,
      "",
      "After we file Form 10BD for this financial year (by 31 May), the Income Tax portal issues your certificate in Form 10BE, which we send you too: keep it with this receipt to claim the deduction.",
      "",
      `If anything on the receipt is wrong, reply to ${f.email} and we will correct it.`,
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};

/** The same in Hindi, for a donor who asked from a /hi page. */
export const receiptMailHindi: typeof receiptMail = {
  subject: ({ site, number }) => `${site} से आपकी 80G रसीद ${number}`,
  text: (f: ReceiptMailFacts) =>
    [
      `नमस्ते ${f.name},`,
      "",
      `${f.received} को मिले आपके ${f.amount} के दान के लिए धन्यवाद। आयकर अधिनियम की धारा 80G के तहत आपकी रसीद ${f.number} इस ई-मेल के साथ PDF में संलग्न है (रसीद अंग्रेज़ी में है, जैसी आयकर पोर्टल पर चाहिए)।`,
      "",
      `${f.copyUntil} तक आप इसे इस लिंक से फिर से डाउनलोड कर सकते हैं:`,
      f.copyUrl,
      "",
      "इस वित्त वर्ष का फ़ॉर्म 10BD भरने (31 मई तक) के बाद आयकर पोर्टल आपका फ़ॉर्म 10BE प्रमाणपत्र जारी करता है, जो हम आपको भेजेंगे: कटौती का दावा करने के लिए उसे इस रसीद के साथ रखें।",
      "",
      `अगर रसीद में कुछ गलत हो, तो ${f.email} पर जवाब दें, हम उसे ठीक करेंगे।`,
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};
