/**
 * The Hindi message map as plain data in the browser's build (app/i18n/messages.ts).
 * The module `app/i18n/hindi-message-map.ts` builds the map from every pair of
 * message catalogues; imported as it is, the browser's chunk of it would import the
 * English catalogues from the chunks of the pages that use them (the contact forms,
 * search, the newsletter pages) and fetch all of those with it. Here the client
 * build gets the finished map instead, as one object and nothing else. The server's
 * build, the development server and the unit tests use the module itself.
 */
import type { Plugin } from "vite";
import { buildMessageMap } from "../../app/i18n/message-map.ts";
import { messagePairs } from "../../common/messages/hi/catalogues.ts";

const MODULE = /[\\/]app[\\/]i18n[\\/]hindi-message-map\.ts$/;

export function hindiMessageMapAsData(): Plugin {
  return {
    name: "hindi-message-map-as-data",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (this.environment.name !== "client" || !MODULE.test(id)) return null;
      return `export const hindiMessageMap = ${JSON.stringify(buildMessageMap(messagePairs))};\n`;
    },
  };
}
