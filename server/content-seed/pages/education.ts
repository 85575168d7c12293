/** The education page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { getInvolved, volunteerNow } from "./buttons.ts";

export const educationPage: PageDocument = {
  title: t("Education Initiatives", "शिक्षा की पहल"),
  heading: t("Education Initiatives", "शिक्षा की पहल"),
  description: t(
    "Learning centres, scholarships, digital literacy and teacher training for children who need it most.",
    "जिन बच्चों को सबसे ज़्यादा ज़रूरत है, उनके लिए शिक्षण केंद्र, छात्रवृत्ति, डिजिटल साक्षरता और शिक्षक प्रशिक्षण।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Our Work · Education", "हमारा काम · शिक्षा"),
      intro: t("", ""),
      actions: [getInvolved, volunteerNow],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "education-at-a-glance",
      kind: "educationIllustration",
      alt: t(
        "Illustration of a village learning centre: a teacher at a blackboard with children sitting on mats holding open books",
        "गाँव के एक शिक्षण केंद्र का चित्र: ब्लैकबोर्ड के पास खड़े शिक्षक और दरी पर खुली किताबें लिए बैठे बच्चे",
      ),
      heading: t("Education at a glance", "शिक्षा: एक नज़र में"),
      stats: [
        {
          id: "students-supported",
          value: t("{students}", ""),
          label: t("Students supported", "विद्यार्थियों को सहयोग"),
          description: t("in classrooms, learning centres and online", "कक्षाओं, शिक्षण केंद्रों और ऑनलाइन"),
        },
        {
          id: "partner-schools",
          value: t("{partner-schools}", ""),
          label: t("Partner schools", "साझेदार स्कूल"),
          description: t("government and low-fee private schools", "सरकारी और कम फ़ीस वाले निजी स्कूल"),
        },
        {
          id: "districts",
          value: t("{districts}", ""),
          label: t("Districts", "ज़िले"),
          description: t("where our volunteers teach every week", "जहाँ हमारे स्वयंसेवक हर हफ़्ते पढ़ाते हैं"),
        },
        {
          id: "states",
          value: t("{states}", ""),
          label: t("States", "राज्य"),
          description: t("and growing since 2025", "और 2025 से लगातार बढ़ते हुए"),
        },
      ],
    },
    {
      id: "four-ways-we-keep-children-learning",
      kind: "programmeCards",
      eyebrow: t("", ""),
      heading: t("Four ways we keep children learning", "बच्चों की पढ़ाई जारी रखने के चार रास्ते"),
      intro: t(
        "Most of the children we work with are the first in their family to finish school. Each programme removes one obstacle that stands between them and a classroom.",
        "हम जिन बच्चों के साथ काम करते हैं, उनमें से ज़्यादातर अपने परिवार में स्कूल पूरा करने वाले पहले बच्चे हैं। हर कार्यक्रम उनके और कक्षा के बीच खड़ी एक रुकावट को दूर करता है।",
      ),
      tone: "muted",
      programmes: [
        {
          id: "community-learning-centres",
          title: t("Community Learning Centres", "सामुदायिक शिक्षण केंद्र"),
          eyebrow: t("Children aged 6-14", "6-14 साल के बच्चे"),
          description: t(
            "After-school centres in villages and urban bastis where children catch up on reading, arithmetic and homework with trained local tutors.",
            "गाँवों और शहरी बस्तियों में स्कूल के बाद चलने वाले केंद्र, जहाँ बच्चे प्रशिक्षित स्थानीय शिक्षकों के साथ पढ़ना, गणित और होमवर्क पूरा करते हैं।",
          ),
          icon: "book",
          points: [
            t("Two hours every weekday evening, free of cost", "हर कार्यदिवस शाम को दो घंटे, बिल्कुल मुफ़्त"),
            t("Reading levels tested every quarter", "हर तीन महीने में पढ़ने के स्तर की जाँच"),
            t("Nutritious snack for every child", "हर बच्चे के लिए पौष्टिक नाश्ता"),
          ],
        },
        {
          id: "digital-literacy",
          title: t("Digital Literacy", "डिजिटल साक्षरता"),
          eyebrow: t("Classes 6-12", "कक्षा 6-12"),
          description: t(
            "Computer labs and tablet kits that bring typing, safe internet use, spreadsheets and basic coding to government schools.",
            "कंप्यूटर लैब और टैबलेट किट, जो सरकारी स्कूलों में टाइपिंग, इंटरनेट का सुरक्षित इस्तेमाल, स्प्रेडशीट और बुनियादी कोडिंग लाते हैं।",
          ),
          icon: "laptop",
          points: [
            t("Lessons in Hindi, Marathi and English", "हिंदी, मराठी और अंग्रेज़ी में पाठ"),
            t("Works offline where the signal is weak", "कमज़ोर नेटवर्क वाली जगहों पर ऑफ़लाइन भी चलता है"),
            t("Certificate after 60 hours of practice", "60 घंटे के अभ्यास के बाद प्रमाणपत्र"),
          ],
        },
        {
          id: "scholarships-mentoring",
          title: t("Scholarships & Mentoring", "छात्रवृत्ति और मार्गदर्शन"),
          eyebrow: t("Girls and first-generation learners", "लड़कियाँ और पहली पीढ़ी के विद्यार्थी"),
          description: t(
            "Scholarships that pay for fees, books, uniforms and bus passes, so that no child leaves school after Class 8 or Class 10 for want of money.",
            "फ़ीस, किताबों, यूनिफ़ॉर्म और बस पास का खर्च उठाने वाली छात्रवृत्तियाँ, ताकि कोई भी बच्चा पैसों की कमी से कक्षा 8 या कक्षा 10 के बाद स्कूल न छोड़े।",
          ),
          icon: "graduation",
          points: [
            t("Fees, books and travel covered", "फ़ीस, किताबें और आने-जाने का खर्च शामिल"),
            t("A mentor for every scholar", "हर छात्रवृत्ति पाने वाले के लिए एक मार्गदर्शक"),
            t("Extra support in board-exam years", "बोर्ड परीक्षा वाले सालों में अतिरिक्त सहायता"),
          ],
        },
        {
          id: "teacher-training",
          title: t("Teacher Training", "शिक्षक प्रशिक्षण"),
          eyebrow: t("Teachers of partner schools", "साझेदार स्कूलों के शिक्षक"),
          description: t(
            "Hands-on workshops in activity-based teaching, foundational literacy and numeracy, and classroom inclusion for children with disabilities.",
            "गतिविधि-आधारित पढ़ाई, बुनियादी साक्षरता और संख्या-ज्ञान, और दिव्यांग बच्चों को कक्षा में शामिल करने पर व्यावहारिक कार्यशालाएँ।",
          ),
          icon: "school",
          points: [
            t("Monthly workshops and classroom coaching", "हर महीने कार्यशालाएँ और कक्षा में मार्गदर्शन"),
            t("Ready-to-use teaching kits", "तुरंत इस्तेमाल के लिए तैयार शिक्षण किट"),
            t("Peer circles across schools", "अलग-अलग स्कूलों के शिक्षकों के आपसी समूह"),
          ],
        },
      ],
    },
    {
      id: "stories-from-our-classrooms",
      kind: "stories",
      eyebrow: t("", ""),
      heading: t("Stories from our classrooms", "हमारी कक्षाओं की कहानियाँ"),
      intro: t(
        "Names and places changed for privacy; the journeys are real ones of the kind we see every week.",
        "निजता के लिए नाम और जगहें बदल दी गई हैं; ये सफ़र सच्चे हैं, वैसे ही जैसे हम हर हफ़्ते देखते हैं।",
      ),
      tone: "white",
      stories: [
        {
          id: "pooja-meena",
          name: t("Pooja Meena", "Pooja Meena"),
          place: t("Age 14 · Bundi, Rajasthan", "उम्र 14 · बूंदी, राजस्थान"),
          programme: t("Community Learning Centres", "सामुदायिक शिक्षण केंद्र"),
          quote: t(
            "Earlier I was scared of maths. Now I teach my little brother in the evenings.",
            "पहले मुझे गणित से डर लगता था। अब मैं शाम को अपने छोटे भाई को पढ़ाती हूँ।",
          ),
          story: t(
            "Pooja had stopped going to school after her mother fell ill. A volunteer tutor at the learning centre in her village visited her home, talked to her father and helped her catch up on two years of maths in six months.",
            "माँ के बीमार पड़ने के बाद Pooja ने स्कूल जाना छोड़ दिया था। उसके गाँव के शिक्षण केंद्र के एक स्वयंसेवक शिक्षक उसके घर गए, उसके पिता से बात की और छह महीने में उसे दो साल का छूटा हुआ गणित पूरा करने में मदद की।",
          ),
          outcome: t(
            "Back in Class 8 and among the top five in her class",
            "फिर से कक्षा 8 में, और अपनी कक्षा के पहले पाँच विद्यार्थियों में",
          ),
        },
        {
          id: "arjun-patil",
          name: t("Arjun Patil", "Arjun Patil"),
          place: t("Age 16 · Latur, Maharashtra", "उम्र 16 · लातूर, महाराष्ट्र"),
          programme: t("Digital Literacy", "डिजिटल साक्षरता"),
          quote: t(
            "The first time I typed my own name on a computer, I knew what I wanted to do.",
            "जब मैंने पहली बार कंप्यूटर पर अपना नाम टाइप किया, तभी समझ गया कि मुझे क्या करना है।",
          ),
          story: t(
            "Arjun's school had no computer until our lab opened in 2025. He stayed back every day to practise, earned his digital literacy certificate and now helps run the lab for the younger classes.",
            "2025 में हमारी लैब खुलने तक Arjun के स्कूल में एक भी कंप्यूटर नहीं था। वह अभ्यास के लिए रोज़ स्कूल के बाद रुकता, उसने डिजिटल साक्षरता का प्रमाणपत्र हासिल किया और अब छोटी कक्षाओं के लिए लैब चलाने में मदद करता है।",
          ),
          outcome: t("Plans to study computer applications after Class 12", "कक्षा 12 के बाद कंप्यूटर एप्लिकेशन पढ़ने की तैयारी"),
        },
      ],
      columns: "two",
    },
    {
      id: "get-involved-in-three-steps",
      kind: "steps",
      eyebrow: t("", ""),
      heading: t("Get involved in three steps", "तीन आसान कदमों में हमसे जुड़ें"),
      intro: t(
        "Whether you can give two hours a week or sponsor a child's year, there is a place for you.",
        "चाहे आप हफ़्ते में दो घंटे दे सकें या किसी बच्चे के पूरे साल की पढ़ाई का खर्च उठाएँ, आपके लिए जगह है।",
      ),
      tone: "muted",
      steps: [
        {
          id: "tell-us-about-yourself",
          title: t("Tell us about yourself", "हमें अपने बारे में बताएँ"),
          description: t(
            "Fill in the short volunteer form or write to us with how you would like to help.",
            "स्वयंसेवक का छोटा-सा फ़ॉर्म भरें या हमें लिखें कि आप किस तरह मदद करना चाहेंगे।",
          ),
          duration: t("", ""),
          activities: [],
        },
        {
          id: "meet-the-team",
          title: t("Meet the team", "टीम से मिलें"),
          description: t(
            "A programme coordinator calls you within a week to match your time and skills to a centre or school.",
            "एक हफ़्ते के भीतर कार्यक्रम समन्वयक आपको फ़ोन करेंगे और आपके समय और हुनर के हिसाब से कोई केंद्र या स्कूल चुनेंगे।",
          ),
          duration: t("", ""),
          activities: [],
        },
        {
          id: "start-teaching-or-supporting",
          title: t("Start teaching or supporting", "पढ़ाना या सहयोग करना शुरू करें"),
          description: t(
            "After a short orientation you begin: in person at a centre, online, or by sponsoring a scholar.",
            "एक छोटे परिचय सत्र के बाद आप शुरुआत करते हैं: किसी केंद्र पर खुद जाकर, ऑनलाइन, या किसी विद्यार्थी की छात्रवृत्ति का खर्च उठाकर।",
          ),
          duration: t("", ""),
          activities: [],
        },
      ],
    },
    {
      id: "help-a-child-stay-in-school",
      kind: "cta",
      spaceAbove: "spaced",
      heading: t("Help a child stay in school", "किसी बच्चे को स्कूल में बनाए रखने में मदद करें"),
      text: t(
        "Teach, mentor, sponsor or spread the word. Every hour and every rupee keeps a child learning.",
        "पढ़ाइए, मार्गदर्शन कीजिए, खर्च उठाइए या बात आगे फैलाइए। हर घंटा और हर रुपया किसी बच्चे की पढ़ाई जारी रखता है।",
      ),
      actions: [
        {
          id: "contact-us-today",
          kind: "link",
          label: t("Contact Us Today", "आज ही संपर्क करें"),
          to: "/GetInTouch",
          context: t("", ""),
        },
        {
          id: "apply-to-volunteer",
          kind: "apply",
          label: t("Apply to Volunteer", "स्वयंसेवा के लिए आवेदन करें"),
          type: "choose",
        },
      ],
    },
  ],
};
