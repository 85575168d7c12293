/** The privacy notice a new site starts with (issue 41): what it said when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const privacyPage: PageDocument = {
  title: t("Privacy notice", "गोपनीयता सूचना"),
  heading: t("Privacy notice", "गोपनीयता सूचना"),
  description: t(
    "What each form on this site collects, why, how long it is kept, who sees it, and how to ask for a copy or deletion.",
    "इस साइट का हर फ़ॉर्म कौन-सी जानकारी लेता है, क्यों, कितने समय तक रखता है, उसे कौन देखता है, और उसकी कॉपी माँगने या उसे मिटवाने के लिए क्या करें।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("", ""),
      intro: t(
        "We ask for as little as we need, use it only for the reason you gave it to us, and delete it when you ask. This page says exactly what that means.",
        "हम आपसे उतनी ही जानकारी माँगते हैं जितनी ज़रूरी है, उसे सिर्फ़ उसी काम में लेते हैं जिसके लिए आपने दी है, और आपके कहने पर उसे मिटा देते हैं। यह पेज साफ़-साफ़ बताता है कि इसका मतलब क्या है।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "article",
      kind: "article",
      sections: [
        {
          id: "who-we-are",
          heading: t("Who we are", "हम कौन हैं"),
          paragraphs: [
            t(
              "This website belongs to {organisation}. For the Digital Personal Data Protection Act, 2023, {name} decides why and how your details are used, and answers for them.",
              "यह वेबसाइट {organisation} की है। डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत {name} ही तय करता है कि आपकी जानकारी का इस्तेमाल क्यों और कैसे हो, और इसकी ज़िम्मेदारी भी इसी की है।",
            ),
            t(
              "Questions, requests and complaints about your details go to our grievance officer, {grievanceOfficer}: write to {grievanceEmail}, or call {phone}.",
              "अपनी जानकारी के बारे में सवाल, अनुरोध और शिकायतें हमारे शिकायत अधिकारी, {grievanceOfficer}, को भेजें: {grievanceEmail} पर लिखें, या {phone} पर फ़ोन करें।",
            ),
          ],
          list: [],
        },
        {
          id: "what-each-form-collects",
          heading: t("What each form collects, and why", "हर फ़ॉर्म क्या जानकारी लेता है, और क्यों"),
          paragraphs: [
            t(
              "We collect only what you type into a form, for the reason the form is for:",
              "हम सिर्फ़ वही लेते हैं जो आप किसी फ़ॉर्म में भरते हैं, और सिर्फ़ उसी काम के लिए जिसके लिए वह फ़ॉर्म है:",
            ),
          ],
          list: [
            t(
              "Contact Us and Get In Touch: your name, e-mail address, phone number (if you give it), the subject or interest you choose and your message, so that we can answer you.",
              "'संपर्क करें' और 'हमसे बात करें': आपका नाम, ई-मेल पता, फ़ोन नंबर (अगर आप दें), आपका चुना हुआ विषय या रुचि और आपका संदेश, ताकि हम आपको जवाब दे सकें।",
            ),
            t(
              "Volunteer / Internship application: your name, e-mail, phone, age, address, education, experience, availability, areas of interest, why you want to join and, for an internship, your resume, so that we can consider your application and contact you about it.",
              "स्वयंसेवक / इंटर्नशिप आवेदन: आपका नाम, ई-मेल, फ़ोन, उम्र, पता, शिक्षा, अनुभव, उपलब्धता, रुचि के क्षेत्र, आप क्यों जुड़ना चाहते हैं, और इंटर्नशिप के लिए आपका रिज़्यूमे, ताकि हम आपके आवेदन पर विचार कर सकें और उसके बारे में आपसे संपर्क कर सकें।",
            ),
            t(
              "Our other forms (for example a workshop sign-up): the answers that form asks for, for the purpose written at the top of that form.",
              "हमारे दूसरे फ़ॉर्म (जैसे किसी वर्कशॉप के लिए नाम लिखवाना): वही जवाब जो वह फ़ॉर्म माँगता है, उसी काम के लिए जो उस फ़ॉर्म के ऊपर लिखा है।",
            ),
            t(
              "Newsletter: your e-mail address, used only to send the newsletter after you confirm it from the e-mail we send. Every newsletter has a link to unsubscribe.",
              "न्यूज़लेटर: आपका ई-मेल पता, जो सिर्फ़ न्यूज़लेटर भेजने के काम आता है, और वह भी तब, जब आप हमारे भेजे ई-मेल से इसकी पुष्टि कर दें। हर न्यूज़लेटर में सदस्यता छोड़ने का लिंक होता है।",
            ),
            t(
              "With each of these, we also keep which version of this notice was in force when you sent it, in which language you read the page, and what you ticked, so that we can show what you agreed to.",
              "इनमें से हर एक के साथ हम यह भी रखते हैं कि भेजते समय इस सूचना का कौन-सा संस्करण लागू था, आपने पेज किस भाषा में पढ़ा, और आपने किस बॉक्स पर निशान लगाया, ताकि हम दिखा सकें कि आपने किस बात पर सहमति दी थी।",
            ),
            t(
              "Donations by UPI: your payment is made in your own UPI app and bank; this website never sees or stores your bank or UPI details.",
              "UPI से दान: आपका भुगतान आपके अपने UPI ऐप और बैंक में होता है; यह वेबसाइट आपके बैंक या UPI की जानकारी न कभी देखती है, न रखती है।",
            ),
            // Issue 47: what an 80G receipt keeps; migration 0026 adds these two to a notice that still ends with the item above.
            t(
              "80G receipt: your name as on your PAN, your PAN, your e-mail and postal address, and your gift's amount, date and UPI reference, to issue the receipt and report the gift in Form 10BD, which the Income-tax Act requires us to file and from which you get your Form 10BE certificate.",
              "80G रसीद: पैन कार्ड पर लिखा आपका नाम, आपका पैन, ई-मेल और डाक पता, और आपके दान की राशि, तारीख़ और UPI संदर्भ संख्या, ताकि हम रसीद जारी कर सकें और दान को फ़ॉर्म 10BD में दिखा सकें, जिसे भरना आयकर अधिनियम के तहत ज़रूरी है और जिससे आपको फ़ॉर्म 10BE प्रमाणपत्र मिलता है।",
            ),
            t(
              "Your PAN is stored encrypted; our staff see it in full only on your receipt, and each time one of them opens a receipt it is recorded. Receipts are kept as long as tax law requires (ten years after the gift's assessment year), even if you ask us to delete your other details.",
              "आपका पैन एन्क्रिप्ट करके रखा जाता है; हमारे कर्मचारी उसे पूरा सिर्फ़ आपकी रसीद पर देखते हैं, और जब भी कोई रसीद खोलता है, यह दर्ज होता है। रसीदें उतने समय तक रखी जाती हैं जितना कर क़ानून कहता है (दान के कर-निर्धारण वर्ष के बाद दस साल), भले ही आप अपनी बाक़ी जानकारी मिटाने को कहें।",
            ),
          ],
        },
        {
          id: "how-long-we-keep-it",
          heading: t("How long we keep it", "हम जानकारी कब तक रखते हैं"),
          paragraphs: [
            t(
              "Messages and applications are kept while we are answering or considering them, and for up to two years after, so that we can see what we agreed with you; then they are deleted. Form answers are kept until the activity the form was for is over, and deleted within a year after it. Newsletter addresses are kept until you unsubscribe; an address whose subscription is never confirmed is deleted after a week. You can ask us to delete your details sooner at any time.",
              "संदेश और आवेदन तब तक रखे जाते हैं जब तक हम उनका जवाब दे रहे हों या उन पर विचार कर रहे हों, और उसके बाद ज़्यादा से ज़्यादा दो साल तक, ताकि हम देख सकें कि आपसे क्या तय हुआ था; फिर उन्हें मिटा दिया जाता है। फ़ॉर्म के जवाब तब तक रखे जाते हैं जब तक वह काम पूरा न हो जाए जिसके लिए फ़ॉर्म था, और उसके बाद एक साल के अंदर मिटा दिए जाते हैं। न्यूज़लेटर के पते तब तक रखे जाते हैं जब तक आप सदस्यता नहीं छोड़ते; जिस पते की सदस्यता कभी पक्की नहीं की जाती, उसे एक हफ़्ते बाद मिटा दिया जाता है। आप कभी भी कह सकते हैं कि हम आपकी जानकारी इससे पहले मिटा दें।",
            ),
            t(
              "When we delete your details, they are removed from the website at once, with any file you sent, and leave no copy in its database. Backup copies of the website made before then still hold them until those copies are deleted; we keep backups for no more than 30 days.",
              "जब हम आपकी जानकारी मिटाते हैं, तो वह आपकी भेजी किसी भी फ़ाइल के साथ वेबसाइट से तुरंत हट जाती है, और उसके डेटाबेस में उसकी कोई कॉपी नहीं रहती। उससे पहले बनी वेबसाइट की बैकअप कॉपियों में वह तब तक रहती है जब तक वे कॉपियाँ मिटाई न जाएँ; हम बैकअप 30 दिन से ज़्यादा नहीं रखते।",
            ),
          ],
          list: [],
        },
        {
          id: "who-sees-it",
          heading: t("Who sees it", "जानकारी कौन देखता है"),
          paragraphs: [
            t(
              "Only the foundation's administrator, signed in with a password, reads what you send. We do not sell, rent or share your details with anyone for their own use. The companies that host this website and deliver our e-mails store them for us and may not use them for anything else. We share details with the authorities only when the law requires it.",
              "आप जो भेजते हैं, उसे सिर्फ़ फ़ाउंडेशन का एडमिन पासवर्ड से लॉग-इन करके पढ़ता है। हम आपकी जानकारी न बेचते हैं, न किराए पर देते हैं, और न किसी को उसके अपने इस्तेमाल के लिए देते हैं। जो कंपनियाँ यह वेबसाइट चलाती हैं और हमारे ई-मेल पहुँचाती हैं, वे इसे सिर्फ़ हमारे लिए रखती हैं और किसी और काम में इसका इस्तेमाल नहीं कर सकतीं। हम जानकारी सरकारी अधिकारियों को सिर्फ़ तभी देते हैं जब क़ानून के तहत ऐसा करना ज़रूरी हो।",
            ),
          ],
          list: [],
        },
        {
          id: "your-rights",
          heading: t("Your rights", "आपके अधिकार"),
          paragraphs: [
            t(
              "You may ask us for a summary of the details we hold about you and how we used them, to correct or complete them, or to delete them. You may withdraw your consent at any time, as easily as you gave it; what we did before stays lawful. You may also name someone to use these rights for you if you cannot.",
              "आप हमसे माँग सकते हैं कि हम आपके बारे में रखी जानकारी और उसके इस्तेमाल का सार आपको बताएँ, उसे सुधारें या पूरा करें, या उसे मिटा दें। आप अपनी सहमति कभी भी वापस ले सकते हैं, उतनी ही आसानी से जितनी आसानी से आपने दी थी; उससे पहले हमने जो किया, वह क़ानूनी रूप से सही रहता है। अगर आप ख़ुद ये अधिकार इस्तेमाल न कर पाएँ, तो अपनी ओर से किसी और को भी नामित कर सकते हैं।",
            ),
            t(
              "Write to the e-mail address on our Contact Us page, or send a message through the form there, saying what you would like us to do. We reply within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
              "हमारे 'संपर्क करें' पेज पर दिए ई-मेल पते पर लिखें, या वहाँ दिए फ़ॉर्म से संदेश भेजें, और बताएँ कि आप हमसे क्या करवाना चाहते हैं। हम 30 दिनों के अंदर जवाब देते हैं। अगर आप हमारे जवाब से संतुष्ट न हों, तो भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।",
            ),
          ],
          list: [],
        },
        {
          id: "children",
          heading: t("Children", "बच्चे"),
          paragraphs: [
            t(
              "Our forms are for people aged 16 and over. If you are younger, please ask a parent or guardian to write to us for you.",
              "हमारे फ़ॉर्म 16 साल या उससे ज़्यादा उम्र के लोगों के लिए हैं। अगर आपकी उम्र इससे कम है, तो कृपया अपने माता-पिता या अभिभावक से कहें कि वे आपकी ओर से हमें लिखें।",
            ),
            t(
              "If you are 16 or 17, the application form asks for the name and e-mail address of a parent or guardian. We e-mail them, and your application reaches our team only once they confirm that they agree. If they do not confirm within 7 days, the application is deleted, with any file you sent.",
              "अगर आपकी उम्र 16 या 17 साल है, तो आवेदन फ़ॉर्म माता-पिता या अभिभावक का नाम और ई-मेल पता माँगता है। हम उन्हें ई-मेल भेजते हैं, और उनकी सहमति की पुष्टि के बाद ही आपका आवेदन हमारी टीम तक पहुँचता है। 7 दिन में पुष्टि न होने पर आवेदन, आपकी भेजी किसी भी फ़ाइल के साथ, मिटा दिया जाता है।",
            ),
          ],
          list: [],
        },
        {
          id: "cookies",
          heading: t("Cookies and your browser", "कुकीज़ और आपका ब्राउज़र"),
          paragraphs: [
            // What is counted (issue 46, decision 099); migration 0021 publishes this on a site whose notice still had the earlier paragraph.
            t(
              "This website sets no advertising or tracking cookies and uses no outside analytics service. To know which pages are read, and how fast they are on visitors' phones, your browser tells our own server, once a page has loaded, the page's address and language, and three speed measurements of that page: how long its main content took to appear, how quickly it answered a tap, and how much it moved while loading. We add these to counts per page and per day and keep nothing about you: no cookie, no identifier, no IP address, no details of your browser or device. If your browser sends Do Not Track or Global Privacy Control, it sends nothing at all. The counts are deleted after 13 months.",
              "यह वेबसाइट विज्ञापन या ट्रैकिंग वाली कोई कुकी नहीं लगाती और किसी बाहरी एनालिटिक्स सेवा का इस्तेमाल नहीं करती। यह जानने के लिए कि कौन-से पेज पढ़े जाते हैं और वे लोगों के फ़ोन पर कितनी जल्दी खुलते हैं, पेज खुल जाने के बाद आपका ब्राउज़र हमारे अपने सर्वर को पेज का पता और उसकी भाषा बताता है, और उस पेज की रफ़्तार के तीन माप भी: उसका मुख्य हिस्सा दिखने में कितना समय लगा, उसने किसी टैप का जवाब कितनी जल्दी दिया, और खुलते समय वह कितना खिसका। हम इन्हें हर पेज और हर दिन की गिनती में जोड़ देते हैं और आपके बारे में कुछ नहीं रखते: न कोई कुकी, न कोई पहचान-संख्या, न IP पता, न आपके ब्राउज़र या डिवाइस की जानकारी। अगर आपका ब्राउज़र ‘डू नॉट ट्रैक’ (Do Not Track) या ‘ग्लोबल प्राइवेसी कंट्रोल’ (Global Privacy Control) भेजता है, तो वह कुछ भी नहीं भेजता। ये गिनतियाँ 13 महीने बाद मिटा दी जाती हैं।",
            ),
            t(
              "If a form cannot be sent because your connection drops, your answers are kept in your own browser until they can be sent, and you can discard them there.",
              "अगर इंटरनेट कनेक्शन टूटने से कोई फ़ॉर्म नहीं जा पाया, तो आपके जवाब आपके अपने ब्राउज़र में तब तक रखे रहते हैं जब तक वे भेजे न जा सकें, और आप उन्हें वहाँ से हटा भी सकते हैं।",
            ),
          ],
          list: [],
        },
      ],
      links: [
        { id: "contact", label: t("Contact Us", "संपर्क करें"), to: "/ContactUs" },
        { id: "faqs", label: t("Frequently Asked Questions", "अक्सर पूछे जाने वाले सवाल"), to: "/FAQs" },
      ],
    },
  ],
};
