/** Hindi words of the Get In Touch page (../get-in-touch.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../get-in-touch";

export const getInTouch = {
  hero: {
    eyebrow: "हमें आपसे बात करके ख़ुशी होगी",
    intro:
      "आप स्वयंसेवा करना चाहें, हमारे साझेदार बनना चाहें, दान करना चाहें या बस कुछ पूछना हो: हमें फ़ोन करें, लिखें, व्हाट्सऐप पर संदेश भेजें या नीचे दिया फ़ॉर्म भरें।",
  },
  tilesHeading: "हमसे सीधे संपर्क करें",
  tiles: {
    call: { title: "फ़ोन करें", text: "कार्यालय के समय में हमारी टीम से बात करें।" },
    email: { title: "ई-मेल करें", text: "हमें कभी भी लिखें; हम हर संदेश का जवाब देते हैं।" },
    whatsapp: { title: "व्हाट्सऐप", text: "व्हाट्सऐप पर हमसे चैट करें।", action: "चैट शुरू करें" },
  },
  form: {
    heading: "हमें संदेश भेजें",
    intro: "अपने बारे में थोड़ा बताइए, और यह भी कि आप हमसे किस तरह जुड़ना चाहते हैं।",
    interest: "मेरी रुचि",
    interestPlaceholder: "अपनी रुचि चुनें",
    messagePlaceholder: "हम आपकी क्या मदद कर सकते हैं?",
    updates: "मुझे आपके कार्यक्रमों, आयोजनों और स्वयंसेवा के अवसरों की ख़बरें भेजें",
    sentNext:
      "हमारी टीम से कोई आपके दिए ई-मेल पते पर, आमतौर पर एक कार्य-दिवस के अंदर (सोमवार से शनिवार), आपको लिखेगा, ताकि बात हो सके कि आप हमसे किस तरह जुड़ना चाहते हैं।",
    submit: "संदेश भेजें",
  },
  office: {
    heading: "हमारे कार्यालय आइए",
    address: "पता",
    hours: "कार्यालय का समय",
    weekdays: "सोमवार - शुक्रवार",
    saturday: "शनिवार",
  },
  quickActions: {
    heading: "झटपट विकल्प",
    volunteer: { label: "स्वयंसेवक आवेदन", text: "हमारे साथ स्वयंसेवा के लिए आवेदन करें" },
    partnership: { label: "साझेदारी के लिए पूछताछ", text: "कॉर्पोरेट और CSR साझेदारी" },
    support: { label: "सामान्य मदद", text: "आम सवालों के जवाब" },
  },
  replyNote: {
    heading: "जल्दी जवाब",
    text: "कामकाज के दिनों में हम हर संदेश का जवाब 24 घंटे के अंदर देते हैं।",
  },
} satisfies Translation<typeof english.getInTouch>;

export const getInTouchBlocks = [
  { ...getInTouch.hero },
  { heading: getInTouch.tilesHeading },
  {
    form: getInTouch.form,
    office: getInTouch.office,
    quickActionsHeading: getInTouch.quickActions.heading,
    replyNote: getInTouch.replyNote,
  },
] satisfies Translation<typeof english.getInTouchBlocks>;
