/** How a gallery category is shown, in the page's language (the admin's English `categoryLabel` is in content/gallery.ts). */
import { useCallback } from "react";
import { galleryCategoryLabels } from "~/content/gallery";
import { useTranslated } from "~/i18n/words";

/** The labeller of the page's language: a category id to its label (an unknown id as it is). */
export function useCategoryLabel(): (category: string) => string {
  const labels = useTranslated(galleryCategoryLabels, "galleryCategoryLabels");
  return useCallback((category: string) => labels[category as keyof typeof labels] ?? category, [labels]);
}
