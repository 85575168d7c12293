/** The Skill Development page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const skillDevelopmentPage: PageDocument = {
  title: t("Skill Development", "कौशल विकास"),
  heading: t("Skill Development", "कौशल विकास"),
  description: t(
    "Technical, vocational, creative and business courses that lead to jobs.",
    "तकनीकी, व्यावसायिक, रचनात्मक और व्यापार से जुड़े कोर्स, जो रोज़गार तक ले जाते हैं।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Our Work · Skill Development", "हमारा काम · कौशल विकास"),
      intro: t("", ""),
      actions: [],
      statsHeading: t("Skills that lead to jobs", "ऐसे हुनर जो नौकरी दिलाएँ"),
      stats: [
        {
          id: "students-trained",
          value: t("5,000+", ""),
          label: t("Students trained", "प्रशिक्षित विद्यार्थी"),
          description: t("", ""),
        },
        {
          id: "skill-programs",
          value: t("25+", ""),
          label: t("Skill programs", "कौशल कार्यक्रम"),
          description: t("", ""),
        },
        {
          id: "job-placement-rate",
          value: t("80%", ""),
          label: t("Job placement rate", "नौकरी पाने की दर"),
          description: t("", ""),
        },
        {
          id: "course-completion",
          value: t("95%", ""),
          label: t("Course completion", "कोर्स पूरा करने की दर"),
          description: t("", ""),
        },
      ],
    },
    {
      id: "our-courses",
      kind: "tabbedCards",
      eyebrow: t("", ""),
      heading: t("Our courses", "हमारे कोर्स"),
      intro: t(
        "Short, practical courses designed with employers, taught in small batches by trainers who have worked in the trade. New batches open every quarter.",
        "छोटे और व्यावहारिक कोर्स, जो नियोक्ताओं के साथ मिलकर बनाए गए हैं। छोटे बैचों में ऐसे प्रशिक्षक पढ़ाते हैं जो ख़ुद यह काम कर चुके हैं। हर तिमाही नए बैच शुरू होते हैं।",
      ),
      tone: "white",
      label: t("Course categories", "कोर्स की श्रेणियाँ"),
      tabs: [
        {
          id: "technical",
          label: t("Technical", "तकनीकी"),
          parts: [
            {
              id: "technical",
              part: "cards",
              heading: t("Technical", "तकनीकी"),
              description: t(
                "Computer and technology skills for office, IT-enabled and digital jobs.",
                "दफ़्तर, IT और डिजिटल नौकरियों के लिए कंप्यूटर और तकनीक के हुनर।",
              ),
              icon: "laptop",
              columns: "three",
              cards: {
                card: "course",
                items: [
                  {
                    id: "computer-basics-office-tools",
                    title: t("Computer Basics & Office Tools", "कंप्यूटर की बुनियादी बातें और ऑफ़िस टूल"),
                    level: "Beginner",
                    description: t(
                      "From switching on a computer to writing letters, making spreadsheets and sending e-mail with confidence.",
                      "कंप्यूटर चालू करने से लेकर चिट्ठी लिखने, स्प्रेडशीट बनाने और भरोसे के साथ ई-मेल भेजने तक।",
                    ),
                    durationWeeks: "6",
                    modules: [
                      t("Computer fundamentals", "कंप्यूटर की बुनियादी जानकारी"),
                      t("Typing in English and Hindi", "अंग्रेज़ी और हिंदी में टाइपिंग"),
                      t("Word processing", "वर्ड प्रोसेसिंग"),
                      t("Spreadsheets", "स्प्रेडशीट"),
                      t("E-mail and internet safety", "ई-मेल और इंटरनेट पर सुरक्षा"),
                    ],
                    careers: [
                      t("Data entry operator", "डेटा एंट्री ऑपरेटर"),
                      t("Office assistant", "ऑफ़िस सहायक"),
                      t("Computer operator", "कंप्यूटर ऑपरेटर"),
                    ],
                    certification: t(
                      "Certificate of completion, aligned with NSQF level 3",
                      "कोर्स पूरा करने का प्रमाणपत्र, NSQF स्तर 3 के अनुरूप",
                    ),
                  },
                  {
                    id: "web-development-foundations",
                    title: t("Web Development Foundations", "वेब डेवलपमेंट की बुनियाद"),
                    level: "Intermediate",
                    description: t(
                      "Build and publish real web pages with HTML, CSS and JavaScript, and learn how teams ship software.",
                      "HTML, CSS और JavaScript से असली वेब पेज बनाएँ और प्रकाशित करें, और सीखें कि टीमें सॉफ़्टवेयर कैसे तैयार करके लोगों तक पहुँचाती हैं।",
                    ),
                    durationWeeks: "12",
                    modules: [
                      t("HTML and page structure", "HTML और पेज की बनावट"),
                      t("CSS and responsive layouts", "CSS और हर स्क्रीन पर ठीक दिखने वाले लेआउट"),
                      t("JavaScript basics", "JavaScript की बुनियादी बातें"),
                      t("Working with Git", "Git के साथ काम करना"),
                      t("Building a portfolio site", "अपनी पोर्टफ़ोलियो वेबसाइट बनाना"),
                      t("Interview preparation", "इंटरव्यू की तैयारी"),
                    ],
                    careers: [
                      t("Junior web developer", "जूनियर वेब डेवलपर"),
                      t("Front-end intern", "फ़्रंट-एंड इंटर्न"),
                      t("Website maintenance technician", "वेबसाइट रखरखाव तकनीशियन"),
                    ],
                    certification: t(
                      "Certificate with a published portfolio project",
                      "प्रमाणपत्र, साथ में प्रकाशित पोर्टफ़ोलियो प्रोजेक्ट",
                    ),
                  },
                  {
                    id: "mobile-repair-technician",
                    title: t("Mobile Repair Technician", "मोबाइल रिपेयर तकनीशियन"),
                    level: "Beginner",
                    description: t(
                      "Diagnose and repair smartphones: screens, batteries, charging ports and software faults.",
                      "स्मार्टफ़ोन की ख़राबी पहचानें और ठीक करें: स्क्रीन, बैटरी, चार्जिंग पोर्ट और सॉफ़्टवेयर की गड़बड़ियाँ।",
                    ),
                    durationWeeks: "8",
                    modules: [
                      t("Phone hardware basics", "फ़ोन हार्डवेयर की बुनियादी बातें"),
                      t("Soldering and safety", "सोल्डरिंग और सुरक्षा"),
                      t("Screen and battery replacement", "स्क्रीन और बैटरी बदलना"),
                      t("Software flashing", "सॉफ़्टवेयर फ़्लैश करना"),
                    ],
                    careers: [
                      t("Mobile repair technician", "मोबाइल रिपेयर तकनीशियन"),
                      t("Service centre associate", "सर्विस सेंटर सहयोगी"),
                      t("Own repair shop", "अपनी रिपेयर की दुकान"),
                    ],
                    certification: t(
                      "Certificate of completion with a starter tool kit",
                      "कोर्स पूरा करने का प्रमाणपत्र, साथ में शुरुआती औज़ारों की किट",
                    ),
                  },
                ],
              },
            },
          ],
        },
        {
          id: "vocational",
          label: t("Vocational", "व्यावसायिक"),
          parts: [
            {
              id: "vocational",
              part: "cards",
              heading: t("Vocational", "व्यावसायिक"),
              description: t(
                "Hands-on trades with steady local demand, in towns and villages alike.",
                "हाथ के हुनर वाले काम, जिनकी क़स्बों और गाँवों, दोनों जगह हमेशा माँग रहती है।",
              ),
              icon: "wrench",
              columns: "three",
              cards: {
                card: "course",
                items: [
                  {
                    id: "electrician-solar-installation",
                    title: t("Electrician & Solar Installation", "इलेक्ट्रीशियन और सोलर इंस्टॉलेशन"),
                    level: "Intermediate",
                    description: t(
                      "House wiring, safety codes and rooftop solar installation, with practice on real panels.",
                      "घर की वायरिंग, सुरक्षा के नियम और छत पर सोलर पैनल लगाना, असली पैनलों पर अभ्यास के साथ।",
                    ),
                    durationWeeks: "10",
                    modules: [
                      t("Electrical safety", "बिजली के काम में सुरक्षा"),
                      t("House wiring", "घर की वायरिंग"),
                      t("Meters and distribution boards", "मीटर और डिस्ट्रीब्यूशन बोर्ड"),
                      t("Solar panel installation", "सोलर पैनल लगाना"),
                      t("Inverter and battery care", "इन्वर्टर और बैटरी की देखभाल"),
                    ],
                    careers: [
                      t("Electrician", "इलेक्ट्रीशियन"),
                      t("Solar technician", "सोलर तकनीशियन"),
                      t("Maintenance technician", "रखरखाव तकनीशियन"),
                    ],
                    certification: t(
                      "Certificate aligned with the Skill Council for Green Jobs",
                      "Skill Council for Green Jobs के मानकों के अनुरूप प्रमाणपत्र",
                    ),
                  },
                  {
                    id: "tailoring-garment-making",
                    title: t("Tailoring & Garment Making", "सिलाई और कपड़े बनाना"),
                    level: "Beginner",
                    description: t(
                      "Measuring, cutting and stitching everyday garments, from blouses and kurtas to school uniforms.",
                      "नाप लेना, कटाई और रोज़ पहनने के कपड़ों की सिलाई, ब्लाउज़ और कुर्तों से लेकर स्कूल यूनिफ़ॉर्म तक।",
                    ),
                    durationWeeks: "8",
                    modules: [
                      t("Machine handling", "सिलाई मशीन चलाना"),
                      t("Measurement and drafting", "नाप लेना और पैटर्न बनाना"),
                      t("Cutting and stitching", "कटाई और सिलाई"),
                      t("Finishing and alterations", "फ़िनिशिंग और कपड़ों की फ़िटिंग ठीक करना"),
                      t("Pricing your work", "अपने काम का दाम तय करना"),
                    ],
                    careers: [
                      t("Tailor", "दर्ज़ी"),
                      t("Garment unit operator", "गारमेंट यूनिट ऑपरेटर"),
                      t("Home-based tailoring business", "घर से सिलाई का काम"),
                    ],
                    certification: t("Certificate of completion", "कोर्स पूरा करने का प्रमाणपत्र"),
                  },
                  {
                    id: "healthcare-assistant",
                    title: t("Healthcare Assistant", "स्वास्थ्य सहायक"),
                    level: "Beginner",
                    description: t(
                      "Patient care, hygiene, first aid and basic clinical support for clinics, hospitals and home care.",
                      "क्लिनिक, अस्पताल और घर पर देखभाल के लिए मरीज़ों की देखभाल, साफ़-सफ़ाई, प्राथमिक उपचार और इलाज में बुनियादी मदद।",
                    ),
                    durationWeeks: "12",
                    modules: [
                      t("Patient care basics", "मरीज़ की देखभाल की बुनियादी बातें"),
                      t("Infection control", "संक्रमण से बचाव"),
                      t("First aid and CPR", "प्राथमिक उपचार और CPR"),
                      t("Vital signs", "नब्ज़, साँस, बीपी और बुख़ार की जाँच"),
                      t("Hospital communication", "अस्पताल में बातचीत"),
                      t("Internship at a clinic", "किसी क्लिनिक में इंटर्नशिप"),
                    ],
                    careers: [
                      t("General duty assistant", "जनरल ड्यूटी सहायक"),
                      t("Home care aide", "घर पर देखभाल सहायक"),
                      t("Ward assistant", "वार्ड सहायक"),
                    ],
                    certification: t(
                      "Certificate with a two-week clinical internship",
                      "प्रमाणपत्र, साथ में किसी क्लिनिक में दो हफ़्ते की इंटर्नशिप",
                    ),
                  },
                ],
              },
            },
          ],
        },
        {
          id: "creative",
          label: t("Creative", "रचनात्मक"),
          parts: [
            {
              id: "creative",
              part: "cards",
              heading: t("Creative", "रचनात्मक"),
              description: t(
                "Design, media and craft skills for a growing creative economy.",
                "तेज़ी से बढ़ती रचनात्मक अर्थव्यवस्था के लिए डिज़ाइन, मीडिया और शिल्प के हुनर।",
              ),
              icon: "palette",
              columns: "three",
              cards: {
                card: "course",
                items: [
                  {
                    id: "graphic-design",
                    title: t("Graphic Design", "ग्राफ़िक डिज़ाइन"),
                    level: "Beginner",
                    description: t(
                      "Design posters, social media posts and logos using free tools, with a focus on local businesses.",
                      "मुफ़्त टूल से पोस्टर, सोशल मीडिया पोस्ट और लोगो डिज़ाइन करें, ख़ास तौर पर स्थानीय कारोबारों के लिए।",
                    ),
                    durationWeeks: "8",
                    modules: [
                      t("Design principles", "डिज़ाइन के सिद्धांत"),
                      t("Colour and typography", "रंग और अक्षरों की बनावट (टाइपोग्राफ़ी)"),
                      t("Free design tools", "मुफ़्त डिज़ाइन टूल"),
                      t("Branding for small businesses", "छोटे कारोबारों के लिए ब्रांडिंग"),
                    ],
                    careers: [
                      t("Junior graphic designer", "जूनियर ग्राफ़िक डिज़ाइनर"),
                      t("Social media designer", "सोशल मीडिया डिज़ाइनर"),
                      t("Freelance designer", "फ़्रीलांस डिज़ाइनर"),
                    ],
                    certification: t("Certificate with a design portfolio", "प्रमाणपत्र, साथ में डिज़ाइन पोर्टफ़ोलियो"),
                  },
                  {
                    id: "photography-video",
                    title: t("Photography & Video", "फ़ोटोग्राफ़ी और वीडियो"),
                    level: "All levels",
                    description: t(
                      "Shoot and edit good photos and short videos on a smartphone for events, shops and social media.",
                      "कार्यक्रमों, दुकानों और सोशल मीडिया के लिए स्मार्टफ़ोन से अच्छी तस्वीरें और छोटे वीडियो बनाएँ और एडिट करें।",
                    ),
                    durationWeeks: "6",
                    modules: [
                      t("Smartphone camera skills", "स्मार्टफ़ोन कैमरे का सही इस्तेमाल"),
                      t("Lighting and composition", "रोशनी और फ़्रेम की बनावट"),
                      t("Video editing", "वीडियो एडिटिंग"),
                      t("Storytelling", "कहानी कहने की कला"),
                    ],
                    careers: [
                      t("Event photographer", "इवेंट फ़ोटोग्राफ़र"),
                      t("Content creator", "कंटेंट क्रिएटर"),
                      t("Video editor", "वीडियो एडिटर"),
                    ],
                    certification: t("Certificate of completion", "कोर्स पूरा करने का प्रमाणपत्र"),
                  },
                  {
                    id: "handicraft-design-marketing",
                    title: t("Handicraft Design & Marketing", "हस्तशिल्प डिज़ाइन और मार्केटिंग"),
                    level: "Intermediate",
                    description: t(
                      "Turn traditional crafts into products city buyers want, and sell them at fairs and online.",
                      "पारंपरिक शिल्प को ऐसे सामान में बदलें जो शहर के ख़रीदार चाहते हैं, और उन्हें मेलों में और ऑनलाइन बेचें।",
                    ),
                    durationWeeks: "3",
                    modules: [
                      t("Product design", "उत्पाद का डिज़ाइन"),
                      t("Photographing products", "उत्पादों की फ़ोटो खींचना"),
                      t("Selling online", "ऑनलाइन बेचना"),
                    ],
                    careers: [
                      t("Artisan entrepreneur", "कारीगर उद्यमी"),
                      t("Craft cooperative member", "शिल्प सहकारी समिति के सदस्य"),
                      t("Online seller", "ऑनलाइन विक्रेता"),
                    ],
                    certification: t("Certificate of participation", "भागीदारी का प्रमाणपत्र"),
                  },
                ],
              },
            },
          ],
        },
        {
          id: "business",
          label: t("Business", "व्यवसाय"),
          parts: [
            {
              id: "business",
              part: "cards",
              heading: t("Business", "व्यवसाय"),
              description: t(
                "Skills to start a business, manage money and work in sales and customer service.",
                "अपना काम शुरू करने, पैसों का हिसाब रखने और बिक्री व ग्राहक सेवा में काम करने के हुनर।",
              ),
              icon: "briefcase",
              columns: "three",
              cards: {
                card: "course",
                items: [
                  {
                    id: "start-your-own-business",
                    title: t("Start Your Own Business", "अपना व्यवसाय शुरू करें"),
                    level: "Beginner",
                    description: t(
                      "Test a business idea, write a simple plan, work out costs and prices, and find your first customers.",
                      "अपने व्यवसाय के विचार को परखें, एक आसान योजना लिखें, लागत और दाम तय करें, और अपने पहले ग्राहक खोजें।",
                    ),
                    durationWeeks: "6",
                    modules: [
                      t("Finding a business idea", "व्यवसाय का विचार खोजना"),
                      t("Costing and pricing", "लागत और दाम तय करना"),
                      t("Simple book-keeping", "आसान हिसाब-किताब"),
                      t("Government schemes and loans", "सरकारी योजनाएँ और लोन"),
                      t("Pitching your plan", "अपनी योजना दूसरों के सामने रखना"),
                    ],
                    careers: [
                      t("Micro-entrepreneur", "छोटे उद्यमी"),
                      t("Shop owner", "दुकान मालिक"),
                      t("Self-employed professional", "अपना काम करने वाले पेशेवर"),
                    ],
                    certification: t(
                      "Certificate and a review of your business plan",
                      "प्रमाणपत्र, साथ में आपकी व्यवसाय योजना की समीक्षा",
                    ),
                  },
                  {
                    id: "digital-marketing",
                    title: t("Digital Marketing", "डिजिटल मार्केटिंग"),
                    level: "Intermediate",
                    description: t(
                      "Reach customers through WhatsApp, social media and search, and measure what works.",
                      "WhatsApp, सोशल मीडिया और सर्च के ज़रिए ग्राहकों तक पहुँचें, और मापें कि क्या काम कर रहा है।",
                    ),
                    durationWeeks: "8",
                    modules: [
                      t("Marketing basics", "मार्केटिंग की बुनियादी बातें"),
                      t("Social media marketing", "सोशल मीडिया मार्केटिंग"),
                      t("WhatsApp Business", "WhatsApp Business का इस्तेमाल"),
                      t("Search and maps listings", "सर्च और मैप्स पर अपनी दुकान दर्ज करना"),
                      t("Running small ad campaigns", "छोटे विज्ञापन अभियान चलाना"),
                      t("Reading the numbers", "आँकड़े पढ़ना और समझना"),
                    ],
                    careers: [
                      t("Digital marketing assistant", "डिजिटल मार्केटिंग सहायक"),
                      t("Social media executive", "सोशल मीडिया एग्ज़ीक्यूटिव"),
                      t("Freelance marketer", "फ़्रीलांस मार्केटर"),
                    ],
                    certification: t(
                      "Certificate with a live campaign project",
                      "प्रमाणपत्र, साथ में एक असली अभियान का प्रोजेक्ट",
                    ),
                  },
                  {
                    id: "retail-customer-service",
                    title: t("Retail & Customer Service", "रिटेल और ग्राहक सेवा"),
                    level: "Beginner",
                    description: t(
                      "Communication, billing, stock handling and customer care for jobs in shops, malls and call centres.",
                      "दुकानों, मॉल और कॉल सेंटर की नौकरियों के लिए बातचीत, बिलिंग, सामान (स्टॉक) सँभालना और ग्राहकों की देखभाल।",
                    ),
                    durationWeeks: "4",
                    modules: [
                      t("Spoken English for work", "काम के लिए बोलचाल की अंग्रेज़ी"),
                      t("Customer handling", "ग्राहकों से व्यवहार"),
                      t("Billing and POS", "बिलिंग और POS मशीन"),
                      t("Stock and store operations", "स्टॉक और दुकान का संचालन"),
                    ],
                    careers: [
                      t("Retail sales associate", "रिटेल सेल्स सहयोगी"),
                      t("Cashier", "कैशियर"),
                      t("Customer care executive", "ग्राहक सेवा एग्ज़ीक्यूटिव"),
                    ],
                    certification: t(
                      "Certificate aligned with the Retailers Association's Skill Council of India",
                      "Retailers Association's Skill Council of India के मानकों के अनुरूप प्रमाणपत्र",
                    ),
                  },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      id: "why-learn-with-us",
      kind: "featureGrid",
      textSize: "normal",
      eyebrow: t("", ""),
      heading: t("Why learn with us", "हमारे साथ क्यों सीखें"),
      intro: t(
        "Our courses are built backwards from jobs: we ask employers what they need, then we teach it.",
        "हमारे कोर्स नौकरियों को ध्यान में रखकर बनते हैं: हम नियोक्ताओं से पूछते हैं कि उन्हें क्या चाहिए, फिर वही सिखाते हैं।",
      ),
      tone: "muted",
      features: [
        {
          id: "job-focused-curriculum",
          title: t("Job-focused curriculum", "नौकरी पर केंद्रित पाठ्यक्रम"),
          text: t(
            "Designed with employers and updated every year so that what you learn is what gets you hired.",
            "नियोक्ताओं के साथ मिलकर बनाया गया और हर साल नया किया जाता है, ताकि आप वही सीखें जिससे नौकरी मिलती है।",
          ),
          icon: "target",
        },
        {
          id: "small-batches",
          title: t("Small batches", "छोटे बैच"),
          text: t(
            "No more than 25 learners per batch, with trainers who have worked in the trade.",
            "एक बैच में 25 से ज़्यादा विद्यार्थी नहीं, और ऐसे प्रशिक्षक जो ख़ुद यह काम कर चुके हैं।",
          ),
          icon: "users",
        },
        {
          id: "recognised-certificates",
          title: t("Recognised certificates", "मान्यता वाले प्रमाणपत्र"),
          text: t(
            "Certificates aligned with national skill standards that employers trust.",
            "राष्ट्रीय कौशल मानकों के अनुरूप प्रमाणपत्र, जिन पर नियोक्ता भरोसा करते हैं।",
          ),
          icon: "award",
        },
        {
          id: "placement-support",
          title: t("Placement support", "नौकरी पाने में मदद"),
          text: t(
            "Interview practice, employer visits and follow-up for six months after the course.",
            "इंटरव्यू का अभ्यास, नियोक्ताओं के यहाँ दौरे, और कोर्स के बाद छह महीने तक आपकी ख़बर लेते रहना।",
          ),
          icon: "briefcase",
        },
      ],
      columns: "four",
      accent: "brand",
      actions: [],
    },
    {
      id: "success-stories",
      kind: "stories",
      eyebrow: t("", ""),
      heading: t("Success stories", "सफलता की कहानियाँ"),
      intro: t(
        "Illustrative names; real kinds of journeys from our training centres.",
        "नाम उदाहरण के लिए हैं; सफ़र वैसे ही हैं जैसे हमारे प्रशिक्षण केंद्रों में सचमुच होते हैं।",
      ),
      tone: "white",
      stories: [
        {
          id: "imran-khan",
          name: t("Imran Khan", "Imran Khan"),
          place: t("Age 22 · Aligarh, Uttar Pradesh", "उम्र 22 · अलीगढ़, उत्तर प्रदेश"),
          programme: t("Electrician & Solar Installation", "इलेक्ट्रीशियन और सोलर इंस्टॉलेशन"),
          quote: t(
            "Every roof I put panels on is a family that pays less for light.",
            "जिस भी छत पर मैं पैनल लगाता हूँ, वहाँ एक परिवार को बिजली का बिल कम भरना पड़ता है।",
          ),
          story: t(
            "Imran worked as a helper in a hardware shop. After the ten-week course he joined a solar company as a technician and now leads a team of three.",
            "Imran एक हार्डवेयर की दुकान में हेल्पर थे। दस हफ़्ते के कोर्स के बाद वे एक सोलर कंपनी में तकनीशियन बने और अब तीन लोगों की टीम की अगुवाई करते हैं।",
          ),
          outcome: t("Solar technician, earning ₹18,000 a month", "सोलर तकनीशियन, हर महीने ₹18,000 की कमाई"),
        },
        {
          id: "deepa-kumari",
          name: t("Deepa Kumari", "Deepa Kumari"),
          place: t("Age 19 · Gaya, Bihar", "उम्र 19 · गया, बिहार"),
          programme: t("Computer Basics & Office Tools", "कंप्यूटर की बुनियादी बातें और ऑफ़िस टूल"),
          quote: t(
            "I had never touched a computer. Now I work in a bank's office.",
            "मैंने कभी कंप्यूटर छुआ तक नहीं था। अब मैं एक बैंक के दफ़्तर में काम करती हूँ।",
          ),
          story: t(
            "Deepa finished Class 12 but could not afford college. The six-week course and interview practice helped her get a data entry job at a bank's back office.",
            "Deepa ने 12वीं पास की, लेकिन कॉलेज का ख़र्च नहीं उठा सकती थीं। छह हफ़्ते के कोर्स और इंटरव्यू के अभ्यास से उन्हें एक बैंक के बैक ऑफ़िस में डेटा एंट्री की नौकरी मिली।",
          ),
          outcome: t(
            "Studies for her BA through distance learning on weekends",
            "हफ़्ते के आख़िर में दूरस्थ शिक्षा से BA की पढ़ाई कर रही हैं",
          ),
        },
        {
          id: "manoj-sahu",
          name: t("Manoj Sahu", "Manoj Sahu"),
          place: t("Age 25 · Raipur, Chhattisgarh", "उम्र 25 · रायपुर, छत्तीसगढ़"),
          programme: t("Start Your Own Business", "अपना व्यवसाय शुरू करें"),
          quote: t(
            "The course taught me to count my real costs. I had been losing money without knowing.",
            "कोर्स ने मुझे अपनी असली लागत गिनना सिखाया। मैं बिना जाने घाटा उठा रहा था।",
          ),
          story: t(
            "Manoj ran a tiny tea stall. After the course he priced his menu properly, took a small loan under a government scheme and opened a snack corner near the bus stand.",
            "Manoj चाय की एक छोटी-सी दुकान चलाते थे। कोर्स के बाद उन्होंने अपने मेन्यू के सही दाम तय किए, एक सरकारी योजना के तहत छोटा लोन लिया और बस अड्डे के पास नाश्ते की दुकान खोली।",
          ),
          outcome: t("Doubled his monthly income and hired a helper", "महीने की कमाई दोगुनी की और एक हेल्पर को काम पर रखा"),
        },
      ],
      columns: "three",
    },
    {
      id: "ready-to-learn-a-skill-that-pays",
      kind: "cta",
      spaceAbove: "spaced",
      heading: t("Ready to learn a skill that pays?", "ऐसा हुनर सीखना चाहते हैं जिससे कमाई हो?"),
      text: t(
        "Ask us about the next batch near you, eligibility and fees (most courses are free for young people from low-income families).",
        "अपने पास के अगले बैच, पात्रता और फ़ीस के बारे में हमसे पूछें (कम आमदनी वाले परिवारों के युवाओं के लिए ज़्यादातर कोर्स मुफ़्त हैं)।",
      ),
      actions: [
        {
          id: "get-information",
          kind: "link",
          label: t("Get Information", "जानकारी पाएँ"),
          to: "/GetInTouch",
          context: t("", ""),
        },
      ],
    },
  ],
};
