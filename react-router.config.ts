import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; static pages are then kept in the
  // server's page cache (server/ssr/page-cache.ts), see docs/decisions.
  ssr: true,
} satisfies Config;
