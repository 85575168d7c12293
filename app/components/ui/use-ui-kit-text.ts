/** The shared page components' own words (button states, screen-reader hints) in the page's language. */
import { uiKitText } from "~/content/ui-kit";
import { useTranslated } from "~/i18n/words";

export function useUiKitText(): typeof uiKitText {
  return useTranslated(uiKitText, "uiKitText");
}
