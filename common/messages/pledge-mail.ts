/**
 * The e-mail a donor receives after asking for an 80G receipt (issue 47): their code for
 * the UPI note and the link to their page, where the payment link carries the code and
 * the UPI reference can be added. Both languages here (pledgeMailHindi): it is made on
 * the server, in the language of the page the request came from.
 */
export interface PledgeMailFacts {
  site: string;
  name: string;
  code: string;
  upiId: string;
  pageUrl: string;
}

export const pledgeMail = {
  subject: ({ site, code }: Pick<PledgeMailFacts, "site" | "code">) =>
    `Your code for an 80G receipt from ${site}: ${code}`,
  text: (f: PledgeMailFacts) =>
    [
      `Hello ${f.name},`,
      "",
      `Thank you for asking for an 80G receipt. When you donate by UPI to ${f.upiId}, please type this code in the payment's note (remarks), so that we can tell your gift apart on our bank statement:`,
      "",
      `    ${f.code}`,
      "",
      "Your page, with a payment link that fills in the code for you, and a place to add your payment's 12-digit UPI reference if you forget the code:",
      f.pageUrl,
      "",
      "Once your gift reaches our account, we e-mail you the receipt, usually within 7 working days. If you did not ask for a receipt, you need not do anything.",
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};

/** The same in Hindi, for a request sent from a /hi page. */
export const pledgeMailHindi: typeof pledgeMail = {
  subject: ({ site, code }) => `${site} से 80G रसीद के लिए आपका कोड: ${code}`,
  text: (f: PledgeMailFacts) =>
    [
      `नमस्ते ${f.name},`,
      "",
      `80G रसीद माँगने के लिए धन्यवाद। जब आप ${f.upiId} पर UPI से दान करें, तो कृपया भुगतान के नोट (रिमार्क) में यह कोड लिखें, ताकि हम अपने बैंक स्टेटमेंट में आपका दान पहचान सकें:`,
      "",
      `    ${f.code}`,
      "",
      "आपका पेज, जिसमें भुगतान का लिंक कोड अपने-आप भर देता है, और जहाँ कोड भूल जाने पर आप अपने भुगतान की 12 अंकों की UPI संदर्भ संख्या जोड़ सकते हैं:",
      f.pageUrl,
      "",
      "आपका दान हमारे खाते में पहुँचते ही हम आपको रसीद ई-मेल करते हैं, आम तौर पर 7 कार्य-दिवस के अंदर। अगर आपने रसीद नहीं माँगी थी, तो आपको कुछ करने की ज़रूरत नहीं है।",
      "",
      "-- ",
      f.site,
      "",
    ].join("\n"),
};
