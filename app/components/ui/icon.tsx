/**
 * The site's one way to draw an icon (decision 088): `<Icon name="send" className="size-4" />`.
 *
 * Every icon is a `<symbol>` of one sprite file, made from the names in icon-names.ts
 * by scripts/build-steps/icon-sprite.ts, the same way in development and in a build.
 * Vite names the file: `/assets/icons-<hash>.svg` in a build (cached for good), its
 * source path in development. A page's first HTML holds copies of the symbols it
 * draws (server/ssr/symbols-inline.ts, decision 052); the `<use>` names the copy
 * when the page has one (svg-symbols.ts).
 *
 * The outer svg is the one Lucide's own components drew, so icons look as they did:
 * 24 px unless the className sizes it, strokes in the text's colour (`currentColor`),
 * 2 wide, round. The symbol's paths inherit them.
 */
import type { SVGProps } from "react";
import { afterLoadWhenIdle } from "~/lib/after-load";
import type { IconName } from "./icon-names";
import sprite from "./icons.svg?no-inline";
import { iconSymbolId, symbolHref } from "./svg-symbols";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  name: IconName;
  /** What the icon says, when it is all a control shows; without it (or an aria-label) the icon is hidden from assistive technology. */
  title?: string;
};

export function Icon({ name, title, ...rest }: IconProps) {
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
      <use href={symbolHref(sprite, iconSymbolId(name))} />
    </svg>
  );
}

/**
 * Fetches the sprite into the browser's cache once the page has loaded and is idle.
 * The first load draws from its copies; an icon drawn later without a copy (a notice
 * that appears once the connection has gone, before the service worker controls the
 * page) then finds the sprite in the cache instead of needing the network (decision 052).
 */
export function fetchSpriteWhenIdle(): void {
  afterLoadWhenIdle(() => {
    fetch(sprite)
      .then((response) => response.arrayBuffer())
      .catch(() => {
        // Offline already: icons without a copy wait for the connection.
      });
  }, 5000);
}
