import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "#common/site-config";

export interface RootData {
  site: SiteConfig;
  origin: string;
}

/** The site facts (name, contact details, UPI ID), from the root loader. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data.site;
}
