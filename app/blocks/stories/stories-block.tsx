import { StoryCard } from "~/components/programmes/story-card";
import { BlockSection } from "../block-section";
import type { StoriesBlockData } from "./type";

const grid = { 2: "mx-auto grid max-w-5xl gap-6 md:grid-cols-2", 3: "grid gap-6 md:grid-cols-2 lg:grid-cols-3" };

export function StoriesBlock({ block }: { block: StoriesBlockData }) {
  return (
    <BlockSection block={block}>
      <ul className={grid[block.columns]}>
        {block.stories.map((story) => (
          <li key={story.name}>
            <StoryCard story={story} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
