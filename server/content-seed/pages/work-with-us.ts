/** The Work With Us page a new site starts with (issue 41): what it showed when its text was in the code; the openings are Jobs'. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const workWithUsPage: PageDocument = {
  title: t("Careers", "करियर"),
  heading: t("Work With Us", "हमारे साथ काम करें"),
  description: t(
    "Open positions in programmes, field work, administration, technology and fundraising.",
    "कार्यक्रम, फ़ील्ड, प्रशासन, तकनीक और धन जुटाने के काम में खाली पद।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Careers", "करियर"),
      intro: t(
        "Join a young team that believes every child deserves a classroom and every woman a fair income. We are growing across {states} states and looking for people who want their work to count.",
        "एक युवा टीम से जुड़िए, जो मानती है कि हर बच्चे को कक्षा और हर महिला को उचित आमदनी मिलनी चाहिए। हम {states} राज्यों में बढ़ रहे हैं और ऐसे लोगों की तलाश में हैं जो चाहते हैं कि उनका काम सच में कुछ बदले।",
      ),
      actions: [],
      statsHeading: t("", ""),
      // {openings}: how many openings Jobs lists today.
      stats: [
        { id: "openings", value: t("{openings}", ""), label: t("Open Positions", "खुले पद"), description: t("", "") },
        { id: "states", value: t("{states}", ""), label: t("States", "राज्य"), description: t("", "") },
        {
          id: "students",
          value: t("{students}", ""),
          label: t("Students Reached", "विद्यार्थियों तक पहुँच"),
          description: t("", ""),
        },
        { id: "established", value: t("2025", ""), label: t("Established", "स्थापना वर्ष"), description: t("", "") },
      ],
    },
    {
      id: "why-work-with-us",
      kind: "featureGrid",
      eyebrow: t("Why work with us", "हमारे साथ काम क्यों करें"),
      heading: t("Work that matters, with people who care", "ऐसा काम जो मायने रखता है, ऐसे लोगों के साथ जो परवाह करते हैं"),
      intro: t(
        "We are small enough that your ideas are heard on day one, and growing fast enough that you grow with us.",
        "हम इतने छोटे हैं कि पहले ही दिन से आपकी बात सुनी जाती है, और इतनी तेज़ी से बढ़ रहे हैं कि आप भी हमारे साथ आगे बढ़ते हैं।",
      ),
      tone: "white",
      features: [
        {
          id: "real-impact",
          title: t("Real impact", "सच्चा असर"),
          text: t(
            "You will meet the children and families your work reaches, not just read about them in reports.",
            "आप उन बच्चों और परिवारों से मिलेंगे जिन तक आपका काम पहुँचता है, सिर्फ़ रिपोर्टों में उनके बारे में पढ़ेंगे नहीं।",
          ),
          icon: "heartHandshake",
        },
        {
          id: "learning",
          title: t("Learning every year", "हर साल कुछ नया सीखें"),
          text: t(
            "A learning budget, mentors from our advisory board and regular training in the field.",
            "सीखने के लिए बजट, हमारे सलाहकार मंडल से मार्गदर्शक (मेंटर) और फ़ील्ड में नियमित प्रशिक्षण।",
          ),
          icon: "graduation",
        },
        {
          id: "team",
          title: t("A team that listens", "बात सुनने वाली टीम"),
          text: t(
            "Flat, friendly and honest. Field staff and founders sit at the same table every month.",
            "बराबरी वाला, दोस्ताना और ईमानदार माहौल। फ़ील्ड के साथी और संस्थापक हर महीने एक ही मेज़ पर बैठते हैं।",
          ),
          icon: "users",
        },
        {
          id: "see-india",
          title: t("See India", "भारत को जानें"),
          text: t(
            "Work across Rajasthan, Bihar, Jharkhand, Maharashtra and Karnataka, and learn from each place.",
            "राजस्थान, बिहार, झारखंड, महाराष्ट्र और कर्नाटक में काम करें, और हर जगह से कुछ सीखें।",
          ),
          icon: "mapPinned",
        },
        {
          id: "flexible",
          title: t("Flexible where it counts", "जहाँ ज़रूरी हो, वहाँ लचीलापन"),
          text: t(
            "Remote and hybrid roles where the work allows, and family-friendly leave for everyone.",
            "जहाँ काम इजाज़त दे, वहाँ रिमोट और हाइब्रिड भूमिकाएँ, और सबके लिए परिवार का ख़याल रखने वाली छुट्टियाँ।",
          ),
          icon: "laptop",
        },
        {
          id: "grow",
          title: t("Grow with us", "हमारे साथ आगे बढ़ें"),
          text: t(
            "Founded in 2025, we promote from within: today's field officer is tomorrow's programme lead.",
            "2025 में स्थापित इस संस्था में हम अपने ही लोगों को आगे बढ़ाते हैं: आज का फ़ील्ड अधिकारी कल का कार्यक्रम प्रमुख है।",
          ),
          icon: "sprout",
        },
      ],
      columns: "three",
      accent: "brand",
      textSize: "normal",
      actions: [],
    },
    {
      id: "openings",
      kind: "jobBoard",
      eyebrow: t("Open positions", "खुले पद"),
      heading: t("Find your role", "अपने लिए सही भूमिका खोजें"),
      intro: t("", ""),
      tone: "muted",
      filter: {
        searchLabel: t("Search positions", "पद खोजें"),
        searchPlaceholder: t("Search by title, department or location", "पद, विभाग या जगह के नाम से खोजें"),
        categoriesLabel: t("Filter by category", "श्रेणी के अनुसार छाँटें"),
        allCategories: t("All Positions", "सभी पद"),
        countOne: t("{n} position found", "{n} पद मिला"),
        countOther: t("{n} positions found", "{n} पद मिले"),
        emptyHeading: t("No positions found", "कोई पद नहीं मिला"),
        emptyHint: t(
          "Try adjusting your search criteria or check back later for new openings.",
          "अपनी खोज थोड़ी बदलकर देखें, या नए पदों के लिए कुछ दिन बाद फिर आएँ।",
        ),
        clearFilters: t("Clear all filters", "सभी फ़िल्टर हटाएँ"),
      },
      categories: {
        program: t("Program", "कार्यक्रम"),
        field: t("Field Work", "फ़ील्ड कार्य"),
        admin: t("Administration", "प्रशासन"),
        tech: t("Technology", "तकनीक"),
        fundraising: t("Fundraising", "धन संग्रह"),
      },
      urgencies: { high: t("Urgent", "अत्यावश्यक"), medium: t("Priority", "प्राथमिकता"), low: t("Open", "खुला") },
      labels: {
        department: t("Department", "विभाग"),
        location: t("Location", "जगह"),
        type: t("Type", "प्रकार"),
        posted: t("Posted", "प्रकाशित"),
        requirements: t("Requirements", "ज़रूरी योग्यताएँ"),
        benefits: t("Benefits", "सुविधाएँ"),
        apply: t("Apply for this role", "इस पद के लिए आवेदन करें"),
      },
    },
    {
      id: "how-we-hire",
      kind: "steps",
      eyebrow: t("How we hire", "हम भर्ती कैसे करते हैं"),
      heading: t("Our hiring process", "हमारी भर्ती प्रक्रिया"),
      intro: t(
        "Four simple steps, usually completed within three weeks. We reply to every applicant.",
        "चार आसान चरण, जो आम तौर पर तीन हफ़्तों में पूरे हो जाते हैं। हम हर आवेदक को जवाब देते हैं।",
      ),
      tone: "white",
      steps: [
        {
          id: "apply",
          title: t("Apply", "आवेदन करें"),
          description: t(
            "Send your application through our online form with a short note on why this work matters to you.",
            "हमारे ऑनलाइन फ़ॉर्म से अपना आवेदन भेजें, साथ में छोटा-सा नोट कि यह काम आपके लिए क्यों मायने रखता है।",
          ),
          duration: t("5 minutes", "5 मिनट"),
          activities: [],
        },
        {
          id: "screening",
          title: t("Screening", "आवेदनों की जाँच"),
          description: t(
            "Our team reads every application and calls shortlisted candidates for a short conversation.",
            "हमारी टीम हर आवेदन पढ़ती है और चुने गए उम्मीदवारों को छोटी-सी बातचीत के लिए फ़ोन करती है।",
          ),
          duration: t("Within 1 week", "1 हफ़्ते के अंदर"),
          activities: [],
        },
        {
          id: "interview",
          title: t("Interview", "इंटरव्यू"),
          description: t(
            "Meet the team you would work with. For field roles, we often visit a project village together.",
            "उस टीम से मिलिए जिसके साथ आप काम करेंगे। फ़ील्ड की भूमिकाओं के लिए हम अक्सर साथ मिलकर किसी परियोजना वाले गाँव में जाते हैं।",
          ),
          duration: t("1-2 rounds", "1-2 दौर"),
          activities: [],
        },
        {
          id: "welcome",
          title: t("Welcome aboard", "आपका स्वागत है"),
          description: t(
            "An offer, a warm welcome and two weeks of induction with our programme and field teams.",
            "नौकरी का प्रस्ताव, गर्मजोशी भरा स्वागत और हमारी कार्यक्रम व फ़ील्ड टीमों के साथ दो हफ़्ते का परिचय प्रशिक्षण।",
          ),
          duration: t("2-week induction", "2 हफ़्ते का परिचय प्रशिक्षण"),
          activities: [],
        },
      ],
      callout: [
        {
          id: "fellowship",
          heading: t("Early in your career?", "करियर की शुरुआत कर रहे हैं?"),
          text: t(
            "Our paid fellowships place young graduates in villages and schools for 10 to 18 months, with a monthly stipend and mentoring.",
            "हमारी सवेतन फ़ेलोशिप युवा स्नातकों को 10 से 18 महीनों के लिए गाँवों और स्कूलों में काम का मौका देती है, मासिक मानदेय (स्टाइपेंड) और मार्गदर्शन के साथ।",
          ),
          action: {
            id: "explore-fellowship",
            kind: "link",
            label: t("Explore Fellowship Program", "फ़ेलोशिप कार्यक्रम देखें"),
            to: "/Fellowship",
            context: t("", ""),
          },
        },
      ],
    },
    {
      id: "general-application",
      kind: "cta",
      heading: t("Don't see the right role?", "अपने लिए सही पद नहीं दिखा?"),
      text: t(
        "We are always glad to hear from people who share our mission. Send a general application and we will write to you when something fits.",
        "जो लोग हमारे मिशन से जुड़ाव महसूस करते हैं, उनसे सुनकर हमें हमेशा ख़ुशी होती है। एक सामान्य आवेदन भेजें, और जब कोई उपयुक्त पद होगा तो हम आपको लिखेंगे।",
      ),
      actions: [
        {
          id: "general-application",
          kind: "apply",
          label: t("Submit a General Application", "सामान्य आवेदन भेजें"),
          type: "choose",
        },
      ],
      spaceAbove: "spaced",
    },
  ],
};
