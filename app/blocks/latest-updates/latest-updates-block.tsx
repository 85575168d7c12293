import { LatestUpdates } from "~/components/home/latest-updates";
import type { LatestUpdatesBlockData } from "./type";

export function LatestUpdatesBlock({ block }: { block: LatestUpdatesBlockData }) {
  return <LatestUpdates posts={block.posts ?? []} words={block} />;
}
