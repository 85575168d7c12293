/** The Our Reach page a new site starts with (issue 41): what it showed when its text was in the code, its headline figures cited by name. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { citedStat } from "./cited-figure.ts";

export const reachPage: PageDocument = {
  title: t("Our Reach", "हमारी पहुँच"),
  heading: t("Our Reach", "हमारी पहुँच"),
  description: t(
    "{states} states, {districts} districts, {villages} villages and {lives} lives: where we work and where we are going next.",
    "{states} राज्य, {districts} ज़िले, {villages} गाँव और {lives} ज़िंदगियाँ: हम कहाँ काम करते हैं और आगे कहाँ जा रहे हैं।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Where we work", "हम कहाँ काम करते हैं"),
      intro: t(
        "From the deserts of Rajasthan to the forests of Jharkhand and the coasts of Karnataka, our teams work where the need is greatest.",
        "राजस्थान के रेगिस्तान से लेकर झारखंड के जंगलों और कर्नाटक के समुद्र तटों तक, हमारी टीमें वहाँ काम करती हैं जहाँ ज़रूरत सबसे ज़्यादा है।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [
        citedStat("states", t("States", "राज्य")),
        citedStat("districts", t("Districts", "ज़िले")),
        citedStat("villages", t("Villages", "गाँव")),
        citedStat("lives", t("Lives", "ज़िंदगियाँ")),
      ],
    },
    {
      id: "where-we-are-and-where-we-are-going",
      kind: "regionPanels",
      eyebrow: t("Explore", "जानें"),
      heading: t("Where we are, and where we are going", "हम कहाँ हैं, और कहाँ जा रहे हैं"),
      intro: t("", ""),
      tone: "muted",
      label: t("Our reach", "हमारी पहुँच"),
      geographic: {
        tab: t("Geographic Reach", "भौगोलिक पहुँच"),
        heading: t("Four regions, one federation", "चार क्षेत्र, एक संघ"),
        intro: t(
          "Each region has its own office and team, who speak the local language and know the local schools.",
          "हर क्षेत्र का अपना कार्यालय और अपनी टीम है, जो वहाँ की भाषा बोलती है और वहाँ के स्कूलों को जानती है।",
        ),
        labels: {
          states: t("States", "राज्य"),
          districts: t("Districts", "ज़िले"),
          villages: t("Villages", "गाँव"),
          beneficiaries: t("Beneficiaries", "लाभार्थी"),
          programs: t("Key programs", "मुख्य कार्यक्रम"),
          established: t("Established", "स्थापना"),
          headquarters: t("Regional HQ", "क्षेत्रीय मुख्यालय"),
        },
        regions: [
          {
            id: "north-india",
            region: t("North India", "उत्तर भारत"),
            states: [
              t("Rajasthan", "राजस्थान"),
              t("Uttar Pradesh", "उत्तर प्रदेश"),
              t("Haryana", "हरियाणा"),
              t("Punjab", "पंजाब"),
            ],
            districts: t("24", ""),
            villages: t("148", ""),
            beneficiaries: t("72,000+", ""),
            programs: [t("Education", "शिक्षा"), t("Women Empowerment", "महिला सशक्तिकरण"), t("Environment", "पर्यावरण")],
            established: t("January 2025", "जनवरी 2025"),
            headquarters: t("Jaipur, Rajasthan", "जयपुर, राजस्थान"),
          },
          {
            id: "west-india",
            region: t("West India", "पश्चिम भारत"),
            states: [
              t("Maharashtra", "महाराष्ट्र"),
              t("Gujarat", "गुजरात"),
              t("Madhya Pradesh", "मध्य प्रदेश"),
              t("Goa", "गोवा"),
            ],
            districts: t("22", ""),
            villages: t("136", ""),
            beneficiaries: t("68,000+", ""),
            programs: [t("Skill Development", "कौशल विकास"), t("Livelihood", "आजीविका"), t("Education", "शिक्षा")],
            established: t("April 2025", "अप्रैल 2025"),
            headquarters: t("Pune, Maharashtra", "पुणे, महाराष्ट्र"),
          },
          {
            id: "east-india",
            region: t("East India", "पूर्व भारत"),
            states: [
              t("Bihar", "बिहार"),
              t("Jharkhand", "झारखंड"),
              t("Odisha", "ओडिशा"),
              t("West Bengal", "पश्चिम बंगाल"),
            ],
            districts: t("20", ""),
            villages: t("118", ""),
            beneficiaries: t("55,000+", ""),
            programs: [t("Livelihood", "आजीविका"), t("Women Empowerment", "महिला सशक्तिकरण"), t("Education", "शिक्षा")],
            established: t("January 2025", "जनवरी 2025"),
            headquarters: t("Patna, Bihar", "पटना, बिहार"),
          },
          {
            id: "south-india",
            region: t("South India", "दक्षिण भारत"),
            states: [t("Karnataka", "कर्नाटक"), t("Tamil Nadu", "तमिलनाडु"), t("Telangana", "तेलंगाना")],
            districts: t("19", ""),
            villages: t("113", ""),
            beneficiaries: t("65,000+", ""),
            programs: [t("Skill Development", "कौशल विकास"), t("Environment", "पर्यावरण"), t("Health", "स्वास्थ्य")],
            established: t("August 2025", "अगस्त 2025"),
            headquarters: t("Bengaluru, Karnataka", "बेंगलुरु, कर्नाटक"),
          },
        ],
        mapHeading: t("Interactive reach map", "हमारी पहुँच का इंटरैक्टिव नक्शा"),
        mapText: t(
          "Explore every district and village we work in, on one map.",
          "जिन ज़िलों और गाँवों में हम काम करते हैं, उन सबको एक ही नक्शे पर देखें।",
        ),
      },
      program: {
        tab: t("Program Reach", "कार्यक्रमों की पहुँच"),
        heading: t("How far each programme reaches", "हर कार्यक्रम कितनी दूर तक पहुँचता है"),
        intro: t(
          "Our four largest programmes and what they have achieved so far.",
          "हमारे चार सबसे बड़े कार्यक्रम, और अब तक की उनकी उपलब्धियाँ।",
        ),
        labels: {
          impact: t("Impact", "असर"),
          focus: t("Focus areas", "मुख्य क्षेत्र"),
        },
        cards: [
          {
            id: "education",
            program: t("Education", "शिक्षा"),
            reach: [
              {
                id: "children",
                value: t("{students}", ""),
                label: t("Children", "बच्चे"),
              },
              {
                id: "partner-schools",
                value: t("{partner-schools}", ""),
                label: t("Partner schools", "साझेदार स्कूल"),
              },
            ],
            impact: [
              t("Reading levels up in 8 of 10 learning centres", "10 में से 8 शिक्षण केंद्रों में पढ़ने का स्तर बढ़ा"),
              t("Girls' attendance up by a quarter", "लड़कियों की हाज़िरी एक-चौथाई बढ़ी"),
              t("1,200 scholarships", "1,200 छात्रवृत्तियाँ"),
            ],
            focus: [
              t("Foundational literacy", "बुनियादी साक्षरता"),
              t("Digital learning", "डिजिटल शिक्षा"),
              t("Scholarships", "छात्रवृत्तियाँ"),
            ],
          },
          {
            id: "women-empowerment",
            program: t("Women Empowerment", "महिला सशक्तिकरण"),
            reach: [
              {
                id: "women",
                value: t("45,000+", ""),
                label: t("Women", "महिलाएँ"),
              },
              {
                id: "self-help-groups",
                value: t("850", ""),
                label: t("Self-help groups", "स्वयं सहायता समूह"),
              },
            ],
            impact: [
              t("₹4 crore saved by self-help groups", "स्वयं सहायता समूहों ने ₹4 करोड़ बचाए"),
              t("3,500 women earning for the first time", "3,500 महिलाएँ पहली बार कमा रही हैं"),
              t("Leaders in 60 panchayats", "60 पंचायतों में महिला नेता"),
            ],
            focus: [
              t("Self-help groups", "स्वयं सहायता समूह"),
              t("Financial literacy", "वित्तीय साक्षरता"),
              t("Leadership", "नेतृत्व"),
            ],
          },
          {
            id: "skill-development",
            program: t("Skill Development", "कौशल विकास"),
            reach: [
              {
                id: "young-people",
                value: t("60,000+", ""),
                label: t("Young people", "युवा"),
              },
              {
                id: "courses",
                value: t("25+", ""),
                label: t("Courses", "कोर्स"),
              },
            ],
            impact: [
              t("80% job placement", "80% को नौकरी"),
              t("95% course completion", "95% ने कोर्स पूरा किया"),
              t("300 employer partners", "300 नियोक्ता साझेदार"),
            ],
            focus: [
              t("Technical trades", "तकनीकी ट्रेड"),
              t("Digital skills", "डिजिटल कौशल"),
              t("Entrepreneurship", "उद्यमिता"),
            ],
          },
          {
            id: "environmental-conservation",
            program: t("Environmental Conservation", "पर्यावरण संरक्षण"),
            reach: [
              {
                id: "volunteers-students",
                value: t("35,000+", ""),
                label: t("Volunteers & students", "स्वयंसेवक और विद्यार्थी"),
              },
              {
                id: "eco-clubs",
                value: t("120", ""),
                label: t("Eco-clubs", "इको-क्लब"),
              },
            ],
            impact: [
              t("{trees} trees planted", "{trees} पेड़ लगाए"),
              t("3,000 tons of waste cleared", "3,000 टन कचरा साफ़ किया"),
              t("Solar lights in 25 villages", "25 गाँवों में सोलर लाइटें"),
            ],
            focus: [
              t("Tree plantation", "पौधारोपण"),
              t("Waste management", "कचरा प्रबंधन"),
              t("Clean energy", "स्वच्छ ऊर्जा"),
            ],
          },
        ],
      },
      expansion: {
        tab: t("Expansion Plans", "विस्तार की योजनाएँ"),
        heading: t("Where we are going next", "आगे हम कहाँ जा रहे हैं"),
        intro: t(
          "A careful plan: we grow only where a local partner and a local team are ready.",
          "सोची-समझी योजना: हम वहीं बढ़ते हैं जहाँ कोई स्थानीय साझेदार और स्थानीय टीम तैयार हो।",
        ),
        labels: {
          budget: t("Budget", "बजट"),
          targets: t("Targets", "लक्ष्य"),
        },
        plans: [
          {
            id: "2024",
            period: t("2024", ""),
            title: t("Groundwork", "नींव की तैयारी"),
            budget: t("₹15 Crores", "₹15 करोड़"),
            description: t(
              "Before the federation was registered, its founding members pooled pilots in Rajasthan and Bihar to test what works.",
              "संघ के पंजीकरण से पहले, इसके संस्थापक सदस्यों ने राजस्थान और बिहार में मिलकर पायलट चलाए, ताकि देखा जा सके कि क्या कारगर है।",
            ),
            targets: [
              t("Pilot learning centres in 2 states", "2 राज्यों में पायलट शिक्षण केंद्र"),
              t("Baseline studies in 40 villages", "40 गाँवों में शुरुआती सर्वे"),
              t("Founding charter agreed", "संस्थापक चार्टर पर सहमति"),
            ],
          },
          {
            id: "2025",
            period: t("2025", ""),
            title: t("Foundation year", "स्थापना का साल"),
            budget: t("₹25 Crores", "₹25 करोड़"),
            description: t(
              "The federation is founded and opens regional offices in Jaipur, Patna, Pune and Bengaluru.",
              "संघ की स्थापना होती है और जयपुर, पटना, पुणे और बेंगलुरु में क्षेत्रीय कार्यालय खुलते हैं।",
            ),
            targets: [
              t("Four regional offices", "चार क्षेत्रीय कार्यालय"),
              t("20+ partner schools", "20+ साझेदार स्कूल"),
              t("First skill centres and self-help groups", "पहले कौशल केंद्र और स्वयं सहायता समूह"),
            ],
          },
          {
            id: "2026-2030",
            period: t("2026-2030", ""),
            title: t("Scaling up", "बड़े पैमाने पर विस्तार"),
            budget: t("₹100+ Crores", "₹100+ करोड़"),
            description: t(
              "We deepen our work in every state we serve and reach the goals we set for 2030.",
              "हम जिन राज्यों में काम करते हैं, उन सब में अपना काम और गहरा करेंगे, और 2030 के लिए तय किए लक्ष्य पूरे करेंगे।",
            ),
            targets: [
              t("100,000 lives", "100,000 ज़िंदगियाँ"),
              t("500 livelihood opportunities", "आजीविका के 500 अवसर"),
              t("50,000 trees and 100 communities", "50,000 पेड़ और 100 समुदाय"),
            ],
          },
        ],
      },
      partnership: {
        tab: t("Partnership Network", "साझेदारी नेटवर्क"),
        heading: t("Our partnership network", "हमारा साझेदारी नेटवर्क"),
        intro: t(
          "We never work alone. These partners make our reach possible.",
          "हम कभी अकेले काम नहीं करते। इन साझेदारों की बदौलत ही हमारी पहुँच मुमकिन है।",
        ),
        categories: [
          {
            id: "corporate-partners",
            icon: "building",
            title: t("Corporate Partners", "कॉर्पोरेट साझेदार"),
            count: t("50+", ""),
            description: t(
              "CSR programmes and employee volunteers from companies across India.",
              "देश भर की कंपनियों के CSR कार्यक्रम और उनके कर्मचारी, जो स्वयंसेवा करते हैं।",
            ),
            examples: [
              t("Skill centres", "कौशल केंद्र"),
              t("Digital classrooms", "डिजिटल कक्षाएँ"),
              t("Employee volunteering", "कर्मचारियों की स्वयंसेवा"),
            ],
          },
          {
            id: "government-bodies",
            icon: "landmark",
            title: t("Government Bodies", "सरकारी संस्थाएँ"),
            count: t("25+", ""),
            description: t(
              "State departments, district administrations and panchayats.",
              "राज्य सरकार के विभाग, ज़िला प्रशासन और पंचायतें।",
            ),
            examples: [
              t("Samagra Shiksha", "समग्र शिक्षा"),
              t("State rural livelihood missions", "राज्य ग्रामीण आजीविका मिशन"),
              t("Gram panchayats", "ग्राम पंचायतें"),
            ],
          },
          {
            id: "educational-institutions",
            icon: "graduation",
            title: t("Educational Institutions", "शैक्षणिक संस्थाएँ"),
            count: t("20+", ""),
            description: t(
              "Government and private schools, colleges and teacher-training institutes.",
              "सरकारी और निजी स्कूल, कॉलेज और शिक्षक-प्रशिक्षण संस्थान।",
            ),
            examples: [
              t("Partner schools", "साझेदार स्कूल"),
              t("DIETs", "ज़िला शिक्षा एवं प्रशिक्षण संस्थान (DIET)"),
              t("University volunteers", "विश्वविद्यालयों के स्वयंसेवक"),
            ],
          },
          {
            id: "ngos-community-groups",
            icon: "usersRound",
            title: t("NGOs & Community Groups", "NGO और सामुदायिक समूह"),
            count: t("40+", ""),
            description: t(
              "Grassroots organisations, women's collectives and youth clubs.",
              "ज़मीनी संस्थाएँ, महिलाओं के समूह और युवा क्लब।",
            ),
            examples: [
              t("Self-help group federations", "स्वयं सहायता समूहों के संघ"),
              t("Youth clubs", "युवा क्लब"),
              t("Local NGOs", "स्थानीय NGO"),
            ],
          },
        ],
      },
    },
    {
      id: "help-us-reach-the-next-village",
      kind: "cta",
      heading: t("Help us reach the next village", "अगले गाँव तक पहुँचने में हमारा साथ दें"),
      text: t(
        "Whether you are a company, a school or a government department, there is a way to work together.",
        "आप कोई कंपनी हों, स्कूल हों या सरकारी विभाग, साथ मिलकर काम करने का कोई न कोई रास्ता ज़रूर है।",
      ),
      actions: [
        {
          id: "partner-with-us",
          kind: "link",
          label: t("Partner With Us", "हमारे साझेदार बनें"),
          to: "/GetInTouch",
          context: t("", ""),
        },
        {
          id: "become-a-partner",
          kind: "link",
          label: t("Become a Partner", "साझेदार बनें"),
          to: "/CorporatePartnerships",
          context: t("", ""),
        },
        {
          id: "view-partnership-opportunities",
          kind: "link",
          label: t("View Partnership Opportunities", "साझेदारी के अवसर देखें"),
          to: "/Career",
          context: t("", ""),
        },
      ],
      spaceAbove: "spaced",
    },
  ],
};
