/** The Leadership page a new site starts with (issue 41): what it showed when its text was in the code, its people without photos, the first year's districts and partner schools cited by name. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { personWords } from "./people-words.ts";

export const leadershipPage: PageDocument = {
  title: t("Leadership", "नेतृत्व"),
  heading: t("Our Leadership", "हमारा नेतृत्व"),
  description: t(
    "Meet the executive team and advisory board guiding our work across India.",
    "हमारी कार्यकारी टीम और सलाहकार मंडल से मिलिए, जो पूरे भारत में हमारे काम को दिशा देते हैं।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Our Team", "हमारी टीम"),
      intro: t(
        "The people who set our direction and answer for our work: an executive team that runs the federation day to day, and an advisory board that keeps us honest.",
        "वे लोग जो हमारी दिशा तय करते हैं और हमारे काम की ज़िम्मेदारी लेते हैं: रोज़मर्रा में संघ को चलाने वाली कार्यकारी टीम, और हमें ईमानदार बनाए रखने वाला सलाहकार मंडल।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "executives",
      kind: "cardGrid",
      groups: [],
      eyebrow: t("Executive Leadership", "कार्यकारी नेतृत्व"),
      heading: t("Leading the federation", "संघ की अगुवाई"),
      intro: t("", ""),
      tone: "white",
      columns: "wide",
      cards: {
        card: "profile",
        labels: personWords,
        items: [
          {
            id: "dr-meera-sharma",
            name: t("Dr. Meera Sharma", ""),
            role: t("Founder & Executive Director", "संस्थापक और कार्यकारी निदेशक"),
            location: t("", ""),
            bio: t(
              "Meera taught in government schools in Ajmer for twelve years before leading teacher-training programmes across Rajasthan. She founded the federation in 2025 to bring schools and community groups under one roof.",
              "Meera ने अजमेर के सरकारी स्कूलों में बारह साल पढ़ाया, फिर पूरे राजस्थान में शिक्षक प्रशिक्षण कार्यक्रमों की अगुवाई की। स्कूलों और सामुदायिक समूहों को एक छत के नीचे लाने के लिए उन्होंने 2025 में इस संघ की स्थापना की।",
            ),
            education: t("Ph.D. in Education, University of Rajasthan", "शिक्षा में पीएचडी, University of Rajasthan"),
            experience: t("22 years", "22 साल"),
            specialisation: t(
              "School quality, teacher training, girls' education",
              "स्कूल की गुणवत्ता, शिक्षक प्रशिक्षण, लड़कियों की शिक्षा",
            ),
            tags: [],
            highlights: [
              t(
                "Trained 3,000+ government school teachers in foundational literacy",
                "3,000+ सरकारी स्कूल शिक्षकों को बुनियादी साक्षरता का प्रशिक्षण दिया",
              ),
              t(
                "Built the federation's {partner-schools} school partnerships in its first year",
                "पहले ही साल में संघ की {partner-schools} स्कूल साझेदारियाँ बनाईं",
              ),
              t("State award for innovation in teaching, Rajasthan", "पढ़ाई में नए प्रयोगों के लिए राजस्थान का राज्य पुरस्कार"),
            ],
            phone: "+91 98765 43211",
            email: "meera.sharma@pragatifoundation.org",
          },
          {
            id: "rajesh-kumar-verma",
            name: t("Rajesh Kumar Verma", ""),
            role: t("Chief Operating Officer", "मुख्य परिचालन अधिकारी"),
            location: t("", ""),
            bio: t(
              "Rajesh spent fifteen years running rural livelihood programmes in Bihar and Jharkhand. He makes sure every centre, course and self-help group runs on time, on budget and with honest data.",
              "Rajesh ने पंद्रह साल बिहार और झारखंड में ग्रामीण आजीविका कार्यक्रम चलाए। वे यह पक्का करते हैं कि हर केंद्र, हर कोर्स और हर स्वयं सहायता समूह समय पर, बजट के भीतर और सच्चे आँकड़ों के साथ चले।",
            ),
            education: t("PGDM in Rural Management, IRMA Anand", "ग्रामीण प्रबंधन में PGDM, IRMA Anand"),
            experience: t("18 years", "18 साल"),
            specialisation: t(
              "Programme operations, livelihoods, monitoring and evaluation",
              "कार्यक्रम संचालन, आजीविका, निगरानी और मूल्यांकन",
            ),
            tags: [],
            highlights: [
              t(
                "Set up field operations in {districts} districts within months",
                "कुछ ही महीनों में {districts} ज़िलों में फ़ील्ड का काम खड़ा किया",
              ),
              t(
                "Introduced an offline-first data system used by all field staff",
                "ऑफ़लाइन भी चलने वाली डेटा व्यवस्था शुरू की, जिसे फ़ील्ड के सभी कर्मचारी इस्तेमाल करते हैं",
              ),
              t(
                "Previously scaled a women's enterprise programme to 12,000 members",
                "इससे पहले महिलाओं के एक उद्यम कार्यक्रम को 12,000 सदस्यों तक पहुँचाया",
              ),
            ],
            phone: "+91 98765 43212",
            email: "rajesh.verma@pragatifoundation.org",
          },
        ],
      },
    },
    {
      id: "advisory-board",
      kind: "cardGrid",
      groups: [],
      eyebrow: t("Advisory Board", "सलाहकार मंडल"),
      heading: t("Guidance from experienced hands", "अनुभवी हाथों का मार्गदर्शन"),
      intro: t(
        "Our advisers give their time without pay. They review our plans, our accounts and our results every quarter.",
        "हमारे सलाहकार बिना कोई पैसा लिए अपना समय देते हैं। वे हर तीन महीने में हमारी योजनाओं, हमारे हिसाब-किताब और हमारे नतीजों की समीक्षा करते हैं।",
      ),
      tone: "muted",
      columns: "two",
      cards: {
        card: "profile",
        labels: personWords,
        items: [
          {
            id: "prof-anita-desai",
            name: t("Prof. Anita Desai", ""),
            role: t("Education Policy Adviser", "शिक्षा नीति सलाहकार"),
            location: t("", ""),
            bio: t(
              "Former dean of a leading school of education, Anita advises state governments on foundational learning.",
              "शिक्षा के एक प्रमुख संस्थान की पूर्व डीन, Anita बुनियादी शिक्षा पर राज्य सरकारों को सलाह देती हैं।",
            ),
            education: t("Ph.D., Jawaharlal Nehru University", "पीएचडी, Jawaharlal Nehru University"),
            experience: t("30 years", "30 साल"),
            specialisation: t("Education policy and curriculum", "शिक्षा नीति और पाठ्यक्रम"),
            tags: [],
            highlights: [
              t("Member of two national curriculum committees", "दो राष्ट्रीय पाठ्यक्रम समितियों की सदस्य"),
              t("Author of 40+ research papers", "40+ शोध पत्रों की लेखक"),
            ],
            phone: "",
            email: "",
          },
          {
            id: "suresh-iyer",
            name: t("Suresh Iyer", ""),
            role: t("Finance & Governance Adviser", "वित्त और प्रशासन सलाहकार"),
            location: t("", ""),
            bio: t(
              "A chartered accountant who has audited non-profits for two decades, Suresh chairs our audit committee.",
              "दो दशकों से गैर-लाभकारी संस्थाओं का ऑडिट करने वाले चार्टर्ड अकाउंटेंट, Suresh हमारी ऑडिट समिति के अध्यक्ष हैं।",
            ),
            education: t("Chartered Accountant, ICAI", "चार्टर्ड अकाउंटेंट, ICAI"),
            experience: t("25 years", "25 साल"),
            specialisation: t(
              "Non-profit finance, FCRA and CSR compliance",
              "गैर-लाभकारी संस्थाओं का वित्त, FCRA और CSR नियमों का पालन",
            ),
            tags: [],
            highlights: [
              t("Chairs the federation's audit committee", "संघ की ऑडिट समिति के अध्यक्ष"),
              t("Mentor to 30+ grassroots organisations", "30+ ज़मीनी संगठनों के मार्गदर्शक"),
            ],
            phone: "",
            email: "",
          },
          {
            id: "dr-kavita-rao",
            name: t("Dr. Kavita Rao", ""),
            role: t("Health & Nutrition Adviser", "स्वास्थ्य और पोषण सलाहकार"),
            location: t("", ""),
            bio: t(
              "A paediatrician from Bengaluru, Kavita designs our school health camps and nutrition lessons.",
              "बेंगलुरु की बाल रोग विशेषज्ञ, Kavita हमारे स्कूल स्वास्थ्य शिविर और पोषण के पाठ तैयार करती हैं।",
            ),
            education: t("MD Paediatrics, St. John's Medical College", "एमडी (बाल रोग), St. John's Medical College"),
            experience: t("20 years", "20 साल"),
            specialisation: t("Child health and nutrition", "बच्चों का स्वास्थ्य और पोषण"),
            tags: [],
            highlights: [
              t("Led school health screenings for 50,000 children", "50,000 बच्चों की स्कूल स्वास्थ्य जाँच की अगुवाई की"),
              t("Advises two state nutrition missions", "दो राज्यों के पोषण मिशनों को सलाह देती हैं"),
            ],
            phone: "",
            email: "",
          },
          {
            id: "arjun-mehta",
            name: t("Arjun Mehta", ""),
            role: t("Technology & Partnerships Adviser", "टेक्नोलॉजी और साझेदारी सलाहकार"),
            location: t("", ""),
            bio: t(
              "A technology leader who has built products for millions of Indian users, Arjun guides our digital learning work.",
              "करोड़ों भारतीय उपयोगकर्ताओं के लिए उत्पाद बना चुके टेक्नोलॉजी विशेषज्ञ, Arjun हमारे डिजिटल शिक्षा के काम का मार्गदर्शन करते हैं।",
            ),
            education: t("B.Tech, IIT Bombay", "बी.टेक, IIT Bombay"),
            experience: t("16 years", "16 साल"),
            specialisation: t("Digital products, CSR partnerships", "डिजिटल उत्पाद, CSR साझेदारी"),
            tags: [],
            highlights: [
              t(
                "Built low-bandwidth learning apps used in 8 states",
                "कम इंटरनेट स्पीड पर चलने वाले शिक्षा ऐप बनाए, जो 8 राज्यों में इस्तेमाल होते हैं",
              ),
              t("Connected us with our first CSR partners", "हमें हमारे पहले CSR साझेदारों से जोड़ा"),
            ],
            phone: "",
            email: "",
          },
        ],
      },
    },
    {
      id: "cta",
      kind: "cta",
      heading: t("Want to work with our team?", "हमारी टीम के साथ काम करना चाहते हैं?"),
      text: t(
        "We are always glad to hear from educators, professionals and partners who share our mission.",
        "हमारे मिशन में यकीन रखने वाले शिक्षकों, पेशेवरों और साझेदारों से बात करके हमें हमेशा खुशी होती है।",
      ),
      actions: [
        {
          id: "get-in-touch",
          kind: "link",
          label: t("Get In Touch", "हमसे बात करें"),
          to: "/GetInTouch",
          context: t("", ""),
        },
        {
          id: "meet-our-mentors",
          kind: "link",
          label: t("Meet Our Mentors", "हमारे मार्गदर्शकों से मिलें"),
          to: "/Mentors",
          context: t("", ""),
        },
      ],
      spaceAbove: "spaced",
    },
  ],
};
