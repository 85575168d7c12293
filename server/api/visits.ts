/**
 * /api/visits (issue 46, decision 099): the beacons visitors' browsers send (a page
 * shown; a page load's LCP, INP and CLS), and the month's counts for the Overview.
 *
 * A beacon is limited per client address (VISITS_MAX_PER_CLIENT in ten minutes, then
 * 429), its body to MAX_BEACON_BYTES (413), its fields to a path and three numbers
 * (400), and its path to a page the site serves (404). One that carries `DNT: 1` or
 * `Sec-GPC: 1`, or comes from a bot (isbot, on the User-Agent), is answered 204 and
 * not counted. The client address and User-Agent are read to decide that, and kept
 * nowhere. Counting is in memory; the counts reach the database in batches.
 */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isbot } from "isbot";
import { z } from "zod";
import { apiSuccessSchema } from "#common/api";
import { viewBeacon, visitsQuery, visitsView, vitalsBeacon } from "#common/schemas/visits";
import { siteDay } from "#common/site-clock";
import { VISITS_API, VITALS_API } from "#common/visit-beacons";
import { MAX_BEACON_BYTES } from "#common/visits";
import type { AppServices } from "../services/index.ts";
import type { VisitOutcome } from "../services/visit-service.ts";
import { HttpError, ok } from "./http-error.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { limitPerClient } from "./rate-limit.ts";
import { requireAdmin } from "./require-admin.ts";
import { acceptJsonAsPlainText } from "./text-boundary.ts";

const API_PREFIX = "/api";

/** True when the visitor asked not to be counted (Do Not Track, Global Privacy Control), or is a bot. */
function notToBeCounted(headers: Record<string, string | string[] | undefined>): boolean {
  const agent = headers["user-agent"];
  return headers.dnt === "1" || headers["sec-gpc"] === "1" || typeof agent !== "string" || isbot(agent);
}

export const visitRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const tags = ["visits"];
    // A browser's beacon is a JSON string sent as text/plain (sendBeacon); API clients may send application/json.
    acceptJsonAsPlainText(api);
    const { visits, config } = services;
    const beaconLimit = limitPerClient(services, "visits", config.visits.maxPerClient, config.visits.windowSeconds);
    const beacon = {
      config: { public: true },
      bodyLimit: MAX_BEACON_BYTES,
      onRequest: beaconLimit,
    } as const;
    const answers = {
      204: z.null().describe("Counted; or not counted, as asked (DNT, Sec-GPC) or from a bot"),
      404: errorResponse("The path is no page of this site that visits are counted on"),
      503: errorResponse("Too many pages counted at once: try again after Retry-After"),
    };
    const answered = (outcome: VisitOutcome, path: string) => {
      if (outcome === "unknown-page") throw new HttpError(404, `No page of this site is counted at ${path}`);
      if (outcome === "full") {
        throw new HttpError(503, "Too many pages counted at once: try again in a minute.", undefined, {
          "retry-after": String(config.visits.flushSeconds),
        });
      }
    };

    api.post(
      VISITS_API.slice(API_PREFIX.length),
      {
        ...beacon,
        schema: {
          summary: "A page was shown (a visitor's browser, once the page has loaded)",
          tags,
          body: viewBeacon,
          response: answers,
        },
      },
      async (request, reply) => {
        if (!notToBeCounted(request.headers)) answered(await visits.view(request.body.path), request.body.path);
        return reply.code(204).send(null);
      },
    );

    api.post(
      VITALS_API.slice(API_PREFIX.length),
      {
        ...beacon,
        schema: {
          summary: "A page load's Core Web Vitals, as the visitor's browser measured them (LCP and INP in ms, CLS)",
          tags,
          body: vitalsBeacon,
          response: answers,
        },
      },
      async (request, reply) => {
        if (!notToBeCounted(request.headers)) {
          const { path, ...values } = request.body;
          answered(await visits.vitals(path, values), path);
        }
        return reply.code(204).send(null);
      },
    );

    api.get(
      VISITS_API.slice(API_PREFIX.length),
      {
        onRequest: requireAdmin(services, "visits.read"),
        schema: {
          summary: "A month's page views and the 75th percentile of each Core Web Vital, per page and per day",
          tags,
          querystring: visitsQuery,
          response: { 200: jsonResponse("The month's visits", apiSuccessSchema(visitsView)) },
        },
      },
      async (request) => {
        // What this instance counted so far is written first: the staff see their own visit at once.
        await visits.flush(request.log);
        const month = request.query.month ?? siteDay(new Date(), config.site.timeZone).slice(0, 7);
        return ok(await visits.month(month));
      },
    );
  };
