import type { z } from "zod";
import type { latestUpdatesBlock } from "#common/content-model/blocks/latest-updates";
import type { InLocale } from "#common/content-model/localized";

type Model = InLocale<z.infer<typeof latestUpdatesBlock>>;

/** A post as Latest Updates shows it. */
export interface LatestPost {
  title: string;
  excerpt: string;
  /** The day it was published, on the site's clock ("2026-11-28"). */
  publishedOn: string;
  slug: string;
}

/** The section's heading and the words of its cards and button. */
export type LatestUpdatesWords = Omit<Model, "id" | "kind">;

/** Home's three newest posts (the page's loader reads them); nothing when there are none. */
export interface LatestUpdatesBlockData extends LatestUpdatesWords {
  kind: "latestUpdates";
  posts?: readonly LatestPost[];
}
