import { useLoaderData } from "react-router";
import { DonationSection } from "~/components/home/donation-section";
import type { homeLoader } from "~/lib/home-data.server";
import { useSite } from "~/lib/site";
import type { DonationBlockData } from "./type";

export function DonationBlock(_: { block: DonationBlockData }) {
  const site = useSite();
  const { donation } = useLoaderData<typeof homeLoader>();
  return <DonationSection options={donation} upiId={site.upiId} />;
}
