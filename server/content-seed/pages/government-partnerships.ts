/** The Government Partnerships page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { partnershipProcess, partnershipTypes } from "./partnership-words.ts";

export const governmentPartnershipsPage: PageDocument = {
  title: t("Government Partnerships", "सरकारी साझेदारी"),
  heading: t("Government Partnerships", "सरकारी साझेदारी"),
  description: t(
    "How we work with government departments to deliver education and livelihood schemes.",
    "शिक्षा और आजीविका की योजनाएँ लोगों तक पहुँचाने के लिए हम सरकारी विभागों के साथ कैसे काम करते हैं।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Partner With Us · Government", "हमारे साझेदार बनें · सरकार"),
      intro: t("", ""),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "delivering-public-programmes-together",
      kind: "tabbedCards",
      eyebrow: t("", ""),
      heading: t("Delivering public programmes, together", "सरकारी कार्यक्रमों को मिलकर लोगों तक पहुँचाना"),
      intro: t(
        "Government schemes reach further when trusted local organisations help deliver them. We work with departments, districts and panchayats as a transparent, accountable partner.",
        "सरकारी योजनाएँ तब और दूर तक पहुँचती हैं, जब भरोसेमंद स्थानीय संस्थाएँ उन्हें लागू करने में हाथ बँटाती हैं। हम विभागों, ज़िलों और पंचायतों के साथ एक पारदर्शी और जवाबदेह साझेदार के रूप में काम करते हैं।",
      ),
      tone: "white",
      label: t("Government partnership information", "सरकारी साझेदारी की जानकारी"),
      tabs: [
        {
          id: "types",
          label: partnershipTypes,
          parts: [
            {
              id: "partnership-types",
              part: "cards",
              heading: partnershipTypes,
              description: t(
                "Four models, chosen with each department to fit the scheme, the district and the budget.",
                "चार मॉडल, जिन्हें हम हर विभाग के साथ मिलकर योजना, ज़िले और बजट के हिसाब से चुनते हैं।",
              ),
              columns: "two",
              cards: {
                card: "governmentModel",
                labels: {
                  scope: t("Scope", "दायरा"),
                  duration: t("Duration", "अवधि"),
                  benefits: t("Benefits", "फ़ायदे"),
                  requirements: t("What it needs", "क्या चाहिए"),
                  examples: t("Examples", "उदाहरण"),
                },
                items: [
                  {
                    id: "implementation-partner",
                    title: t("Implementation Partner", "क्रियान्वयन साझेदार"),
                    icon: "landmark",
                    description: t(
                      "We deliver a government scheme on the ground, with our staff, volunteers and community networks.",
                      "हम अपने कर्मचारियों, स्वयंसेवकों और सामुदायिक नेटवर्क के साथ किसी सरकारी योजना को ज़मीन पर लागू करते हैं।",
                    ),
                    scope: t(
                      "Block or district level delivery of a scheme",
                      "किसी योजना को ब्लॉक या ज़िला स्तर पर लागू करना",
                    ),
                    duration: t("1-3 years", "1-3 साल"),
                    benefits: [
                      t("Faster reach in remote villages", "दूर-दराज़ के गाँवों तक जल्दी पहुँच"),
                      t("Community trust and participation", "समुदाय का भरोसा और भागीदारी"),
                      t("Monthly progress data", "हर महीने प्रगति के आँकड़े"),
                    ],
                    requirements: [
                      t("Work order or MoU", "वर्क ऑर्डर या MoU"),
                      t("Access to schools or centres", "स्कूलों या केंद्रों तक पहुँच"),
                      t("Nodal officer for coordination", "तालमेल के लिए एक नोडल अधिकारी"),
                    ],
                    examples: [
                      t("Foundational literacy in primary schools", "प्राथमिक स्कूलों में बुनियादी साक्षरता"),
                      t("Skill training under a state skill mission", "राज्य कौशल मिशन के तहत कौशल प्रशिक्षण"),
                    ],
                  },
                  {
                    id: "technical-support",
                    title: t("Technical Support", "तकनीकी सहयोग"),
                    icon: "wrench",
                    description: t(
                      "We train officials, teachers and frontline workers, and help design tools and processes.",
                      "हम अधिकारियों, शिक्षकों और फ़्रंटलाइन कार्यकर्ताओं को प्रशिक्षण देते हैं, और काम के टूल और तरीके बनाने में मदद करते हैं।",
                    ),
                    scope: t("Training, content and monitoring systems", "प्रशिक्षण, सामग्री और निगरानी की व्यवस्था"),
                    duration: t("6 months-2 years", "6 महीने-2 साल"),
                    benefits: [
                      t("Stronger in-house capacity", "विभाग की अपनी क्षमता मज़बूत होती है"),
                      t("Tools that stay with the department", "टूल विभाग के पास ही रहते हैं"),
                      t("Low cost, high reach", "कम लागत, ज़्यादा पहुँच"),
                    ],
                    requirements: [
                      t("Training calendar", "प्रशिक्षण का कैलेंडर"),
                      t("Participant nomination by the department", "विभाग की ओर से प्रतिभागियों का नामांकन"),
                    ],
                    examples: [
                      t("Teacher training modules", "शिक्षक प्रशिक्षण मॉड्यूल"),
                      t("A monitoring dashboard for a district programme", "ज़िले के किसी कार्यक्रम के लिए निगरानी डैशबोर्ड"),
                    ],
                  },
                  {
                    id: "public-private-partnership",
                    title: t("Public-Private Partnership", "सार्वजनिक-निजी साझेदारी"),
                    icon: "handshake",
                    description: t(
                      "We bring together government, companies and communities to co-fund and run a programme.",
                      "हम सरकार, कंपनियों और समुदायों को साथ लाते हैं, ताकि वे मिलकर किसी कार्यक्रम का खर्च उठाएँ और उसे चलाएँ।",
                    ),
                    scope: t("Co-funded programmes with CSR partners", "CSR साझेदारों के साथ मिलकर चलाए जाने वाले कार्यक्रम"),
                    duration: t("3-5 years", "3-5 साल"),
                    benefits: [
                      t("Additional CSR funding", "CSR से अतिरिक्त धन"),
                      t("Shared accountability", "साझा जवाबदेही"),
                      t("Independent evaluation", "स्वतंत्र मूल्यांकन"),
                    ],
                    requirements: [
                      t("Tripartite agreement", "त्रिपक्षीय समझौता"),
                      t("Joint steering committee", "संयुक्त संचालन समिति"),
                    ],
                    examples: [
                      t("Solar power for government schools", "सरकारी स्कूलों के लिए सौर ऊर्जा"),
                      t("Women's enterprise hubs with bank linkages", "बैंकों से जुड़े महिला उद्यम केंद्र"),
                    ],
                  },
                  {
                    id: "pilot-and-research",
                    title: t("Pilot and Research", "पायलट और शोध"),
                    icon: "chart",
                    description: t(
                      "We pilot a new approach in a few blocks and measure it rigorously before it is scaled up.",
                      "हम कुछ ब्लॉकों में कोई नया तरीका पायलट के रूप में आज़माते हैं, और बड़े पैमाने पर ले जाने से पहले उसे बारीकी से परखते हैं।",
                    ),
                    scope: t("Pilots in 1-3 blocks with evaluation", "1-3 ब्लॉकों में पायलट, मूल्यांकन के साथ"),
                    duration: t("6 months-1 year", "6 महीने-1 साल"),
                    benefits: [
                      t("Evidence before scale-up", "विस्तार से पहले ठोस सबूत"),
                      t("Low-risk innovation", "कम जोखिम में नए प्रयोग"),
                      t("Ready scale-up plan", "विस्तार की तैयार योजना"),
                    ],
                    requirements: [
                      t("Permission for data collection", "आँकड़े जुटाने की अनुमति"),
                      t("Agreement on evaluation design", "मूल्यांकन के तरीके पर सहमति"),
                    ],
                    examples: [
                      t("Mother-tongue reading pilot", "मातृभाषा में पढ़ना सिखाने का पायलट"),
                      t("Digital attendance for anganwadis", "आँगनवाड़ियों के लिए डिजिटल हाज़िरी"),
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          id: "current",
          label: t("Current Partnerships", "मौजूदा साझेदारियाँ"),
          parts: [
            {
              id: "current-partnerships",
              part: "cards",
              heading: t("Current Partnerships", "मौजूदा साझेदारियाँ"),
              description: t(
                "Partnerships under way with state and district bodies. Names are illustrative.",
                "राज्य और ज़िला स्तर की संस्थाओं के साथ चल रही साझेदारियाँ। नाम केवल उदाहरण के लिए हैं।",
              ),
              columns: "two",
              cards: {
                card: "governmentPartnership",
                labels: {
                  status: t("Status", "स्थिति"),
                  active: t("Active", "सक्रिय"),
                  completing: t("Completing", "समापन की ओर"),
                  states: t("States", "राज्य"),
                  duration: t("Duration", "अवधि"),
                  budget: t("Budget", "बजट"),
                  impact: t("Impact", "असर"),
                  focus: t("Focus areas", "मुख्य क्षेत्र"),
                },
                items: [
                  {
                    id: "foundational-literacy-and-numeracy",
                    program: t("Foundational Literacy and Numeracy", "बुनियादी साक्षरता और संख्या ज्ञान"),
                    partner: t("State School Education Department", "राज्य स्कूल शिक्षा विभाग"),
                    status: "Active",
                    states: [t("Rajasthan", "राजस्थान")],
                    duration: t("2025-2027", "2025-2027"),
                    budget: t("₹1.8 Crores", "₹1.8 करोड़"),
                    impact: t("12,000 children in 150 primary schools", "150 प्राथमिक स्कूलों में 12,000 बच्चे"),
                    focus: [t("Reading", "पढ़ना"), t("Numeracy", "संख्या ज्ञान"), t("Teacher coaching", "शिक्षकों की कोचिंग")],
                  },
                  {
                    id: "women-s-enterprise-hubs",
                    program: t("Women's Enterprise Hubs", "महिला उद्यम केंद्र"),
                    partner: t("State Rural Livelihood Mission", "राज्य ग्रामीण आजीविका मिशन"),
                    status: "Active",
                    states: [t("Maharashtra", "महाराष्ट्र"), t("Madhya Pradesh", "मध्य प्रदेश")],
                    duration: t("2025-2028", "2025-2028"),
                    budget: t("₹2.5 Crores", "₹2.5 करोड़"),
                    impact: t("3,000 women entrepreneurs", "3,000 महिला उद्यमी"),
                    focus: [
                      t("Self-help groups", "स्वयं सहायता समूह"),
                      t("Enterprise", "उद्यम"),
                      t("Bank linkage", "बैंक से जुड़ाव"),
                    ],
                  },
                  {
                    id: "youth-skills-and-placement",
                    program: t("Youth Skills and Placement", "युवा कौशल और प्लेसमेंट"),
                    partner: t("District Skill Development Office", "ज़िला कौशल विकास कार्यालय"),
                    status: "Completing",
                    states: [t("Uttar Pradesh", "उत्तर प्रदेश")],
                    duration: t("2025-2026", "2025-2026"),
                    budget: t("₹90 Lakhs", "₹90 लाख"),
                    impact: t("1,500 youth trained, 80% placed", "1,500 युवाओं को प्रशिक्षण, 80% को नौकरी"),
                    focus: [
                      t("Skill training", "कौशल प्रशिक्षण"),
                      t("Placement", "प्लेसमेंट"),
                      t("Apprenticeships", "अप्रेंटिसशिप"),
                    ],
                  },
                  {
                    id: "jal-sanchay-pond-revival",
                    program: t("Jal Sanchay Pond Revival", "जल संचय: तालाबों को फिर से जीवित करना"),
                    partner: t("District Administration and Zilla Parishad", "ज़िला प्रशासन और ज़िला परिषद"),
                    status: "Completing",
                    states: [t("Maharashtra", "महाराष्ट्र")],
                    duration: t("2025-2026", "2025-2026"),
                    budget: t("₹60 Lakhs", "₹60 लाख"),
                    impact: t("18 ponds revived in 12 villages", "12 गाँवों में 18 तालाब फिर से जीवित हुए"),
                    focus: [
                      t("Water conservation", "जल संरक्षण"),
                      t("Plantation", "पौधारोपण"),
                      t("Community ownership", "समुदाय का स्वामित्व"),
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          id: "advantages",
          label: t("Our Advantages", "हमारी खूबियाँ"),
          parts: [
            {
              id: "our-advantages",
              part: "heading",
              heading: t("Our Advantages", "हमारी खूबियाँ"),
              description: t(
                "Why departments and districts choose to work with us.",
                "विभाग और ज़िले हमारे साथ काम करना क्यों चुनते हैं।",
              ),
            },
            {
              id: "cards",
              part: "features",
              heading: t("", ""),
              headingSize: "small",
              features: [
                {
                  id: "deep-local-presence",
                  title: t("Deep local presence", "गहरी स्थानीय पकड़"),
                  text: t(
                    "Field teams who live in the districts they serve and speak the local language.",
                    "हमारी फ़ील्ड टीमें उन्हीं ज़िलों में रहती हैं जहाँ वे काम करती हैं, और वहीं की भाषा बोलती हैं।",
                  ),
                  icon: "map",
                },
                {
                  id: "community-trust",
                  title: t("Community trust", "समुदाय का भरोसा"),
                  text: t(
                    "Long relationships with panchayats, self-help groups and school committees.",
                    "पंचायतों, स्वयं सहायता समूहों और स्कूल समितियों के साथ बरसों पुराने रिश्ते।",
                  ),
                  icon: "users",
                },
                {
                  id: "data-you-can-use",
                  title: t("Data you can use", "काम आने वाले आँकड़े"),
                  text: t(
                    "Regular, verifiable progress data shared in the formats departments need.",
                    "प्रगति के नियमित और जाँचे जा सकने वाले आँकड़े, उसी रूप में जो विभागों को चाहिए।",
                  ),
                  icon: "chart",
                },
                {
                  id: "transparent-and-compliant",
                  title: t("Transparent and compliant", "पारदर्शी और नियमों के अनुसार"),
                  text: t(
                    "Audited accounts, utilisation certificates and full compliance with government norms.",
                    "ऑडिट किए हुए खाते, उपयोगिता प्रमाण-पत्र और सरकारी नियमों का पूरा पालन।",
                  ),
                  icon: "shield",
                },
                {
                  id: "quick-to-start",
                  title: t("Quick to start", "जल्दी शुरुआत"),
                  text: t(
                    "Trained staff and ready materials mean work begins within weeks, not months.",
                    "प्रशिक्षित कर्मचारी और तैयार सामग्री, इसलिए काम महीनों में नहीं, हफ़्तों में शुरू हो जाता है।",
                  ),
                  icon: "clock",
                },
                {
                  id: "extra-resources",
                  title: t("Extra resources", "अतिरिक्त संसाधन"),
                  text: t(
                    "CSR partners and volunteers who add funding and skills to public programmes.",
                    "CSR साझेदार और स्वयंसेवक, जो सरकारी कार्यक्रमों में धन और हुनर जोड़ते हैं।",
                  ),
                  icon: "handshake",
                },
              ],
              columns: "three",
            },
          ],
        },
        {
          id: "process",
          label: partnershipProcess,
          parts: [
            {
              id: "partnership-process",
              part: "heading",
              heading: partnershipProcess,
              description: t(
                "Five steps, following the department's procedures at every stage.",
                "पाँच चरण, और हर चरण में विभाग की प्रक्रियाओं का पालन।",
              ),
            },
            {
              id: "steps",
              part: "steps",
              steps: [
                {
                  id: "initial-meeting",
                  title: t("Initial Meeting", "पहली बैठक"),
                  description: t(
                    "We meet the department or district to understand the scheme, its goals and its challenges.",
                    "हम विभाग या ज़िले से मिलकर योजना, उसके लक्ष्य और उसकी चुनौतियाँ समझते हैं।",
                  ),
                  duration: t("1-2 weeks", "1-2 हफ़्ते"),
                  activities: [],
                },
                {
                  id: "proposal",
                  title: t("Proposal", "प्रस्ताव"),
                  description: t(
                    "A detailed proposal with approach, budget, timeline and indicators, as the department requires.",
                    "विभाग की ज़रूरत के अनुसार एक विस्तृत प्रस्ताव: काम का तरीका, बजट, समय-सीमा और संकेतक।",
                  ),
                  duration: t("2-4 weeks", "2-4 हफ़्ते"),
                  activities: [],
                },
                {
                  id: "approval-and-mou",
                  title: t("Approval and MoU", "मंज़ूरी और MoU"),
                  description: t(
                    "Approval through the department's process and signing of the MoU or work order.",
                    "विभाग की प्रक्रिया से मंज़ूरी, और MoU या वर्क ऑर्डर पर हस्ताक्षर।",
                  ),
                  duration: t("1-3 months", "1-3 महीने"),
                  activities: [],
                },
                {
                  id: "implementation",
                  title: t("Implementation", "क्रियान्वयन"),
                  description: t(
                    "We deliver the programme with regular reviews by the nodal officer.",
                    "हम कार्यक्रम चलाते हैं, और नोडल अधिकारी नियमित रूप से उसकी समीक्षा करते हैं।",
                  ),
                  duration: t("6 months-3 years", "6 महीने-3 साल"),
                  activities: [],
                },
                {
                  id: "evaluation-and-handover",
                  title: t("Evaluation and Handover", "मूल्यांकन और हस्तांतरण"),
                  description: t(
                    "An independent evaluation and a handover plan so results last after the partnership ends.",
                    "स्वतंत्र मूल्यांकन और काम सौंपने की योजना, ताकि साझेदारी पूरी होने के बाद भी नतीजे बने रहें।",
                  ),
                  duration: t("1-2 months", "1-2 महीने"),
                  activities: [],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: "cta",
      kind: "cta",
      spaceAbove: "spaced",
      heading: t("Let's work together for your district", "आइए, आपके ज़िले के लिए मिलकर काम करें"),
      text: t(
        "Officials and departments: meet our team to discuss how we can support your programmes.",
        "अधिकारी और विभाग: हमारी टीम से मिलिए और बात कीजिए कि हम आपके कार्यक्रमों में कैसे हाथ बँटा सकते हैं।",
      ),
      actions: [
        {
          id: "schedule-meeting",
          kind: "link",
          label: t("Schedule Meeting", "मीटिंग तय करें"),
          to: "/GetInTouch",
          context: t("", ""),
        },
      ],
    },
  ],
};
