import { useLoaderData } from "react-router";
import { LatestUpdates } from "~/components/home/latest-updates";
import type { homeLoader } from "~/lib/home-data.server";
import type { LatestUpdatesBlockData } from "./type";

export function LatestUpdatesBlock(_: { block: LatestUpdatesBlockData }) {
  return <LatestUpdates posts={useLoaderData<typeof homeLoader>().latestPosts} />;
}
