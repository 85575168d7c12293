import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "#common/site-config";

export interface RootData {
  site: SiteConfig;
  origin: string;
  /**
   * The year on the site's clock when the page was made (the footer's ©): the
   * server's clock and the reader's may be in another zone, where 00:30 on New
   * Year's Day in India is still the old year.
   */
  year: string;
}

function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("the site's facts need the root loader's data");
  return data;
}

/** The site facts (name, contact details, UPI ID), from the root loader. */
export function useSite(): SiteConfig {
  return useRootData().site;
}

/** The year on the site's clock when the page was made. */
export function useSiteYear(): string {
  return useRootData().year;
}
