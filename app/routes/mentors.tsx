import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { mentorshipCards } from "~/components/team/mentorship-card";
import { profileCards } from "~/components/ui/profile-card";
import { mentorsBlocks } from "~/content/mentors";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("mentors");
export const headers = staticPageHeaders;
const components = {
  hero: HeroBlock,
  cardGrid: cardGridBlock({ profile: profileCards, mentorship: mentorshipCards }),
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function MentorsPage() {
  return <RenderBlocks blocks={mentorsBlocks} components={components} />;
}
