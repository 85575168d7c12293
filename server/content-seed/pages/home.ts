/**
 * Home a new site starts with (issue 41, spec 2.3): what it showed when its text was in
 * the code, English and Hindi; its first year's figures and its "5+ states" cited by
 * name (decision 070), and the donation amounts of spec 9.
 */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { getInTouch, getInvolved } from "./buttons.ts";
import { firstYearHighlights, firstYearStats } from "./first-year.ts";

export const homePage: PageDocument = {
  title: t("Education, livelihood and dignity for every community", "हर समुदाय के लिए शिक्षा, आजीविका और सम्मान"),
  heading: t(
    "Every child in school. Every woman earning. Every village thriving.",
    "हर बच्चा स्कूल में। हर महिला की अपनी कमाई। हर गाँव खुशहाल।",
  ),
  description: t(
    "An Indian non-profit working in education, livelihood, women empowerment, skill development, environment and health. Donate by UPI, volunteer or partner with us.",
    "शिक्षा, आजीविका, महिला सशक्तिकरण, कौशल विकास, पर्यावरण और स्वास्थ्य के लिए काम करने वाली एक भारतीय गैर-लाभकारी संस्था। UPI से दान करें, स्वयंसेवा करें या हमारे साझेदार बनें।",
  ),
  blocks: [
    {
      id: "top",
      kind: "homeHero",
      banner: {
        label: t("Donation appeal", "दान की अपील"),
        messages: [
          t("₹500 educates a child for a month", "₹500 से एक बच्चे की एक महीने की पढ़ाई होती है"),
          t("₹1000 trains a woman in a skill that earns", "₹1000 से एक महिला ऐसा हुनर सीखती है जिससे कमाई हो"),
          t("₹2500 supports a livelihood programme", "₹2500 से एक आजीविका कार्यक्रम को सहारा मिलता है"),
          t("Any amount is accepted, every rupee counts", "हर राशि स्वीकार है, हर रुपया मायने रखता है"),
          t("Donate by UPI: {upiId}", "UPI से दान करें: {upiId}"),
        ],
        pause: t("Pause scrolling", "स्क्रॉल रोकें"),
        play: t("Resume scrolling", "स्क्रॉल फिर शुरू करें"),
        donate: t("Donate now", "अभी दान करें"),
      },
      hero: {
        eyebrow: t("Founded 2025 · Registered non-profit", "स्थापना 2025 · पंजीकृत गैर-लाभकारी संस्था"),
        intro: t(
          "We are a federation of educational institutions and community workers helping children learn, women earn and villages grow greener, across {states} states of India.",
          "हम शैक्षणिक संस्थाओं और सामुदायिक कार्यकर्ताओं का एक संघ हैं। भारत के {states} राज्यों में हम बच्चों को पढ़ने में, महिलाओं को कमाने में और गाँवों को हरा-भरा बनाने में मदद करते हैं।",
        ),
        action: getInvolved,
        donate: t("Donate by UPI", "UPI से दान करें"),
        illustrationAlt: t(
          "Illustration: children reading together outside a village school at sunrise",
          "चित्र: सुबह सूरज उगते समय गाँव के स्कूल के बाहर साथ बैठकर पढ़ते बच्चे",
        ),
      },
      organisation: {
        description: t(
          "Indian non-profit federation of educational institutions working in education, livelihood, women empowerment, skill development and environment.",
          "शिक्षा, आजीविका, महिला सशक्तिकरण, कौशल विकास और पर्यावरण के लिए काम करने वाला शैक्षणिक संस्थाओं का एक भारतीय गैर-लाभकारी संघ।",
        ),
        donateDescription: t(
          "Donate by UPI to support a child's education, a woman's training or a livelihood programme.",
          "किसी बच्चे की पढ़ाई, किसी महिला के प्रशिक्षण या किसी आजीविका कार्यक्रम के लिए UPI से दान करें।",
        ),
      },
    },
    {
      id: "who-we-are",
      kind: "whoWeAre",
      eyebrow: t("Who We Are", "हम कौन हैं"),
      heading: t("A small federation with a big promise", "छोटा-सा संघ, बड़ा वादा"),
      paragraphs: [
        t(
          "We began in 2025, when a group of school leaders, teachers and social workers from Rajasthan and Bihar decided to stop working alone. Each of us had seen children leave school too early and mothers turn down work because nobody had taught them a trade.",
          "हमारी शुरुआत 2025 में हुई, जब राजस्थान और बिहार के कुछ स्कूल प्रमुखों, शिक्षकों और सामाजिक कार्यकर्ताओं ने तय किया कि अब अकेले-अकेले काम नहीं करेंगे। हम सबने बच्चों को बहुत जल्दी स्कूल छोड़ते देखा था, और माँओं को काम ठुकराते देखा था, क्योंकि किसी ने उन्हें कोई हुनर सिखाया ही नहीं था।",
        ),
        t(
          "Today we run learning centres, skill courses, self-help groups and green drives with local schools, panchayats and companies. Everything we do is built with the community, in its own language, and measured honestly.",
          "आज हम स्थानीय स्कूलों, पंचायतों और कंपनियों के साथ मिलकर शिक्षण केंद्र, कौशल कोर्स, स्वयं सहायता समूह और हरियाली अभियान चलाते हैं। हमारा हर काम समुदाय के साथ, उसकी अपनी भाषा में बनता है, और उसका असर ईमानदारी से मापा जाता है।",
        ),
      ],
      link: { label: t("More about us", "हमारे बारे में और जानें"), to: "/AboutUs" },
      pillars: [
        {
          id: "learning-first",
          title: t("Learning first", "पहले पढ़ाई"),
          text: t(
            "Every programme starts with a child who can read, write and ask questions.",
            "हर कार्यक्रम उस बच्चे से शुरू होता है जो पढ़ सके, लिख सके और सवाल पूछ सके।",
          ),
        },
        {
          id: "led-by-communities",
          title: t("Led by communities", "समुदाय की अगुवाई"),
          text: t(
            "Local volunteers, teachers and women's groups decide what we do next.",
            "आगे क्या करना है, यह स्थानीय स्वयंसेवक, शिक्षक और महिला समूह तय करते हैं।",
          ),
        },
        {
          id: "every-rupee-counted",
          title: t("Every rupee counted", "हर रुपये का हिसाब"),
          text: t(
            "Audited accounts and open reports, so donors see where their money goes.",
            "ऑडिट किया हुआ हिसाब-किताब और खुली रिपोर्टें, ताकि दानदाता देख सकें कि उनका पैसा कहाँ जाता है।",
          ),
        },
      ],
    },
    {
      id: "our-impact",
      kind: "stats",
      eyebrow: t("Our Impact", "हमारा असर"),
      heading: t("What we have built together in our first year", "पहले साल में हमने मिलकर क्या बनाया"),
      intro: t("", ""),
      tone: "brand",
      stats: firstYearStats,
      highlights: firstYearHighlights,
    },
    {
      id: "donate",
      kind: "donation",
      eyebrow: t("Donate", "दान करें"),
      heading: t("Your gift, straight to a classroom", "आपका दान, सीधे कक्षा तक"),
      intro: t(
        "We accept donations by UPI only: no card forms, no hidden fees. Choose an amount, pay with any UPI app and you are done.",
        "हम दान सिर्फ़ UPI से लेते हैं: न कार्ड वाला फ़ॉर्म, न कोई छिपा शुल्क। राशि चुनें, किसी भी UPI ऐप से भुगतान करें, और बस हो गया।",
      ),
      tone: "muted",
      amountsLegend: t("Choose an amount", "राशि चुनें"),
      amounts: [
        {
          id: "500",
          amount: "500",
          label: t("₹500", ""),
          impact: t("Educates a child for a month", "एक बच्चे की एक महीने की पढ़ाई"),
        },
        { id: "1000", amount: "1000", label: t("₹1000", ""), impact: t("Trains a woman", "एक महिला का प्रशिक्षण") },
        {
          id: "2500",
          amount: "2500",
          label: t("₹2500", ""),
          impact: t("Supports a livelihood programme", "एक आजीविका कार्यक्रम को सहारा"),
        },
        {
          id: "any",
          amount: "",
          label: t("Any amount", "कोई भी राशि"),
          impact: t("Every rupee is accepted with gratitude", "हर रुपया आभार के साथ स्वीकार है"),
        },
      ],
      receipt: t("Need an 80G receipt? Give your PAN before you pay", "80G रसीद चाहिए? भुगतान से पहले अपना पैन दें"),
      note: "Donation",
      card: {
        phoneHeading: t("Donate by UPI", "UPI से दान करें"),
        scanHeading: t("Scan to donate", "स्कैन करके दान करें"),
        payWithApp: t("Pay with a UPI app", "UPI ऐप से भुगतान करें"),
        upiIdLabel: t("UPI ID", "UPI आईडी"),
        copyUpiId: t("Copy UPI ID", "UPI आईडी कॉपी करें"),
        upiIdCopied: t("UPI ID copied. Paste it in your UPI app.", "UPI आईडी कॉपी हो गई। इसे अपने UPI ऐप में पेस्ट करें।"),
        copyFailed: t(
          "Could not copy. Press and hold the UPI ID to copy it.",
          "कॉपी नहीं हो सकी। UPI आईडी को दबाकर रखें और कॉपी करें।",
        ),
        otherDevice: t("For another device", "दूसरे फ़ोन या डिवाइस के लिए"),
        otherDeviceHint: t(
          "Paying from another phone? Scan this code with its UPI app.",
          "किसी दूसरे फ़ोन से भुगतान कर रहे हैं? उसके UPI ऐप से यह कोड स्कैन करें।",
        ),
        scanHint: t(
          "Open Google Pay, PhonePe, Paytm, BHIM or your bank's app and scan this code.",
          "Google Pay, PhonePe, Paytm, BHIM या अपने बैंक का ऐप खोलें और यह कोड स्कैन करें।",
        ),
        placeholder: t(
          "QR code not available. Please pay to our UPI ID:",
          "QR कोड उपलब्ध नहीं है। कृपया हमारी UPI आईडी पर भुगतान करें:",
        ),
        qrLabel: t("UPI QR code to donate {amount} to {upiId}", "{upiId} को {amount} दान करने के लिए UPI QR कोड"),
        qrAnyAmount: t("any amount", "कोई भी राशि"),
      },
    },
    {
      id: "our-programmes",
      kind: "programmeLinks",
      eyebrow: t("Our Programmes", "हमारे कार्यक्रम"),
      heading: t("Five ways we change lives", "ज़िंदगी बदलने के पाँच रास्ते"),
      intro: t(
        "Each programme works with the same families over years, so a child's learning and a mother's income grow together.",
        "हर कार्यक्रम सालों तक उन्हीं परिवारों के साथ काम करता है, ताकि बच्चे की पढ़ाई और माँ की कमाई साथ-साथ बढ़ें।",
      ),
      tone: "white",
      programmes: [
        {
          id: "education",
          title: t("Education", "शिक्षा"),
          text: t(
            "After-school learning centres, scholarships and digital literacy for children from the first generation to go to school.",
            "स्कूल जाने वाली पहली पीढ़ी के बच्चों के लिए स्कूल के बाद चलने वाले शिक्षण केंद्र, छात्रवृत्ति और डिजिटल साक्षरता।",
          ),
          icon: "graduation",
          accent: "brand",
          to: "/Education",
          linkLabel: t("Explore Education", "शिक्षा के बारे में जानें"),
        },
        {
          id: "livelihood",
          title: t("Livelihood", "आजीविका"),
          text: t(
            "Small-enterprise support, job placement and savings groups so families earn a steady, dignified income.",
            "छोटे उद्यमों को मदद, नौकरी दिलाना और बचत समूह, ताकि परिवारों की कमाई नियमित और सम्मानजनक हो।",
          ),
          icon: "sprout",
          accent: "emerald",
          to: "/Livelihood",
          linkLabel: t("Explore Livelihood", "आजीविका के बारे में जानें"),
        },
        {
          id: "women-empowerment",
          title: t("Women Empowerment", "महिला सशक्तिकरण"),
          text: t(
            "Self-help groups, skills, health awareness and leadership training for women and adolescent girls.",
            "महिलाओं और किशोरियों के लिए स्वयं सहायता समूह, कौशल, स्वास्थ्य जागरूकता और नेतृत्व प्रशिक्षण।",
          ),
          icon: "handHeart",
          accent: "rose",
          to: "/WomenEmpowerment",
          linkLabel: t("Explore Women Empowerment", "महिला सशक्तिकरण के बारे में जानें"),
        },
        {
          id: "skill-development",
          title: t("Skill Development", "कौशल विकास"),
          text: t(
            "Technical, vocational, creative and business courses for young people, built with local employers.",
            "युवाओं के लिए तकनीकी, व्यावसायिक, रचनात्मक और व्यापार से जुड़े कोर्स, जो स्थानीय नियोक्ताओं के साथ मिलकर बनाए गए हैं।",
          ),
          icon: "wrench",
          accent: "saffron",
          to: "/SkillDevelopment",
          linkLabel: t("Explore Skill Development", "कौशल विकास के बारे में जानें"),
        },
        {
          id: "environment",
          title: t("Environment", "पर्यावरण"),
          text: t(
            "Tree plantation, clean-up drives and solar lights with eco-clubs in our partner schools and villages.",
            "हमारे साझेदार स्कूलों और गाँवों के इको-क्लबों के साथ पौधारोपण, सफ़ाई अभियान और सोलर लाइटें।",
          ),
          icon: "leaf",
          accent: "sky",
          to: "/Environment",
          linkLabel: t("Explore Environment", "पर्यावरण के बारे में जानें"),
        },
      ],
    },
    {
      id: "latest-updates",
      kind: "latestUpdates",
      eyebrow: t("Latest Updates", "ताज़ा ख़बरें"),
      heading: t("News from the field", "फ़ील्ड से ख़बरें"),
      intro: t("", ""),
      tone: "white",
      readMore: t("Read more", "और पढ़ें"),
      viewAll: t("View All Posts", "सभी पोस्ट देखें"),
    },
    {
      id: "be-the-reason",
      kind: "cta",
      spaceAbove: "flush",
      heading: t("Be the reason a child stays in school", "किसी बच्चे के स्कूल में बने रहने की वजह आप बनें"),
      text: t(
        "Volunteer a few hours a week, partner with us, or simply tell a friend. Every hand helps.",
        "हफ़्ते में कुछ घंटे स्वयंसेवा करें, हमारे साझेदार बनें, या बस किसी दोस्त को बताएँ। हर हाथ की मदद मायने रखती है।",
      ),
      actions: [
        getInTouch,
        { id: "volunteer-with-us", kind: "apply", label: t("Volunteer With Us", "हमारे साथ स्वयंसेवा करें"), type: "choose" },
      ],
    },
  ],
};
