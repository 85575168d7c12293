/**
 * The site's one way to draw an icon (decision 088): `<Icon name="send" className="size-4" />`.
 *
 * Every icon is a `<symbol>` of one sprite file, made from the names in icon-names.ts
 * by scripts/build-steps/icon-sprite.ts, the same way in development and in a build.
 * Vite names the file: `/assets/icons-<hash>.svg` in a build (cached for good), its
 * source path in development. The `<use>` always names the page's copy (`#icon-send`):
 * the server puts a copy of each symbol a page draws into its HTML, and the browser
 * adds from the sprite the ones a page drawn later lacks (symbol-copies.tsx,
 * decisions 052 and 095).
 *
 * The outer svg is the one Lucide's own components drew, so icons look as they did:
 * 24 px unless the className sizes it, strokes in the text's colour (`currentColor`),
 * 2 wide, round. The symbol's paths inherit them.
 */
import type { SVGProps } from "react";
import { afterLoadWhenIdle } from "~/lib/after-load";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg?no-inline";
import { iconSymbolId, readSymbolFile } from "./svg-symbols";
import { useSymbolHref } from "./symbol-copies";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  name: IconName;
  /** What the icon says, when it is all a control shows; without it (or an aria-label) the icon is hidden from assistive technology. */
  title?: string;
};

export function Icon({ name, title, ...rest }: IconProps) {
  const href = useSymbolHref(sprite, iconSymbolId(name));
  const labelled = title !== undefined || rest["aria-label"] !== undefined || rest["aria-labelledby"] !== undefined;
  return (
    // Hidden unless the caller names it (title, aria-label), as Lucide's icons were.
    // biome-ignore lint/a11y/noSvgWithoutTitle: a title is rendered when the icon needs a name
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : "true"}
      role={labelled ? "img" : undefined}
      {...rest}
    >
      {title === undefined ? null : <title>{title}</title>}
      <use href={href} />
    </svg>
  );
}

/**
 * Reads the sprite once the first load is idle. The first load draws from the server's
 * copies; an icon drawn later whose symbol the page lacks (a page reached in the app, a
 * notice that appears once the connection has gone, before the service worker controls
 * the page) then has it added before the browser paints it (decisions 052, 095).
 */
export function fetchSpriteWhenIdle(): void {
  afterLoadWhenIdle(() => void readSymbolFile(sprite), 5000);
}
