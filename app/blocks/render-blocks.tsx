import type { ComponentType } from "react";
import type { Block, BlockKind, BlockOf } from "./block";

/** The component of each kind a page uses: TypeScript requires one for every kind in its blocks. */
export type BlockComponents<K extends BlockKind> = { [P in K]: ComponentType<{ block: BlockOf<P> }> };

/**
 * Draws a page's blocks in order. The route passes the components of the kinds
 * its page uses (and only those), so a page's JavaScript holds only its own blocks.
 */
export function RenderBlocks<const B extends readonly Block[]>({
  blocks,
  components,
}: {
  blocks: B;
  components: BlockComponents<B[number]["kind"]>;
}) {
  return (
    <>
      {blocks.map((block, index) => {
        const View = components[block.kind as B[number]["kind"]] as ComponentType<{ block: Block }>;
        // A page's blocks are fixed data, never reordered: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        return <View key={index} block={block} />;
      })}
    </>
  );
}
