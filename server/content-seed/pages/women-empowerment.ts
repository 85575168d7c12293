/** The Women Empowerment page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { getInvolved, volunteerNow } from "./buttons.ts";

export const womenEmpowermentPage: PageDocument = {
  title: t("Women Empowerment", "महिला सशक्तिकरण"),
  heading: t("Women Empowerment", "महिला सशक्तिकरण"),
  description: t(
    "Self-help groups, skills, health and leadership programmes for women and girls.",
    "महिलाओं और लड़कियों के लिए स्वयं सहायता समूह, कौशल, स्वास्थ्य और नेतृत्व के कार्यक्रम।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Our Work · Women Empowerment", "हमारा काम · महिला सशक्तिकरण"),
      intro: t("", ""),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "when-a-woman-earns-learns-and-leads-a",
      kind: "womenIllustration",
      heading: t(
        "When a woman earns, learns and leads, a whole family moves forward",
        "जब महिला कमाती है, सीखती है और नेतृत्व करती है, तो पूरा परिवार आगे बढ़ता है",
      ),
      intro: t(
        "We work with women in villages and small towns to build skills, confidence and income, and with their families and panchayats so that these gains last.",
        "हम गाँवों और छोटे कस्बों की महिलाओं के साथ उनका हुनर, आत्मविश्वास और आमदनी बढ़ाने के लिए काम करते हैं, और उनके परिवारों व पंचायतों के साथ भी, ताकि ये बदलाव टिके रहें।",
      ),
      pillars: [
        {
          id: "earn",
          label: t("Earn", "कमाई"),
          text: t("skills and enterprise for an income of her own", "अपनी ख़ुद की आमदनी के लिए कौशल और उद्यम"),
        },
        {
          id: "learn",
          label: t("Learn", "सीख"),
          text: t("literacy, health and legal awareness", "साक्षरता, स्वास्थ्य और क़ानूनी जागरूकता"),
        },
        {
          id: "lead",
          label: t("Lead", "नेतृत्व"),
          text: t(
            "a voice in the self-help group, the gram sabha and beyond",
            "स्वयं सहायता समूह, ग्राम सभा और उससे आगे भी अपनी आवाज़",
          ),
        },
      ],
      alt: t(
        "Illustration of three women standing together, one holding a notebook and one a sewing spool",
        "एक साथ खड़ी तीन महिलाओं का चित्र: एक के हाथ में नोटबुक है और एक के हाथ में धागे की रील",
      ),
    },
    {
      id: "our-programmes-for-women-and-girls",
      kind: "programmeCards",
      eyebrow: t("", ""),
      heading: t("Our programmes for women and girls", "महिलाओं और लड़कियों के लिए हमारे कार्यक्रम"),
      intro: t(
        "Each programme is shaped with the women it serves, in their language and at times that suit them.",
        "हर कार्यक्रम उन्हीं महिलाओं के साथ मिलकर बनाया जाता है जिनके लिए वह है, उनकी भाषा में और उनकी सुविधा के समय पर।",
      ),
      tone: "muted",
      programmes: [
        {
          id: "self-help-groups",
          title: t("Self-Help Groups", "स्वयं सहायता समूह"),
          eyebrow: t("", ""),
          description: t(
            "Groups of 10 to 15 women who save together, lend to each other and take up enterprises as a collective.",
            "10 से 15 महिलाओं के समूह, जो मिलकर बचत करते हैं, एक-दूसरे को उधार देते हैं और सामूहिक रूप से अपना काम-धंधा शुरू करते हैं।",
          ),
          icon: "users",
          accent: "brand",
          points: [
            t("Weekly savings meetings", "हर हफ़्ते बचत बैठक"),
            t("Book-keeping training", "हिसाब-किताब रखने का प्रशिक्षण"),
            t("Bank linkage for group loans", "समूह कर्ज़ के लिए बैंक से जुड़ाव"),
          ],
        },
        {
          id: "skills-enterprise",
          title: t("Skills & Enterprise", "कौशल और उद्यम"),
          eyebrow: t("", ""),
          description: t(
            "Training in tailoring, beauty services, food processing and digital work, followed by help to start earning.",
            "सिलाई, ब्यूटी सेवाओं, खाद्य प्रसंस्करण और डिजिटल काम का प्रशिक्षण, और फिर कमाई शुरू करने में मदद।",
          ),
          icon: "scissors",
          accent: "saffron",
          points: [
            t("Certified short courses", "प्रमाणपत्र वाले छोटे कोर्स"),
            t("Starter tool kits", "काम शुरू करने के लिए औज़ारों की किट"),
            t("Links to buyers and employers", "ख़रीदारों और नियोक्ताओं से जुड़ाव"),
          ],
        },
        {
          id: "health-hygiene",
          title: t("Health & Hygiene", "स्वास्थ्य और स्वच्छता"),
          eyebrow: t("", ""),
          description: t(
            "Sessions on menstrual health, nutrition in pregnancy and anaemia, run with ASHA workers and local health centres.",
            "माहवारी स्वास्थ्य, गर्भावस्था में पोषण और एनीमिया (ख़ून की कमी) पर सत्र, जो आशा कार्यकर्ताओं और स्थानीय स्वास्थ्य केंद्रों के साथ मिलकर चलाए जाते हैं।",
          ),
          icon: "stethoscope",
          accent: "rose",
          points: [
            t("Sanitary pad units run by women", "महिलाओं द्वारा चलाई जाने वाली सैनिटरी पैड यूनिट"),
            t("Anaemia screening camps", "एनीमिया जाँच शिविर"),
            t("Adolescent girls' clubs", "किशोरी क्लब"),
          ],
        },
        {
          id: "leadership-rights",
          title: t("Leadership & Rights", "नेतृत्व और अधिकार"),
          eyebrow: t("", ""),
          description: t(
            "Workshops on legal rights, property, safety and public speaking, preparing women to lead in panchayats and committees.",
            "क़ानूनी अधिकारों, संपत्ति, सुरक्षा और सबके सामने बोलने पर कार्यशालाएँ, जो महिलाओं को पंचायतों और समितियों में नेतृत्व के लिए तैयार करती हैं।",
          ),
          icon: "megaphone",
          accent: "violet",
          points: [
            t("Legal awareness clinics", "क़ानूनी जागरूकता शिविर"),
            t("Panchayat leadership training", "पंचायत नेतृत्व प्रशिक्षण"),
            t("Helpline and referral support", "हेल्पलाइन और रेफ़रल सहायता"),
          ],
        },
      ],
    },
    {
      id: "women-leading-change",
      kind: "stories",
      eyebrow: t("", ""),
      heading: t("Women leading change", "बदलाव की अगुवाई करती महिलाएँ"),
      intro: t(
        "Illustrative names; stories of the kind our programmes write every season.",
        "नाम उदाहरण के लिए हैं; कहानियाँ वैसी ही हैं, जैसी हमारे कार्यक्रम हर मौसम में लिखते हैं।",
      ),
      tone: "white",
      stories: [
        {
          id: "lakshmi-bai",
          name: t("Lakshmi Bai", "Lakshmi Bai"),
          place: t("Dewas, Madhya Pradesh", "देवास, मध्य प्रदेश"),
          programme: t("Self-Help Groups", "स्वयं सहायता समूह"),
          quote: t(
            "I used to hide behind my husband in meetings. Now the sarpanch asks for my opinion.",
            "पहले मैं बैठकों में अपने पति के पीछे छिप जाती थी। अब सरपंच मेरी राय पूछते हैं।",
          ),
          story: t(
            "Lakshmi joined a self-help group to save ₹50 a week. Two years later she is its treasurer and was elected ward member in her panchayat.",
            "Lakshmi हर हफ़्ते ₹50 बचाने के लिए एक स्वयं सहायता समूह से जुड़ीं। दो साल बाद वे उसी समूह की कोषाध्यक्ष हैं और अपनी पंचायत में वार्ड सदस्य चुनी गई हैं।",
          ),
          outcome: t("Ward member, and treasurer of a 14-member group", "वार्ड सदस्य, और 14 सदस्यों वाले समूह की कोषाध्यक्ष"),
        },
        {
          id: "farzana-sheikh",
          name: t("Farzana Sheikh", "Farzana Sheikh"),
          place: t("Malegaon, Maharashtra", "मालेगाँव, महाराष्ट्र"),
          programme: t("Skills & Enterprise", "कौशल और उद्यम"),
          quote: t(
            "My sewing machine was a gift. The orders I earned myself.",
            "सिलाई मशीन मुझे तोहफ़े में मिली थी। ऑर्डर मैंने ख़ुद कमाए।",
          ),
          story: t(
            "Farzana completed a three-month tailoring course and received a starter kit. She now stitches school uniforms for two schools and trains other women in her lane.",
            "Farzana ने तीन महीने का सिलाई कोर्स पूरा किया और उन्हें काम शुरू करने की किट मिली। अब वे दो स्कूलों की यूनिफ़ॉर्म सिलती हैं और अपनी गली की दूसरी महिलाओं को सिलाई सिखाती हैं।",
          ),
          outcome: t("Earns ₹12,000 a month from home", "घर बैठे हर महीने ₹12,000 कमाती हैं"),
        },
        {
          id: "priya-oraon",
          name: t("Priya Oraon", "Priya Oraon"),
          place: t("Gumla, Jharkhand", "गुमला, झारखंड"),
          programme: t("Health & Hygiene", "स्वास्थ्य और स्वच्छता"),
          quote: t(
            "Girls in my village no longer miss school every month.",
            "मेरे गाँव की लड़कियाँ अब हर महीने स्कूल से छुट्टी नहीं लेतीं।",
          ),
          story: t(
            "At 17, Priya leads the adolescent girls' club in her village. She helped set up a sanitary pad unit run by six women that supplies the local schools.",
            "17 साल की Priya अपने गाँव के किशोरी क्लब की अगुवाई करती हैं। उन्होंने छह महिलाओं की चलाई एक सैनिटरी पैड यूनिट शुरू करवाने में मदद की, जो आसपास के स्कूलों को पैड देती है।",
          ),
          outcome: t("Unit supplies 1,500 pads a month to three schools", "यूनिट हर महीने तीन स्कूलों को 1,500 पैड देती है"),
        },
      ],
      columns: "three",
    },
    {
      id: "stand-with-women-who-are-changing-their",
      kind: "cta",
      spaceAbove: "spaced",
      heading: t("Stand with women who are changing their villages", "अपने गाँवों को बदल रही महिलाओं का साथ दें"),
      text: t(
        "Sponsor a training batch, mentor an entrepreneur or volunteer your skills.",
        "किसी प्रशिक्षण बैच का खर्च उठाएँ, किसी उद्यमी का मार्गदर्शन करें या अपने हुनर से स्वयंसेवा करें।",
      ),
      actions: [getInvolved, volunteerNow],
    },
  ],
};
