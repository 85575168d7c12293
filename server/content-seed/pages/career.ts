/** The Career Opportunities page a new site starts with (issue 41): what it showed when its text was in the code; each way to join leads to its page (decision 064). */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { getInTouch } from "./buttons.ts";

export const careerPage: PageDocument = {
  title: t("Career Opportunities", "करियर के अवसर"),
  heading: t("Career Opportunities", "करियर के अवसर"),
  description: t(
    "Volunteer, intern, join a fellowship, work with us or partner with us.",
    "स्वयंसेवा करें, इंटर्नशिप करें, फ़ेलोशिप से जुड़ें, हमारे साथ काम करें या हमारे साझेदार बनें।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Join us", "हमारे साथ जुड़ें"),
      intro: t(
        "Give a few hours, spend a summer, take up a fellowship, build a career or bring your organisation along: there is a place for you here.",
        "कुछ घंटे दें, गर्मी की छुट्टियाँ हमारे साथ बिताएँ, फ़ेलोशिप करें, अपना करियर बनाएँ या अपनी संस्था को साथ लाएँ: यहाँ आपके लिए जगह है।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "volunteer",
      kind: "spotlight",
      icon: "handHeart",
      eyebrow: t("Open now", "आवेदन जारी हैं"),
      heading: t("Volunteer & Internship", "स्वयंसेवा और इंटर्नशिप"),
      text: t(
        "Teach in a learning centre, help at a plantation drive, design a poster, or intern with our programme teams for 2 to 6 months with a stipend.",
        "किसी शिक्षण केंद्र में पढ़ाएँ, पौधारोपण अभियान में हाथ बँटाएँ, कोई पोस्टर डिज़ाइन करें, या हमारी कार्यक्रम टीमों के साथ 2 से 6 महीने की इंटर्नशिप करें, मानदेय (स्टाइपेंड) के साथ।",
      ),
      points: [
        t("Weekend and weekday roles", "सप्ताहांत और हफ़्ते के दिनों में काम"),
        t("Online and on-site", "ऑनलाइन भी और मौके पर भी"),
        t("Certificate of service", "सेवा का प्रमाण-पत्र"),
      ],
      action: {
        id: "apply-now",
        kind: "apply",
        label: t("Apply Now", "अभी आवेदन करें"),
        type: "choose",
      },
    },
    {
      id: "ways-to-join",
      kind: "cardGrid",
      eyebrow: t("More ways to join", "जुड़ने के और तरीके"),
      heading: t("Find your way in", "अपना रास्ता चुनें"),
      intro: t(
        "Read about each way to join, and apply or write to us from its page.",
        "जुड़ने के हर तरीके के बारे में पढ़ें, और उसी पेज से आवेदन करें या हमें लिखें।",
      ),
      tone: "muted",
      columns: "two",
      cards: {
        card: "opportunity",
        items: [
          {
            id: "fellowship-programs",
            icon: "graduation",
            title: t("Fellowship Programs", "फ़ेलोशिप कार्यक्रम"),
            text: t(
              "Paid fellowships of 10 to 18 months in villages and schools for young graduates.",
              "युवा स्नातकों के लिए गाँवों और स्कूलों में 10 से 18 महीने की सवेतन फ़ेलोशिप।",
            ),
            points: [
              t("Monthly stipend", "मासिक मानदेय (स्टाइपेंड)"),
              t("Mentoring", "मार्गदर्शन (मेंटरिंग)"),
              t("Field placement", "फ़ील्ड में काम"),
            ],
            action: {
              id: "explore-fellowships",
              kind: "link",
              label: t("Explore Fellowships", "फ़ेलोशिप देखें"),
              to: "/Fellowship",
              context: t("", ""),
            },
          },
          {
            id: "work-with-us",
            icon: "briefcaseBusiness",
            title: t("Work With Us", "हमारे साथ काम करें"),
            text: t(
              "Full-time roles in programmes, field work, administration, technology and fundraising.",
              "कार्यक्रम, फ़ील्ड कार्य, प्रशासन, तकनीक और धन संग्रह में पूर्णकालिक नौकरियाँ।",
            ),
            points: [
              t("Competitive salary", "प्रतिस्पर्धी वेतन"),
              t("Health insurance", "स्वास्थ्य बीमा"),
              t("Learning budget", "सीखने के लिए बजट"),
            ],
            action: {
              id: "view-open-positions",
              kind: "link",
              label: t("View Open Positions", "खुले पद देखें"),
              to: "/WorkWithUs",
              context: t("", ""),
            },
          },
        ],
      },
      groups: [
        {
          id: "partnerships",
          eyebrow: t("Partnerships", "साझेदारी"),
          heading: t("Partner with us", "हमारे साझेदार बनें"),
          columns: "thirds",
          cards: {
            card: "opportunity",
            items: [
              {
                id: "corporate-partnerships",
                icon: "building",
                title: t("Corporate Partnerships", "कॉर्पोरेट साझेदारी"),
                text: t(
                  "CSR projects, employee volunteering and strategic partnerships.",
                  "CSR परियोजनाएँ, कर्मचारियों की स्वयंसेवा और रणनीतिक साझेदारी।",
                ),
                points: [t("Schedule VII aligned", "अनुसूची VII के अनुरूप"), t("Quarterly reports", "हर तिमाही रिपोर्ट")],
                action: {
                  id: "learn-more",
                  kind: "link",
                  label: t("Learn More", "और जानें"),
                  to: "/CorporatePartnerships",
                  context: t("about Corporate Partnerships", "कॉर्पोरेट साझेदारी के बारे में"),
                },
              },
              {
                id: "school-partnerships",
                icon: "school",
                title: t("School Partnerships", "स्कूल साझेदारी"),
                text: t(
                  "Learning centres, teacher training, digital classrooms and eco-clubs.",
                  "शिक्षण केंद्र, शिक्षक प्रशिक्षण, डिजिटल कक्षाएँ और इको-क्लब।",
                ),
                points: [
                  t("Free for government schools", "सरकारी स्कूलों के लिए निःशुल्क"),
                  t("Trained facilitators", "प्रशिक्षित सहजकर्ता"),
                ],
                action: {
                  id: "learn-more",
                  kind: "link",
                  label: t("Learn More", "और जानें"),
                  to: "/SchoolPartnerships",
                  context: t("about School Partnerships", "स्कूल साझेदारी के बारे में"),
                },
              },
              {
                id: "government-partnerships",
                icon: "landmark",
                title: t("Government Partnerships", "सरकारी साझेदारी"),
                text: t(
                  "Implementation support for education and livelihood schemes.",
                  "शिक्षा और आजीविका योजनाओं को ज़मीन पर लागू करने में सहयोग।",
                ),
                points: [
                  t("District-level delivery", "ज़िला स्तर पर काम"),
                  t("Transparent monitoring", "पारदर्शी निगरानी"),
                ],
                action: {
                  id: "learn-more",
                  kind: "link",
                  label: t("Learn More", "और जानें"),
                  to: "/GovernmentPartnerships",
                  context: t("about Government Partnerships", "सरकारी साझेदारी के बारे में"),
                },
              },
            ],
          },
        },
      ],
    },
    {
      id: "why-join",
      kind: "featureGrid",
      eyebrow: t("Why join us", "हमसे क्यों जुड़ें"),
      heading: t("Why people choose to work with us", "लोग हमारे साथ काम करना क्यों चुनते हैं"),
      intro: t("", ""),
      tone: "white",
      features: [
        {
          id: "meaningful-work",
          title: t("Meaningful work", "सार्थक काम"),
          text: t(
            "See the difference you make in a child's reading or a family's income.",
            "किसी बच्चे की पढ़ाई में या किसी परिवार की आमदनी में अपने काम से आया बदलाव खुद देखें।",
          ),
          icon: "heart",
        },
        {
          id: "grow-fast",
          title: t("Grow fast", "तेज़ी से आगे बढ़ें"),
          text: t("A young organisation where responsibility comes early.", "एक नई संस्था, जहाँ ज़िम्मेदारी जल्दी मिलती है।"),
          icon: "trendingUp",
        },
        {
          id: "great-people",
          title: t("Great people", "बेहतरीन लोग"),
          text: t(
            "Teachers, engineers, social workers and artists, side by side.",
            "शिक्षक, इंजीनियर, सामाजिक कार्यकर्ता और कलाकार, सब साथ-साथ।",
          ),
          icon: "users",
        },
        {
          id: "recognition",
          title: t("Recognition", "पहचान"),
          text: t(
            "Certificates, references and a network that lasts a career.",
            "प्रमाण-पत्र, सिफ़ारिश पत्र और ऐसे रिश्ते जो पूरे करियर भर साथ रहें।",
          ),
          icon: "award",
        },
      ],
      columns: "four",
      accent: "saffron",
      textSize: "normal",
      actions: [],
    },
    {
      id: "cta",
      kind: "cta",
      heading: t("Not sure where you fit?", "समझ नहीं आ रहा कि आप कहाँ फ़िट होंगे?"),
      text: t(
        "Tell us a little about yourself and we will suggest the right way to get involved.",
        "हमें अपने बारे में थोड़ा बताइए, हम आपको जुड़ने का सही तरीका सुझाएँगे।",
      ),
      actions: [getInTouch],
      spaceAbove: "flush",
    },
  ],
};
