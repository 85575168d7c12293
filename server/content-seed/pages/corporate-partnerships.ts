/** The Corporate Partnerships page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { scheduleConsultation } from "./buttons.ts";
import { partnershipProcess, partnershipTypes } from "./partnership-words.ts";

export const corporatePartnershipsPage: PageDocument = {
  title: t("Corporate Partnerships", "कॉर्पोरेट साझेदारी"),
  heading: t("Corporate Partnerships", "कॉर्पोरेट साझेदारी"),
  description: t(
    "CSR, employee engagement and strategic partnerships that change lives at scale.",
    "CSR, कर्मचारियों की भागीदारी और रणनीतिक साझेदारियाँ, जो बड़े पैमाने पर ज़िंदगियाँ बदलती हैं।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Partner With Us · Corporate", "हमारे साझेदार बनें · कॉर्पोरेट"),
      intro: t("", ""),
      actions: [],
      statsHeading: t("Partnerships at a glance", "साझेदारी एक नज़र में"),
      stats: [
        {
          id: "corporate-partners",
          value: t("50+", ""),
          label: t("Corporate partners", "कॉर्पोरेट साझेदार"),
          description: t("", ""),
        },
        {
          id: "partnership-value",
          value: t("₹25 Cr+", "₹25 करोड़+"),
          label: t("Partnership value", "साझेदारियों का कुल मूल्य"),
          description: t("", ""),
        },
        {
          id: "lives-impacted",
          value: t("{lives}", ""),
          label: t("Lives impacted", "लोगों के जीवन पर असर"),
          description: t("", ""),
        },
        { id: "states", value: t("{states}", ""), label: t("States", "राज्य"), description: t("", "") },
      ],
    },
    {
      id: "partner-with-purpose",
      kind: "tabbedCards",
      eyebrow: t("", ""),
      heading: t("Partner with purpose", "मक़सद के साथ साझेदारी"),
      intro: t(
        "We design every partnership around your CSR priorities and our communities' needs, with transparent reporting from the first rupee to the last.",
        "हम हर साझेदारी आपकी CSR प्राथमिकताओं और हमारे समुदायों की ज़रूरतों के हिसाब से बनाते हैं, और पहले रुपये से आख़िरी रुपये तक का पारदर्शी हिसाब देते हैं।",
      ),
      tone: "white",
      label: t("Corporate partnership information", "कॉर्पोरेट साझेदारी की जानकारी"),
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
                "Four ways to work with us. Most partners start with one and grow into another.",
                "हमारे साथ काम करने के चार तरीके। ज़्यादातर साझेदार किसी एक से शुरुआत करते हैं और आगे चलकर दूसरा भी अपनाते हैं।",
              ),
              columns: "two",
              cards: {
                card: "partnershipType",
                labels: {
                  investment: t("Investment", "निवेश"),
                  duration: t("Duration", "अवधि"),
                  scope: t("Scope", "दायरा"),
                  benefits: t("Benefits for you", "आपके लिए लाभ"),
                  programs: t("Programmes", "कार्यक्रम"),
                  examples: t("For example", "उदाहरण के लिए"),
                },
                action: {
                  id: "talk-to-us",
                  kind: "link",
                  label: t("Talk to Us", "हमसे बात करें"),
                  to: "/GetInTouch",
                  context: t("", ""),
                },
                items: [
                  {
                    id: "csr-partnership",
                    title: t("CSR Partnership", "CSR साझेदारी"),
                    icon: "handshake",
                    description: t(
                      "Fund a programme under Schedule VII of the Companies Act, with a clear plan, budget and measurable outcomes.",
                      "कंपनी अधिनियम की अनुसूची VII के तहत किसी कार्यक्रम के लिए धन दें, साफ़ योजना, बजट और मापे जा सकने वाले परिणामों के साथ।",
                    ),
                    investment: t("₹10 lakhs-₹5 crores", "₹10 लाख-₹5 करोड़"),
                    duration: t("1-3 years", "1-3 वर्ष"),
                    scope: t(
                      "One or more programmes in the districts you choose",
                      "आपके चुने हुए ज़िलों में एक या ज़्यादा कार्यक्रम",
                    ),
                    benefits: [
                      t("Schedule VII compliant projects", "अनुसूची VII के अनुरूप परियोजनाएँ"),
                      t("Utilisation certificates and audited accounts", "उपयोगिता प्रमाण-पत्र और ऑडिट किए गए खाते"),
                      t("Quarterly impact reports", "हर तिमाही असर की रिपोर्ट"),
                      t("Field visits for your CSR committee", "आपकी CSR समिति के लिए फ़ील्ड दौरे"),
                    ],
                    programs: [
                      t("Education", "शिक्षा"),
                      t("Skill Development", "कौशल विकास"),
                      t("Women Empowerment", "महिला सशक्तिकरण"),
                      t("Environment", "पर्यावरण"),
                    ],
                    examples: [
                      t("A digital classroom in 10 government schools", "10 सरकारी स्कूलों में डिजिटल कक्षा"),
                      t("A year-long skill centre for 300 youth", "300 युवाओं के लिए साल भर चलने वाला कौशल केंद्र"),
                    ],
                  },
                  {
                    id: "employee-engagement",
                    title: t("Employee Engagement", "कर्मचारी सहभागिता"),
                    icon: "users",
                    description: t(
                      "Give your people meaningful volunteering: teaching, mentoring, plantation drives and skill-based projects.",
                      "अपने कर्मचारियों को सार्थक स्वयंसेवा का मौका दें: पढ़ाना, मार्गदर्शन, पौधारोपण अभियान और कौशल पर आधारित परियोजनाएँ।",
                    ),
                    investment: t("₹5 lakhs-₹50 lakhs", "₹5 लाख-₹50 लाख"),
                    duration: t("6 months-2 years", "6 महीने-2 वर्ष"),
                    scope: t(
                      "Volunteering days, mentoring and skill-based projects",
                      "स्वयंसेवा दिवस, मार्गदर्शन और कौशल पर आधारित परियोजनाएँ",
                    ),
                    benefits: [
                      t("Ready-to-run volunteering events", "पूरी तैयारी के साथ चलाए जाने वाले स्वयंसेवा कार्यक्रम"),
                      t("Skill-based volunteering matched to your teams", "आपकी टीमों के कौशल से मेल खाती स्वयंसेवा"),
                      t("Volunteer hours and feedback reports", "स्वयंसेवा के घंटों और फ़ीडबैक की रिपोर्ट"),
                      t("Stronger team spirit and retention", "मज़बूत टीम भावना, और कर्मचारी लंबे समय तक साथ रहते हैं"),
                    ],
                    programs: [
                      t("Education", "शिक्षा"),
                      t("Environment", "पर्यावरण"),
                      t("Skill Development", "कौशल विकास"),
                    ],
                    examples: [
                      t(
                        "Monthly mentoring for 50 scholarship students",
                        "छात्रवृत्ति पाने वाले 50 विद्यार्थियों के लिए हर महीने मार्गदर्शन",
                      ),
                      t("A plantation day for 200 employees", "200 कर्मचारियों के लिए एक पौधारोपण दिवस"),
                    ],
                  },
                  {
                    id: "strategic-partnership",
                    title: t("Strategic Partnership", "रणनीतिक साझेदारी"),
                    icon: "target",
                    description: t(
                      "A long-term partnership to solve one problem at scale, co-designed with your teams and often with government.",
                      "किसी एक समस्या को बड़े पैमाने पर हल करने के लिए लंबी साझेदारी, जिसकी रूपरेखा आपकी टीमों के साथ और अक्सर सरकार के साथ मिलकर बनती है।",
                    ),
                    investment: t("₹50 lakhs-₹10 crores", "₹50 लाख-₹10 करोड़"),
                    duration: t("3-5 years", "3-5 वर्ष"),
                    scope: t(
                      "Multi-state, multi-year programmes with shared goals",
                      "साझा लक्ष्यों वाले, कई राज्यों में कई साल चलने वाले कार्यक्रम",
                    ),
                    benefits: [
                      t("Co-branded flagship programme", "दोनों के नाम से चलने वाला प्रमुख कार्यक्रम"),
                      t("Seat on the programme steering committee", "कार्यक्रम की संचालन समिति में जगह"),
                      t("Independent impact evaluation", "असर का स्वतंत्र मूल्यांकन"),
                      t("Policy and government engagement", "नीति और सरकार के साथ जुड़ाव"),
                    ],
                    programs: [
                      t("Education", "शिक्षा"),
                      t("Livelihood", "आजीविका"),
                      t("Women Empowerment", "महिला सशक्तिकरण"),
                      t("Environment", "पर्यावरण"),
                    ],
                    examples: [
                      t("Foundational literacy across a district", "पूरे ज़िले में बुनियादी साक्षरता"),
                      t("A women's enterprise network in three states", "तीन राज्यों में महिलाओं के उद्यमों का नेटवर्क"),
                    ],
                  },
                  {
                    id: "cause-marketing",
                    title: t("Cause Marketing", "कॉज़ मार्केटिंग"),
                    icon: "megaphone",
                    description: t(
                      "Link a product, campaign or festive season to a cause, with a share of sales going to our programmes.",
                      "किसी उत्पाद, अभियान या त्योहार के मौसम को किसी नेक काम से जोड़ें, ताकि बिक्री का एक हिस्सा हमारे कार्यक्रमों तक पहुँचे।",
                    ),
                    investment: t("A share of campaign sales", "अभियान की बिक्री का एक हिस्सा"),
                    duration: t("6 months-1 year", "6 महीने-1 वर्ष"),
                    scope: t("Campaigns with your customers and brand", "आपके ग्राहकों और ब्रांड के साथ अभियान"),
                    benefits: [
                      t("Stories and photos for your campaign", "आपके अभियान के लिए कहानियाँ और तस्वीरें"),
                      t("Transparent use of every rupee raised", "जुटाए गए हर रुपये का पारदर्शी इस्तेमाल"),
                      t("Customer engagement with a real cause", "एक सच्चे नेक काम के ज़रिए ग्राहकों से जुड़ाव"),
                      t("Campaign impact summary", "अभियान के असर का सारांश"),
                    ],
                    programs: [t("Education", "शिक्षा"), t("Environment", "पर्यावरण")],
                    examples: [
                      t(
                        "₹10 from every school bag sold funds a child's books",
                        "हर बिके स्कूल बैग से ₹10 किसी बच्चे की किताबों के लिए",
                      ),
                      t("A Diwali campaign for solar lamps", "सोलर लैंप के लिए दिवाली अभियान"),
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          id: "partners",
          label: t("Current Partners", "मौजूदा साझेदार"),
          parts: [
            {
              id: "current-partners",
              part: "cards",
              heading: t("Current Partners", "मौजूदा साझेदार"),
              description: t(
                "A few of the companies we work with. Names are illustrative.",
                "कुछ कंपनियाँ जिनके साथ हम काम करते हैं। नाम केवल उदाहरण के लिए हैं।",
              ),
              columns: "three",
              cards: {
                card: "partner",
                labels: {
                  sector: t("Sector", "क्षेत्र"),
                  partnership: t("Partnership", "साझेदारी"),
                  since: t("Partner since", "कब से साझेदार"),
                  impact: t("Impact", "असर"),
                },
                items: [
                  {
                    id: "sahyadri-infotech-pvt-ltd",
                    name: t("Sahyadri Infotech Pvt. Ltd.", "Sahyadri Infotech Pvt. Ltd."),
                    sector: t("Information technology", "सूचना प्रौद्योगिकी"),
                    partnership: t("CSR Partnership", "CSR साझेदारी"),
                    since: t("2025", "2025"),
                    impact: t("1,200 students in 8 digital classrooms", "8 डिजिटल कक्षाओं में 1,200 विद्यार्थी"),
                    programs: [t("Digital Literacy", "डिजिटल साक्षरता"), t("Teacher Training", "शिक्षक प्रशिक्षण")],
                  },
                  {
                    id: "ganga-agro-foods-ltd",
                    name: t("Ganga Agro Foods Ltd.", "Ganga Agro Foods Ltd."),
                    sector: t("Food processing", "खाद्य प्रसंस्करण"),
                    partnership: t("Strategic Partnership", "रणनीतिक साझेदारी"),
                    since: t("2025", "2025"),
                    impact: t("600 farmers in 2 producer organisations", "2 किसान उत्पादक संगठनों में 600 किसान"),
                    programs: [
                      t("Farmer Producer Organisations", "किसान उत्पादक संगठन"),
                      t("Financial Inclusion", "वित्तीय समावेशन"),
                    ],
                  },
                  {
                    id: "vistara-finserv",
                    name: t("Vistara Finserv", "Vistara Finserv"),
                    sector: t("Financial services", "वित्तीय सेवाएँ"),
                    partnership: t("CSR Partnership", "CSR साझेदारी"),
                    since: t("2025", "2025"),
                    impact: t("2,500 adults trained in financial literacy", "2,500 वयस्कों को वित्तीय साक्षरता का प्रशिक्षण"),
                    programs: [
                      t("Paisa Samajh Literacy Camps", "पैसा समझ साक्षरता शिविर"),
                      t("Microcredit Linkage", "माइक्रोक्रेडिट से जुड़ाव"),
                    ],
                  },
                  {
                    id: "deccan-motors-ltd",
                    name: t("Deccan Motors Ltd.", "Deccan Motors Ltd."),
                    sector: t("Automobile", "ऑटोमोबाइल"),
                    partnership: t("Employee Engagement", "कर्मचारी सहभागिता"),
                    since: t("2026", "2026"),
                    impact: t("400 employee volunteers, 3,000 saplings", "400 कर्मचारी स्वयंसेवक, 3,000 पौधे"),
                    programs: [t("Tree Plantation", "पौधारोपण"), t("Mentoring", "मार्गदर्शन")],
                  },
                  {
                    id: "suryodaya-power",
                    name: t("Suryodaya Power", "Suryodaya Power"),
                    sector: t("Renewable energy", "अक्षय ऊर्जा"),
                    partnership: t("Strategic Partnership", "रणनीतिक साझेदारी"),
                    since: t("2026", "2026"),
                    impact: t("16 schools running on solar power", "सौर ऊर्जा से चलने वाले 16 स्कूल"),
                    programs: [
                      t("Solar Schools", "सोलर स्कूल"),
                      t("Electrician & Solar Installation", "इलेक्ट्रीशियन और सोलर इंस्टॉलेशन"),
                    ],
                  },
                  {
                    id: "kalamkari-home-store",
                    name: t("Kalamkari Home Store", "Kalamkari Home Store"),
                    sector: t("Retail", "खुदरा व्यापार"),
                    partnership: t("Cause Marketing", "कॉज़ मार्केटिंग"),
                    since: t("2026", "2026"),
                    impact: t("85 weavers selling to city buyers", "शहर के ख़रीदारों को सामान बेचते 85 बुनकर"),
                    programs: [t("Weavers' Collective", "बुनकरों का समूह"), t("Women Empowerment", "महिला सशक्तिकरण")],
                  },
                ],
              },
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
                "From the first call to the final report, here is how a partnership comes together.",
                "पहली बातचीत से आख़िरी रिपोर्ट तक, साझेदारी ऐसे आकार लेती है।",
              ),
            },
            {
              id: "steps",
              part: "steps",
              steps: [
                {
                  id: "initial-consultation",
                  title: t("Initial Consultation", "शुरुआती बातचीत"),
                  description: t(
                    "We learn about your CSR priorities, budget, geography and the change you want to see.",
                    "हम आपकी CSR प्राथमिकताओं, बजट, इलाक़े और आप जो बदलाव देखना चाहते हैं, उसे समझते हैं।",
                  ),
                  duration: t("1-2 weeks", "1-2 हफ़्ते"),
                  activities: [
                    t("Discovery call", "परिचय की बातचीत"),
                    t("CSR policy review", "CSR नीति की समीक्षा"),
                    t("Shortlist of programmes", "चुने हुए कार्यक्रमों की छोटी सूची"),
                  ],
                },
                {
                  id: "proposal-and-design",
                  title: t("Proposal and Design", "प्रस्ताव और रूपरेखा"),
                  description: t(
                    "We visit the communities, assess needs and send a detailed proposal with budget and outcomes.",
                    "हम समुदायों के पास जाते हैं, उनकी ज़रूरतें समझते हैं और बजट व परिणामों के साथ विस्तृत प्रस्ताव भेजते हैं।",
                  ),
                  duration: t("2-3 weeks", "2-3 हफ़्ते"),
                  activities: [
                    t("Needs assessment", "ज़रूरतों का आकलन"),
                    t("Programme design", "कार्यक्रम की रूपरेखा"),
                    t("Budget and outcome framework", "बजट और परिणामों का ढाँचा"),
                  ],
                },
                {
                  id: "agreement",
                  title: t("Agreement", "समझौता"),
                  description: t(
                    "We agree the scope, milestones, reporting and fund release schedule.",
                    "हम मिलकर दायरा, पड़ाव, रिपोर्टिंग और राशि जारी करने की समय-सारिणी तय करते हैं।",
                  ),
                  duration: t("1-2 weeks", "1-2 हफ़्ते"),
                  activities: [
                    t("Due diligence documents", "ड्यू डिलिजेंस के दस्तावेज़"),
                    t("Memorandum of understanding", "समझौता ज्ञापन (MoU)"),
                    t("Kick-off meeting", "शुरुआती बैठक"),
                  ],
                },
                {
                  id: "implementation",
                  title: t("Implementation", "अमल"),
                  description: t(
                    "Our teams run the programme on the ground, with regular updates and field visits for your team.",
                    "हमारी टीमें ज़मीन पर कार्यक्रम चलाती हैं, नियमित जानकारी देती हैं और आपकी टीम के लिए फ़ील्ड दौरे रखती हैं।",
                  ),
                  duration: t("6 months-3 years", "6 महीने-3 वर्ष"),
                  activities: [
                    t("Monthly updates", "हर महीने जानकारी"),
                    t("Quarterly reviews", "हर तिमाही समीक्षा"),
                    t("Employee volunteering opportunities", "कर्मचारियों के लिए स्वयंसेवा के मौके"),
                  ],
                },
                {
                  id: "impact-reporting",
                  title: t("Impact Reporting", "असर की रिपोर्ट"),
                  description: t(
                    "A final report with outcomes, stories, photographs, audited accounts and utilisation certificates.",
                    "परिणामों, कहानियों, तस्वीरों, ऑडिट किए गए खातों और उपयोगिता प्रमाण-पत्रों के साथ अंतिम रिपोर्ट।",
                  ),
                  duration: t("1 month", "1 महीना"),
                  activities: [
                    t("Impact report", "असर की रिपोर्ट"),
                    t("Utilisation certificate", "उपयोगिता प्रमाण-पत्र"),
                    t("Review and next steps", "समीक्षा और आगे के कदम"),
                  ],
                },
              ],
            },
          ],
        },
        {
          id: "metrics",
          label: t("Success Metrics", "सफलता के पैमाने"),
          parts: [
            {
              id: "success-metrics",
              part: "heading",
              heading: t("Success Metrics", "सफलता के पैमाने"),
              description: t(
                "What we measure, and what our partners see in their reports.",
                "हम क्या मापते हैं, और हमारे साझेदार अपनी रिपोर्टों में क्या देखते हैं।",
              ),
            },
            {
              id: "figures",
              part: "stats",
              stats: [
                {
                  id: "partner-renewal",
                  value: t("95%", ""),
                  label: t("Partner renewal", "साझेदारी का नवीनीकरण"),
                  description: t("of partners continue into a second year", "साझेदार दूसरे साल भी हमारे साथ रहते हैं"),
                },
                {
                  id: "on-time-reporting",
                  value: t("100%", ""),
                  label: t("On-time reporting", "समय पर रिपोर्टिंग"),
                  description: t(
                    "quarterly reports and utilisation certificates",
                    "तिमाही रिपोर्टें और उपयोगिता प्रमाण-पत्र",
                  ),
                },
                {
                  id: "programme-targets-met",
                  value: t("85%", ""),
                  label: t("Programme targets met", "कार्यक्रम के लक्ष्य पूरे"),
                  description: t("across outcome indicators agreed upfront", "शुरू में तय किए गए परिणाम-संकेतकों पर"),
                },
                {
                  id: "volunteer-rating",
                  value: t("4.7/5", ""),
                  label: t("Volunteer rating", "स्वयंसेवकों की रेटिंग"),
                  description: t("average from employee volunteers", "कर्मचारी स्वयंसेवकों की औसत रेटिंग"),
                },
              ],
            },
            {
              id: "how-we-report",
              part: "features",
              heading: t("How we report", "हम रिपोर्ट कैसे करते हैं"),
              headingSize: "small",
              features: [
                {
                  id: "outcome-dashboards",
                  title: t("Outcome dashboards", "परिणामों के डैशबोर्ड"),
                  text: t(
                    "Learning levels, incomes and placements, not just attendance.",
                    "सिर्फ़ हाज़िरी नहीं, बल्कि सीखने का स्तर, आमदनी और रोज़गार।",
                  ),
                  icon: "chart",
                },
                {
                  id: "audited-accounts",
                  title: t("Audited accounts", "ऑडिट किए गए खाते"),
                  text: t(
                    "Independent audit and utilisation certificates every year.",
                    "हर साल स्वतंत्र ऑडिट और उपयोगिता प्रमाण-पत्र।",
                  ),
                  icon: "shield",
                },
                {
                  id: "field-visits",
                  title: t("Field visits", "फ़ील्ड दौरे"),
                  text: t(
                    "Visit any programme site with your team, any time.",
                    "अपनी टीम के साथ किसी भी कार्यक्रम स्थल पर, कभी भी आइए।",
                  ),
                  icon: "map",
                },
              ],
              columns: "three",
            },
            {
              id: "buttons",
              part: "actions",
              actions: [
                {
                  id: "download-brochure",
                  kind: "document",
                  label: t("Download Brochure", "ब्रोशर डाउनलोड करें"),
                  document: "brochure",
                },
                {
                  id: "view-sample-reports",
                  kind: "document",
                  label: t("View Sample Reports", "नमूना रिपोर्टें देखें"),
                  document: "sampleReports",
                },
                {
                  id: "schedule-review",
                  kind: "link",
                  label: t("Schedule Review", "समीक्षा का समय तय करें"),
                  to: "/GetInTouch",
                  context: t("", ""),
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
      heading: t("Let's design a partnership together", "आइए, मिलकर एक साझेदारी की रूपरेखा बनाएँ"),
      text: t(
        "Tell us about your CSR goals. We will come back within 24 hours on business days with ideas and a time to talk.",
        "हमें अपने CSR लक्ष्यों के बारे में बताइए। कामकाज के दिनों में हम 24 घंटे के अंदर सुझावों और बातचीत के समय के साथ जवाब देंगे।",
      ),
      actions: [scheduleConsultation],
    },
  ],
};
