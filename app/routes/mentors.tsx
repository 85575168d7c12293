import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { mentorshipCards } from "~/components/team/mentorship-card";
import { profileCards } from "~/components/ui/profile-card";
import { pageDocumentHeaders, pageDocumentMeta } from "~/lib/meta";
import { type PageDocumentData, pageDocumentForRequest } from "~/lib/page-document.server";
import type { Route } from "./+types/mentors";

// The staff edit this page in the admin (issue 41): its words and people come from the database, in the page's language.
export const meta = pageDocumentMeta;
export const headers = pageDocumentHeaders;
export const loader = ({ context, request }: Route.LoaderArgs) => pageDocumentForRequest(context, request, "mentors");

const components = {
  hero: HeroBlock,
  cardGrid: cardGridBlock({ profile: profileCards, mentorship: mentorshipCards }),
  steps: StepsBlock,
  cta: CtaBlock,
};

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"mentors">["blocks"];

export default function MentorsPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
