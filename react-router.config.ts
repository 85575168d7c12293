import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; public pages are then kept in the
  // server's response cache (server/cache/), see docs/decisions 016.
  ssr: true,
  // A page carries only its own routes' manifest; the routes its links lead to are
  // asked for (/__manifest) as the links render: 3 KB less JavaScript on every page
  // (issue 17). With no connection the service worker answers /__manifest from the
  // build manifest it saved (decision 038).
  routeDiscovery: { mode: "lazy" },
  // BUILD_DIR lets several builds sit side by side (parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
