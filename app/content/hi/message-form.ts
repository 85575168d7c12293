/** Hindi words of the contact and application forms' shared fields (../message-form.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../message-form";

export const messageFormText = {
  requiredNote: "* वाले खाने भरना ज़रूरी है।",
  sendAnother: "एक और संदेश भेजें",
  requiredMark: "*",
  firstName: "पहला नाम",
  lastName: "उपनाम",
  emailLabel: "ई-मेल पता",
  emailPlaceholder: "you@example.com",
  phoneLabel: "फ़ोन नंबर",
  phonePlaceholder: "+91 98765 43210",
  optional: "(वैकल्पिक)",
  message: "संदेश",
  honeypot: "इस खाने को खाली छोड़ दें (इससे हमें स्पैम रोकने में मदद मिलती है)",
} satisfies Translation<typeof english.messageFormText>;
