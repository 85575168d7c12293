/** The About Us page a new site starts with (issue 41): what it showed when its text was in the code, its first year's figures cited by name. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { firstYearHighlights, firstYearStats } from "./first-year.ts";

export const aboutUsPage: PageDocument = {
  title: t("About Us", "हमारे बारे में"),
  heading: t("About Us", "हमारे बारे में"),
  description: t(
    "Our mission, vision, 2030 goals, values and the journey of a federation of educational institutions founded in 2025.",
    "हमारा मिशन, दृष्टि, 2030 के लक्ष्य, मूल्य और 2025 में बने शैक्षणिक संस्थाओं के एक संघ की अब तक की यात्रा।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Who we are", "हम कौन हैं"),
      intro: t(
        "A federation of schools, teachers and community workers, founded in 2025 to make sure no child, woman or village is left out of India's growth story.",
        "स्कूलों, शिक्षकों और सामुदायिक कार्यकर्ताओं का एक संघ, जिसकी स्थापना 2025 में हुई, ताकि भारत की तरक्की की कहानी में कोई भी बच्चा, महिला या गाँव पीछे न छूटे।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "why-we-exist",
      kind: "featureGrid",
      eyebrow: t("Mission & Vision", "मिशन और दृष्टि"),
      heading: t("Why we exist", "हम क्यों हैं"),
      intro: t("", ""),
      tone: "white",
      features: [
        {
          id: "our-mission",
          title: t("Our Mission", "हमारा मिशन"),
          text: t(
            "To give every child a good school day, every young person a skill that earns, and every woman the confidence and means to lead, by working hand in hand with the communities we serve.",
            "जिन समुदायों के लिए हम काम करते हैं, उनके साथ कंधे से कंधा मिलाकर: हर बच्चे को स्कूल का एक अच्छा दिन, हर युवा को कमाई देने वाला हुनर, और हर महिला को आगे बढ़कर नेतृत्व करने का आत्मविश्वास और साधन देना।",
          ),
          icon: "target",
          accent: "brand",
        },
        {
          id: "our-vision",
          title: t("Our Vision", "हमारी दृष्टि"),
          text: t(
            "An India where a child's future does not depend on the village she is born in: where learning, livelihood and a healthy environment are within everyone's reach.",
            "ऐसा भारत, जहाँ किसी बच्ची का भविष्य इस बात पर निर्भर न हो कि वह किस गाँव में पैदा हुई: जहाँ पढ़ाई, आजीविका और साफ़-सुथरा, स्वस्थ पर्यावरण हर किसी की पहुँच में हो।",
          ),
          icon: "eye",
          accent: "saffron",
        },
      ],
      columns: "two",
      accent: "brand",
      textSize: "large",
      actions: [],
    },
    {
      id: "small-beginnings-real-numbers",
      kind: "stats",
      eyebrow: t("Our first year", "हमारा पहला साल"),
      heading: t("Small beginnings, real numbers", "छोटी शुरुआत, सच्चे आँकड़े"),
      intro: t("", ""),
      tone: "brand",
      stats: firstYearStats,
      highlights: firstYearHighlights,
    },
    {
      id: "where-we-will-be-by-2030",
      kind: "stats",
      eyebrow: t("Our 2030 Goals", "2030 के हमारे लक्ष्य"),
      heading: t("Where we will be by 2030", "2030 तक हम कहाँ होंगे"),
      intro: t(
        "Ambitious, measurable and public, so that you can hold us to them.",
        "बड़े, नापे जा सकने वाले और सबके सामने रखे गए लक्ष्य, ताकि आप हमसे इनका हिसाब माँग सकें।",
      ),
      tone: "muted",
      stats: [
        {
          id: "lives",
          value: t("100,000", ""),
          label: t("Lives", "ज़िंदगियाँ"),
          description: t("children, women and families reached", "बच्चों, महिलाओं और परिवारों तक पहुँच"),
        },
        {
          id: "livelihood-opportunities",
          value: t("500", ""),
          label: t("Livelihood opportunities", "आजीविका के अवसर"),
          description: t("jobs and enterprises created", "नौकरियाँ और उद्यम"),
        },
        {
          id: "trees",
          value: t("50,000", ""),
          label: t("Trees", "पेड़"),
          description: t("planted and cared for with eco-clubs", "इको-क्लबों के साथ लगाए और सँभाले गए"),
        },
        {
          id: "communities",
          value: t("100", ""),
          label: t("Communities", "समुदाय"),
          description: t("villages and urban settlements served", "गाँव और शहरी बस्तियाँ, जहाँ हम काम करेंगे"),
        },
      ],
      highlights: [],
    },
    {
      id: "what-we-stand-for",
      kind: "featureGrid",
      eyebrow: t("Core Values", "हमारे मूल्य"),
      heading: t("What we stand for", "हम किन बातों पर चलते हैं"),
      intro: t("", ""),
      tone: "white",
      features: [
        {
          id: "compassion",
          title: t("Compassion", "करुणा"),
          text: t(
            "We listen before we act, and we treat every family as partners, never as beneficiaries on a list.",
            "हम कुछ करने से पहले सुनते हैं, और हर परिवार को साझेदार मानते हैं, किसी सूची में दर्ज लाभार्थी नहीं।",
          ),
          icon: "handHeart",
        },
        {
          id: "integrity",
          title: t("Integrity", "ईमानदारी"),
          text: t(
            "Audited accounts, honest reports and no exaggerated promises, to donors or to villages.",
            "ऑडिट किया हुआ हिसाब, सच्ची रिपोर्टें और कोई बढ़ा-चढ़ाकर किया गया वादा नहीं, न दानदाताओं से, न गाँवों से।",
          ),
          icon: "shield",
        },
        {
          id: "equity",
          title: t("Equity", "समानता"),
          text: t(
            "Girls, Dalit and Adivasi children and children with disabilities come first in every programme.",
            "हर कार्यक्रम में लड़कियाँ, दलित और आदिवासी बच्चे, और दिव्यांग बच्चे सबसे पहले आते हैं।",
          ),
          icon: "scale",
        },
        {
          id: "community-ownership",
          title: t("Community ownership", "समुदाय की भागीदारी"),
          text: t(
            "Local teachers, panchayats and women's groups shape what we do and carry it on after us.",
            "स्थानीय शिक्षक, पंचायतें और महिला समूह तय करते हैं कि हम क्या करें, और हमारे बाद वे ही इसे आगे चलाते हैं।",
          ),
          icon: "users",
        },
        {
          id: "innovation",
          title: t("Innovation", "नई सोच"),
          text: t(
            "Simple tools that work offline and on a basic phone, tested in the field before we scale.",
            "ऐसे सरल साधन, जो ऑफ़लाइन और साधारण फ़ोन पर भी चलें, और जिन्हें बड़े पैमाने पर ले जाने से पहले ज़मीन पर परखा जाए।",
          ),
          icon: "lightbulb",
        },
        {
          id: "collaboration",
          title: t("Collaboration", "मिलकर काम"),
          text: t(
            "We work with schools, government and companies, because no one changes a district alone.",
            "हम स्कूलों, सरकार और कंपनियों के साथ काम करते हैं, क्योंकि कोई अकेला किसी ज़िले को नहीं बदल सकता।",
          ),
          icon: "handshake",
        },
      ],
      columns: "three",
      accent: "brand",
      textSize: "normal",
      actions: [],
    },
    {
      id: "from-one-classroom-to-five-states",
      kind: "timeline",
      eyebrow: t("Our Journey", "हमारा सफ़र"),
      heading: t("From one classroom to five states", "एक कक्षा से पाँच राज्यों तक"),
      intro: t("", ""),
      tone: "muted",
      items: [
        {
          id: "january-2025",
          date: t("January 2025", "जनवरी 2025"),
          title: t("The federation is founded", "संघ की स्थापना"),
          text: t(
            "Twelve schools and community organisations in Jaipur and Patna sign our founding charter.",
            "जयपुर और पटना के बारह स्कूल और सामुदायिक संगठन हमारे स्थापना-पत्र पर हस्ताक्षर करते हैं।",
          ),
        },
        {
          id: "march-2025",
          date: t("March 2025", "मार्च 2025"),
          title: t("First learning centres open", "पहले शिक्षण केंद्र खुले"),
          text: t(
            "Six after-school centres start in Jaipur and Nalanda districts, with 40 volunteer teachers.",
            "जयपुर और नालंदा ज़िलों में 40 स्वयंसेवक शिक्षकों के साथ स्कूल के बाद चलने वाले छह केंद्र शुरू होते हैं।",
          ),
        },
        {
          id: "june-2025",
          date: t("June 2025", "जून 2025"),
          title: t("Women's self-help groups", "महिलाओं के स्वयं सहायता समूह"),
          text: t(
            "The first 18 self-help groups begin saving together and training in tailoring and food processing.",
            "पहले 18 स्वयं सहायता समूह मिलकर बचत करना और सिलाई व खाद्य प्रसंस्करण का प्रशिक्षण लेना शुरू करते हैं।",
          ),
        },
        {
          id: "august-2025",
          date: t("August 2025", "अगस्त 2025"),
          title: t("Skills and green drives", "हुनर और हरियाली अभियान"),
          text: t(
            "Computer and electrician courses start in Ranchi; school eco-clubs plant their first 5,000 saplings.",
            "राँची में कंप्यूटर और इलेक्ट्रीशियन कोर्स शुरू होते हैं; स्कूलों के इको-क्लब अपने पहले 5,000 पौधे लगाते हैं।",
          ),
        },
        {
          id: "december-2025",
          date: t("December 2025", "दिसंबर 2025"),
          title: t("Five states, 4053+ students", "पाँच राज्य, 4053+ विद्यार्थी"),
          text: t(
            "With partners in Maharashtra and Karnataka, we close our first year in 15+ districts and 20+ schools.",
            "महाराष्ट्र और कर्नाटक के साझेदारों के साथ, हम अपना पहला साल 15+ ज़िलों और 20+ स्कूलों में पूरा करते हैं।",
          ),
        },
      ],
    },
    {
      id: "a-message-from-our-founder",
      kind: "quote",
      eyebrow: t("From our leadership", "हमारे नेतृत्व की ओर से"),
      heading: t("A message from our founder", "हमारी संस्थापक का संदेश"),
      intro: t("", ""),
      tone: "white",
      quote: t(
        "I grew up in a village where the school had one teacher for five classes. Some of us were lucky. Most of my friends were not. We started this federation so that luck stops deciding a child's future. In our first year, thousands of children have come through our doors, and hundreds of women have earned their first income. Thank you for walking with us. The road ahead is long, and we will walk it together.",
        "मैं ऐसे गाँव में पली-बढ़ी, जहाँ स्कूल में पाँच कक्षाओं के लिए एक ही शिक्षक था। हममें से कुछ की किस्मत अच्छी थी। मेरे ज़्यादातर दोस्तों की नहीं। हमने यह संघ इसलिए शुरू किया, ताकि किसी बच्चे का भविष्य किस्मत तय न करे। पहले ही साल में हज़ारों बच्चे हमारे पास आए, और सैकड़ों महिलाओं ने अपनी पहली कमाई की। हमारे साथ चलने के लिए धन्यवाद। आगे का रास्ता लंबा है, और हम इसे साथ मिलकर तय करेंगे।",
      ),
      name: t("Dr. Meera Sharma", ""),
      role: t("Founder & Executive Director", "संस्थापक और कार्यकारी निदेशक"),
      link: {
        label: t("Meet our leadership", "हमारे नेतृत्व से मिलें"),
        to: "/Leadership",
      },
    },
    {
      id: "join-us-on-the-journey",
      kind: "cta",
      heading: t("Join us on the journey", "इस सफ़र में हमारे साथ आइए"),
      text: t(
        "Volunteer, partner or donate: there is a place for you in our story.",
        "स्वयंसेवा करें, साझेदार बनें या दान करें: हमारी कहानी में आपके लिए भी जगह है।",
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
          id: "work-with-us",
          kind: "link",
          label: t("Work With Us", "हमारे साथ काम करें"),
          to: "/WorkWithUs",
          context: t("", ""),
        },
      ],
      spaceAbove: "flush",
    },
  ],
};
