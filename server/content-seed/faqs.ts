/**
 * The questions a new site starts with (issue 41): what /FAQs listed when its
 * questions were written in the code. Written to the database at the first start;
 * from then on the staff edit them in the admin's FAQs screen.
 */
import type { Faqs } from "#common/content-model/faqs";
import { t } from "./localized-text.ts";

export const initialFaqs: Faqs = {
  items: [
    {
      id: "who-are-you",
      question: t("Who are you and when were you founded?", "आप कौन हैं और आपकी स्थापना कब हुई?"),
      answer: t(
        "We are a non-profit federation of schools, teachers and community organisations, founded in 2025 and registered in India. We work in education, livelihood, women empowerment, skill development, environment, community development and health.",
        "हम स्कूलों, शिक्षकों और सामुदायिक संस्थाओं का एक गैर-लाभकारी संघ हैं। हमारी स्थापना 2025 में हुई और हम भारत में पंजीकृत हैं। हम शिक्षा, आजीविका, महिला सशक्तिकरण, कौशल विकास, पर्यावरण, सामुदायिक विकास और स्वास्थ्य के लिए काम करते हैं।",
      ),
    },
    {
      id: "where-work",
      question: t("Where do you work?", "आप कहाँ काम करते हैं?"),
      answer: t(
        "Our programmes run in {states} states and {districts} districts today, with regional offices in Jaipur, Patna, Pune and Bengaluru. See the Our Reach page for the full picture.",
        "आज हमारे कार्यक्रम {states} राज्यों और {districts} ज़िलों में चल रहे हैं। जयपुर, पटना, पुणे और बेंगलुरु में हमारे क्षेत्रीय कार्यालय हैं। पूरी जानकारी के लिए 'हमारी पहुँच' पेज देखें।",
      ),
    },
    {
      id: "how-donate",
      question: t("How can I donate?", "मैं दान कैसे करूँ?"),
      answer: t(
        "We accept donations by UPI only. Scan the QR code on our home page with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank's app), or pay directly to our UPI ID. There are no card forms and no fees.",
        "हम सिर्फ़ UPI से दान लेते हैं। हमारे होम पेज पर दिया QR कोड किसी भी UPI ऐप (Google Pay, PhonePe, Paytm, BHIM या अपने बैंक का ऐप) से स्कैन करें, या सीधे हमारी UPI ID पर भुगतान करें। न कोई कार्ड फ़ॉर्म है, न कोई शुल्क।",
      ),
    },
    {
      id: "what-donation-does",
      question: t("What does my donation pay for?", "मेरा दान किस काम आता है?"),
      answer: t(
        "₹500 educates a child for a month, ₹1000 trains a woman, and ₹2500 supports a livelihood programme. Any amount is welcome, and every rupee is accounted for in our audited annual report.",
        "₹500 से एक बच्चे की एक महीने की पढ़ाई होती है, ₹1000 से एक महिला का प्रशिक्षण होता है, और ₹2500 से एक आजीविका कार्यक्रम को सहारा मिलता है। हर राशि का स्वागत है, और हर रुपये का हिसाब हमारी ऑडिट की हुई सालाना रिपोर्ट में दिया जाता है।",
      ),
    },
    {
      id: "tax-receipt",
      question: t("Will I get a receipt for tax purposes?", "क्या मुझे टैक्स के लिए रसीद मिलेगी?"),
      answer: t(
        "Yes. After you donate, write to us with your name, PAN, amount and the UPI transaction reference, and we will e-mail you a receipt within 7 working days.",
        "हाँ। दान करने के बाद हमें अपना नाम, PAN, राशि और UPI लेन-देन का रेफ़रेंस नंबर लिखकर भेजें। हम 7 कार्य-दिवसों के अंदर आपको ई-मेल से रसीद भेज देंगे।",
      ),
    },
    {
      id: "how-volunteer",
      question: t("How can I volunteer?", "मैं स्वयंसेवा कैसे करूँ?"),
      answer: t(
        "Fill in our online volunteer application. We have roles in teaching, women empowerment, skill training, environment drives, events, social media, writing and photography, from 4 hours a week to 15.",
        "हमारा ऑनलाइन स्वयंसेवक आवेदन फ़ॉर्म भरें। पढ़ाने, महिला सशक्तिकरण, कौशल प्रशिक्षण, पर्यावरण अभियानों, आयोजनों, सोशल मीडिया, लेखन और फ़ोटोग्राफ़ी में काम है, हफ़्ते में 4 घंटे से लेकर 15 घंटे तक।",
      ),
    },
    {
      id: "volunteer-remote",
      question: t("Can I volunteer from home?", "क्या घर से भी स्वयंसेवा की जा सकती है?"),
      answer: t(
        "Yes. Many of our volunteers help with online tutoring, content writing, design, social media and data work, all from home and at flexible hours.",
        "हाँ। हमारे कई स्वयंसेवक ऑनलाइन पढ़ाने, लेखन, डिज़ाइन, सोशल मीडिया और डेटा के काम में मदद करते हैं, सब कुछ घर से और अपनी सुविधा के समय पर।",
      ),
    },
    {
      id: "internships",
      question: t("Do you offer internships?", "क्या आप इंटर्नशिप देते हैं?"),
      answer: t(
        "Yes, for students and recent graduates, for 2 to 6 months, with a monthly stipend. You will work on a real project with a mentor from our team. Apply through the volunteer and internship form.",
        "हाँ, विद्यार्थियों और हाल ही में पढ़ाई पूरी करने वालों के लिए, 2 से 6 महीने की, हर महीने मानदेय (स्टाइपेंड) के साथ। आप हमारी टीम के एक मार्गदर्शक (मेंटर) के साथ एक असली प्रोजेक्ट पर काम करेंगे। आवेदन स्वयंसेवा और इंटर्नशिप फ़ॉर्म से करें।",
      ),
    },
    {
      id: "fellowship",
      question: t("What is the fellowship programme?", "फ़ेलोशिप कार्यक्रम क्या है?"),
      answer: t(
        "Our paid fellowships place young graduates in villages and schools for 10 to 18 months in social impact, rural development, women empowerment and technology for good. See the Fellowship page for details.",
        "हमारी फ़ेलोशिप में युवा ग्रेजुएट 10 से 18 महीने तक गाँवों और स्कूलों में काम करते हैं और इसके लिए उन्हें हर महीने मानदेय मिलता है। इसके क्षेत्र हैं: सामाजिक असर, ग्रामीण विकास, महिला सशक्तिकरण और भलाई के लिए तकनीक। पूरी जानकारी फ़ेलोशिप पेज पर देखें।",
      ),
    },
    {
      id: "jobs",
      question: t("Are you hiring?", "क्या आपके यहाँ नौकरियाँ हैं?"),
      answer: t(
        "We are. Open positions in programmes, field work, administration, technology and fundraising are listed on our Work With Us page, with a general application for everyone else.",
        "हाँ। कार्यक्रम, फ़ील्ड वर्क, प्रशासन, तकनीक और फ़ंड जुटाने के काम में खाली पद हमारे 'हमारे साथ काम करें' पेज पर दिए गए हैं। बाकी सभी के लिए वहाँ एक सामान्य आवेदन भी है।",
      ),
    },
    {
      id: "csr",
      question: t("Can my company partner with you for CSR?", "क्या मेरी कंपनी CSR के लिए आपके साथ साझेदारी कर सकती है?"),
      answer: t(
        "Yes. We run CSR projects in education, skills, women empowerment and environment under Schedule VII of the Companies Act, with quarterly reports and site visits. Visit our Corporate Partnerships page.",
        "हाँ। हम कंपनी अधिनियम की अनुसूची VII के तहत शिक्षा, कौशल, महिला सशक्तिकरण और पर्यावरण में CSR प्रोजेक्ट चलाते हैं, हर तिमाही रिपोर्ट और साइट विज़िट के साथ। हमारा 'कॉर्पोरेट साझेदारी' पेज देखें।",
      ),
    },
    {
      id: "schools",
      question: t("Can our school join the federation?", "क्या हमारा स्कूल इस संघ से जुड़ सकता है?"),
      answer: t(
        "Government and private schools can partner with us for learning centres, teacher training, digital classrooms and eco-clubs. Write to us and our education team will visit you.",
        "सरकारी और निजी स्कूल शिक्षण केंद्रों, शिक्षक प्रशिक्षण, डिजिटल कक्षाओं और इको-क्लब के लिए हमारे साथ साझेदारी कर सकते हैं। हमें लिखें, हमारी शिक्षा टीम आपसे मिलने आएगी।",
      ),
    },
    {
      id: "programmes-children",
      question: t(
        "How do you choose the children and families you work with?",
        "आप किन बच्चों और परिवारों के साथ काम करेंगे, यह कैसे तय करते हैं?",
      ),
      answer: t(
        "We start where the need is greatest: first-generation learners, girls, children with disabilities and families without a steady income, identified together with schools, panchayats and local women's groups.",
        "हम वहाँ से शुरू करते हैं जहाँ ज़रूरत सबसे ज़्यादा है: अपने परिवार में पहली बार पढ़ने वाले बच्चे, लड़कियाँ, दिव्यांग बच्चे और ऐसे परिवार जिनकी कोई पक्की आमदनी नहीं है। इनकी पहचान हम स्कूलों, पंचायतों और स्थानीय महिला समूहों के साथ मिलकर करते हैं।",
      ),
    },
    {
      id: "measure-impact",
      question: t("How do you measure your impact?", "आप अपना असर कैसे मापते हैं?"),
      answer: t(
        "We test reading and maths at the start and end of every year, follow up on every skill graduate's job for six months, and track self-help group savings every month. Our results are shared in our annual report.",
        "हम हर साल की शुरुआत और आख़िर में पढ़ने और गणित की जाँच करते हैं, कौशल प्रशिक्षण पूरा करने वाले हर व्यक्ति की नौकरी पर छह महीने तक नज़र रखते हैं, और हर महीने स्वयं सहायता समूहों की बचत का हिसाब रखते हैं। हमारे नतीजे सालाना रिपोर्ट में बताए जाते हैं।",
      ),
    },
    {
      id: "contact",
      question: t("How can I reach you?", "आपसे संपर्क कैसे करें?"),
      answer: t(
        "Call or WhatsApp us, write an e-mail, or send a message from our Get In Touch page. We reply within 24 hours on business days.",
        "हमें फ़ोन या व्हाट्सऐप करें, ई-मेल लिखें, या 'हमसे बात करें' पेज से संदेश भेजें। कामकाज के दिनों में हम 24 घंटे के अंदर जवाब देते हैं।",
      ),
    },
  ],
};
