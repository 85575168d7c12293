import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; public pages are then kept in the
  // server's response cache (server/cache/), see docs/decisions 016.
  ssr: true,
  // The whole route manifest comes with the first page (a few KB compressed), so
  // a visitor who loses the connection can still move between pages they have
  // (a saved custom form) without a /__manifest request that can only fail.
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets several builds sit side by side (parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
