/** The School Partnerships page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { scheduleConsultation } from "./buttons.ts";
import { partnershipProcess } from "./partnership-words.ts";

export const schoolPartnershipsPage: PageDocument = {
  title: t("School Partnerships", "स्कूल साझेदारी"),
  heading: t("School Partnerships", "स्कूल साझेदारी"),
  description: t(
    "Programmes we run with schools: digital learning, teacher training, libraries and more.",
    "स्कूलों के साथ चलने वाले हमारे कार्यक्रम: डिजिटल शिक्षा, शिक्षक प्रशिक्षण, पुस्तकालय और बहुत कुछ।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Partner With Us · Schools", "हमारे साझेदार बनें · स्कूल"),
      intro: t("", ""),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "partner-with-us-for-your-students",
      kind: "tabbedCards",
      eyebrow: t("", ""),
      heading: t("Partner with us for your students", "अपने विद्यार्थियों के लिए हमारे साझेदार बनें"),
      intro: t(
        "How we work with schools, the programmes you can choose, what has changed in partner schools and how to begin.",
        "हम स्कूलों के साथ कैसे काम करते हैं, आप कौन-से कार्यक्रम चुन सकते हैं, साझेदार स्कूलों में क्या बदला है, और शुरुआत कैसे करें।",
      ),
      tone: "white",
      label: t("School partnership information", "स्कूल साझेदारी की जानकारी"),
      tabs: [
        {
          id: "overview",
          label: t("Program Overview", "एक नज़र में"),
          parts: [
            {
              id: "working-side-by-side-with-your-school",
              part: "heading",
              heading: t("Working side by side with your school", "आपके स्कूल के साथ कंधे से कंधा मिलाकर"),
              description: t(
                "We partner with government, aided and low-fee private schools to improve learning, support teachers and open doors for students. We work within your timetable and alongside your teachers, never around them.",
                "हम सरकारी, सहायता-प्राप्त और कम फ़ीस वाले निजी स्कूलों के साथ मिलकर पढ़ाई बेहतर बनाते हैं, शिक्षकों का साथ देते हैं और विद्यार्थियों के लिए नए रास्ते खोलते हैं। हम आपकी समय-सारिणी के भीतर और आपके शिक्षकों के साथ मिलकर काम करते हैं, उन्हें किनारे करके कभी नहीं।",
              ),
            },
            {
              id: "figures",
              part: "stats",
              stats: [
                {
                  id: "partner-schools",
                  value: t("{partner-schools}", ""),
                  label: t("Partner schools", "साझेदार स्कूल"),
                  description: t("", ""),
                },
                {
                  id: "students-reached",
                  value: t("{students}", ""),
                  label: t("Students reached", "विद्यार्थियों तक पहुँचे"),
                  description: t("", ""),
                },
                {
                  id: "partnership-programs",
                  value: t("4", ""),
                  label: t("Partnership programs", "साझेदारी कार्यक्रम"),
                  description: t("", ""),
                },
                {
                  id: "steps-to-partner",
                  value: t("4", ""),
                  label: t("Steps to partner", "साझेदारी के चरण"),
                  description: t("", ""),
                },
              ],
            },
            {
              id: "what-your-school-gets",
              part: "features",
              heading: t("What your school gets", "आपके स्कूल को क्या मिलता है"),
              headingSize: "small",
              features: [
                {
                  id: "trained-people-on-the-ground",
                  title: t("Trained people on the ground", "स्कूल में ही प्रशिक्षित लोग"),
                  text: t(
                    "Our facilitators and volunteers work in your classrooms every week.",
                    "हमारे फ़ैसिलिटेटर और स्वयंसेवक हर हफ़्ते आपकी कक्षाओं में काम करते हैं।",
                  ),
                  icon: "users",
                },
                {
                  id: "materials-and-equipment",
                  title: t("Materials and equipment", "सामग्री और उपकरण"),
                  text: t(
                    "Books, learning kits, computers and lab equipment.",
                    "किताबें, लर्निंग किट, कंप्यूटर और प्रयोगशाला के उपकरण।",
                  ),
                  icon: "book",
                },
                {
                  id: "measured-progress",
                  title: t("Measured progress", "प्रगति का आकलन"),
                  text: t(
                    "Baseline and end-line assessments shared with your teachers.",
                    "शुरुआत में और साल के अंत में आकलन, जिसके नतीजे आपके शिक्षकों के साथ साझा किए जाते हैं।",
                  ),
                  icon: "chart",
                },
                {
                  id: "support-for-students",
                  title: t("Support for students", "विद्यार्थियों के लिए सहयोग"),
                  text: t(
                    "Scholarships, mentoring and career guidance for those who need it.",
                    "जिन्हें ज़रूरत है, उनके लिए छात्रवृत्ति, मार्गदर्शन और करियर सलाह।",
                  ),
                  icon: "graduation",
                },
              ],
              columns: "four",
            },
          ],
        },
        {
          id: "programs",
          label: t("Partnership Programs", "साझेदारी कार्यक्रम"),
          parts: [
            {
              id: "partnership-programs",
              part: "cards",
              heading: t("Partnership Programs", "साझेदारी कार्यक्रम"),
              description: t(
                "Choose one programme or combine several. All are free for government schools.",
                "कोई एक कार्यक्रम चुनें या कई को साथ जोड़ें। सरकारी स्कूलों के लिए सभी निःशुल्क हैं।",
              ),
              columns: "two",
              cards: {
                card: "schoolProgramme",
                labels: {
                  scope: t("Scope", "दायरा"),
                  duration: t("Duration", "अवधि"),
                  investment: t("Investment", "लागत"),
                  eligibility: t("Eligibility", "पात्रता"),
                  benefits: t("Benefits", "फ़ायदे"),
                  impact: t("Impact so far", "अब तक का असर"),
                },
                items: [
                  {
                    id: "digital-classroom",
                    title: t("Digital Classroom", "डिजिटल कक्षा"),
                    icon: "laptop",
                    description: t(
                      "A computer lab or smart classroom with offline learning content and a trained digital facilitator.",
                      "कंप्यूटर लैब या स्मार्ट कक्षा, जिसमें ऑफ़लाइन पढ़ाई की सामग्री और एक प्रशिक्षित डिजिटल फ़ैसिलिटेटर होता है।",
                    ),
                    scope: t("Classes 6-12, one lab per school", "कक्षा 6-12, हर स्कूल में एक लैब"),
                    duration: t("1 academic year, renewable", "1 शैक्षणिक वर्ष, आगे बढ़ाया जा सकता है"),
                    investment: t(
                      "Free for government schools; cost-shared for private schools",
                      "सरकारी स्कूलों के लिए निःशुल्क; निजी स्कूलों के साथ खर्च साझा",
                    ),
                    eligibility: t("A lockable room with electricity", "बिजली वाला एक कमरा, जिसमें ताला लग सके"),
                    benefits: [
                      t("10-20 computers or tablets", "10-20 कंप्यूटर या टैबलेट"),
                      t("Offline content in the local language", "स्थानीय भाषा में ऑफ़लाइन सामग्री"),
                      t("Weekly facilitator support", "हर हफ़्ते फ़ैसिलिटेटर की मदद"),
                    ],
                    impact: t(
                      "1,200 students in 8 schools now learning computers",
                      "8 स्कूलों के 1,200 विद्यार्थी अब कंप्यूटर सीख रहे हैं",
                    ),
                  },
                  {
                    id: "teacher-development",
                    title: t("Teacher Development", "शिक्षक विकास"),
                    icon: "school",
                    description: t(
                      "Workshops and in-class coaching in activity-based teaching, foundational literacy and numeracy.",
                      "गतिविधि-आधारित पढ़ाई, बुनियादी साक्षरता और संख्या ज्ञान पर कार्यशालाएँ, और कक्षा में ही कोचिंग।",
                    ),
                    scope: t("All teachers of Classes 1-8", "कक्षा 1-8 के सभी शिक्षक"),
                    duration: t("6 months", "6 महीने"),
                    investment: t("Free for government schools", "सरकारी स्कूलों के लिए निःशुल्क"),
                    eligibility: t(
                      "Headteacher commitment to release teachers for workshops",
                      "कार्यशालाओं के लिए शिक्षकों को भेजने का प्रधानाध्यापक का वादा",
                    ),
                    benefits: [
                      t("Monthly workshops", "हर महीने कार्यशालाएँ"),
                      t("Classroom observation and feedback", "कक्षा में अवलोकन और सुझाव"),
                      t("Teaching-learning material kits", "पढ़ाने-सीखने की सामग्री के किट"),
                    ],
                    impact: t("180 teachers trained across 20 schools", "20 स्कूलों में 180 शिक्षकों को प्रशिक्षण"),
                  },
                  {
                    id: "reading-library",
                    title: t("Reading Library", "पठन पुस्तकालय"),
                    icon: "book",
                    description: t(
                      "A classroom library of graded story books in Hindi, English and the local language, with reading hours.",
                      "कक्षा में ही एक पुस्तकालय, जिसमें हिंदी, अंग्रेज़ी और स्थानीय भाषा की, स्तर के हिसाब से चुनी कहानी की किताबें हों, और पढ़ने का तय समय हो।",
                    ),
                    scope: t("Classes 1-8", "कक्षा 1-8"),
                    duration: t("1-2 years", "1-2 साल"),
                    investment: t("Free; schools provide shelves and space", "निःशुल्क; अलमारी और जगह स्कूल देता है"),
                    eligibility: t("Any school with primary classes", "प्राथमिक कक्षाओं वाला कोई भी स्कूल"),
                    benefits: [
                      t("300-500 graded books", "स्तर के हिसाब से 300-500 किताबें"),
                      t("Weekly reading hour", "हर हफ़्ते पढ़ने का एक घंटा"),
                      t("Reading fairs and competitions", "पठन मेले और प्रतियोगिताएँ"),
                    ],
                    impact: t(
                      "Children reading fluently up by a third in a year",
                      "एक साल में धाराप्रवाह पढ़ने वाले बच्चे एक-तिहाई बढ़े",
                    ),
                  },
                  {
                    id: "career-guidance",
                    title: t("Career Guidance", "करियर मार्गदर्शन"),
                    icon: "graduation",
                    description: t(
                      "Aptitude tests, career talks, counselling and scholarship help for students of Classes 9-12.",
                      "कक्षा 9-12 के विद्यार्थियों के लिए रुझान की जाँच, करियर पर बातचीत, काउंसलिंग और छात्रवृत्ति में मदद।",
                    ),
                    scope: t("Classes 9-12", "कक्षा 9-12"),
                    duration: t("1 academic year", "1 शैक्षणिक वर्ष"),
                    investment: t(
                      "Free for government schools; nominal fee for private schools",
                      "सरकारी स्कूलों के लिए निःशुल्क; निजी स्कूलों के लिए मामूली फ़ीस",
                    ),
                    eligibility: t(
                      "Schools with secondary or senior secondary classes",
                      "माध्यमिक या उच्च माध्यमिक कक्षाओं वाले स्कूल",
                    ),
                    benefits: [
                      t("Aptitude assessment", "रुझान और क्षमता की जाँच"),
                      t("One-to-one counselling", "हर विद्यार्थी से अलग से काउंसलिंग"),
                      t("Scholarship and admission support", "छात्रवृत्ति और दाख़िले में मदद"),
                    ],
                    impact: t("900 students counselled in 2025-26", "2025-26 में 900 विद्यार्थियों की काउंसलिंग"),
                  },
                ],
              },
            },
          ],
        },
        {
          id: "stories",
          label: t("Success Stories", "सफलता की कहानियाँ"),
          parts: [
            {
              id: "success-stories",
              part: "cards",
              heading: t("Success Stories", "सफलता की कहानियाँ"),
              description: t(
                "School names are illustrative; the changes are the kind our school teams see every year.",
                "स्कूलों के नाम केवल उदाहरण हैं; बदलाव वैसे ही हैं जैसे हमारी स्कूल टीमें हर साल देखती हैं।",
              ),
              columns: "two",
              cards: {
                card: "schoolStory",
                labels: {
                  challenge: t("The challenge", "चुनौती"),
                  solution: t("What we did", "हमने क्या किया"),
                  results: t("Results", "नतीजे"),
                },
                items: [
                  {
                    id: "government-upper-primary-school-malpura",
                    school: t("Government Upper Primary School, Malpura", "राजकीय उच्च प्राथमिक विद्यालय, मालपुरा"),
                    program: t("Reading Library", "पठन पुस्तकालय"),
                    year: t("2025-26", "2025-26"),
                    challenge: t(
                      "Only one in four children in Class 5 could read a simple Class 2 story.",
                      "कक्षा 5 के चार में से सिर्फ़ एक बच्चा कक्षा 2 की आसान कहानी पढ़ पाता था।",
                    ),
                    solution: t(
                      "A classroom library, a daily reading hour and monthly reading fairs with parents.",
                      "कक्षा में पुस्तकालय, रोज़ पढ़ने का एक घंटा, और अभिभावकों के साथ हर महीने पठन मेला।",
                    ),
                    results: [
                      t(
                        "Fluent readers in Class 5 rose from 25% to 58%",
                        "कक्षा 5 में धाराप्रवाह पढ़ने वाले बच्चे 25% से बढ़कर 58% हुए",
                      ),
                      t("Library books borrowed home every week", "पुस्तकालय की किताबें हर हफ़्ते घर जाती हैं"),
                      t("Parents joined reading fairs", "अभिभावक पठन मेलों में शामिल हुए"),
                    ],
                    testimonial: t(
                      "Children now fight over who gets the new books first. That is a fight I am happy to see.",
                      "अब बच्चे इस बात पर झगड़ते हैं कि नई किताब पहले किसे मिलेगी। ऐसा झगड़ा देखकर मुझे ख़ुशी होती है।",
                    ),
                    principal: t("Smt. Kavita Joshi, Headmistress", "श्रीमती Kavita Joshi, प्रधानाध्यापिका"),
                  },
                  {
                    id: "zilla-parishad-high-school-hingna",
                    school: t("Zilla Parishad High School, Hingna", "ज़िला परिषद हाई स्कूल, हिंगणा"),
                    program: t("Digital Classroom", "डिजिटल कक्षा"),
                    year: t("2025-26", "2025-26"),
                    challenge: t(
                      "The school had five old computers, none working, and no teacher trained to use them.",
                      "स्कूल में पाँच पुराने कंप्यूटर थे, एक भी चालू नहीं था, और उन्हें चलाना सिखाने वाला कोई शिक्षक प्रशिक्षित नहीं था।",
                    ),
                    solution: t(
                      "A 15-computer lab with offline content, solar back-up and a full-time digital facilitator.",
                      "15 कंप्यूटरों की लैब, ऑफ़लाइन सामग्री, सौर ऊर्जा से बैक-अप और एक पूर्णकालिक डिजिटल फ़ैसिलिटेटर।",
                    ),
                    results: [
                      t("320 students completed digital literacy", "320 विद्यार्थियों ने डिजिटल साक्षरता का कोर्स पूरा किया"),
                      t("Two teachers now teach computers themselves", "दो शिक्षक अब ख़ुद कंप्यूटर पढ़ाते हैं"),
                      t("Students won the district coding quiz", "विद्यार्थियों ने ज़िले की कोडिंग क्विज़ जीती"),
                    ],
                    testimonial: t(
                      "Our students now do their projects on computers, like students in the city.",
                      "हमारे विद्यार्थी अब शहर के बच्चों की तरह अपने प्रोजेक्ट कंप्यूटर पर बनाते हैं।",
                    ),
                    principal: t("Shri Ramesh Wankhede, Principal", "श्री Ramesh Wankhede, प्रधानाचार्य"),
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
                "Four steps from your first call to a running programme, usually within one school term.",
                "आपकी पहली कॉल से कार्यक्रम शुरू होने तक चार चरण, आमतौर पर स्कूल के एक ही सत्र में।",
              ),
            },
            {
              id: "steps",
              part: "steps",
              steps: [
                {
                  id: "consultation",
                  title: t("Consultation", "परामर्श"),
                  description: t(
                    "We meet the principal and teachers to understand your school's needs and priorities.",
                    "हम प्रधानाचार्य और शिक्षकों से मिलकर आपके स्कूल की ज़रूरतें और प्राथमिकताएँ समझते हैं।",
                  ),
                  duration: t("1 week", "1 हफ़्ता"),
                  activities: [],
                },
                {
                  id: "school-assessment",
                  title: t("School Assessment", "स्कूल का आकलन"),
                  description: t(
                    "A baseline of learning levels, infrastructure and teacher needs, shared with you.",
                    "पढ़ाई के स्तर, सुविधाओं और शिक्षकों की ज़रूरतों का शुरुआती आकलन, जो आपके साथ साझा किया जाता है।",
                  ),
                  duration: t("2-3 weeks", "2-3 हफ़्ते"),
                  activities: [],
                },
                {
                  id: "agreement-and-planning",
                  title: t("Agreement and Planning", "समझौता और योजना"),
                  description: t(
                    "We agree the programmes, timetable and responsibilities, and sign a simple MoU.",
                    "हम मिलकर कार्यक्रम, समय-सारिणी और ज़िम्मेदारियाँ तय करते हैं, और एक सरल MoU पर हस्ताक्षर करते हैं।",
                  ),
                  duration: t("1-2 weeks", "1-2 हफ़्ते"),
                  activities: [],
                },
                {
                  id: "launch-and-review",
                  title: t("Launch and Review", "शुरुआत और समीक्षा"),
                  description: t(
                    "The programme begins, with termly reviews and an end-of-year assessment.",
                    "कार्यक्रम शुरू होता है, हर सत्र में उसकी समीक्षा होती है और साल के अंत में आकलन।",
                  ),
                  duration: t("Ongoing", "लगातार"),
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
      heading: t("Bring a programme to your school", "अपने स्कूल में कोई कार्यक्रम लाइए"),
      text: t(
        "Principals, teachers and school management committees: tell us about your school and we will find the right fit.",
        "प्रधानाचार्य, शिक्षक और स्कूल प्रबंधन समितियाँ: हमें अपने स्कूल के बारे में बताइए, हम आपके लिए सही कार्यक्रम ढूँढेंगे।",
      ),
      actions: [scheduleConsultation],
    },
  ],
};
