/** The Livelihood page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { getInvolved, volunteerNow } from "./buttons.ts";

export const livelihoodPage: PageDocument = {
  title: t("Livelihood Enhancement", "आजीविका संवर्धन"),
  heading: t("Livelihood Enhancement", "आजीविका संवर्धन"),
  description: t(
    "Entrepreneurship, employment, financial inclusion and cooperatives for rural families.",
    "ग्रामीण परिवारों के लिए उद्यमिता, रोज़गार, वित्तीय समावेशन और सहकारी समितियाँ।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Our Work · Livelihood", "हमारा काम · आजीविका"),
      intro: t("", ""),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "four-paths-to-a-steady-income",
      kind: "tabbedCards",
      eyebrow: t("", ""),
      heading: t("Four paths to a steady income", "नियमित आमदनी के चार रास्ते"),
      intro: t(
        "A family with a dependable income keeps its children in school. We work on four fronts so that every household can find its own path.",
        "जिस परिवार की आमदनी भरोसेमंद होती है, उसके बच्चे स्कूल में टिके रहते हैं। हम चार मोर्चों पर काम करते हैं, ताकि हर परिवार अपना रास्ता ढूँढ सके।",
      ),
      tone: "white",
      label: t("Livelihood programme areas", "आजीविका कार्यक्रम के क्षेत्र"),
      tabs: [
        {
          id: "entrepreneurship",
          label: t("Entrepreneurship", "उद्यमिता"),
          parts: [
            {
              id: "micro-enterprise-development",
              part: "cards",
              heading: t("Micro-enterprise development", "सूक्ष्म उद्यमों का विकास"),
              description: t(
                "From a tailoring unit to a dairy, we help first-time entrepreneurs plan, start and grow small businesses rooted in their own villages.",
                "सिलाई यूनिट से लेकर डेयरी तक, हम पहली बार कारोबार शुरू करने वालों को अपने ही गाँव में छोटे कारोबार की योजना बनाने, उसे शुरू करने और बढ़ाने में मदद करते हैं।",
              ),
              icon: "store",
              columns: "three",
              cards: {
                card: "initiative",
                items: [
                  {
                    id: "gramin-udyam-incubator",
                    name: t("Gramin Udyam Incubator", "ग्रामीण उद्यम इनक्यूबेटर"),
                    description: t(
                      "A six-month incubation programme for rural entrepreneurs with a business idea and the will to make it work.",
                      "उन ग्रामीण उद्यमियों के लिए छह महीने का इनक्यूबेशन कार्यक्रम, जिनके पास कारोबार का एक विचार है और उसे सफल बनाने की लगन भी।",
                    ),
                    beneficiaries: t("120 entrepreneurs", "120 उद्यमी"),
                    successRate: "78%",
                    support: [
                      t("Business plan coaching", "कारोबार की योजना बनाने में मार्गदर्शन"),
                      t("Seed grants up to ₹25,000", "₹25,000 तक का शुरुआती अनुदान"),
                      t("Market linkages with local traders", "स्थानीय व्यापारियों से बाज़ार का जुड़ाव"),
                    ],
                  },
                  {
                    id: "women-led-micro-enterprises",
                    name: t("Women-led Micro Enterprises", "महिलाओं के नेतृत्व वाले सूक्ष्म उद्यम"),
                    description: t(
                      "Hands-on support for women starting home-based enterprises: pickles and papad, tailoring, beauty services and more.",
                      "घर से काम शुरू करने वाली महिलाओं को सीधी, व्यावहारिक मदद: अचार-पापड़, सिलाई, ब्यूटी सेवाएँ और भी बहुत कुछ।",
                    ),
                    beneficiaries: t("210 women", "210 महिलाएँ"),
                    successRate: "82%",
                    support: [
                      t("Product and pricing workshops", "उत्पाद और दाम तय करने पर कार्यशालाएँ"),
                      t("Packaging and FSSAI registration", "पैकेजिंग और FSSAI पंजीकरण"),
                      t("Monthly haat (market) stalls", "हर महीने हाट (बाज़ार) में स्टॉल"),
                    ],
                  },
                  {
                    id: "digital-dukaan",
                    name: t("Digital Dukaan", "डिजिटल दुकान"),
                    description: t(
                      "Helps village shopkeepers and artisans take UPI payments and sell through WhatsApp catalogues.",
                      "गाँव के दुकानदारों और कारीगरों को UPI से भुगतान लेने और व्हाट्सऐप कैटलॉग के ज़रिए सामान बेचने में मदद करता है।",
                    ),
                    beneficiaries: t("340 shopkeepers", "340 दुकानदार"),
                    successRate: "88%",
                    support: [
                      t("UPI and QR onboarding", "UPI और QR कोड से भुगतान शुरू करवाना"),
                      t("WhatsApp Business catalogue set-up", "व्हाट्सऐप बिज़नेस कैटलॉग तैयार करना"),
                      t("Simple digital book-keeping", "आसान डिजिटल हिसाब-किताब"),
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          id: "employment",
          label: t("Employment", "रोज़गार"),
          parts: [
            {
              id: "jobs-close-to-home",
              part: "cards",
              heading: t("Jobs close to home", "घर के पास नौकरी"),
              description: t(
                "We prepare young people for jobs that local employers are hiring for, and stay with them through their first months at work.",
                "हम युवाओं को उन नौकरियों के लिए तैयार करते हैं जिनके लिए स्थानीय नियोक्ता भर्ती कर रहे हैं, और काम के शुरुआती महीनों में भी उनके साथ बने रहते हैं।",
              ),
              icon: "briefcase",
              columns: "three",
              cards: {
                card: "initiative",
                items: [
                  {
                    id: "rozgar-placement-cell",
                    name: t("Rozgar Placement Cell", "रोज़गार प्लेसमेंट सेल"),
                    description: t(
                      "Connects trained youth with verified employers in retail, logistics, healthcare and hospitality.",
                      "प्रशिक्षित युवाओं को रिटेल, लॉजिस्टिक्स, स्वास्थ्य सेवा और हॉस्पिटैलिटी के जाँचे-परखे नियोक्ताओं से जोड़ता है।",
                    ),
                    beneficiaries: t("450 youth", "450 युवा"),
                    successRate: "80%",
                    support: [
                      t("Job readiness and interview practice", "नौकरी की तैयारी और इंटरव्यू का अभ्यास"),
                      t("Verified employer network", "जाँचे-परखे नियोक्ताओं का नेटवर्क"),
                      t("Six months of follow-up", "छह महीने तक फ़ॉलो-अप"),
                    ],
                  },
                  {
                    id: "apprenticeship-bridge",
                    name: t("Apprenticeship Bridge", "अप्रेंटिसशिप ब्रिज"),
                    description: t(
                      "Places ITI and diploma holders as paid apprentices with manufacturing units under the national apprenticeship scheme.",
                      "राष्ट्रीय अप्रेंटिसशिप योजना के तहत ITI और डिप्लोमा वाले युवाओं को फ़ैक्टरियों और उत्पादन इकाइयों में वेतन वाली अप्रेंटिसशिप दिलाता है।",
                    ),
                    beneficiaries: t("160 apprentices", "160 अप्रेंटिस"),
                    successRate: "74%",
                    support: [
                      t("Registration on the apprenticeship portal", "अप्रेंटिसशिप पोर्टल पर पंजीकरण"),
                      t("Monthly stipend support", "मासिक मानदेय (स्टाइपेंड) में सहायता"),
                      t("Workplace mentors", "कार्यस्थल पर मार्गदर्शक (मेंटर)"),
                    ],
                  },
                  {
                    id: "job-melas",
                    name: t("Job Melas", "रोज़गार मेले"),
                    description: t(
                      "District job fairs where employers interview and hire on the spot, with no fee for candidates.",
                      "ज़िला स्तर के रोज़गार मेले, जहाँ नियोक्ता वहीं इंटरव्यू लेकर भर्ती करते हैं; उम्मीदवारों से कोई फ़ीस नहीं ली जाती।",
                    ),
                    beneficiaries: t("1,200 job seekers", "1,200 नौकरी चाहने वाले"),
                    successRate: "45%",
                    support: [
                      t("Pre-fair resume clinics", "मेले से पहले बायोडाटा तैयार करने के शिविर"),
                      t("Travel support for rural candidates", "ग्रामीण उम्मीदवारों के लिए आने-जाने में मदद"),
                      t("Offer letter follow-up", "ऑफ़र लेटर मिलने तक फ़ॉलो-अप"),
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          id: "financial",
          label: t("Financial Inclusion", "वित्तीय समावेशन"),
          parts: [
            {
              id: "money-that-works-for-families",
              part: "cards",
              heading: t("Money that works for families", "परिवारों के काम आने वाला पैसा"),
              description: t(
                "Savings, credit and insurance are the safety net of a household. We help families use them with confidence and avoid debt traps.",
                "बचत, कर्ज़ और बीमा ही किसी परिवार का सुरक्षा कवच हैं। हम परिवारों को इन्हें भरोसे के साथ इस्तेमाल करने और कर्ज़ के जाल से बचने में मदद करते हैं।",
              ),
              icon: "wallet",
              columns: "three",
              cards: {
                card: "initiative",
                items: [
                  {
                    id: "paisa-samajh-literacy-camps",
                    name: t("Paisa Samajh Literacy Camps", "पैसा समझ साक्षरता शिविर"),
                    description: t(
                      "Village camps on budgeting, saving, safe borrowing and recognising fraud calls, in the local language.",
                      "स्थानीय भाषा में गाँव-गाँव शिविर: बजट बनाना, बचत करना, सुरक्षित तरीके से उधार लेना और धोखाधड़ी वाले फ़ोन कॉल पहचानना।",
                    ),
                    beneficiaries: t("2,500 adults", "2,500 वयस्क"),
                    successRate: "91%",
                    support: [
                      t("Household budgeting tools", "घर का बजट बनाने के आसान तरीके"),
                      t("Fraud awareness sessions", "धोखाधड़ी से बचाव पर सत्र"),
                      t("Help opening bank accounts", "बैंक खाता खुलवाने में मदद"),
                    ],
                  },
                  {
                    id: "scheme-saathi",
                    name: t("Scheme Saathi", "स्कीम साथी"),
                    description: t(
                      "Trained community volunteers help families enrol in government insurance, pension and savings schemes.",
                      "प्रशिक्षित सामुदायिक स्वयंसेवक परिवारों को सरकारी बीमा, पेंशन और बचत योजनाओं से जुड़ने में मदद करते हैं।",
                    ),
                    beneficiaries: t("1,800 families", "1,800 परिवार"),
                    successRate: "86%",
                    support: [
                      t("Document checklists", "ज़रूरी दस्तावेज़ों की सूची"),
                      t("Enrolment help at bank branches", "बैंक शाखा में नाम दर्ज कराने में मदद"),
                      t("Claim support when needed", "ज़रूरत पड़ने पर क्लेम (दावा) करने में मदद"),
                    ],
                  },
                  {
                    id: "microcredit-linkage",
                    name: t("Microcredit Linkage", "सूक्ष्म ऋण जुड़ाव"),
                    description: t(
                      "Links self-help groups and small entrepreneurs with banks and regulated lenders for fair, low-interest loans.",
                      "स्वयं सहायता समूहों और छोटे उद्यमियों को बैंकों और मान्यता-प्राप्त कर्ज़दाताओं से जोड़ता है, ताकि उन्हें उचित और कम ब्याज पर कर्ज़ मिले।",
                    ),
                    beneficiaries: t("95 self-help groups", "95 स्वयं सहायता समूह"),
                    successRate: "93%",
                    support: [
                      t("Credit readiness training", "कर्ज़ लेने की तैयारी पर प्रशिक्षण"),
                      t("Bank linkage meetings", "बैंक के साथ बैठकें"),
                      t("Repayment planning", "किस्तें चुकाने की योजना"),
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          id: "cooperative",
          label: t("Cooperatives", "सहकारी समितियाँ"),
          parts: [
            {
              id: "stronger-together",
              part: "cards",
              heading: t("Stronger together", "साथ मिलकर ज़्यादा मज़बूत"),
              description: t(
                "Farmers, weavers and artisans earn more when they buy, process and sell together. We help them build cooperatives they own and run.",
                "किसान, बुनकर और कारीगर जब मिलकर ख़रीदते, माल तैयार करते और बेचते हैं, तो ज़्यादा कमाते हैं। हम उन्हें ऐसी सहकारी समितियाँ बनाने में मदद करते हैं, जिनके मालिक भी वे ख़ुद हों और चलाने वाले भी।",
              ),
              icon: "handshake",
              columns: "three",
              cards: {
                card: "initiative",
                items: [
                  {
                    id: "farmer-producer-organisation-support",
                    name: t("Farmer Producer Organisation Support", "किसान उत्पादक संगठनों को सहयोग"),
                    description: t(
                      "Helps small farmers form and run producer organisations that buy inputs in bulk and sell produce at better prices.",
                      "छोटे किसानों को ऐसे उत्पादक संगठन बनाने और चलाने में मदद करता है, जो खाद-बीज थोक में ख़रीदें और उपज बेहतर दाम पर बेचें।",
                    ),
                    beneficiaries: t("600 farmers", "600 किसान"),
                    successRate: "76%",
                    support: [
                      t("Registration and governance training", "पंजीकरण और संगठन चलाने का प्रशिक्षण"),
                      t("Collective input purchase", "खाद-बीज की सामूहिक ख़रीद"),
                      t("Buyer contracts", "ख़रीदारों के साथ अनुबंध"),
                    ],
                  },
                  {
                    id: "weavers-collective",
                    name: t("Weavers' Collective", "बुनकर समूह"),
                    description: t(
                      "Brings handloom weavers together to design for city buyers, share looms and sell online under one label.",
                      "हथकरघा बुनकरों को एक साथ लाता है, ताकि वे शहर के ख़रीदारों के लिए डिज़ाइन बनाएँ, करघे साझा करें और एक ही ब्रांड के तहत ऑनलाइन बेचें।",
                    ),
                    beneficiaries: t("85 weavers", "85 बुनकर"),
                    successRate: "81%",
                    support: [
                      t("Design workshops", "डिज़ाइन कार्यशालाएँ"),
                      t("Shared loom shed", "साझा करघा शेड"),
                      t("Online store and exhibitions", "ऑनलाइन स्टोर और प्रदर्शनियाँ"),
                    ],
                  },
                  {
                    id: "dairy-cooperative-strengthening",
                    name: t("Dairy Cooperative Strengthening", "डेयरी सहकारी समितियों को मज़बूती"),
                    description: t(
                      "Improves milk quality, animal care and record keeping in village dairy cooperatives.",
                      "गाँव की डेयरी सहकारी समितियों में दूध की गुणवत्ता, पशुओं की देखभाल और हिसाब-किताब रखने का तरीका सुधारता है।",
                    ),
                    beneficiaries: t("14 cooperatives", "14 सहकारी समितियाँ"),
                    successRate: "89%",
                    support: [
                      t("Veterinary camps", "पशु चिकित्सा शिविर"),
                      t("Milk testing equipment", "दूध जाँचने के उपकरण"),
                      t("Transparent digital records", "पारदर्शी डिजिटल रिकॉर्ड"),
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
      id: "success-stories",
      kind: "stories",
      eyebrow: t("", ""),
      heading: t("Success stories", "सफलता की कहानियाँ"),
      intro: t(
        "Illustrative names; journeys of the kind our field teams see every month.",
        "नाम उदाहरण के लिए हैं; कहानियाँ वैसी ही हैं, जैसी हमारी फ़ील्ड टीमें हर महीने देखती हैं।",
      ),
      tone: "muted",
      stories: [
        {
          id: "sunita-devi",
          name: t("Sunita Devi", "Sunita Devi"),
          place: t("Sitapur, Uttar Pradesh", "सीतापुर, उत्तर प्रदेश"),
          programme: t("Women-led Micro Enterprises", "महिलाओं के नेतृत्व वाले सूक्ष्म उद्यम"),
          quote: t(
            "My pickles now travel to Lucknow. My daughters see that a woman can run a business.",
            "मेरा अचार अब लखनऊ तक जाता है। मेरी बेटियाँ देखती हैं कि एक औरत भी कारोबार चला सकती है।",
          ),
          story: t(
            "Sunita made pickles for her family for twenty years. With packaging support, an FSSAI registration and a stall at the district haat, she now sells to three shops in Lucknow.",
            "Sunita बीस साल से अपने परिवार के लिए अचार बनाती थीं। पैकेजिंग में मदद, FSSAI पंजीकरण और ज़िले के हाट में एक स्टॉल मिलने के बाद अब वे लखनऊ की तीन दुकानों को अचार बेचती हैं।",
          ),
          outcome: t(
            "Earns ₹9,000 a month and employs two neighbours",
            "हर महीने ₹9,000 कमाती हैं और दो पड़ोसियों को काम देती हैं",
          ),
        },
        {
          id: "rahul-gawande",
          name: t("Rahul Gawande", "Rahul Gawande"),
          place: t("Wardha, Maharashtra", "वर्धा, महाराष्ट्र"),
          programme: t("Rozgar Placement Cell", "रोज़गार प्लेसमेंट सेल"),
          quote: t(
            "The mock interviews helped me most. I was not nervous on the real day.",
            "मॉक इंटरव्यू से मुझे सबसे ज़्यादा मदद मिली। असली इंटरव्यू के दिन मैं घबराया नहीं।",
          ),
          story: t(
            "After Class 12 Rahul did odd jobs on construction sites. Three months of job readiness training and two placement interviews later, he joined a logistics company as a warehouse associate.",
            "12वीं के बाद Rahul निर्माण स्थलों पर छोटे-मोटे काम करते थे। तीन महीने के नौकरी की तैयारी के प्रशिक्षण और दो प्लेसमेंट इंटरव्यू के बाद वे एक लॉजिस्टिक्स कंपनी में वेयरहाउस एसोसिएट बन गए।",
          ),
          outcome: t("Promoted to team lead within a year", "एक साल के अंदर टीम लीड बन गए"),
        },
        {
          id: "kaveri-self-help-group",
          name: t("Kaveri Self-Help Group", "कावेरी स्वयं सहायता समूह"),
          place: t("Mandya, Karnataka", "मांड्या, कर्नाटक"),
          programme: t("Microcredit Linkage", "सूक्ष्म ऋण जुड़ाव"),
          quote: t(
            "The bank manager used to ignore us. Now he calls us to ask if we need a loan.",
            "पहले बैंक मैनेजर हमें अनदेखा करते थे। अब वे ख़ुद फ़ोन करके पूछते हैं कि क्या हमें कर्ज़ चाहिए।",
          ),
          story: t(
            "Twelve women who saved ₹100 a month each were linked with a bank after keeping clean records for a year. Their first loan bought a flour mill for the village.",
            "बारह महिलाएँ हर महीने ₹100-₹100 बचाती थीं। एक साल तक साफ़-सुथरा हिसाब रखने के बाद उन्हें बैंक से जोड़ा गया। पहले कर्ज़ से उन्होंने गाँव के लिए आटा चक्की ख़रीदी।",
          ),
          outcome: t("Repaid their first loan three months early", "पहला कर्ज़ तय समय से तीन महीने पहले चुका दिया"),
        },
      ],
      columns: "three",
    },
    {
      id: "how-to-join-a-livelihood-programme",
      kind: "steps",
      eyebrow: t("", ""),
      heading: t("How to join a livelihood programme", "आजीविका कार्यक्रम से कैसे जुड़ें"),
      intro: t(
        "Programmes are free for participants. Here is what happens after you reach out.",
        "प्रतिभागियों के लिए सभी कार्यक्रम मुफ़्त हैं। हमसे संपर्क करने के बाद आगे क्या होता है, यहाँ देखें।",
      ),
      tone: "white",
      steps: [
        {
          id: "register-your-interest",
          title: t("Register your interest", "अपनी रुचि बताएँ"),
          description: t(
            "Call us, write to us or meet our field worker when they visit your village or ward.",
            "हमें फ़ोन करें, लिखें, या जब हमारे फ़ील्ड कार्यकर्ता आपके गाँव या वार्ड में आएँ, तो उनसे मिलें।",
          ),
          duration: t("", ""),
          activities: [],
        },
        {
          id: "counselling-session",
          title: t("Counselling session", "परामर्श सत्र"),
          description: t(
            "We talk about your skills, your family's needs and the kind of work you want to do.",
            "हम आपके हुनर, आपके परिवार की ज़रूरतों और आप किस तरह का काम करना चाहते हैं, इस पर बात करते हैं।",
          ),
          duration: t("", ""),
          activities: [],
        },
        {
          id: "training-and-support",
          title: t("Training and support", "प्रशिक्षण और सहायता"),
          description: t(
            "You join the programme that fits: a course, an incubator, a savings group or a cooperative.",
            "आप अपने लिए सही कार्यक्रम से जुड़ते हैं: कोई कोर्स, इनक्यूबेटर, बचत समूह या सहकारी समिति।",
          ),
          duration: t("", ""),
          activities: [],
        },
        {
          id: "follow-up-for-a-year",
          title: t("Follow-up for a year", "एक साल तक साथ"),
          description: t(
            "Our team stays in touch for twelve months to solve problems as they come.",
            "हमारी टीम बारह महीने तक आपके संपर्क में रहती है, ताकि जो भी समस्या आए, उसे समय पर सुलझाया जा सके।",
          ),
          duration: t("", ""),
          activities: [],
        },
      ],
    },
    {
      id: "help-a-family-build-a-livelihood",
      kind: "cta",
      spaceAbove: "spaced",
      heading: t("Help a family build a livelihood", "किसी परिवार की आजीविका खड़ी करने में मदद करें"),
      text: t(
        "Mentor an entrepreneur, offer apprenticeships at your company, or support a cooperative.",
        "किसी उद्यमी का मार्गदर्शन करें, अपनी कंपनी में अप्रेंटिसशिप दें, या किसी सहकारी समिति को सहयोग दें।",
      ),
      actions: [getInvolved, volunteerNow],
    },
  ],
};
