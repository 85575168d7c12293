/** Home's newest blog posts: the three latest, under a heading, with a button to the blog. */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { labelled } from "../localized.ts";
import { sectionFields, text } from "./parts.ts";

export const latestUpdatesBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("latestUpdates"),
    ...sectionFields,
    readMore: text("Under each post", 40, "Like: Read more"),
    viewAll: text("Button to the blog", 60, "Like: View All Posts"),
  }),
  {
    label: "Latest blog posts",
    help: "The three newest posts of the blog, by themselves; the section is hidden while there are none.",
  },
);
