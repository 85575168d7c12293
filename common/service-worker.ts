/** Names the service worker (scripts/build-steps/service-worker.ts) and the pages agree on. */
export const SERVICE_WORKER_URL = "/sw.js";
/** Cache Storage cache of the pages a visitor has opened. */
export const PAGES_CACHE = "pages";
export const OFFLINE_PATH = "/offline";
/** The same page in Hindi, answered for Hindi pages (common/locale.ts). */
export const HINDI_OFFLINE_PATH = "/hi/offline";
