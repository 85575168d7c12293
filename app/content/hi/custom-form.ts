/** Hindi words of a custom form's page at /forms/{id} (../custom-form.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../custom-form";

export const customFormPage = {
  requiredNote: "* वाले खाने भरना ज़रूरी है।",
  requiredMark: "ज़रूरी",
  submit: "भेजें",
  submitting: "भेजा जा रहा है...",
  chooseOption: "कोई विकल्प चुनें",
  fileHint: "एक फ़ाइल: PDF, Word या कोई फ़ोटो (JPEG, PNG, WebP, GIF), ज़्यादा से ज़्यादा {maxMb} MB की।",
  chosenFile: "{name} ({kb} KB)",
  errorSummary: { one: "कृपया नीचे {n} जवाब ठीक करें।", other: "कृपया नीचे {n} जवाब ठीक करें।" },
  offlineNotSaved: "आप अभी ऑफ़लाइन हैं, और यह फ़ॉर्म इस डिवाइस पर पहले कभी नहीं खोला गया है। इंटरनेट से जुड़ने पर कृपया फिर कोशिश करें।",
  sentAt: "भेजा गया",
  savedHeading: "इस डिवाइस पर सहेजा गया",
  sendNow: "अभी भेजें",
  sentNext:
    "धन्यवाद। फ़ाउंडेशन की टीम हर जवाब पढ़ती है; अगर आपने फ़ोन नंबर या ई-मेल पता दिया है, तो वे इस बारे में आपसे संपर्क कर सकते हैं।",
  sendAnother: "फ़ॉर्म फिर से भरें",
} satisfies Translation<typeof english.customFormPage>;
