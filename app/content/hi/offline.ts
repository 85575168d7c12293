/** Hindi words of the page shown when a visitor is offline (../offline.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../offline";

export const offlineText = {
  eyebrow: "इंटरनेट कनेक्शन नहीं है",
  intro: "यह पेज अभी आपके फ़ोन में सेव नहीं हुआ है। इंटरनेट वापस आते ही यह खुल जाएगा।",
  availableHeading: "ये पेज आप अभी खोल सकते हैं",
  availableEmpty: "आप जो पेज खोलते हैं, वे इसी डिवाइस में सेव हो जाते हैं, ताकि आप उन्हें बाद में बिना इंटरनेट के भी पढ़ सकें।",
  retry: "होम पेज खोलकर देखें",
} satisfies Translation<typeof english.offlineText>;
