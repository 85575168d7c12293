/**
 * What a page accepts besides GET and HEAD, decided before any byte of a body is
 * read: a POST (or PUT, PATCH, DELETE) to a page whose route has no action answers
 * 405; one declaring more than its route's form may send answers 413; and the body
 * handed to React Router is read only as fast as the action reads it and is cut at
 * that limit, so no action (nor the framework) can buffer more than its route
 * allows, whatever the client declares. A refused body's connection closes once
 * the answer is out (`closeAfterAnswer`).
 *
 * A route's limit is `PAGE_FORM_MAX_BYTES` (any text form), or its `handle`'s
 * `formBodyBytes` when its form takes a file (the application's resume). The
 * route is found the way React Router finds an action's route: the deepest match,
 * the index route only with `?index`, a `.data` request (single fetch) as its page.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { PAGE_FORM_MAX_BYTES, type PageFormHandle } from "#common/form-body-limits";
import { uploadMessages } from "#common/messages/uploads";
import { HttpError } from "../api/http-error.ts";

export type PageBodyRule = { accepts: false } | { accepts: true; maxBytes: number };

/** A route as `matchRoutes` takes it (children added below). */
type RouteNode = RouteObject & { children?: RouteNode[] };

function routeTree(routes: ServerBuild["routes"]): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteNode);
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id) as RouteNode;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** The page a `.data` request stands for: `/ContactUs.data` is `/ContactUs`, `/_root.data` is `/`. */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** `rule(url)`: whether a body may be sent to this page, and how much of it. */
export function pageBodyRules(routes: ServerBuild["routes"]): (url: URL) => PageBodyRule {
  const tree = routeTree(routes);
  return (url) => {
    const matches = matchRoutes(tree, pagePath(url.pathname)) ?? [];
    const wantsIndex = url.searchParams.has("index");
    const target = [...matches].reverse().find((match) => wantsIndex || !match.route.index);
    const module = target?.route.id ? routes[target.route.id]?.module : undefined;
    if (!module?.action) return { accepts: false };
    const handle = module.handle as PageFormHandle | undefined;
    return { accepts: true, maxBytes: handle?.formBodyBytes ?? PAGE_FORM_MAX_BYTES };
  };
}

/**
 * The body of a form POST as a web stream that reads the socket only as fast as
 * the action reads the stream (backpressure: a slow reader never makes the server
 * hold the whole body) and errors with a 413 past `maxBytes`. Once the action has
 * stopped reading (refused, or finished early), the socket is left paused: the
 * handler answers and closes it (`closeAfterAnswer`).
 * (The adapter React Router's Node servers use, node-fetch-server 0.7, queues
 * every chunk as it arrives and throws from an event listener, taking the process
 * down, when a chunk arrives after the action stopped reading.)
 */
function limitedBody(raw: IncomingMessage, maxBytes: number, onOverLimit: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  let open = true;
  const stop = () => {
    open = false;
    raw.pause();
    raw.off("data", onData).off("end", onEnd).off("error", onError);
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    if (!open) return;
    received += chunk.length;
    if (received > maxBytes) {
      stop();
      onOverLimit();
      controller.error(new HttpError(413, uploadMessages.formTooLarge));
      return;
    }
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) raw.pause();
  };
  const onEnd = () => {
    if (!open) return;
    stop();
    controller.close();
  };
  const onError = (err: Error) => {
    if (!open) return;
    stop();
    controller.error(err);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        raw.pause();
        raw.on("data", onData).on("end", onEnd).on("error", onError);
      },
      pull() {
        if (open) raw.resume();
      },
      cancel() {
        stop();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk?.byteLength ?? 0 },
  );
}

/**
 * The web Request React Router gets for a POST (or PUT, PATCH, DELETE) to a page:
 * the request's own headers, a signal that aborts when the client goes away, and
 * its body read through `limitedBody`. `overLimit()` tells afterwards whether the
 * body was cut: the answer is then 413, whatever the action made of a cut form.
 * `cut()` is the same for a form reader that refused a field over its limit.
 */
export function pageRequestWithBody(
  raw: IncomingMessage,
  reply: ServerResponse,
  url: URL,
  maxBytes: number,
): { request: Request; overLimit: () => boolean; cut: () => void } {
  const aborted = new AbortController();
  let overLimit = false;
  // Cut: the signal stops React Router after the action (no loaders, no render of a page nobody gets).
  const cut = () => {
    overLimit = true;
    aborted.abort();
  };
  reply.on("close", () => aborted.abort());
  const headers = new Headers();
  for (let i = 0; i < raw.rawHeaders.length; i += 2) {
    const name = raw.rawHeaders[i] as string;
    if (!name.startsWith(":")) headers.append(name, raw.rawHeaders[i + 1] as string);
  }
  const request = new Request(url, {
    method: raw.method,
    headers,
    signal: aborted.signal,
    body: limitedBody(raw, maxBytes, cut),
    duplex: "half",
  } as RequestInit);
  return { request, overLimit: () => overLimit, cut };
}

/** How long, and how much, a refused body is read on before its connection closes. */
const LINGER_MS = 500;
const LINGER_BYTES = 1024 * 1024;

/**
 * Closes the connection of a body refused before it was read whole, once the
 * answer is sent, without losing the answer: a socket closed with unread bytes is
 * reset, and a client still sending may then lose the 413 it had been sent. So the
 * rest is read and thrown away for a moment ("lingering close", as nginx does), at
 * most a megabyte (then the socket is paused: the client stops, at no cost here),
 * then the socket goes. A body that ends meanwhile leaves the connection as it was.
 */
export function closeAfterAnswer(raw: IncomingMessage, reply: ServerResponse): void {
  reply.once("finish", () => {
    if (raw.complete) return;
    let discarded = 0;
    const timer = setTimeout(() => raw.socket?.destroy(), LINGER_MS);
    timer.unref();
    raw.on("data", (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_BYTES) raw.pause();
    });
    raw.once("end", () => clearTimeout(timer));
    raw.resume();
  });
}
