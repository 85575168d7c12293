import { StoryCard } from "~/components/programmes/story-card";
import { Section } from "~/components/ui/section";
import type { StoriesBlockData } from "./type";

const grid = { 2: "mx-auto grid max-w-5xl gap-6 md:grid-cols-2", 3: "grid gap-6 md:grid-cols-2 lg:grid-cols-3" };

export function StoriesBlock({ block }: { block: StoriesBlockData }) {
  return (
    <Section tone={block.tone} heading={block.heading} intro={block.intro}>
      <ul className={grid[block.columns]}>
        {block.stories.map((story) => (
          <li key={story.name}>
            <StoryCard story={story} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
