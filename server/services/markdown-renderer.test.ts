import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown-renderer.ts";

describe("renderMarkdown", () => {
  it("renders headings, lists, emphasis, code and tables", async () => {
    const html = await renderMarkdown(
      "## Results\n\n- one\n- **two**\n\n1. first\n\n`inline` and\n\n```js\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain("<h2>Results</h2>");
    expect(html).toContain("<li><strong>two</strong></li>");
    expect(html).toContain("<ol>");
    expect(html).toContain("<code>inline</code>");
    expect(html).toContain('<pre><code class="language-js">const a = 1;\n</code></pre>');
    expect(html).toContain("<table>");
  });

  it("turns a # heading into h2, as the post title is the page's h1", async () => {
    expect(await renderMarkdown("# Big")).toBe("<h2>Big</h2>");
  });

  it("keeps single line breaks", async () => {
    expect(await renderMarkdown("line one\nline two")).toBe("<p>line one<br />line two</p>");
  });

  it("removes scripts, event handlers and javascript: links", async () => {
    const html = await renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(2)">',
        "[click](javascript:alert(3))",
        '<a href="JaVaScRiPt:alert(4)">x</a>',
        '<a href="  javascript:alert(5)">y</a>',
        '<iframe src="https://evil.example"></iframe>',
        "<svg><script>alert(6)</script></svg>",
        '<p style="position:fixed" onclick="alert(7)">styled</p>',
        '<form action="/x"><button>go</button></form>',
        "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|style=|<form|<button|data:text/i);
    expect(html).toContain('<img src="x"');
    expect(html).toContain("styled");
  });

  it("opens links to other sites in a new tab with rel=nofollow noopener, and keeps site links plain", async () => {
    const html = await renderMarkdown(
      "[out](https://example.org/a) and [in](/GetInTouch) and [mail](mailto:a@b.in) and [bare](//example.org/b)",
    );
    expect(html).toContain(
      '<a href="https://example.org/a" target="_blank" rel="nofollow noopener noreferrer">out</a>',
    );
    expect(html).toContain('<a href="//example.org/b" target="_blank" rel="nofollow noopener noreferrer">bare</a>');
    expect(html).toContain('<a href="/GetInTouch">in</a>');
    expect(html).toContain('<a href="mailto:a@b.in">mail</a>');
  });

  it("lazy-loads images and drops classes other than a code block's language", async () => {
    const html = await renderMarkdown('![Children](/api/images/a.webp "Class")\n\n<div class="fixed inset-0">x</div>');
    expect(html).toContain(
      // The title is the picture's caption (issue 43): shown under it, not repeated as a tooltip.
      '<figure><img src="/api/images/a.webp" alt="Children" loading="lazy" decoding="async" /><figcaption>Class</figcaption></figure>',
    );
    expect(html).toContain("<div>x</div>");
  });

  it("gives pictures uploaded for the post their smaller sizes, in AVIF through a <picture>", async () => {
    const hash = "0123456789abcdef0123456789abcdef";
    const at = (width: number, format = "webp") => `/api/images/blog/${hash}-${width}.${format}`;
    const html = await renderMarkdown(`Before\n\n![Circle "one"](${at(1200)} "A <title>")`);
    const sizes = 'sizes="(min-width: 768px) 768px, 100vw"';
    expect(html).toBe(
      "<p>Before</p>\n" +
        "<figure><picture>" +
        `<source type="image/avif" srcset="${at(480, "avif")} 480w, ${at(800, "avif")} 800w, ${at(1200)} 1200w" ${sizes} />` +
        `<img src="${at(1200)}" alt="Circle &quot;one&quot;" srcset="${at(480)} 480w, ${at(800)} 800w, ${at(1200)} 1200w" ${sizes} loading="lazy" decoding="async" />` +
        "</picture><figcaption>A &lt;title&gt;</figcaption></figure>",
    );
  });

  it("keeps only a <source>'s type, srcset and sizes, and only for this site's files", async () => {
    const html = await renderMarkdown(
      '<picture title="t" onclick="x()">' +
        '<source type="image/avif" srcset="/a.avif 480w" sizes="100vw" media="(x)" width="9" onerror="x()">' +
        '<source type="image/avif" srcset="https://example.org/a.avif 480w">' +
        '<source srcset="javascript:alert(1) 1x">' +
        '<img src="/a.jpg" alt="A"></picture>',
    );
    expect(html).toBe(
      '<p><picture><source type="image/avif" srcset="/a.avif 480w" sizes="100vw" />' +
        '<img src="/a.jpg" alt="A" loading="lazy" decoding="async" /></picture></p>',
    );
  });

  it("turns pictures from other sites, which the CSP would block, into links", async () => {
    const html = await renderMarkdown("![School photo](https://example.org/a.jpg)");
    expect(html).toBe(
      '<p><a href="https://example.org/a.jpg" target="_blank" rel="nofollow noopener noreferrer">School photo</a></p>',
    );
  });

  it("drops a post's own target and rel, and keeps data: pictures", async () => {
    const html = await renderMarkdown(
      '<a href="/x" target="_top" rel="opener">x</a> ![dot](data:image/png;base64,iVBORw0KGgo=)',
    );
    expect(html).toContain('<a href="/x">x</a>');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it("drops the content of raw-text and foreign elements, where text could become markup again", async () => {
    const payloads = [
      "<xmp><img src=x onerror=alert(1)></xmp>",
      '<noscript><p title="</noscript><img src=x onerror=alert(2)>"></noscript>',
      "<textarea></textarea><img src=x onerror=alert(3)></textarea>",
      "<noembed><img src=x onerror=alert(4)></noembed>",
      "<noframes><img src=x onerror=alert(5)></noframes>",
      "<iframe><img src=x onerror=alert(6)></iframe>",
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(7)></style></mglyph></table></mtext></math>",
      '<svg><a xlink:href="?"><animate attributeName="href" values="javascript:alert(8)" /></a></svg>',
      "<plaintext><img src=x onerror=alert(9)>",
    ];
    for (const payload of payloads) {
      const html = await renderMarkdown(payload);
      expect(html, payload).not.toMatch(/onerror|<script|javascript:|<svg|<math|<animate|<textarea|<xmp/i);
    }
  });

  it("keeps task-list boxes disabled and drops other inputs", async () => {
    const html = await renderMarkdown('- [x] done\n\n<input type="text" value="x">');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain("disabled");
    expect(html).not.toContain('type="text"');
  });
  it("shows a picture with a caption on its own as a <figure> with its <figcaption> (issue 43)", async () => {
    const html = await renderMarkdown(
      'Before\n\n![Girls at the pump](/p.webp "Phulera, <b>June</b> & \\"after\\"")\n\nAfter',
    );
    expect(html).toBe(
      '<p>Before</p>\n<figure><img src="/p.webp" alt="Girls at the pump" loading="lazy" decoding="async" />' +
        '<figcaption>Phulera, &lt;b&gt;June&lt;/b&gt; &amp; "after"</figcaption></figure>\n<p>After</p>',
    );
    // Inside a sentence a picture stays inline (a figure may not sit in a paragraph), its caption a tooltip.
    expect(await renderMarkdown('See ![a](/a.png "t") here')).toBe(
      '<p>See <img src="/a.png" alt="a" title="t" loading="lazy" decoding="async" /> here</p>',
    );
    // Without a caption: no figure.
    expect(await renderMarkdown("![a](/a.png)")).toBe(
      '<p><img src="/a.png" alt="a" loading="lazy" decoding="async" /></p>',
    );
  });
});
