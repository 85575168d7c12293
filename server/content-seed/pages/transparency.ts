/**
 * The Transparency page a new site starts with (issue 47): the legal form and the
 * registrations of Site details with what each means, the annual reports and audited
 * accounts the staff upload, and what a donor's receipts are. A site that started
 * before the page existed gets these words on its first start with it (a missing
 * document is made from its seed).
 */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const transparencyPage: PageDocument = {
  title: t("Transparency", "पारदर्शिता"),
  heading: t("Transparency", "पारदर्शिता"),
  description: t(
    "Our registrations and what each one means for a donor, our annual reports and audited accounts year by year, and the receipts every donor can ask for.",
    "हमारे पंजीकरण और दानदाता के लिए हर एक का मतलब, साल-दर-साल हमारी वार्षिक रिपोर्ट और लेखा-परीक्षित खाते, और वे रसीदें जो हर दानदाता माँग सकता है।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("", ""),
      intro: t(
        "Anyone who gives to us, works with us or checks on us should find the facts in one place: who we are in law, the registrations the government has granted us, and how we used every rupee, in our own reports and in accounts checked by an independent auditor.",
        "जो भी हमें दान देता है, हमारे साथ काम करता है या हमारे बारे में जाँच करना चाहता है, उसे सारी जानकारी एक ही जगह मिलनी चाहिए: क़ानून की नज़र में हम क्या हैं, सरकार से हमें कौन-से पंजीकरण मिले हैं, और हमने हर रुपया कैसे ख़र्च किया, हमारी अपनी रिपोर्टों में और एक स्वतंत्र लेखा-परीक्षक के जाँचे हुए खातों में।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "registrations",
      kind: "registrations",
      eyebrow: t("", ""),
      heading: t("Our registrations", "हमारे पंजीकरण"),
      intro: t(
        "Issued by the Income Tax Department and other government offices. Quote them when you claim a tax deduction, or look us up on the government's portals.",
        "ये आयकर विभाग और दूसरे सरकारी दफ़्तरों ने जारी किए हैं। टैक्स में छूट का दावा करते समय इन्हें लिखें, या सरकारी पोर्टल पर हमारी जानकारी देखें।",
      ),
      tone: "white",
      legalForm: t("Legal form", "क़ानूनी स्वरूप"),
      number: t("Number", "नंबर"),
      entries: {
        pan: {
          label: t("PAN", "पैन"),
          meaning: t(
            "Our Permanent Account Number with the Income Tax Department. It is printed on every donation receipt.",
            "आयकर विभाग में हमारी स्थायी खाता संख्या। यह दान की हर रसीद पर छपी होती है।",
          ),
        },
        twelveA: {
          label: t("12A / 12AB", "12ए / 12एबी"),
          meaning: t(
            "We are registered with the Income Tax Department as a charity, so the money we receive for our work is not taxed.",
            "हम आयकर विभाग में एक धर्मार्थ संस्था के रूप में पंजीकृत हैं, इसलिए अपने काम के लिए मिलने वाले पैसे पर हमें टैक्स नहीं देना पड़ता।",
          ),
        },
        eightyG: {
          label: t("80G", "80जी"),
          meaning: t(
            "Gifts to us qualify for a tax deduction under section 80G of the Income-tax Act.",
            "हमें दिए गए दान पर आयकर अधिनियम की धारा 80जी के तहत टैक्स में छूट मिलती है।",
          ),
        },
        csr1: {
          label: t("CSR-1", "सीएसआर-1"),
          meaning: t(
            "Companies may fund our projects from their CSR budget: we are registered with the Ministry of Corporate Affairs for CSR work.",
            "कंपनियाँ अपने CSR बजट से हमारी परियोजनाओं को पैसा दे सकती हैं: CSR के काम के लिए हम कॉर्पोरेट कार्य मंत्रालय में पंजीकृत हैं।",
          ),
        },
        ngoDarpan: {
          label: t("NGO Darpan", "एनजीओ दर्पण"),
          meaning: t(
            "We are listed on NITI Aayog's NGO Darpan portal, where anyone can look us up.",
            "हम नीति आयोग के एनजीओ दर्पण पोर्टल पर दर्ज हैं, जहाँ कोई भी हमारी जानकारी देख सकता है।",
          ),
        },
        fcra: {
          label: t("FCRA", "एफ़सीआरए"),
          meaning: t(
            "We may receive donations from outside India, under the Foreign Contribution (Regulation) Act.",
            "विदेशी अंशदान (विनियमन) अधिनियम के तहत हम भारत के बाहर से भी दान ले सकते हैं।",
          ),
        },
      },
      validity: {
        fromUntil: t("Valid from {from} to {until}", "{from} से {until} तक मान्य"),
        from: t("Valid from {from}", "{from} से मान्य"),
        until: t("Valid until {until}", "{until} तक मान्य"),
      },
      empty: t(
        "Our registration numbers will be listed here as soon as they are issued. If you need one before then, write to us.",
        "हमारे पंजीकरण नंबर जारी होते ही यहाँ दिखेंगे। अगर आपको इससे पहले किसी की ज़रूरत हो, तो हमें लिखें।",
      ),
    },
    {
      id: "annual-reports",
      kind: "annualReports",
      eyebrow: t("", ""),
      heading: t("Annual reports and audited accounts", "वार्षिक रिपोर्ट और लेखा-परीक्षित खाते"),
      intro: t(
        "What we did each year, and how money came in and was spent, checked by an independent auditor. PDF files, the newest year first.",
        "हर साल हमने क्या किया, और पैसा कैसे आया और कैसे ख़र्च हुआ, एक स्वतंत्र लेखा-परीक्षक का जाँचा हुआ। PDF फ़ाइलें, सबसे नया साल सबसे पहले।",
      ),
      tone: "muted",
      kinds: {
        "annual-report": t("Annual report", "वार्षिक रिपोर्ट"),
        "audited-accounts": t("Audited accounts", "लेखा-परीक्षित खाते"),
      },
      year: t("Financial year {year}", "वित्त वर्ष {year}"),
      size: t("PDF, {size} MB", "PDF, {size} एमबी"),
      empty: t(
        "Our first annual report and audited accounts will be published here after the close of our first financial year.",
        "हमारी पहली वार्षिक रिपोर्ट और लेखा-परीक्षित खाते हमारे पहले वित्त वर्ष के पूरा होने के बाद यहाँ प्रकाशित होंगे।",
      ),
    },
    {
      id: "receipts",
      kind: "article",
      sections: [
        {
          id: "donation-receipts",
          heading: t("Donation receipts", "दान की रसीद"),
          paragraphs: [
            t(
              "When you donate, you can ask us for a receipt. With your name, address and PAN it is an 80G receipt: it carries our PAN and 80G registration number, for your tax records.",
              "दान करते समय आप हमसे रसीद माँग सकते हैं। अपना नाम, पता और पैन देने पर यह 80जी रसीद होती है: इस पर हमारा पैन और 80जी पंजीकरण नंबर होता है, ताकि आप इसे टैक्स के अपने काग़ज़ों के साथ रख सकें।",
            ),
            t(
              "After the financial year ends on 31 March, we report every donation made with a PAN to the Income Tax Department (Form 10BD) and send each of those donors a certificate of donation on Form 10BE by 31 May. The 80G deduction you claim in your return rests on that certificate, so please check that your name and PAN on it are right.",
              "31 मार्च को वित्त वर्ष ख़त्म होने के बाद हम पैन के साथ मिले हर दान की जानकारी आयकर विभाग को देते हैं (फ़ॉर्म 10BD), और ऐसे हर दानदाता को 31 मई तक फ़ॉर्म 10BE पर दान का प्रमाणपत्र भेजते हैं। रिटर्न में 80जी की जो छूट आप माँगते हैं, वह इसी प्रमाणपत्र पर टिकी होती है, इसलिए कृपया देख लें कि उस पर आपका नाम और पैन सही हो।",
            ),
          ],
          list: [],
        },
      ],
      links: [{ id: "contact", label: t("Ask about a receipt", "रसीद के बारे में पूछें"), to: "/ContactUs" }],
    },
  ],
};
