import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HindiWord } from "~/components/layout/hindi-word";
import { Icon } from "./icon";
import { type SymbolCollector, symbolCollector } from "./svg-symbols";
import { SymbolCollectorContext, SymbolCopies, WithSymbolCopies } from "./symbol-copies";
import { whenNear } from "./when-near";

/** The symbols of a file Vite names in this run (`/app/components/ui/icons.svg?no-inline`), read from the project. */
const filesRead: string[] = [];
function symbolsOf(url: string) {
  filesRead.push(url);
  const file = path.join(process.cwd(), new URL(url, "http://localhost").pathname);
  const svg = readFileSync(file, "utf8");
  return new Map(
    [...svg.matchAll(/<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g)].map(([symbol, id]) => [id as string, symbol]),
  );
}

/** Rendered as app/entry.server.tsx renders a page: whole, once everything has loaded; in the browser there is no collector. */
function renderPage(page: ReactNode, collector: SymbolCollector | null = symbolCollector(symbolsOf)): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<SymbolCollectorContext value={collector}>{page}</SymbolCollectorContext>, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        let html = "";
        body.on("data", (chunk: Buffer) => {
          html += chunk.toString("utf8");
        });
        body.on("end", () => resolve(html));
        pipe(body);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

const uses = (html: string) => [...html.matchAll(/<use href="([^"]*)"/g)].map(([, href]) => href as string);
const symbolIds = (html: string) => [...html.matchAll(/<symbol id="([\w-]+)"/g)].map(([, id]) => id as string);

/** A form further down the page: its code is a `React.lazy` part, which the server renders after the rest. */
const formWhenNear = (wait: () => Promise<unknown>) =>
  whenNear(async () => {
    await wait();
    return function Form() {
      return (
        <form>
          <Icon name="send" />
          <Icon name="menu" />
        </form>
      );
    };
  });

const page = (Form: ReturnType<typeof formWhenNear>) => (
  <body>
    <WithSymbolCopies>
      <header>
        <Icon name="menu" />
        <HindiWord />
      </header>
      <main>
        <Icon name="search" />
        <Icon name="search" title="Search" />
        <Form />
        <Icon name="x" />
      </main>
    </WithSymbolCopies>
  </body>
);

describe("the symbols a server-rendered page draws", () => {
  // The form's code comes after the page has been rendered, or a moment after its
  // first pass, or is there already (the next request of a server that drew it once).
  const later = formWhenNear(() => new Promise((resolve) => setTimeout(resolve, 5)));
  const soon = formWhenNear(() => Promise.resolve());
  const loaded = formWhenNear(() => Promise.resolve());
  for (const [when, Form] of [
    ["later", later],
    ["soon", soon],
    ["already", loaded],
  ] as const) {
    it(`are each copied into the page once, ahead of the page; a lazy part's after it (its code ${when})`, async () => {
      if (Form === loaded) await renderPage(page(Form));
      filesRead.length = 0;
      const html = await renderPage(page(Form));
      const drawn = uses(html);
      expect(new Set(drawn)).toEqual(new Set(["#icon-menu", "#hindi-word", "#icon-search", "#icon-send", "#icon-x"]));
      // Every `<use>` names a copy in the page, and no copy is there twice.
      expect(symbolIds(html).toSorted()).toEqual([...new Set(drawn.map((href) => href.slice(1)))].toSorted());
      // The page's copies come first, ahead of the icons that draw them...
      const ahead = html.slice(0, html.indexOf("<header>"));
      expect(symbolIds(ahead)).toEqual(["icon-menu", "hindi-word", "icon-search", "icon-x"]);
      // ...and the copy of the icon only the part draws is at the part's end.
      const part = html.slice(html.indexOf("<form>"), html.indexOf("</div>", html.indexOf("<form>")));
      expect(symbolIds(part)).toEqual(["icon-send"]);
      // Each file is read once a page.
      expect(new Set(filesRead).size).toBe(filesRead.length);
    });
  }

  it("copies nothing twice; a part copies only what the page does not draw; a symbol no file has is left to the browser", () => {
    const collector = symbolCollector((url) =>
      url === "/icons.svg"
        ? new Map(["a", "b", "c"].map((id) => [`icon-${id}`, `<symbol id="icon-${id}"/>`]))
        : undefined,
    );
    const part = collector.part();
    part.draw("/icons.svg", "icon-a");
    part.draw("/icons.svg", "icon-b");
    collector.draw("/icons.svg", "icon-a");
    collector.draw("/icons.svg", "icon-a");
    collector.draw("/gone.svg", "icon-x");
    expect(part.take()).toBe('<symbol id="icon-b"/>');
    expect(collector.take()).toBe('<symbol id="icon-a"/>');
    collector.draw("/icons.svg", "icon-b");
    collector.draw("/icons.svg", "icon-c");
    expect(collector.take()).toBe('<symbol id="icon-c"/>');
    expect(part.take()).toBe("");
  });

  it("draws the same `<use>` without a collector (the browser's render), and an empty holder", async () => {
    const html = await renderPage(
      <div>
        <Icon name="send" />
        <SymbolCopies />
      </div>,
      null,
    );
    expect(uses(html)).toEqual(["#icon-send"]);
    expect(html).toContain('<svg aria-hidden="true" style="display:none"></svg>');
  });
});
