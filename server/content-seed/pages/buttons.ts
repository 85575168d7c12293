/** Buttons that several pages a new site starts with show alike (once saved, each page's are its own). */
import type { PageAction } from "#common/content-model/blocks/parts";
import { t } from "../localized-text.ts";

export const getInvolved: PageAction = {
  id: "get-involved",
  kind: "link",
  label: t("Get Involved", "हमसे जुड़ें"),
  to: "/GetInTouch",
  context: t("", ""),
};

/** The application form, the visitor choosing what to apply for. */
export const volunteerNow: PageAction = {
  id: "volunteer-now",
  kind: "apply",
  label: t("Volunteer Now", "अभी स्वयंसेवक बनें"),
  type: "choose",
};

/** The partnership pages' call to talk it over. */
export const scheduleConsultation: PageAction = {
  id: "schedule-consultation",
  kind: "link",
  label: t("Schedule Consultation", "परामर्श का समय तय करें"),
  to: "/GetInTouch",
  context: t("", ""),
};

/** A call to action's Get In Touch. */
export const getInTouch: PageAction = {
  id: "get-in-touch",
  kind: "link",
  label: t("Get In Touch", "हमसे बात करें"),
  to: "/GetInTouch",
  context: t("", ""),
};
