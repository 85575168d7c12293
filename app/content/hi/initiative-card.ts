/** Hindi words of the livelihood initiative card (../initiative-card.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../initiative-card";

export const initiativeCard = {
  beneficiaries: "लाभार्थी",
  successRate: "सफलता दर",
  support: "हम क्या देते हैं",
} satisfies Translation<typeof english.initiativeCard>;
