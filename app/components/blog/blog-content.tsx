/** A post's body: HTML the server rendered from Markdown and sanitised (server/services/markdown-renderer.ts). */
export function BlogContent({ html }: { html: string }) {
  return (
    <div
      className="blog-content"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by DOMPurify with an allowlist
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
