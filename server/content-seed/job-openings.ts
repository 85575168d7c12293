/**
 * The job openings a new site starts with (issue 41): what /WorkWithUs listed when
 * its openings were written in the code. Written to the database at the first start;
 * from then on the staff edit them in the admin's Jobs screen.
 */
import type { JobOpenings } from "#common/content-model/job-openings";
import { t } from "./localized-text.ts";

export const initialJobOpenings: JobOpenings = {
  openings: [
    {
      id: "education-program-manager",
      title: t("Education Program Manager", "शिक्षा कार्यक्रम प्रबंधक"),
      department: t("Education", "शिक्षा"),
      location: t("Jaipur, Rajasthan", "जयपुर, राजस्थान"),
      type: t("Full-time", "पूर्णकालिक"),
      experience: t("4-6 years", "4-6 वर्ष"),
      category: "program",
      urgency: "high",
      posted: "2025-10-06",
      closes: "",
      description: t(
        "Lead our after-school learning centres across {partner-schools} partner schools in Rajasthan: plan the year, coach our teacher-volunteers and make sure every child who walks in leaves reading a little better.",
        "राजस्थान के {partner-schools} साझेदार स्कूलों में स्कूल के बाद चलने वाले हमारे शिक्षण केंद्रों की अगुवाई करें: साल भर की योजना बनाएँ, हमारे शिक्षक-स्वयंसेवकों का मार्गदर्शन करें, और पक्का करें कि जो भी बच्चा आए, वह पहले से थोड़ा बेहतर पढ़ना सीखकर जाए।",
      ),
      requirements: [
        {
          id: "requirement-1",
          text: t(
            "Post-graduate degree in Education, Social Work or a related field",
            "शिक्षा, समाज कार्य या किसी मिलते-जुलते विषय में स्नातकोत्तर डिग्री",
          ),
        },
        {
          id: "requirement-2",
          text: t(
            "4+ years running school or community education programmes",
            "स्कूल या सामुदायिक शिक्षा कार्यक्रम चलाने का 4+ वर्ष का अनुभव",
          ),
        },
        {
          id: "requirement-3",
          text: t(
            "Fluent Hindi and English; Rajasthani or Marwari a plus",
            "हिंदी और अंग्रेज़ी पर अच्छी पकड़; राजस्थानी या मारवाड़ी आती हो तो और अच्छा",
          ),
        },
        {
          id: "requirement-4",
          text: t(
            "Comfortable with data: baseline tests, attendance and learning outcomes",
            "आँकड़ों के साथ सहज: बेसलाइन टेस्ट, हाज़िरी और सीखने के परिणाम",
          ),
        },
      ],
      responsibilities: [
        {
          id: "responsibility-1",
          text: t("Plan and run the annual learning-centre calendar", "शिक्षण केंद्रों का सालाना कैलेंडर बनाना और चलाना"),
        },
        {
          id: "responsibility-2",
          text: t("Train and mentor 40+ teacher-volunteers", "40+ शिक्षक-स्वयंसेवकों को प्रशिक्षण और मार्गदर्शन देना"),
        },
        {
          id: "responsibility-3",
          text: t(
            "Report learning outcomes to partners and donors every quarter",
            "हर तिमाही साझेदारों और दानदाताओं को सीखने के परिणामों की रिपोर्ट देना",
          ),
        },
      ],
      benefits: [
        { id: "benefit-1", text: t("Competitive salary with annual review", "सालाना समीक्षा के साथ प्रतिस्पर्धी वेतन") },
        { id: "benefit-2", text: t("Health insurance for you and your family", "आपके और आपके परिवार के लिए स्वास्थ्य बीमा") },
        {
          id: "benefit-3",
          text: t("₹20,000 a year for courses and conferences", "कोर्स और सम्मेलनों के लिए हर साल ₹20,000"),
        },
        { id: "benefit-4", text: t("Travel across our project villages", "हमारी परियोजनाओं के गाँवों में यात्रा") },
      ],
    },
    {
      id: "women-empowerment-coordinator",
      title: t("Women Empowerment Coordinator", "महिला सशक्तिकरण समन्वयक"),
      department: t("Women Empowerment", "महिला सशक्तिकरण"),
      location: t("Patna, Bihar", "पटना, बिहार"),
      type: t("Full-time", "पूर्णकालिक"),
      experience: t("2-4 years", "2-4 वर्ष"),
      category: "program",
      urgency: "medium",
      posted: "2025-09-22",
      closes: "",
      description: t(
        "Build and support women's self-help groups in Patna and Nalanda districts: savings, tailoring and food-processing enterprises, and the confidence to run them.",
        "पटना और नालंदा ज़िलों में महिलाओं के स्वयं सहायता समूह बनाएँ और उनका साथ दें: बचत, सिलाई और खाद्य-प्रसंस्करण के उद्यम, और उन्हें चलाने का आत्मविश्वास।",
      ),
      requirements: [
        {
          id: "requirement-1",
          text: t(
            "Degree in Social Work, Gender Studies or Rural Development",
            "समाज कार्य, जेंडर स्टडीज़ या ग्रामीण विकास में डिग्री",
          ),
        },
        {
          id: "requirement-2",
          text: t(
            "2+ years working with self-help groups or women's collectives",
            "स्वयं सहायता समूहों या महिलाओं के सामूहिक संगठनों के साथ काम का 2+ वर्ष का अनुभव",
          ),
        },
        {
          id: "requirement-3",
          text: t(
            "Fluent Hindi; Bhojpuri or Magahi a strong plus",
            "हिंदी पर अच्छी पकड़; भोजपुरी या मगही आती हो तो बहुत अच्छा",
          ),
        },
        {
          id: "requirement-4",
          text: t("Willing to travel to villages four days a week", "हफ़्ते में चार दिन गाँवों में जाने के लिए तैयार"),
        },
      ],
      responsibilities: [
        {
          id: "responsibility-1",
          text: t("Form and strengthen 25 self-help groups a year", "हर साल 25 स्वयं सहायता समूह बनाना और उन्हें मज़बूत करना"),
        },
        {
          id: "responsibility-2",
          text: t("Link groups to bank credit and government schemes", "समूहों को बैंक ऋण और सरकारी योजनाओं से जोड़ना"),
        },
        {
          id: "responsibility-3",
          text: t(
            "Organise skill and health camps with local partners",
            "स्थानीय साझेदारों के साथ कौशल और स्वास्थ्य शिविर लगाना",
          ),
        },
      ],
      benefits: [
        { id: "benefit-1", text: t("Competitive salary and field allowance", "प्रतिस्पर्धी वेतन और फ़ील्ड भत्ता") },
        { id: "benefit-2", text: t("Health insurance", "स्वास्थ्य बीमा") },
        { id: "benefit-3", text: t("Leadership training with our senior team", "हमारी वरिष्ठ टीम के साथ नेतृत्व प्रशिक्षण") },
        { id: "benefit-4", text: t("A supportive, women-led team", "महिलाओं की अगुवाई वाली, साथ देने वाली टीम") },
      ],
    },
    {
      id: "field-officer-rural-livelihood",
      title: t("Field Officer, Rural Livelihood", "फ़ील्ड अधिकारी, ग्रामीण आजीविका"),
      department: t("Livelihood", "आजीविका"),
      location: t("Ranchi, Jharkhand", "राँची, झारखंड"),
      type: t("Full-time", "पूर्णकालिक"),
      experience: t("1-3 years", "1-3 वर्ष"),
      category: "field",
      urgency: "high",
      posted: "2025-10-13",
      closes: "",
      description: t(
        "Work side by side with farmers and young entrepreneurs in Ranchi and Khunti: help them start small enterprises, keep accounts and reach markets.",
        "राँची और खूँटी में किसानों और युवा उद्यमियों के साथ कंधे से कंधा मिलाकर काम करें: छोटे उद्यम शुरू करने, हिसाब-किताब रखने और बाज़ार तक पहुँचने में उनकी मदद करें।",
      ),
      requirements: [
        {
          id: "requirement-1",
          text: t("Graduate in Agriculture, Rural Management or Commerce", "कृषि, ग्रामीण प्रबंधन या कॉमर्स में स्नातक"),
        },
        {
          id: "requirement-2",
          text: t("1+ year of field experience in a village setting", "गाँव में फ़ील्ड पर काम करने का कम से कम 1 वर्ष का अनुभव"),
        },
        {
          id: "requirement-3",
          text: t(
            "Two-wheeler licence and willingness to travel daily",
            "दोपहिया वाहन का लाइसेंस और रोज़ आने-जाने के लिए तैयार",
          ),
        },
        {
          id: "requirement-4",
          text: t(
            "Hindi essential; Santhali, Mundari or Nagpuri welcome",
            "हिंदी ज़रूरी; संथाली, मुंडारी या नागपुरी आती हो तो स्वागत है",
          ),
        },
      ],
      responsibilities: [
        {
          id: "responsibility-1",
          text: t(
            "Visit 15 villages a month and track enterprise progress",
            "हर महीने 15 गाँवों में जाना और उद्यमों की प्रगति पर नज़र रखना",
          ),
        },
        {
          id: "responsibility-2",
          text: t("Run book-keeping and market-linkage workshops", "हिसाब-किताब और बाज़ार से जुड़ाव पर कार्यशालाएँ चलाना"),
        },
        {
          id: "responsibility-3",
          text: t(
            "Keep beneficiary records up to date on our mobile app",
            "हमारे मोबाइल ऐप पर लाभार्थियों के रिकॉर्ड अपडेट रखना",
          ),
        },
      ],
      benefits: [
        { id: "benefit-1", text: t("Fuel and field allowance", "ईंधन और फ़ील्ड भत्ता") },
        { id: "benefit-2", text: t("Health insurance", "स्वास्थ्य बीमा") },
        { id: "benefit-3", text: t("Paid training in enterprise development", "उद्यम विकास में सवेतन प्रशिक्षण") },
        { id: "benefit-4", text: t("Clear path to Project Coordinator", "परियोजना समन्वयक बनने का साफ़ रास्ता") },
      ],
    },
    {
      id: "finance-admin-executive",
      title: t("Finance & Administration Executive", "वित्त और प्रशासन कार्यकारी"),
      department: t("Finance", "वित्त"),
      location: t("Jaipur, Rajasthan", "जयपुर, राजस्थान"),
      type: t("Full-time", "पूर्णकालिक"),
      experience: t("2-3 years", "2-3 वर्ष"),
      category: "admin",
      urgency: "low",
      posted: "2025-09-01",
      closes: "",
      description: t(
        "Keep our books clean and our compliance on time, so that every rupee a donor gives can be traced to the child or family it reached.",
        "हमारे खाते साफ़-सुथरे और सभी क़ानूनी अनुपालन समय पर रखें, ताकि किसी दानदाता का दिया हर रुपया किस बच्चे या परिवार तक पहुँचा, यह साफ़ पता चल सके।",
      ),
      requirements: [
        { id: "requirement-1", text: t("B.Com or M.Com; CA Inter a plus", "B.Com या M.Com; CA Inter हो तो और अच्छा") },
        {
          id: "requirement-2",
          text: t(
            "2+ years in accounts, ideally at a non-profit",
            "अकाउंट्स में 2+ वर्ष का अनुभव, हो सके तो किसी गैर-लाभकारी संस्था में",
          ),
        },
        {
          id: "requirement-3",
          text: t(
            "Working knowledge of FCRA, 12A/80G and CSR reporting",
            "FCRA, 12A/80G और CSR रिपोर्टिंग की व्यावहारिक जानकारी",
          ),
        },
        {
          id: "requirement-4",
          text: t("Tally and spreadsheets with confidence", "Tally और स्प्रेडशीट पर भरोसे से काम करने की क्षमता"),
        },
      ],
      responsibilities: [
        {
          id: "responsibility-1",
          text: t("Maintain accounts, vouchers and monthly closing", "खाते, वाउचर और हर महीने की क्लोज़िंग संभालना"),
        },
        {
          id: "responsibility-2",
          text: t(
            "Prepare donor utilisation reports and 80G receipts",
            "दानदाताओं के लिए उपयोगिता रिपोर्ट और 80G रसीदें तैयार करना",
          ),
        },
        {
          id: "responsibility-3",
          text: t("Coordinate statutory audits and filings", "वैधानिक ऑडिट और फ़ाइलिंग का समन्वय करना"),
        },
      ],
      benefits: [
        { id: "benefit-1", text: t("Competitive salary", "प्रतिस्पर्धी वेतन") },
        { id: "benefit-2", text: t("Health insurance", "स्वास्थ्य बीमा") },
        { id: "benefit-3", text: t("Five-day week in our Jaipur office", "हमारे जयपुर दफ़्तर में हफ़्ते में पाँच दिन काम") },
        { id: "benefit-4", text: t("Learning budget", "सीखने के लिए बजट") },
      ],
    },
    {
      id: "full-stack-developer",
      title: t("Full-Stack Developer (Tech for Good)", "फ़ुल-स्टैक डेवलपर (समाज की भलाई के लिए तकनीक)"),
      department: t("Technology", "तकनीक"),
      location: t("Remote (India)", "रिमोट (भारत में कहीं से भी)"),
      type: t("Full-time", "पूर्णकालिक"),
      experience: t("3-5 years", "3-5 वर्ष"),
      category: "tech",
      urgency: "medium",
      posted: "2025-10-01",
      closes: "",
      description: t(
        "Build the simple, fast tools our field teams and donors rely on: this website, an offline-first attendance app, and dashboards that show our impact honestly.",
        "ऐसे सरल और तेज़ टूल बनाएँ जिन पर हमारी फ़ील्ड टीमें और दानदाता भरोसा करते हैं: यह वेबसाइट, बिना इंटरनेट के भी चलने वाला हाज़िरी ऐप, और ऐसे डैशबोर्ड जो हमारा असर ईमानदारी से दिखाएँ।",
      ),
      requirements: [
        {
          id: "requirement-1",
          text: t("3+ years with TypeScript, React and Node.js", "TypeScript, React और Node.js के साथ 3+ वर्ष का अनुभव"),
        },
        {
          id: "requirement-2",
          text: t(
            "Experience building for slow networks and low-cost phones",
            "धीमे नेटवर्क और सस्ते फ़ोन के लिए सॉफ़्टवेयर बनाने का अनुभव",
          ),
        },
        { id: "requirement-3", text: t("Comfort with PostgreSQL and writing tests", "PostgreSQL और टेस्ट लिखने में सहजता") },
        {
          id: "requirement-4",
          text: t("Clear writing in English; Hindi a plus", "अंग्रेज़ी में साफ़ लेखन; हिंदी आती हो तो और अच्छा"),
        },
      ],
      responsibilities: [
        {
          id: "responsibility-1",
          text: t(
            "Develop and maintain our website and field apps",
            "हमारी वेबसाइट और फ़ील्ड ऐप बनाना और उनकी देखभाल करना",
          ),
        },
        {
          id: "responsibility-2",
          text: t(
            "Work with programme teams to turn paper forms into tools",
            "कार्यक्रम टीमों के साथ मिलकर कागज़ के फ़ॉर्मों को डिजिटल टूल में बदलना",
          ),
        },
        {
          id: "responsibility-3",
          text: t("Keep our systems secure and our data private", "हमारे सिस्टम सुरक्षित और हमारा डेटा निजी रखना"),
        },
      ],
      benefits: [
        { id: "benefit-1", text: t("Remote-first, flexible hours", "ज़्यादातर रिमोट काम, लचीले घंटे") },
        { id: "benefit-2", text: t("Health insurance", "स्वास्थ्य बीमा") },
        { id: "benefit-3", text: t("New laptop", "नया लैपटॉप") },
        { id: "benefit-4", text: t("Visits to our project sites", "हमारी परियोजनाओं की जगहों का दौरा") },
      ],
    },
    {
      id: "fundraising-partnerships-manager",
      title: t("Fundraising & Partnerships Manager", "धन संग्रह और साझेदारी प्रबंधक"),
      department: t("Resource Mobilisation", "संसाधन जुटाना"),
      location: t("Bengaluru, Karnataka", "बेंगलुरु, कर्नाटक"),
      type: t("Full-time", "पूर्णकालिक"),
      experience: t("5-8 years", "5-8 वर्ष"),
      category: "fundraising",
      urgency: "low",
      posted: "2025-08-18",
      closes: "",
      description: t(
        "Grow the partnerships that fund our work: CSR programmes, foundations and individual donors who want to see where their money goes.",
        "उन साझेदारियों को बढ़ाएँ जिनसे हमारा काम चलता है: CSR कार्यक्रम, फ़ाउंडेशन और ऐसे व्यक्तिगत दानदाता जो देखना चाहते हैं कि उनका पैसा कहाँ जाता है।",
      ),
      requirements: [
        {
          id: "requirement-1",
          text: t("5+ years in fundraising, CSR or partnerships", "धन संग्रह, CSR या साझेदारी में 5+ वर्ष का अनुभव"),
        },
        {
          id: "requirement-2",
          text: t("A record of closing grants of ₹50 lakhs or more", "₹50 लाख या उससे बड़े अनुदान हासिल करने का रिकॉर्ड"),
        },
        {
          id: "requirement-3",
          text: t("Excellent proposal writing and presentation skills", "प्रस्ताव लिखने और प्रस्तुति देने में बेहतरीन कौशल"),
        },
        {
          id: "requirement-4",
          text: t("Understanding of Schedule VII of the Companies Act", "कंपनी अधिनियम की अनुसूची VII की समझ"),
        },
      ],
      responsibilities: [
        {
          id: "responsibility-1",
          text: t("Build a pipeline of CSR and foundation partners", "CSR और फ़ाउंडेशन साझेदारों की एक पाइपलाइन तैयार करना"),
        },
        {
          id: "responsibility-2",
          text: t("Write proposals, budgets and impact reports", "प्रस्ताव, बजट और असर की रिपोर्टें लिखना"),
        },
        {
          id: "responsibility-3",
          text: t(
            "Steward existing donors with visits and updates",
            "मौजूदा दानदाताओं से दौरों और नियमित जानकारी के ज़रिए रिश्ता बनाए रखना",
          ),
        },
      ],
      benefits: [
        { id: "benefit-1", text: t("Competitive salary with performance bonus", "प्रतिस्पर्धी वेतन और प्रदर्शन बोनस") },
        { id: "benefit-2", text: t("Health insurance", "स्वास्थ्य बीमा") },
        { id: "benefit-3", text: t("Travel allowance", "यात्रा भत्ता") },
        { id: "benefit-4", text: t("Hybrid working", "हाइब्रिड काम (कुछ दिन दफ़्तर, कुछ दिन घर से)") },
      ],
    },
  ],
};
