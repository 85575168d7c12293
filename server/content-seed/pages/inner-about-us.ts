/** The plain About the Foundation page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const innerAboutUsPage: PageDocument = {
  title: t("About the Foundation", "फ़ाउंडेशन के बारे में"),
  heading: t("About the Foundation", "फ़ाउंडेशन के बारे में"),
  description: t(
    "Who we are, what we do and why: the story of our foundation in brief.",
    "हम कौन हैं, क्या करते हैं और क्यों: हमारे फ़ाउंडेशन की कहानी, थोड़े में।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("", ""),
      intro: t(
        "We are a non-profit federation of educational institutions, founded in 2025 and registered in India. We work with schools, communities and government to improve education and livelihoods.",
        "हम शैक्षणिक संस्थाओं का एक गैर-लाभकारी संघ हैं, जिसकी स्थापना 2025 में हुई और जो भारत में पंजीकृत है। हम स्कूलों, समुदायों और सरकार के साथ मिलकर शिक्षा और आजीविका को बेहतर बनाने का काम करते हैं।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "article",
      kind: "article",
      sections: [
        {
          id: "who-we-are",
          heading: t("Who we are", "हम कौन हैं"),
          paragraphs: [
            t(
              "We are teachers, school leaders, social workers and volunteers who believe that education is the surest way out of poverty. Our member institutions include government and private schools, learning centres and community organisations.",
              "हम शिक्षक, स्कूलों के प्रमुख, सामाजिक कार्यकर्ता और स्वयंसेवक हैं, जो मानते हैं कि गरीबी से बाहर निकलने का सबसे पक्का रास्ता शिक्षा है। हमारी सदस्य संस्थाओं में सरकारी और निजी स्कूल, शिक्षण केंद्र और सामुदायिक संगठन शामिल हैं।",
            ),
            t(
              "Our head office is in Jaipur, Rajasthan, and our teams work across {states} states.",
              "हमारा मुख्य कार्यालय जयपुर, राजस्थान में है, और हमारी टीमें {states} राज्यों में काम करती हैं।",
            ),
          ],
          list: [],
        },
        {
          id: "what-we-do",
          heading: t("What we do", "हम क्या करते हैं"),
          paragraphs: [t("We run programmes in seven areas:", "हम सात क्षेत्रों में कार्यक्रम चलाते हैं:")],
          list: [
            t(
              "Education: learning centres, scholarships and digital literacy",
              "शिक्षा: शिक्षण केंद्र, छात्रवृत्ति और डिजिटल साक्षरता",
            ),
            t(
              "Livelihood: enterprise support, jobs and financial inclusion",
              "आजीविका: उद्यम के लिए सहयोग, रोज़गार और वित्तीय समावेशन",
            ),
            t(
              "Women empowerment: self-help groups, skills and leadership",
              "महिला सशक्तिकरण: स्वयं सहायता समूह, हुनर और नेतृत्व",
            ),
            t(
              "Skill development: technical, vocational, creative and business courses",
              "कौशल विकास: तकनीकी, व्यावसायिक, रचनात्मक और बिज़नेस कोर्स",
            ),
            t(
              "Environment: tree plantation, clean-up drives and renewable energy",
              "पर्यावरण: पेड़ लगाना, सफ़ाई अभियान और नवीकरणीय ऊर्जा",
            ),
            t(
              "Community development: village committees and local infrastructure",
              "सामुदायिक विकास: ग्राम समितियाँ और स्थानीय बुनियादी ढाँचा",
            ),
            t(
              "Health: awareness camps, nutrition and hygiene in schools",
              "स्वास्थ्य: जागरूकता शिविर, और स्कूलों में पोषण और साफ़-सफ़ाई",
            ),
          ],
        },
        {
          id: "why-we-do-it",
          heading: t("Why we do it", "हम यह क्यों करते हैं"),
          paragraphs: [
            t(
              "Millions of children in India still leave school without being able to read fluently, and too many women never earn an income of their own. We believe that a good school, a useful skill and a supportive community can change that within one generation.",
              "भारत में आज भी लाखों बच्चे ठीक से पढ़ना सीखे बिना स्कूल छोड़ देते हैं, और बहुत-सी महिलाएँ कभी अपनी खुद की कमाई नहीं कर पातीं। हमारा मानना है कि एक अच्छा स्कूल, काम का हुनर और साथ देने वाला समुदाय एक ही पीढ़ी में यह तस्वीर बदल सकते हैं।",
            ),
          ],
          list: [],
        },
        {
          id: "how-you-can-help",
          heading: t("How you can help", "आप कैसे मदद कर सकते हैं"),
          paragraphs: [
            t(
              "You can volunteer, partner with us, or donate by UPI. Every contribution, of time or money, reaches a child, a woman or a village.",
              "आप स्वयंसेवा कर सकते हैं, हमारे साझेदार बन सकते हैं, या UPI से दान कर सकते हैं। समय हो या पैसा, हर योगदान किसी बच्चे, किसी महिला या किसी गाँव तक पहुँचता है।",
            ),
          ],
          list: [],
        },
      ],
      links: [
        {
          id: "read-our-full-story",
          label: t("Read our full story", "हमारी पूरी कहानी पढ़ें"),
          to: "/AboutUs",
        },
        {
          id: "contact-us",
          label: t("Contact Us", "संपर्क करें"),
          to: "/ContactUs",
        },
      ],
    },
  ],
};
