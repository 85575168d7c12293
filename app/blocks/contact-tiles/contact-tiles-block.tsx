import { ContactTiles } from "~/components/contact-forms/contact-tiles";
import { BlockSection } from "../block-section";
import type { ContactTilesBlockData } from "./type";

export function ContactTilesBlock({ block }: { block: ContactTilesBlockData }) {
  return (
    <BlockSection block={block}>
      <ContactTiles words={block} />
    </BlockSection>
  );
}
