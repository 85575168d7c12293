/** The Fellowship page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const fellowshipPage: PageDocument = {
  title: t("Fellowship", "फ़ेलोशिप"),
  heading: t("Fellowship Programme", "फ़ेलोशिप कार्यक्रम"),
  description: t(
    "Paid fellowships in social impact, rural development, women empowerment and technology for good.",
    "सामाजिक असर, ग्रामीण विकास, महिला सशक्तिकरण और जनहित के लिए तकनीक के क्षेत्र में मानदेय वाली फ़ेलोशिप।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Career · Fellowship", "करियर · फ़ेलोशिप"),
      intro: t("", ""),
      actions: [],
      statsHeading: t("", ""),
      stats: [
        {
          id: "fellowship-programs",
          value: t("4", ""),
          label: t("Fellowship programs", "फ़ेलोशिप कार्यक्रम"),
          description: t("", ""),
        },
        {
          id: "monthly-stipend",
          value: t("₹25,000+", ""),
          label: t("Monthly stipend", "मासिक मानदेय"),
          description: t("", ""),
        },
        {
          id: "fellowship-duration",
          value: t("10-18 months", "10-18 महीने"),
          label: t("Fellowship duration", "फ़ेलोशिप की अवधि"),
          description: t("", ""),
        },
        {
          id: "application-steps",
          value: t("5", ""),
          label: t("Application steps", "आवेदन के चरण"),
          description: t("", ""),
        },
      ],
    },
    {
      id: "explore-the-fellowship",
      kind: "tabbedCards",
      eyebrow: t("", ""),
      heading: t("Explore the fellowship", "फ़ेलोशिप को जानें"),
      intro: t(
        "What the fellowship is, the four programmes, how to apply and where our fellows go next.",
        "फ़ेलोशिप क्या है, इसके चार कार्यक्रम, आवेदन कैसे करें और हमारे फ़ेलो आगे कहाँ जाते हैं।",
      ),
      tone: "white",
      label: t("Fellowship information", "फ़ेलोशिप की जानकारी"),
      tabs: [
        {
          id: "overview",
          label: t("Program Overview", "कार्यक्रम का परिचय"),
          parts: [
            {
              id: "a-paid-year-or-more-on-the-ground",
              part: "textWithAside",
              heading: t("A paid year (or more) on the ground", "ज़मीन पर काम का एक साल (या उससे ज़्यादा), मानदेय के साथ"),
              paragraphs: [
                t(
                  "Our fellowship places committed young people in classrooms, villages and field offices across India, where they take real responsibility for real programmes from the first month.",
                  "हमारी फ़ेलोशिप लगन वाले युवाओं को पूरे भारत की कक्षाओं, गाँवों और फ़ील्ड दफ़्तरों में भेजती है, जहाँ वे पहले महीने से ही असली कार्यक्रमों की असली ज़िम्मेदारी उठाते हैं।",
                ),
                t(
                  "Fellows receive a monthly stipend, a personal mentor and structured learning throughout. They leave with deep field experience, a network of practitioners and the confidence to lead change anywhere.",
                  "फ़ेलो को हर महीने मानदेय, एक निजी मार्गदर्शक (मेंटर) और पूरे समय योजनाबद्ध तरीक़े से सीखने का मौक़ा मिलता है। फ़ेलोशिप के बाद उनके पास फ़ील्ड का गहरा अनुभव, ज़मीन पर काम करने वाले लोगों का नेटवर्क और कहीं भी बदलाव की अगुवाई करने का आत्मविश्वास होता है।",
                ),
              ],
              asideHeading: t("Who should apply", "कौन आवेदन करे"),
              asidePoints: [
                t(
                  "Graduates, usually aged 21-30, from any discipline",
                  "किसी भी विषय में स्नातक, आम तौर पर 21-30 साल की उम्र के",
                ),
                t(
                  "People who want to work with communities, not just for them",
                  "जो समुदायों के लिए ही नहीं, उनके साथ मिलकर काम करना चाहते हैं",
                ),
                t(
                  "Those ready to live outside big cities for the length of the fellowship",
                  "जो फ़ेलोशिप के पूरे समय बड़े शहरों से बाहर रहने के लिए तैयार हैं",
                ),
                t(
                  "Curious, humble learners who can work in a team",
                  "जिज्ञासु और विनम्र लोग, जो सीखते रहना चाहते हैं और टीम में काम कर सकते हैं",
                ),
              ],
            },
            {
              id: "what-you-gain",
              part: "features",
              heading: t("What you gain", "आपको क्या मिलेगा"),
              headingSize: "large",
              features: [
                {
                  id: "a-fair-stipend",
                  title: t("A fair stipend", "उचित मानदेय"),
                  text: t(
                    "₹25,000 to ₹35,000 a month, with insurance and field allowances.",
                    "हर महीने ₹25,000 से ₹35,000, साथ में बीमा और फ़ील्ड भत्ते।",
                  ),
                  icon: "wallet",
                },
                {
                  id: "a-mentor",
                  title: t("A mentor", "एक मार्गदर्शक"),
                  text: t(
                    "A senior practitioner who meets you every month.",
                    "एक अनुभवी वरिष्ठ साथी, जो हर महीने आपसे मिलते हैं।",
                  ),
                  icon: "users",
                },
                {
                  id: "field-experience",
                  title: t("Field experience", "फ़ील्ड का अनुभव"),
                  text: t(
                    "Responsibility for a real programme in a real community.",
                    "असली समुदाय में एक असली कार्यक्रम की ज़िम्मेदारी।",
                  ),
                  icon: "map",
                },
                {
                  id: "a-network",
                  title: t("A network", "एक नेटवर्क"),
                  text: t(
                    "An alumni community across non-profits, government and business.",
                    "गैर-लाभकारी संस्थाओं, सरकार और कारोबार में फैला पूर्व फ़ेलो का समुदाय।",
                  ),
                  icon: "award",
                },
              ],
              columns: "four",
            },
          ],
        },
        {
          id: "programs",
          label: t("Fellowship Programs", "फ़ेलोशिप कार्यक्रम"),
          parts: [
            {
              id: "fellowship-programs",
              part: "cards",
              heading: t("Fellowship Programs", "फ़ेलोशिप कार्यक्रम"),
              description: t(
                "Four programmes, each with its own focus, stipend and length. All are full-time and paid.",
                "चार कार्यक्रम, हर एक का अपना विषय, मानदेय और अवधि। सभी पूर्णकालिक हैं और सभी में मानदेय मिलता है।",
              ),
              columns: "wide",
              cards: {
                card: "fellowshipProgramme",
                labels: {
                  duration: t("Duration", "अवधि"),
                  stipend: t("Stipend", "मानदेय"),
                  locations: t("Locations", "स्थान"),
                  nextCohort: t("Next cohort", "अगला बैच"),
                  deadline: t("Apply by", "आवेदन की अंतिम तिथि"),
                  responsibilities: t("Key responsibilities", "मुख्य ज़िम्मेदारियाँ"),
                  benefits: t("Benefits", "लाभ"),
                  requirements: t("Requirements", "ज़रूरी योग्यताएँ"),
                },
                items: [
                  {
                    id: "social-impact-fellowship",
                    title: t("Social Impact Fellowship", "सामाजिक असर फ़ेलोशिप"),
                    icon: "heart",
                    type: t("Full-time, field-based", "पूर्णकालिक, फ़ील्ड में"),
                    description: t(
                      "Work alongside our programme teams in learning centres and communities to design, run and measure projects that keep children in school.",
                      "शिक्षण केंद्रों और समुदायों में हमारी कार्यक्रम टीमों के साथ काम करें, और ऐसे प्रोजेक्ट बनाएँ, चलाएँ और उनका असर मापें जो बच्चों को स्कूल से जोड़े रखें।",
                    ),
                    duration: t("12 months", "12 महीने"),
                    stipend: t("₹25,000 per month", "₹25,000 प्रति माह"),
                    locations: [t("Delhi NCR", "दिल्ली NCR"), t("Jaipur", "जयपुर"), t("Lucknow", "लखनऊ")],
                    nextCohort: t("April 2027", "अप्रैल 2027"),
                    applicationDeadline: t("31 January 2027", "31 जनवरी 2027"),
                    responsibilities: [
                      t(
                        "Run a cluster of community learning centres with local tutors",
                        "स्थानीय ट्यूटरों के साथ मिलकर कुछ सामुदायिक शिक्षण केंद्रों का समूह चलाना",
                      ),
                      t(
                        "Track attendance and learning levels and act on the data",
                        "हाज़िरी और सीखने के स्तर पर नज़र रखना और आँकड़ों के आधार पर कदम उठाना",
                      ),
                      t(
                        "Lead parent and community meetings every month",
                        "हर महीने अभिभावकों और समुदाय की बैठकों की अगुवाई करना",
                      ),
                      t(
                        "Document stories and write quarterly impact reports",
                        "कहानियाँ दर्ज करना और हर तिमाही असर की रिपोर्ट लिखना",
                      ),
                      t("Support volunteer onboarding in your district", "अपने ज़िले में नए स्वयंसेवकों को जोड़ने में मदद करना"),
                    ],
                    benefits: [
                      t("Monthly stipend of ₹25,000", "हर महीने ₹25,000 का मानदेय"),
                      t("Accommodation and travel in the field", "फ़ील्ड में रहने और आने-जाने की व्यवस्था"),
                      t("Health insurance for the fellowship year", "फ़ेलोशिप के पूरे साल का स्वास्थ्य बीमा"),
                      t("A personal mentor from our network", "हमारे नेटवर्क से एक निजी मार्गदर्शक (मेंटर)"),
                      t("Monthly learning retreats", "हर महीने सीखने के लिए शिविर"),
                      t(
                        "Completion certificate and letter of recommendation",
                        "फ़ेलोशिप पूरी करने का प्रमाणपत्र और सिफ़ारिश पत्र",
                      ),
                    ],
                    requirements: [
                      t("Graduate in any discipline", "किसी भी विषय में स्नातक"),
                      t("Aged 21-30 at the time of applying", "आवेदन के समय उम्र 21-30 साल"),
                      t("Fluent in Hindi and comfortable in English", "हिंदी में धाराप्रवाह और अंग्रेज़ी में सहज"),
                      t("Willing to live and travel in the field", "फ़ील्ड में रहने और घूमने-फिरने के लिए तैयार"),
                    ],
                  },
                  {
                    id: "rural-development-fellowship",
                    title: t("Rural Development Fellowship", "ग्रामीण विकास फ़ेलोशिप"),
                    icon: "sprout",
                    type: t("Full-time, residential in a village", "पूर्णकालिक, गाँव में रहकर"),
                    description: t(
                      "Live in a village for eighteen months and work with the gram panchayat, farmers and self-help groups on water, livelihoods and schooling.",
                      "अठारह महीने एक गाँव में रहें और ग्राम पंचायत, किसानों और स्वयं सहायता समूहों के साथ पानी, आजीविका और बच्चों की पढ़ाई पर काम करें।",
                    ),
                    duration: t("18 months", "18 महीने"),
                    stipend: t("₹30,000 per month", "₹30,000 प्रति माह"),
                    locations: [
                      t("Vidarbha, Maharashtra", "विदर्भ, महाराष्ट्र"),
                      t("Bundelkhand, Uttar Pradesh", "बुंदेलखंड, उत्तर प्रदेश"),
                      t("Koraput, Odisha", "कोरापुट, ओडिशा"),
                    ],
                    nextCohort: t("April 2027", "अप्रैल 2027"),
                    applicationDeadline: t("31 January 2027", "31 जनवरी 2027"),
                    responsibilities: [
                      t(
                        "Prepare a village development plan with the gram sabha",
                        "ग्राम सभा के साथ मिलकर गाँव की विकास योजना बनाना",
                      ),
                      t(
                        "Help families access government schemes and entitlements",
                        "परिवारों को सरकारी योजनाओं और उनके हक़ का लाभ दिलाने में मदद करना",
                      ),
                      t(
                        "Support farmer producer organisations and self-help groups",
                        "किसान उत्पादक संगठनों और स्वयं सहायता समूहों का साथ देना",
                      ),
                      t(
                        "Coordinate water conservation and plantation work",
                        "जल संरक्षण और पौधारोपण के कामों में तालमेल बिठाना",
                      ),
                      t(
                        "Report progress to the panchayat and our regional team",
                        "पंचायत और हमारी क्षेत्रीय टीम को काम की प्रगति बताना",
                      ),
                    ],
                    benefits: [
                      t("Monthly stipend of ₹30,000", "हर महीने ₹30,000 का मानदेय"),
                      t(
                        "Village accommodation and a two-wheeler allowance",
                        "गाँव में रहने की व्यवस्था और दोपहिया वाहन भत्ता",
                      ),
                      t("Health and accident insurance", "स्वास्थ्य और दुर्घटना बीमा"),
                      t("Certificate course in rural management", "ग्रामीण प्रबंधन में सर्टिफ़िकेट कोर्स"),
                      t("Mentoring by senior development professionals", "विकास के क्षेत्र के अनुभवी लोगों से मार्गदर्शन"),
                      t("Alumni network and placement support", "पूर्व फ़ेलो का नेटवर्क और नौकरी पाने में मदद"),
                    ],
                    requirements: [
                      t(
                        "Graduate or postgraduate; rural management, agriculture or social work preferred",
                        "स्नातक या स्नातकोत्तर; ग्रामीण प्रबंधन, कृषि या समाज कार्य पढ़े लोगों को प्राथमिकता",
                      ),
                      t(
                        "At least one year of work or volunteering experience",
                        "कम से कम एक साल का नौकरी या स्वयंसेवा का अनुभव",
                      ),
                      t(
                        "Comfortable with village life and basic facilities",
                        "गाँव के जीवन और बुनियादी सुविधाओं में रहने में सहज",
                      ),
                      t(
                        "Conversational in the local language or willing to learn it",
                        "स्थानीय भाषा में बातचीत कर सकें या उसे सीखने के लिए तैयार हों",
                      ),
                    ],
                  },
                  {
                    id: "women-empowerment-fellowship",
                    title: t("Women Empowerment Fellowship", "महिला सशक्तिकरण फ़ेलोशिप"),
                    icon: "users",
                    type: t("Full-time, field-based", "पूर्णकालिक, फ़ील्ड में"),
                    description: t(
                      "Work with women's self-help groups and adolescent girls' clubs to build income, health and leadership in underserved communities.",
                      "महिलाओं के स्वयं सहायता समूहों और किशोरियों के क्लबों के साथ काम करें, ताकि पिछड़े समुदायों में आमदनी, सेहत और नेतृत्व बढ़े।",
                    ),
                    duration: t("15 months", "15 महीने"),
                    stipend: t("₹28,000 per month", "₹28,000 प्रति माह"),
                    locations: [t("Bhopal", "भोपाल"), t("Patna", "पटना"), t("Ranchi", "रांची")],
                    nextCohort: t("April 2027", "अप्रैल 2027"),
                    applicationDeadline: t("31 January 2027", "31 जनवरी 2027"),
                    responsibilities: [
                      t(
                        "Strengthen self-help groups and their book-keeping",
                        "स्वयं सहायता समूहों और उनके हिसाब-किताब को मज़बूत करना",
                      ),
                      t(
                        "Run skill and enterprise trainings for women",
                        "महिलाओं के लिए हुनर और अपना काम शुरू करने का प्रशिक्षण चलाना",
                      ),
                      t("Organise health and legal awareness sessions", "स्वास्थ्य और कानूनी जानकारी के जागरूकता सत्र करवाना"),
                      t("Mentor adolescent girls' club leaders", "किशोरी क्लबों की अगुवा लड़कियों का मार्गदर्शन करना"),
                      t(
                        "Build links with banks, health centres and buyers",
                        "बैंकों, स्वास्थ्य केंद्रों और ख़रीदारों से संपर्क बनाना",
                      ),
                    ],
                    benefits: [
                      t("Monthly stipend of ₹28,000", "हर महीने ₹28,000 का मानदेय"),
                      t("Travel and field allowances", "यात्रा और फ़ील्ड भत्ते"),
                      t("Health insurance", "स्वास्थ्य बीमा"),
                      t(
                        "Training in gender, facilitation and safeguarding",
                        "जेंडर, समूह चलाने (फ़ैसिलिटेशन) और सुरक्षा (सेफ़गार्डिंग) पर प्रशिक्षण",
                      ),
                      t("A mentor from our women leaders' circle", "हमारी महिला नेताओं की मंडली से एक मार्गदर्शक"),
                      t("Completion certificate and alumni network", "फ़ेलोशिप पूरी करने का प्रमाणपत्र और पूर्व फ़ेलो का नेटवर्क"),
                    ],
                    requirements: [
                      t(
                        "Graduate in any discipline; gender studies or social work preferred",
                        "किसी भी विषय में स्नातक; जेंडर अध्ययन या समाज कार्य पढ़े लोगों को प्राथमिकता",
                      ),
                      t(
                        "Experience of working with women's groups is a plus",
                        "महिला समूहों के साथ काम का अनुभव हो तो और अच्छा",
                      ),
                      t("Fluent in Hindi", "हिंदी में धाराप्रवाह"),
                      t("Sensitivity, patience and good listening skills", "संवेदनशीलता, धैर्य और ध्यान से सुनने की आदत"),
                    ],
                  },
                  {
                    id: "technology-for-good-fellowship",
                    title: t("Technology for Good Fellowship", "तकनीक से भलाई फ़ेलोशिप"),
                    icon: "laptop",
                    type: t("Full-time, hybrid", "पूर्णकालिक, दफ़्तर और घर दोनों से (हाइब्रिड)"),
                    description: t(
                      "Build simple, robust digital tools for our programmes: offline-first learning apps, data dashboards and WhatsApp services for field teams.",
                      "हमारे कार्यक्रमों के लिए आसान और मज़बूत डिजिटल टूल बनाएँ: बिना इंटरनेट के भी चलने वाले लर्निंग ऐप, डेटा डैशबोर्ड और फ़ील्ड टीमों के लिए WhatsApp सेवाएँ।",
                    ),
                    duration: t("10 months", "10 महीने"),
                    stipend: t("₹35,000 per month", "₹35,000 प्रति माह"),
                    locations: [
                      t("Bengaluru", "बेंगलुरु"),
                      t("Pune", "पुणे"),
                      t("Remote with field visits", "घर से काम, बीच-बीच में फ़ील्ड के दौरे"),
                    ],
                    nextCohort: t("April 2027", "अप्रैल 2027"),
                    applicationDeadline: t("31 January 2027", "31 जनवरी 2027"),
                    responsibilities: [
                      t(
                        "Build and maintain tools used by teachers and field workers",
                        "शिक्षकों और फ़ील्ड कार्यकर्ताओं के काम आने वाले टूल बनाना और उन्हें ठीक से चलाते रहना",
                      ),
                      t(
                        "Design for low-end Android phones and patchy connectivity",
                        "सस्ते Android फ़ोन और कमज़ोर नेटवर्क को ध्यान में रखकर डिज़ाइन करना",
                      ),
                      t(
                        "Train field teams to use and give feedback on tools",
                        "फ़ील्ड टीमों को टूल चलाना और उन पर अपनी राय देना सिखाना",
                      ),
                      t("Keep beneficiary data private and secure", "लाभार्थियों का डेटा निजी और सुरक्षित रखना"),
                      t("Document and open-source what you build", "जो भी बनाएँ, उसका ब्योरा लिखना और उसे ओपन-सोर्स करना"),
                    ],
                    benefits: [
                      t("Monthly stipend of ₹35,000", "हर महीने ₹35,000 का मानदेय"),
                      t("Laptop and internet allowance", "लैपटॉप और इंटरनेट भत्ता"),
                      t("Health insurance", "स्वास्थ्य बीमा"),
                      t(
                        "Mentoring by senior engineers from partner companies",
                        "साझेदार कंपनियों के वरिष्ठ इंजीनियरों से मार्गदर्शन",
                      ),
                      t("Field immersion in our programme districts", "हमारे कार्यक्रम वाले ज़िलों में फ़ील्ड का सीधा अनुभव"),
                      t("Certificate and portfolio of shipped projects", "प्रमाणपत्र और पूरे किए गए प्रोजेक्ट का पोर्टफ़ोलियो"),
                    ],
                    requirements: [
                      t(
                        "Degree or diploma in computer science, or equivalent practical experience",
                        "कंप्यूटर साइंस में डिग्री या डिप्लोमा, या उसके बराबर व्यावहारिक अनुभव",
                      ),
                      t("Working knowledge of web or mobile development", "वेब या मोबाइल डेवलपमेंट की कामकाजी जानकारी"),
                      t(
                        "Interest in designing for low-end phones and slow networks",
                        "सस्ते फ़ोन और धीमे नेटवर्क के लिए डिज़ाइन करने में रुचि",
                      ),
                      t(
                        "Willing to spend at least two weeks a quarter in the field",
                        "हर तिमाही कम से कम दो हफ़्ते फ़ील्ड में बिताने के लिए तैयार",
                      ),
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          id: "process",
          label: t("Application Process", "आवेदन प्रक्रिया"),
          parts: [
            {
              id: "application-process",
              part: "heading",
              heading: t("Application Process", "आवेदन प्रक्रिया"),
              description: t(
                "Five steps from application to your first day. We keep you informed at every stage.",
                "आवेदन से लेकर आपके पहले दिन तक पाँच चरण। हर चरण पर हम आपको जानकारी देते रहते हैं।",
              ),
            },
            {
              id: "steps",
              part: "steps",
              steps: [
                {
                  id: "online-application",
                  title: t("Online Application", "ऑनलाइन आवेदन"),
                  description: t(
                    "Tell us about yourself, your motivation and the programme you are applying for.",
                    "हमें अपने बारे में, अपनी प्रेरणा के बारे में और जिस कार्यक्रम के लिए आवेदन कर रहे हैं, उसके बारे में बताएँ।",
                  ),
                  duration: t("30 minutes", "30 मिनट"),
                  activities: [
                    t("Personal and education details", "निजी और पढ़ाई से जुड़ी जानकारी"),
                    t("Two short essays", "दो छोटे निबंध"),
                    t("Choice of programme and location", "कार्यक्रम और स्थान का चुनाव"),
                  ],
                },
                {
                  id: "written-assessment",
                  title: t("Written Assessment", "लिखित मूल्यांकन"),
                  description: t(
                    "An online assessment of reasoning, writing and how you would handle situations in the field.",
                    "ऑनलाइन मूल्यांकन: आपकी सोचने-समझने की क्षमता, लेखन, और फ़ील्ड की अलग-अलग स्थितियों को आप कैसे सँभालेंगे।",
                  ),
                  duration: t("90 minutes", "90 मिनट"),
                  activities: [
                    t("Case-based questions", "असली हालात पर आधारित सवाल"),
                    t("A short essay in Hindi or English", "हिंदी या अंग्रेज़ी में एक छोटा निबंध"),
                    t("Taken from home on any device", "घर से, किसी भी डिवाइस पर"),
                  ],
                },
                {
                  id: "personal-interview",
                  title: t("Personal Interview", "व्यक्तिगत इंटरव्यू"),
                  description: t(
                    "A conversation with two members of our team about your experience and motivation.",
                    "आपके अनुभव और प्रेरणा के बारे में हमारी टीम के दो सदस्यों के साथ बातचीत।",
                  ),
                  duration: t("45-60 minutes", "45-60 मिनट"),
                  activities: [
                    t("By video call or in person", "वीडियो कॉल पर या आमने-सामने"),
                    t("Questions about your essays", "आपके निबंधों पर सवाल"),
                    t("Time for your questions", "आपके सवालों के लिए भी समय"),
                  ],
                },
                {
                  id: "field-visit",
                  title: t("Field Visit", "फ़ील्ड का दौरा"),
                  description: t(
                    "Spend a day at one of our programme sites to see the work and meet the team.",
                    "हमारे किसी कार्यक्रम की जगह पर एक दिन बिताएँ, काम को देखें और टीम से मिलें।",
                  ),
                  duration: t("1 day", "1 दिन"),
                  activities: [
                    t("Visit a learning centre or village", "किसी शिक्षण केंद्र या गाँव का दौरा"),
                    t("Meet current fellows", "अभी के फ़ेलो से मुलाक़ात"),
                    t("Travel costs reimbursed", "आने-जाने का ख़र्च वापस मिलेगा"),
                  ],
                },
                {
                  id: "offer-and-onboarding",
                  title: t("Offer and Onboarding", "ऑफ़र और शुरुआत"),
                  description: t(
                    "Successful candidates receive an offer and join a two-week induction before the cohort begins.",
                    "चुने गए उम्मीदवारों को ऑफ़र मिलता है, और बैच शुरू होने से पहले वे दो हफ़्ते के परिचय प्रशिक्षण में शामिल होते हैं।",
                  ),
                  duration: t("2 weeks", "2 हफ़्ते"),
                  activities: [
                    t("Offer letter and references", "ऑफ़र लेटर और रेफ़रेंस"),
                    t("Induction and safeguarding training", "परिचय और सुरक्षा (सेफ़गार्डिंग) प्रशिक्षण"),
                    t("Meet your mentor", "अपने मार्गदर्शक से मुलाक़ात"),
                  ],
                },
              ],
            },
            { id: "button", part: "action", action: { id: "coming-soon", kind: "comingSoon" } },
          ],
        },
        {
          id: "alumni",
          label: t("Alumni Stories", "पूर्व फ़ेलो की कहानियाँ"),
          parts: [
            {
              id: "alumni-stories",
              part: "cards",
              heading: t("Alumni Stories", "पूर्व फ़ेलो की कहानियाँ"),
              description: t(
                "Illustrative names; the kind of paths our fellows take after their fellowship.",
                "नाम उदाहरण के लिए हैं; कहानियाँ बताती हैं कि फ़ेलोशिप के बाद हमारे फ़ेलो किस तरह की राह चुनते हैं।",
              ),
              columns: "three",
              cards: {
                card: "alumnus",
                items: [
                  {
                    id: "ananya-sharma",
                    name: t("Ananya Sharma", "Ananya Sharma"),
                    fellowship: t("Social Impact Fellowship, 2025-26", "सामाजिक असर फ़ेलोशिप, 2025-26"),
                    currentRole: t(
                      "Programme Manager, Education, at a Jaipur non-profit",
                      "कार्यक्रम प्रबंधक (शिक्षा), जयपुर की एक गैर-लाभकारी संस्था में",
                    ),
                    story: t(
                      "Ananya ran six learning centres in Tonk district during her fellowship. Her weekly reading fairs doubled the number of children reading fluently in a year.",
                      "फ़ेलोशिप के दौरान Ananya ने टोंक ज़िले में छह शिक्षण केंद्र चलाए। उनके हर हफ़्ते लगने वाले पढ़ाई के मेलों से एक साल में अच्छी तरह पढ़ पाने वाले बच्चों की संख्या दोगुनी हो गई।",
                    ),
                    achievements: [
                      t("Set up 6 learning centres", "6 शिक्षण केंद्र शुरू किए"),
                      t("Trained 24 local tutors", "24 स्थानीय ट्यूटरों को प्रशिक्षण दिया"),
                      t(
                        "Invited to present at a state education workshop",
                        "राज्य की एक शिक्षा कार्यशाला में अपना काम पेश करने का न्योता मिला",
                      ),
                    ],
                  },
                  {
                    id: "vikram-rathod",
                    name: t("Vikram Rathod", "Vikram Rathod"),
                    fellowship: t("Rural Development Fellowship, 2025-26", "ग्रामीण विकास फ़ेलोशिप, 2025-26"),
                    currentRole: t(
                      "Founder, a farmer producer company in Yavatmal",
                      "संस्थापक, यवतमाल की एक किसान उत्पादक कंपनी",
                    ),
                    story: t(
                      "Vikram helped 300 cotton farmers form a producer organisation. After his fellowship he stayed on to run it as its first chief executive.",
                      "Vikram ने 300 कपास किसानों को मिलकर एक उत्पादक संगठन बनाने में मदद की। फ़ेलोशिप के बाद वे वहीं रुक गए और अब उसके पहले मुख्य कार्यकारी अधिकारी के रूप में उसे चला रहे हैं।",
                    ),
                    achievements: [
                      t("Producer company registered", "उत्पादक कंपनी का पंजीकरण हुआ"),
                      t("300 farmer members", "300 किसान सदस्य"),
                      t("Better prices for members' cotton", "सदस्यों के कपास के बेहतर दाम"),
                    ],
                  },
                  {
                    id: "sneha-iyer",
                    name: t("Sneha Iyer", "Sneha Iyer"),
                    fellowship: t("Technology for Good Fellowship, 2025-26", "तकनीक से भलाई फ़ेलोशिप, 2025-26"),
                    currentRole: t("Software Engineer, civic technology", "सॉफ़्टवेयर इंजीनियर, नागरिक सेवाओं के लिए तकनीक"),
                    story: t(
                      "Sneha built an offline attendance and assessment app now used by all our learning centres. It works on ₹6,000 phones and syncs when the signal returns.",
                      "Sneha ने बिना इंटरनेट के चलने वाला हाज़िरी और मूल्यांकन का ऐप बनाया, जो अब हमारे सभी शिक्षण केंद्रों में इस्तेमाल होता है। यह ₹6,000 के फ़ोन पर भी चलता है और नेटवर्क लौटते ही डेटा भेज देता है।",
                    ),
                    achievements: [
                      t("App used in every learning centre", "हर शिक्षण केंद्र में ऐप का इस्तेमाल"),
                      t("Open-sourced on GitHub", "GitHub पर ओपन-सोर्स किया"),
                      t("Cut reporting time by half", "रिपोर्ट बनाने का समय आधा हुआ"),
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      id: "cta",
      kind: "cta",
      spaceAbove: "spaced",
      heading: t("Questions about the fellowship?", "फ़ेलोशिप के बारे में कोई सवाल?"),
      text: t(
        "Applications for the next cohort open soon. Write to us to be told first, or to ask about eligibility, locations and stipends.",
        "अगले बैच के लिए आवेदन जल्द खुलेंगे। सबसे पहले ख़बर पाने के लिए, या पात्रता, स्थानों और मानदेय के बारे में पूछने के लिए हमें लिखें।",
      ),
      actions: [
        {
          id: "get-more-info",
          kind: "link",
          label: t("Get More Info", "ज़्यादा जानकारी पाएँ"),
          to: "/GetInTouch",
          context: t("", ""),
        },
        { id: "coming-soon", kind: "comingSoon" },
      ],
    },
  ],
};
