import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; static pages are then kept in the
  // server's page cache (server/ssr/page-cache.ts), see docs/decisions.
  ssr: true,
  // BUILD_DIR lets several builds sit side by side (parallel work on one machine).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
