/**
 * An icon drawn from the build's icon sprite (one SVG file of `<symbol>`s, made by
 * scripts/build-steps/icon-sprite.ts) instead of from path data in JavaScript. In a
 * production build every icon import (`lucide-react/icons/send`) resolves to
 * `spriteIcon("send", …)`: the same `<svg>` Lucide draws, with its attributes and
 * classes, holding a `<use>` of the sprite's symbol. The strokes inherit the outer
 * svg's `stroke`, `stroke-width` and `fill`, as Lucide's own paths do.
 * The `<use>` names the page's own copy of the symbol when it has one (svg-symbols.ts).
 */
import type { Ref, SVGProps } from "react";
import { afterLoadWhenIdle } from "~/lib/after-load";
import { iconSymbolId, symbolHref } from "./svg-symbols";

export type SpriteIconProps = SVGProps<SVGSVGElement> & {
  ref?: Ref<SVGSVGElement>;
  size?: number | string;
  color?: string;
};

/** Lucide's rule: an icon with a label, role or title is not hidden from assistive technology. */
const labelled = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );

/** The sprites this page's icons are drawn from (one in a build). */
const sprites = new Set<string>();

/**
 * Fetches the sprite into the browser's cache once the page has loaded and is idle.
 * The first load draws from its copies; an icon drawn later without a copy (a notice
 * that appears once the connection has gone, before the service worker controls the
 * page) then finds the sprite in the cache instead of needing the network, as it did
 * when the first `<use>` loaded the sprite.
 */
export function fetchSpriteWhenIdle(): void {
  afterLoadWhenIdle(() => {
    for (const sprite of sprites) {
      fetch(sprite)
        .then((response) => response.arrayBuffer())
        .catch(() => {
          // Offline already: icons without a copy wait for the connection, as before.
        });
    }
  }, 5000);
}

/** The component of the icon `name` (Lucide's kebab-case name), drawn from its symbol in `sprite`. */
export function spriteIcon(name: string, sprite: string) {
  const id = iconSymbolId(name);
  sprites.add(sprite);
  function SpriteIcon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    className,
    children,
    ...rest
  }: SpriteIconProps) {
    return (
      // Hidden unless the caller labels it (aria-label, role, title), as Lucide's icons are.
      // biome-ignore lint/a11y/noSvgWithoutTitle: the caller's props give the name when it needs one
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={children || labelled(rest) ? undefined : "true"}
        {...rest}
      >
        <use href={symbolHref(sprite, id)} />
        {children}
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}
