/** The Volunteer & Internship page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const volunteerInternshipPage: PageDocument = {
  title: t("Volunteer & Internship", "स्वयंसेवा और इंटर्नशिप"),
  heading: t("Volunteer & Internship", "स्वयंसेवा और इंटर्नशिप"),
  description: t(
    "Give your time or learn with us: apply to volunteer or for an internship.",
    "अपना समय दें या हमारे साथ सीखें: स्वयंसेवा या इंटर्नशिप के लिए आवेदन करें।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Join us", "हमसे जुड़ें"),
      intro: t(
        "Give a few hours a week as a volunteer, or learn on the job as an intern. Choose what suits you, read the openings, and apply below.",
        "स्वयंसेवक बनकर हफ़्ते में कुछ घंटे दें, या इंटर्न बनकर काम करते हुए सीखें। जो आपके लिए ठीक हो वह चुनें, मौजूदा अवसर पढ़ें और नीचे आवेदन करें।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "application",
      kind: "application",
      toggle: {
        label: t("I want to apply as", "आप किसके लिए आवेदन करना चाहते हैं?"),
        volunteer: t("Volunteer", "स्वयंसेवा"),
        internship: t("Internship", "इंटर्नशिप"),
      },
      listHeading: {
        volunteer: t("Volunteer opportunities", "स्वयंसेवा के अवसर"),
        internship: t("Internship opportunities", "इंटर्नशिप के अवसर"),
        job: t("Apply for a job", "नौकरी के लिए आवेदन"),
      },
      listIntro: {
        volunteer: t(
          "Flexible roles for students, professionals and retirees, in person or from home.",
          "विद्यार्थियों, नौकरीपेशा लोगों और सेवानिवृत्त लोगों के लिए सुविधा के हिसाब से काम, हमारे साथ आकर या घर से।",
        ),
        internship: t(
          "Structured internships with a mentor, real responsibility and a monthly stipend.",
          "एक मार्गदर्शक (मेंटर), असली ज़िम्मेदारी और हर महीने मानदेय (स्टाइपेंड) के साथ सोची-समझी इंटर्नशिप।",
        ),
        job: t(
          "Paid positions in our teams. Choose the opening in the form below; every opening's details are on Work With Us.",
          "हमारी टीमों में वेतन वाले पद। नीचे फ़ॉर्म में पद चुनें; हर पद का पूरा ब्योरा 'हमारे साथ काम करें' पेज पर है।",
        ),
      },
      workWithUsLink: { label: t("See every opening on Work With Us", "'हमारे साथ काम करें' पर सारे पद देखें") },
      labels: {
        time: t("Time", "समय"),
        location: t("Location", "जगह"),
        duration: t("Duration", "अवधि"),
        stipend: t("Stipend", "मानदेय"),
        skills: t("Good to have", "ये हों तो अच्छा"),
      },
      volunteerRoles: [
        {
          id: "teaching-assistant",
          title: t("Teaching Assistant", "शिक्षण सहायक"),
          description: t(
            "Help children with reading, mathematics and English in our community learning centres.",
            "हमारे सामुदायिक शिक्षण केंद्रों में बच्चों को पढ़ना, गणित और अंग्रेज़ी सीखने में मदद करें।",
          ),
          time: t("4-6 hours/week", "4-6 घंटे/हफ़्ता"),
          location: t("Jaipur, Rajasthan", "जयपुर, राजस्थान"),
          skills: [
            t("Patience with children", "बच्चों के साथ धैर्य"),
            t("Hindi or English", "हिंदी या अंग्रेज़ी"),
            t("Basic maths", "बुनियादी गणित"),
          ],
        },
        {
          id: "women-empowerment-facilitator",
          title: t("Women Empowerment Facilitator", "महिला सशक्तिकरण सहजकर्ता"),
          description: t(
            "Run sessions on financial literacy, health and rights with self-help groups in villages.",
            "गाँवों में स्वयं सहायता समूहों के साथ पैसों की समझ, स्वास्थ्य और अधिकारों पर सत्र चलाएँ।",
          ),
          time: t("6-8 hours/week", "6-8 घंटे/हफ़्ता"),
          location: t("Rural Rajasthan", "ग्रामीण राजस्थान"),
          skills: [
            t("Group facilitation", "समूह में बातचीत चलाना"),
            t("Local language", "स्थानीय भाषा"),
            t("Empathy", "दूसरों का दर्द समझना"),
          ],
        },
        {
          id: "digital-volunteer",
          title: t("Digital & Social Media Volunteer", "डिजिटल और सोशल मीडिया स्वयंसेवक"),
          description: t(
            "Write posts, design simple graphics and share stories from our programmes online.",
            "पोस्ट लिखें, आसान ग्राफ़िक्स बनाएँ और हमारे कार्यक्रमों की कहानियाँ ऑनलाइन साझा करें।",
          ),
          time: t("Flexible", "सुविधा के अनुसार"),
          location: t("Remote", "घर से (ऑनलाइन)"),
          skills: [t("Writing", "लेखन"), t("Canva or similar", "Canva या ऐसा कोई टूल"), t("Social media", "सोशल मीडिया")],
        },
        {
          id: "environment-drive-coordinator",
          title: t("Environment Drive Coordinator", "पर्यावरण अभियान समन्वयक"),
          description: t(
            "Organise tree plantation and clean-up drives with schools and local volunteers.",
            "स्कूलों और स्थानीय स्वयंसेवकों के साथ पेड़ लगाने और सफ़ाई के अभियान आयोजित करें।",
          ),
          time: t("10-15 hours/week", "10-15 घंटे/हफ़्ता"),
          location: t("Jaipur and nearby districts", "जयपुर और आसपास के ज़िले"),
          skills: [
            t("Organising events", "आयोजन करना"),
            t("Working with schools", "स्कूलों के साथ काम"),
            t("Weekend availability", "शनिवार-रविवार को समय"),
          ],
        },
      ],
      internships: [
        {
          id: "programme-management",
          title: t("Programme Management Intern", "कार्यक्रम प्रबंधन इंटर्न"),
          description: t(
            "Plan and track field activities with our programme team, and report on their progress.",
            "हमारी कार्यक्रम टीम के साथ फ़ील्ड की गतिविधियों की योजना बनाएँ, उन पर नज़र रखें और उनकी प्रगति की रिपोर्ट दें।",
          ),
          duration: t("3-6 months", "3-6 महीने"),
          stipend: t("₹5,000-8,000/month", "₹5,000-8,000/महीना"),
          skills: [
            t("Excel or Google Sheets", "Excel या Google Sheets"),
            t("Planning", "योजना बनाना"),
            t("Field visits", "फ़ील्ड विज़िट"),
          ],
        },
        {
          id: "content-communications",
          title: t("Content & Communications Intern", "कंटेंट और संचार इंटर्न"),
          description: t(
            "Write stories, newsletters and reports that show donors and partners the change they make.",
            "ऐसी कहानियाँ, न्यूज़लेटर और रिपोर्ट लिखें जो दानदाताओं और साझेदारों को दिखाएँ कि उनकी मदद से क्या बदल रहा है।",
          ),
          duration: t("2-4 months", "2-4 महीने"),
          stipend: t("₹4,000-6,000/month", "₹4,000-6,000/महीना"),
          skills: [
            t("Writing in English and Hindi", "अंग्रेज़ी और हिंदी में लेखन"),
            t("Interviewing", "इंटरव्यू लेना"),
            t("Photography", "फ़ोटोग्राफ़ी"),
          ],
        },
        {
          id: "research-impact",
          title: t("Research & Impact Assessment Intern", "रिसर्च और असर आकलन इंटर्न"),
          description: t(
            "Design surveys, collect data in the field and analyse the results of our programmes.",
            "सर्वे तैयार करें, फ़ील्ड में डेटा इकट्ठा करें और हमारे कार्यक्रमों के नतीजों का विश्लेषण करें।",
          ),
          duration: t("4-6 months", "4-6 महीने"),
          stipend: t("₹6,000-9,000/month", "₹6,000-9,000/महीना"),
          skills: [
            t("Survey design", "सर्वे तैयार करना"),
            t("Data analysis", "डेटा विश्लेषण"),
            t("Report writing", "रिपोर्ट लिखना"),
          ],
        },
      ],
      form: {
        heading: {
          volunteer: t("Volunteer application", "स्वयंसेवक आवेदन"),
          internship: t("Internship application", "इंटर्नशिप आवेदन"),
          job: t("Job application", "नौकरी का आवेदन"),
        },
        intro: t(
          "Tell us about yourself. We read every application and reply within 24 hours on business days.",
          "अपने बारे में बताइए। हम हर आवेदन पढ़ते हैं और कामकाज के दिनों में 24 घंटे के अंदर जवाब देते हैं।",
        ),
      },
    },
  ],
};
