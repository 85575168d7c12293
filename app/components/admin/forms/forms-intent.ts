import type { CustomFormRequest, ExternalFormRequest } from "#common/schemas/forms";

/** What the Forms tab's screens send the route's action. */
export type FormsIntent =
  | { intent: "delete-link" | "delete-form"; id: string }
  | { intent: "save-link"; id: string | null; link: ExternalFormRequest }
  | { intent: "save-form"; id: string | null; form: CustomFormRequest };
