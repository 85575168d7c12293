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

/**
 * For the lazy photo of such a card: not laid out, so not asked for, while the page's
 * first screen is still arriving (`<html data-photos-wait>`, set by the head script of
 * app/components/layout/scripts-after-first-paint.tsx until the page has loaded and
 * been drawn). On a phone the
 * cards under the first are within Chromium's lazy-loading margin at the first layout,
 * and their photos took the slow link from the first photo, the largest paint
 * (decision 044). The photo's box must keep its shape without it (a frame of fixed
 * aspect ratio), so nothing moves when it is shown.
 */
export const PHOTO_AFTER_FIRST_PAINT = "[html[data-photos-wait]_&]:hidden";
