/**
 * The Hindi message map, built from every pair of catalogues. The browser fetches
 * this module on a Hindi page once the page is up (messages.ts), so the page itself
 * carries none of it; the server translates its route actions' answers with it
 * (app/lib/visitor-actions.server.ts).
 */
import { messagePairs } from "#common/messages/hi/catalogues";
import { buildMessageMap } from "./message-map";

export const hindiMessageMap = buildMessageMap(messagePairs);
