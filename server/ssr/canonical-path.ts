/**
 * One spelling per page. React Router matches paths regardless of letter case and
 * Fastify ignores a trailing slash, so `/aboutus`, `/ABOUTUS` and `/AboutUs/` would
 * all answer 200 as separate pages. This finds the route's own spelling (the
 * specification's paths) so the handler can answer 301 to it.
 */
import type { ServerBuild } from "react-router";

type Segment = { kind: "static"; text: string; folded: string } | { kind: "param" };

function fullPaths(routes: ServerBuild["routes"]): Segment[][] {
  const pathOf = (id: string | undefined): string[] => {
    const route = id ? routes[id] : undefined;
    if (!route) return [];
    return [...pathOf(route.parentId), ...(route.path ? route.path.split("/") : [])];
  };
  const patterns: Segment[][] = [];
  for (const route of Object.values(routes)) {
    if (!route || (!route.path && !route.index)) continue;
    const segments = pathOf(route.id).filter(Boolean);
    // A catch-all matches anything: it names no page to redirect to.
    if (segments.includes("*")) continue;
    patterns.push(
      segments.map((text) =>
        text.startsWith(":") ? { kind: "param" } : { kind: "static", text, folded: text.toLowerCase() },
      ),
    );
  }
  return patterns;
}

/**
 * `canonical(pathname)` answers the route's spelling of `pathname` when it differs
 * (another letter case, trailing slashes), or undefined when the path is already
 * canonical or names no route. Path parameters (a post's slug) are kept as given.
 */
export function canonicalPaths(routes: ServerBuild["routes"]) {
  const patterns = fullPaths(routes);
  return function canonical(pathname: string): string | undefined {
    const segments = pathname.split("/").filter(Boolean);
    let best: { pattern: Segment[]; statics: number } | undefined;
    for (const pattern of patterns) {
      if (pattern.length !== segments.length) continue;
      let statics = 0;
      const matches = pattern.every((part, i) => {
        if (part.kind === "param") return true;
        statics++;
        return part.folded === segments[i]?.toLowerCase();
      });
      if (matches && (!best || statics > best.statics)) best = { pattern, statics };
    }
    if (!best) return undefined;
    const spelled = `/${best.pattern.map((part, i) => (part.kind === "static" ? part.text : segments[i])).join("/")}`;
    return spelled === pathname ? undefined : spelled;
  };
}
