import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { mentorshipCards } from "~/components/team/mentorship-card";
import { profileCards } from "~/components/ui/profile-card";
import * as hindi from "~/content/hi/mentors";
import { mentorsBlocks } from "~/content/mentors";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("mentors");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;
const components = {
  hero: HeroBlock,
  cardGrid: cardGridBlock({ profile: profileCards, mentorship: mentorshipCards }),
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function MentorsPage() {
  const blocks = useTranslated(mentorsBlocks, "mentorsBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
