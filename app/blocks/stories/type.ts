import type { PersonStory } from "~/content/display-types";
import type { SectionFields } from "../section";

/** People's stories as cards: two wide columns, or three. */
export interface StoriesBlockData extends SectionFields {
  kind: "stories";
  stories: readonly PersonStory[];
  columns: 2 | 3;
}
