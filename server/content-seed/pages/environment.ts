/** The Environment page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";
import { dayOfYearAfter, sundayAfter, writtenDay } from "./event-days.ts";

/** The first start's day: the events are a few weeks ahead of it (they leave the page once past). */
const firstStart = new Date().toISOString().slice(0, 10);
const yamunaDay = sundayAfter(firstStart, 14);
const republicDay = dayOfYearAfter(firstStart, "01-26", 21);
const solarMelaDay = sundayAfter(firstStart, 84);

export const environmentPage: PageDocument = {
  title: t("Environment", "पर्यावरण"),
  heading: t("Environment", "पर्यावरण"),
  description: t(
    "Conservation, clean-up drives, tree plantation and renewable energy in our villages.",
    "हमारे गाँवों में संरक्षण, सफ़ाई अभियान, पौधारोपण और अक्षय ऊर्जा।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Our Work · Environment", "हमारा काम · पर्यावरण"),
      intro: t("", ""),
      actions: [],
      statsHeading: t("Our green footprint", "हरियाली की ओर हमारे कदम"),
      stats: [
        {
          id: "trees-planted",
          value: t("{trees}", ""),
          label: t("Trees planted", "पेड़ लगाए"),
          description: t("", ""),
        },
        {
          id: "villages",
          value: t("25", ""),
          label: t("Villages", "गाँव"),
          description: t("", ""),
        },
        {
          id: "volunteers",
          value: t("15,000+", ""),
          label: t("Volunteers", "स्वयंसेवक"),
          description: t("", ""),
        },
        {
          id: "waste-collected",
          value: t("3,000 tons", "3,000 टन"),
          label: t("Waste collected", "कचरा इकट्ठा किया"),
          description: t("", ""),
        },
      ],
    },
    {
      id: "what-we-do-for-the-planet",
      kind: "tabbedCards",
      eyebrow: t("", ""),
      heading: t("What we do for the planet", "धरती के लिए हमारा काम"),
      intro: t(
        "Clean water, shade and fertile soil decide whether a village family can stay and thrive. Our environment work is done with the communities who depend on it.",
        "साफ़ पानी, छाँव और उपजाऊ मिट्टी से ही तय होता है कि कोई ग्रामीण परिवार अपने गाँव में रहकर आगे बढ़ पाएगा या नहीं। पर्यावरण का हमारा काम उन्हीं समुदायों के साथ मिलकर होता है, जिनका जीवन इस पर टिका है।",
      ),
      tone: "white",
      label: t("Environment programme areas", "पर्यावरण कार्यक्रम के क्षेत्र"),
      tabs: [
        {
          id: "conservation",
          label: t("Conservation", "संरक्षण"),
          parts: [
            {
              id: "water-and-biodiversity-conservation",
              part: "cards",
              heading: t("Water and biodiversity conservation", "जल और जैव विविधता का संरक्षण"),
              description: t(
                "We revive ponds, protect village commons and teach children to care for the living world around their schools.",
                "हम पुराने तालाबों को फिर से ज़िंदा करते हैं, गाँव की साझा ज़मीन को बचाते हैं और बच्चों को सिखाते हैं कि अपने स्कूल के आसपास के पेड़-पौधों और जीव-जंतुओं की देखभाल कैसे करें।",
              ),
              icon: "droplet",
              columns: "three",
              cards: {
                card: "environmentProgramme",
                items: [
                  {
                    id: "jal-sanchay-pond-revival",
                    title: t("Jal Sanchay: Pond Revival", "जल संचय: तालाबों को नया जीवन"),
                    description: t(
                      "Desilting and deepening village ponds and building check dams before the monsoon.",
                      "मानसून से पहले गाँव के तालाबों से गाद निकालना, उन्हें गहरा करना और चेक डैम बनाना।",
                    ),
                    impact: t(
                      "18 ponds revived, storing 40 million litres",
                      "18 तालाब फिर से ज़िंदा, जिनमें 4 करोड़ लीटर पानी जमा होता है",
                    ),
                    participants: t("2,400 villagers", "2,400 गाँववासी"),
                  },
                  {
                    id: "sacred-grove-protection",
                    title: t("Sacred Grove Protection", "देववन (पवित्र उपवन) संरक्षण"),
                    description: t(
                      "Mapping and protecting community forests with gram sabhas and local forest committees.",
                      "ग्राम सभाओं और स्थानीय वन समितियों के साथ मिलकर सामुदायिक जंगलों का नक्शा बनाना और उनकी रक्षा करना।",
                    ),
                    impact: t("120 acres of grove protected", "120 एकड़ देववन सुरक्षित"),
                    participants: t("650 community members", "समुदाय के 650 सदस्य"),
                  },
                  {
                    id: "eco-clubs-in-schools",
                    title: t("Eco Clubs in Schools", "स्कूलों में इको क्लब"),
                    description: t(
                      "Weekly nature clubs where students track birds, test water and grow kitchen gardens.",
                      "हर हफ़्ते लगने वाले प्रकृति क्लब, जहाँ विद्यार्थी पक्षियों पर नज़र रखते हैं, पानी की जाँच करते हैं और किचन गार्डन उगाते हैं।",
                    ),
                    impact: t("45 school eco clubs", "स्कूलों में 45 इको क्लब"),
                    participants: t("3,200 students", "3,200 विद्यार्थी"),
                  },
                ],
              },
            },
          ],
        },
        {
          id: "cleanup",
          label: t("Clean-up Drives", "सफ़ाई अभियान"),
          parts: [
            {
              id: "clean-ups-and-waste-management",
              part: "cards",
              heading: t("Clean-ups and waste management", "सफ़ाई और कचरा प्रबंधन"),
              description: t(
                "From riverbanks to market lanes, we clean up with volunteers and then set up the systems that keep places clean.",
                "नदी किनारों से लेकर बाज़ार की गलियों तक, हम स्वयंसेवकों के साथ सफ़ाई करते हैं और फिर ऐसी व्यवस्था बनाते हैं जिससे वे जगहें साफ़ बनी रहें।",
              ),
              icon: "recycle",
              columns: "three",
              cards: {
                card: "environmentProgramme",
                items: [
                  {
                    id: "river-and-lake-clean-ups",
                    title: t("River and Lake Clean-ups", "नदी और झील सफ़ाई"),
                    description: t(
                      "Monthly drives along rivers, ghats and lakes with schools, colleges and companies.",
                      "स्कूलों, कॉलेजों और कंपनियों के साथ नदियों, घाटों और झीलों के किनारे हर महीने सफ़ाई अभियान।",
                    ),
                    impact: t("1,800 tons of waste removed", "1,800 टन कचरा हटाया"),
                    participants: t("9,000 volunteers", "9,000 स्वयंसेवक"),
                  },
                  {
                    id: "zero-waste-villages",
                    title: t("Zero Waste Villages", "कचरा-मुक्त गाँव"),
                    description: t(
                      "Door-to-door segregation, composting pits and a collection system run by the panchayat.",
                      "घर-घर जाकर कचरे की छँटाई, खाद के गड्ढे और पंचायत की चलाई कचरा संग्रह व्यवस्था।",
                    ),
                    impact: t("12 villages segregating at source", "12 गाँवों में घर पर ही कचरे की छँटाई"),
                    participants: t("4,100 households", "4,100 परिवार"),
                  },
                  {
                    id: "plastic-buy-back-centres",
                    title: t("Plastic Buy-back Centres", "प्लास्टिक ख़रीद केंद्र"),
                    description: t(
                      "Centres where waste pickers and families sell clean plastic at a fair price for recycling.",
                      "ऐसे केंद्र जहाँ कचरा बीनने वाले और परिवार साफ़ प्लास्टिक उचित दाम पर बेचते हैं, ताकि उसे रीसायकल किया जा सके।",
                    ),
                    impact: t("1,200 tons of plastic recycled", "1,200 टन प्लास्टिक रीसायकल हुआ"),
                    participants: t("380 waste pickers", "कचरा बीनने वाले 380 लोग"),
                  },
                ],
              },
            },
          ],
        },
        {
          id: "plantation",
          label: t("Tree Plantation", "पौधारोपण"),
          parts: [
            {
              id: "planting-trees-that-survive",
              part: "cards",
              heading: t("Planting trees that survive", "पेड़ लगाएँ भी, बचाएँ भी"),
              description: t(
                "We plant native species with the people who will look after them, and count the trees that are still standing a year later.",
                "हम देसी पेड़ों के पौधे उन्हीं लोगों के साथ लगाते हैं जो आगे उनकी देखभाल करेंगे, और एक साल बाद गिनते हैं कि कितने पेड़ अब भी खड़े हैं।",
              ),
              icon: "trees",
              columns: "three",
              cards: {
                card: "environmentProgramme",
                items: [
                  {
                    id: "ek-ped-ek-bachcha",
                    title: t("Ek Ped Ek Bachcha", "एक पेड़ एक बच्चा"),
                    description: t(
                      "Every child plants a sapling at school and looks after it until it is taller than them.",
                      "हर बच्चा स्कूल में एक पौधा लगाता है और तब तक उसकी देखभाल करता है, जब तक वह उससे लंबा न हो जाए।",
                    ),
                    impact: t("22,000 saplings planted", "22,000 पौधे लगाए"),
                    participants: t("11,000 students", "11,000 विद्यार्थी"),
                  },
                  {
                    id: "fruit-orchards-for-farmers",
                    title: t("Fruit Orchards for Farmers", "किसानों के लिए फलों के बाग"),
                    description: t(
                      "Mango, guava and amla saplings on field boundaries for shade, soil and a second income.",
                      "खेतों की मेड़ पर आम, अमरूद और आँवले के पौधे, जो छाँव देते हैं, मिट्टी बचाते हैं और आमदनी का दूसरा ज़रिया बनते हैं।",
                    ),
                    impact: t("18,000 fruit trees, 85% survival", "18,000 फलदार पेड़, 85% जीवित"),
                    participants: t("900 farmers", "900 किसान"),
                  },
                  {
                    id: "miyawaki-urban-forests",
                    title: t("Miyawaki Urban Forests", "मियावाकी शहरी जंगल"),
                    description: t(
                      "Dense mini-forests of native trees on school grounds and vacant urban plots.",
                      "स्कूल के मैदानों और शहर के खाली प्लॉटों पर देसी पेड़ों के घने, छोटे जंगल।",
                    ),
                    impact: t("10,000 trees in 14 mini-forests", "14 छोटे जंगलों में 10,000 पेड़"),
                    participants: t("2,600 volunteers", "2,600 स्वयंसेवक"),
                  },
                ],
              },
            },
          ],
        },
        {
          id: "renewable",
          label: t("Renewable Energy", "अक्षय ऊर्जा"),
          parts: [
            {
              id: "clean-energy-for-villages",
              part: "cards",
              heading: t("Clean energy for villages", "गाँवों के लिए स्वच्छ ऊर्जा"),
              description: t(
                "Solar power and clean cookstoves cut costs and smoke in homes, schools and health centres that the grid serves poorly.",
                "सौर ऊर्जा और धुआँ-रहित चूल्हे उन घरों, स्कूलों और स्वास्थ्य केंद्रों में खर्च और धुआँ, दोनों घटाते हैं, जहाँ बिजली ठीक से नहीं पहुँचती।",
              ),
              icon: "sun",
              columns: "three",
              cards: {
                card: "environmentProgramme",
                items: [
                  {
                    id: "solar-schools",
                    title: t("Solar Schools", "सोलर स्कूल"),
                    description: t(
                      "Rooftop solar for rural schools so that fans, lights and computer labs run all day.",
                      "गाँव के स्कूलों की छत पर सोलर पैनल, ताकि पंखे, बत्तियाँ और कंप्यूटर लैब दिन भर चलें।",
                    ),
                    impact: t("16 schools solar-powered", "16 स्कूल सौर ऊर्जा से चल रहे हैं"),
                    participants: t("5,400 students", "5,400 विद्यार्थी"),
                  },
                  {
                    id: "clean-cookstoves",
                    title: t("Clean Cookstoves", "धुआँ-रहित चूल्हे"),
                    description: t(
                      "Smokeless cookstoves and biogas units that save firewood and protect women's lungs.",
                      "धुआँ-रहित चूल्हे और बायोगैस यूनिट, जो लकड़ी बचाते हैं और महिलाओं के फेफड़ों को धुएँ से बचाते हैं।",
                    ),
                    impact: t("1,500 cookstoves installed", "1,500 चूल्हे लगाए गए"),
                    participants: t("1,500 households", "1,500 परिवार"),
                  },
                  {
                    id: "solar-lamps-for-students",
                    title: t("Solar Lamps for Students", "विद्यार्थियों के लिए सोलर लैंप"),
                    description: t(
                      "Solar study lamps for children in homes without reliable electricity.",
                      "उन घरों के बच्चों के लिए पढ़ाई के सोलर लैंप, जहाँ बिजली का भरोसा नहीं।",
                    ),
                    impact: t("3,000 lamps distributed", "3,000 लैंप बाँटे गए"),
                    participants: t("3,000 students", "3,000 विद्यार्थी"),
                  },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      id: "upcoming-events",
      kind: "events",
      eyebrow: t("", ""),
      heading: t("Upcoming events", "आने वाले आयोजन"),
      intro: t(
        "Bring your friends, family or colleagues. Gloves, saplings and refreshments are on us.",
        "अपने दोस्तों, परिवार या साथ काम करने वालों को भी लाएँ। दस्ताने, पौधे और नाश्ता हमारी ओर से।",
      ),
      tone: "muted",
      events: [
        {
          id: "yamuna-ghat-clean-up",
          title: t("Yamuna Ghat Clean-up", "यमुना घाट सफ़ाई अभियान"),
          isoDate: yamunaDay,
          date: writtenDay(yamunaDay),
          time: t("7:00 AM-11:00 AM", "सुबह 7:00 से 11:00 बजे तक"),
          location: t("Kalindi Kunj Ghat, New Delhi", "कालिंदी कुंज घाट, नई दिल्ली"),
          expectedParticipants: t("300 volunteers", "300 स्वयंसेवक"),
          activities: [
            t("Riverbank clean-up", "नदी किनारे की सफ़ाई"),
            t("Waste segregation", "कचरे की छँटाई"),
            t("Street play on plastic-free living", "प्लास्टिक-मुक्त जीवन पर नुक्कड़ नाटक"),
          ],
          // Interest in an event reaches the Inbox through Get In Touch (decision 078).
          registration: "/GetInTouch",
        },
        {
          id: "republic-day-plantation-drive",
          title: t("Republic Day Plantation Drive", "गणतंत्र दिवस पौधारोपण अभियान"),
          isoDate: republicDay,
          date: writtenDay(republicDay),
          time: t("8:00 AM-1:00 PM", "सुबह 8:00 से दोपहर 1:00 बजे तक"),
          location: t("Zilla Parishad School, Hingna, Nagpur", "ज़िला परिषद स्कूल, हिंगणा, नागपुर"),
          expectedParticipants: t("500 volunteers", "500 स्वयंसेवक"),
          activities: [
            t("Planting 2,000 native saplings", "2,000 देसी पौधे लगाना"),
            t("Tree guard painting", "ट्री गार्ड पर चित्रकारी"),
            t("Adopt-a-sapling pledge", "एक पौधा गोद लेने का संकल्प"),
          ],
          registration: "/GetInTouch",
        },
        {
          id: "solar-mela",
          title: t("Solar Mela", "सोलर मेला"),
          isoDate: solarMelaDay,
          date: writtenDay(solarMelaDay),
          time: t("10:00 AM-5:00 PM", "सुबह 10:00 से शाम 5:00 बजे तक"),
          location: t("Panchayat Bhavan, Tonk, Rajasthan", "पंचायत भवन, टोंक, राजस्थान"),
          expectedParticipants: t("800 visitors", "800 आगंतुक"),
          activities: [
            t("Solar products fair", "सौर उत्पादों का मेला"),
            t("Clean cookstove demonstrations", "धुआँ-रहित चूल्हों का प्रदर्शन"),
            t("Government subsidy help desk", "सरकारी सब्सिडी सहायता डेस्क"),
          ],
          registration: "/GetInTouch",
        },
      ],
    },
    {
      id: "ways-to-help",
      kind: "featureGrid",
      textSize: "normal",
      eyebrow: t("", ""),
      heading: t("Ways to help", "आप कैसे मदद कर सकते हैं"),
      intro: t(
        "You do not need to be an expert. You need a free morning and a pair of willing hands.",
        "इसके लिए विशेषज्ञ होना ज़रूरी नहीं। बस एक खाली सुबह और काम करने को तैयार दो हाथ चाहिए।",
      ),
      tone: "white",
      features: [
        {
          id: "volunteer-at-a-drive",
          title: t("Volunteer at a drive", "किसी अभियान में स्वयंसेवा करें"),
          text: t(
            "Join a clean-up or plantation drive near you, once or every month.",
            "अपने आसपास किसी सफ़ाई या पौधारोपण अभियान से जुड़ें, एक बार या हर महीने।",
          ),
          icon: "users",
        },
        {
          id: "adopt-a-sapling",
          title: t("Adopt a sapling", "एक पौधा गोद लें"),
          text: t(
            "Sponsor a sapling and its care for three years; we send you photos as it grows.",
            "तीन साल तक एक पौधे और उसकी देखभाल का खर्च उठाएँ; जैसे-जैसे वह बढ़ेगा, हम आपको उसकी तस्वीरें भेजेंगे।",
          ),
          icon: "sprout",
        },
        {
          id: "bring-your-company",
          title: t("Bring your company", "अपनी कंपनी को साथ लाएँ"),
          text: t(
            "Organise an employee volunteering day or support a programme through CSR.",
            "कर्मचारियों के लिए स्वयंसेवा दिवस रखें या CSR के ज़रिए किसी कार्यक्रम को सहयोग दें।",
          ),
          icon: "building",
        },
        {
          id: "spread-the-word",
          title: t("Spread the word", "बात आगे बढ़ाएँ"),
          text: t(
            "Share our events with your school, college, society or WhatsApp groups.",
            "हमारे आयोजनों की जानकारी अपने स्कूल, कॉलेज, सोसाइटी या व्हाट्सऐप ग्रुप में साझा करें।",
          ),
          icon: "megaphone",
        },
      ],
      columns: "four",
      accent: "emerald",
      actions: [
        {
          id: "join-as-volunteer",
          kind: "apply",
          label: t("Join as Volunteer", "स्वयंसेवक के रूप में जुड़ें"),
          type: "choose",
        },
      ],
    },
    {
      id: "daily-green-tips",
      kind: "tips",
      eyebrow: t("", ""),
      heading: t("Daily green tips", "रोज़मर्रा के हरित सुझाव"),
      intro: t(
        "Small habits, repeated by many, add up to big change.",
        "छोटी-छोटी आदतें, जब बहुत से लोग अपनाते हैं, तो बड़ा बदलाव बन जाती हैं।",
      ),
      tone: "muted",
      tips: [
        {
          id: "carry-a-cloth-bag",
          title: t("Carry a cloth bag", "कपड़े का थैला साथ रखें"),
          text: t(
            "Keep one folded in your bag or vehicle and say no to plastic carry bags.",
            "एक थैला मोड़कर अपने बैग या गाड़ी में रखें और प्लास्टिक की थैलियों को ना कहें।",
          ),
        },
        {
          id: "segregate-at-home",
          title: t("Segregate at home", "घर पर ही कचरा अलग करें"),
          text: t(
            "Keep two bins: wet waste for compost, dry waste for recycling.",
            "दो डिब्बे रखें: गीला कचरा खाद के लिए, सूखा कचरा रीसायकल के लिए।",
          ),
        },
        {
          id: "save-every-drop",
          title: t("Save every drop", "हर बूँद बचाएँ"),
          text: t(
            "Turn off the tap while brushing and reuse RO reject water for mopping and plants.",
            "ब्रश करते समय नल बंद रखें, और RO से निकलने वाले बेकार पानी को पोंछा लगाने और पौधों में इस्तेमाल करें।",
          ),
        },
        {
          id: "switch-it-off",
          title: t("Switch it off", "बंद करना न भूलें"),
          text: t(
            "Turn off lights and fans when you leave a room; use LED bulbs.",
            "कमरे से निकलते समय लाइट और पंखा बंद करें; LED बल्ब लगाएँ।",
          ),
        },
        {
          id: "walk-cycle-or-share",
          title: t("Walk, cycle or share", "पैदल, साइकिल से या साथ मिलकर"),
          text: t(
            "For short trips walk or cycle, and share rides for longer ones.",
            "पास जाना हो तो पैदल या साइकिल से जाएँ, और दूर जाना हो तो गाड़ी साझा करें।",
          ),
        },
        {
          id: "plant-and-protect",
          title: t("Plant and protect", "पेड़ लगाएँ और बचाएँ"),
          text: t(
            "Plant a native tree and water it through its first two summers.",
            "एक देसी पेड़ लगाएँ और उसकी पहली दो गर्मियों तक उसे पानी देते रहें।",
          ),
        },
      ],
    },
    {
      id: "make-our-villages-greener",
      kind: "cta",
      spaceAbove: "spaced",
      heading: t("Let's make our villages greener, together", "आइए, मिलकर अपने गाँवों को और हरा-भरा बनाएँ"),
      text: t(
        "Want to bring a drive to your school, company or neighbourhood? Talk to our environment team.",
        "क्या आप अपने स्कूल, कंपनी या मोहल्ले में कोई अभियान चलाना चाहते हैं? हमारी पर्यावरण टीम से बात करें।",
      ),
      actions: [
        {
          id: "learn-more",
          kind: "link",
          label: t("Learn More", "और जानें"),
          to: "/GetInTouch",
          context: t("about our environment work", "हमारे पर्यावरण के काम के बारे में"),
        },
      ],
    },
  ],
};
