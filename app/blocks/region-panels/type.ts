/** /Reach's four tabs (regions, programmes, expansion, partners); each panel reads its own content. */
export interface RegionPanelsBlockData {
  kind: "regionPanels";
  eyebrow: string;
  heading: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: { geographic: string; program: string; expansion: string; partnership: string };
}
