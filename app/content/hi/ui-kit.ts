/** Hindi words the shared page components show themselves (../ui-kit.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../ui-kit";

export const uiKitText = {
  comingSoon: "जल्द आ रहा है",
  opensInNewTab: "(नए टैब में खुलता है)",
  achievements: "मुख्य उपलब्धियाँ",
  call: "कॉल करें",
  emailLabel: "ई-मेल",
  step: "चरण",
} satisfies Translation<typeof english.uiKitText>;
