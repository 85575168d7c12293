/** /GetInTouch (spec 2.7): contact tiles, the message form, office address and hours, quick actions, reply note. */
import { ContactTilesBlock } from "~/blocks/contact-tiles/contact-tiles-block";
import { GetInTouchFormBlock } from "~/blocks/get-in-touch-form/get-in-touch-form-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { formPageDocumentHeaders, keepPageDataAfterSending, keepPageOnNetworkFailure } from "~/lib/visitor-actions";
import { contactAction, contactPageLoader } from "~/lib/visitor-actions.server";
import type { Route } from "./+types/get-in-touch";

// The staff edit this page in the admin (issue 41): its words, its form's too, come from the database, in the
// page's language; the form's messages (common/messages) come with Hindi pages as before.
export { pageDocumentMeta as meta } from "~/lib/meta";
export const headers = formPageDocumentHeaders;
export const loader = contactPageLoader("getInTouch");
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = contactAction("get-in-touch");
export const clientAction = keepPageOnNetworkFailure;
export const shouldRevalidate = keepPageDataAfterSending;
const components = { hero: HeroBlock, contactTiles: ContactTilesBlock, getInTouchForm: GetInTouchFormBlock };

export default function GetInTouchPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
