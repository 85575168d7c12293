/** /GetInTouch (spec 2.7): contact tiles, the message form, office address and hours, quick actions, reply note. */
import { ContactTilesBlock } from "~/blocks/contact-tiles/contact-tiles-block";
import { GetInTouchFormBlock } from "~/blocks/get-in-touch-form/get-in-touch-form-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { getInTouchBlocks } from "~/content/get-in-touch";
import * as hindi from "~/content/hi/get-in-touch";
import { contactFormWords } from "~/i18n/hindi-site-words.server";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor } from "~/lib/meta";
import { formPageHeaders, keepPageOnNetworkFailure } from "~/lib/visitor-actions";
import { contactAction } from "~/lib/visitor-actions.server";

export const meta = metaFor("getInTouch");
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi, ...contactFormWords });
export const clientLoader = wordsClientLoader;
export const headers = formPageHeaders;
/** The form posts here (a plain POST before or without JavaScript; in the background with it). */
export const action = contactAction("get-in-touch");
export const clientAction = keepPageOnNetworkFailure;
const components = { hero: HeroBlock, contactTiles: ContactTilesBlock, getInTouchForm: GetInTouchFormBlock };

export default function GetInTouchPage() {
  const blocks = useTranslated(getInTouchBlocks, "getInTouchBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
