/**
 * The link of this site that a click follows in this tab (main button, not prevented,
 * no other target, not a download), or null. `selector` narrows which links count.
 * Shared by the offline link handler (service-worker.ts) and the links of content kept
 * as the server drew it (static-content.tsx).
 */
export function siteLinkFollowedHere(
  event: Pick<MouseEvent, "defaultPrevented" | "button" | "target">,
  selector = "a[href]",
): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  const link = (event.target as Element | null)?.closest?.(selector);
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return link;
}
