/**
 * For a photo card under the first one: the browser lays the card out, and asks
 * for its lazy photo, only when it comes near the screen (`content-visibility:
 * auto`). Until then it holds the height it last had once drawn, or 28rem; only the
 * height, as an intrinsic width of 28rem widened a phone's grid past the screen.
 * The photos further down then leave a slow link to the page's first photo, its
 * largest paint (decision 043). The card stays in the accessibility tree, in the tab
 * order and in find-in-page. A box-shadow or ring of the card's own is drawn;
 * anything of a child's outside the card is clipped.
 */
export const RENDER_WHEN_NEAR = "[contain-intrinsic-block-size:auto_28rem] [content-visibility:auto]";
