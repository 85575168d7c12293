/** A post's body: HTML the server rendered from Markdown and sanitised (server/services/markdown-renderer.ts). */
export function BlogContent({
  html,
  lang,
}: {
  html: string;
  /** The post's language, when it is not the page's. */
  lang?: string;
}) {
  return (
    <div
      lang={lang}
      className="blog-content"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by DOMPurify with an allowlist
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
