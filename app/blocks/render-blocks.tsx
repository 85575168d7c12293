import { type ComponentType, Fragment } from "react";
import { StaticContent } from "~/components/ui/static-content";
import type { Block, BlockKind, BlockOf } from "./block";
import { INTERACTIVE_BLOCKS } from "./interactive-blocks";

/** The component of each kind a page uses: TypeScript requires one for every kind in its blocks. */
export type BlockComponents<K extends BlockKind> = { [P in K]: ComponentType<{ block: BlockOf<P> }> };

/**
 * Draws a page's blocks in order. The route passes the components of the kinds
 * its page uses (and only those), so a page's JavaScript holds only its own blocks.
 * Blocks a visitor does not act on stay as the server drew them (decision 051).
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
        const view = <View block={block} />;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: static list
          <Fragment key={index}>
            {INTERACTIVE_BLOCKS.has(block.kind) ? view : <StaticContent>{view}</StaticContent>}
          </Fragment>
        );
      })}
    </>
  );
}
