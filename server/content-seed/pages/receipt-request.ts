/**
 * "Need an 80G receipt?" as a new site starts with it (issue 47): the form a donor fills
 * in before paying by UPI, and the page with their code. A site that started before the
 * page existed gets these words on its first start with it.
 */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const receiptRequestPage: PageDocument = {
  title: t("Ask for an 80G receipt", "80G रसीद माँगें"),
  heading: t("Need an 80G receipt?", "80G रसीद चाहिए?"),
  description: t(
    "Give your name as on PAN and your PAN before you donate by UPI, and get a code for the payment note: your 80G receipt follows by e-mail once the gift reaches us.",
    "UPI से दान करने से पहले पैन कार्ड पर लिखा अपना नाम और पैन दें, और भुगतान के नोट के लिए एक कोड पाएँ: दान हम तक पहुँचने पर आपकी 80G रसीद ई-मेल से आएगी।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Donate", "दान करें"),
      intro: t(
        "Gifts to the foundation qualify for a deduction under section 80G of the Income Tax Act. To claim it you need our receipt, and the Form 10BE certificate we send after filing the year's Form 10BD. Both carry your name as on PAN and your PAN, so we ask for them before you pay.",
        "फ़ाउंडेशन को दिया दान आयकर अधिनियम की धारा 80G के तहत कटौती के योग्य है। इसका दावा करने के लिए आपको हमारी रसीद चाहिए, और वह फ़ॉर्म 10BE प्रमाणपत्र भी जो हम साल का फ़ॉर्म 10BD भरने के बाद भेजते हैं। दोनों पर पैन कार्ड पर लिखा आपका नाम और आपका पैन होता है, इसलिए हम ये भुगतान से पहले पूछते हैं।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "receipt-request",
      kind: "receiptRequest",
      form: {
        heading: t("Your details for the receipt", "रसीद के लिए आपकी जानकारी"),
        intro: t(
          "You get a short code to type in the note of your UPI payment, so that we can tell your gift apart on our bank statement. Fields marked * are required.",
          "आपको एक छोटा कोड मिलेगा जिसे आप अपने UPI भुगतान के नोट में लिखें, ताकि हम अपने बैंक स्टेटमेंट में आपका दान पहचान सकें। * वाले खाने ज़रूरी हैं।",
        ),
        nameOnPan: t("Name as on PAN", "पैन कार्ड पर लिखा नाम"),
        nameOnPanHint: t("Exactly as printed on your PAN card.", "ठीक वैसा ही जैसा आपके पैन कार्ड पर छपा है।"),
        pan: t("PAN", "पैन"),
        panHint: t("10 characters, like ABCPE1234F.", "10 अक्षर, जैसे ABCPE1234F।"),
        email: t("E-mail", "ई-मेल"),
        address: t("Address", "पता"),
        addressHint: t(
          "Printed on your receipt and reported in Form 10BD.",
          "यह आपकी रसीद पर छपता है और फ़ॉर्म 10BD में दर्ज होता है।",
        ),
        citizen: t("Are you an Indian citizen?", "क्या आप भारत के नागरिक हैं?"),
        citizenYes: t("Yes", "हाँ"),
        citizenNo: t(
          "No (a foreign citizen, or an OCI or PIO card holder)",
          "नहीं (विदेशी नागरिक, या OCI या PIO कार्ड धारक)",
        ),
        amount: t("Amount you mean to give, in rupees", "आप कितना दान करना चाहते हैं, रुपयों में"),
        amountHint: t(
          "Optional: it fills in the amount in your UPI app.",
          "वैकल्पिक: इससे आपके UPI ऐप में राशि अपने-आप भर जाती है।",
        ),
        consent: t(
          "I agree to the [privacy policy]. The foundation keeps my PAN and address as the Income Tax Act requires for my receipt and Form 10BD.",
          "मैं [गोपनीयता नीति] से सहमत हूँ। फ़ाउंडेशन मेरा पैन और पता आयकर अधिनियम के अनुसार मेरी रसीद और फ़ॉर्म 10BD के लिए रखता है।",
        ),
        submit: t("Get my code", "मेरा कोड पाएँ"),
      },
      code: {
        heading: t("Your code for the UPI note", "UPI नोट के लिए आपका कोड"),
        intro: t(
          "Type this code in the note (remarks) of your UPI payment. The button below opens your UPI app with the code already in the note.",
          "यह कोड अपने UPI भुगतान के नोट (रिमार्क) में लिखें। नीचे का बटन आपका UPI ऐप खोलता है, जिसके नोट में कोड पहले से लिखा होता है।",
        ),
        pay: t("Pay by UPI with this code", "इस कोड के साथ UPI से भुगतान करें"),
        emailed: t(
          "We have sent this code and a link to this page to {email}.",
          "हमने यह कोड और इस पेज का लिंक {email} पर भेज दिया है।",
        ),
        received: t(
          "Your gift has reached us. Thank you! Your receipt has been e-mailed to you.",
          "आपका दान हम तक पहुँच गया है। धन्यवाद! आपकी रसीद आपको ई-मेल कर दी गई है।",
        ),
        utrHeading: t("Paid already? Add the UPI reference", "भुगतान कर दिया? UPI संदर्भ संख्या जोड़ें"),
        utrIntro: t(
          "If you forgot the code in the note, the 12-digit reference of your payment lets us find it.",
          "अगर आप नोट में कोड लिखना भूल गए, तो आपके भुगतान की 12 अंकों की संदर्भ संख्या से हम उसे ढूँढ लेंगे।",
        ),
        utr: t("UPI reference (UTR)", "UPI संदर्भ संख्या (UTR)"),
        utrHint: t("12 digits, in your UPI app's details of the payment.", "12 अंक, आपके UPI ऐप में भुगतान के विवरण में।"),
        utrSubmit: t("Save the reference", "संदर्भ संख्या सहेजें"),
        next: t(
          "Once your gift reaches our account, we e-mail you the receipt, usually within 7 working days. After we file Form 10BD for the financial year (by 31 May), we e-mail you the Form 10BE certificate too.",
          "आपका दान हमारे खाते में पहुँचते ही हम आपको रसीद ई-मेल करते हैं, आम तौर पर 7 कार्य-दिवस के अंदर। वित्त वर्ष का फ़ॉर्म 10BD भरने के बाद (31 मई तक), हम आपको फ़ॉर्म 10BE प्रमाणपत्र भी ई-मेल करते हैं।",
        ),
      },
    },
  ],
};
