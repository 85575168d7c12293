/**
 * The page editor's preview: the content rendered by the server's own renderer
 * (POST /api/blogs/preview), shown with the post page's typography; like the post
 * page, no excerpt above it (the excerpt is for cards and link previews, issue 43).
 */
import { useEffect, useRef, useState } from "react";
import { BlogContent } from "~/components/blog/blog-content";
import { BlogCover } from "~/components/blog/blog-cover";
import { blogAdminText } from "~/content/admin/blog";
import { apiRequest } from "~/lib/api-client";

const text = blogAdminText.editor;

type PreviewState = { status: "loading" } | { status: "ready"; html: string } | { status: "failed" };

export function BlogPreview({ title, image, content }: { title: string; image: string | null; content: string }) {
  const [state, setState] = useState<PreviewState>({ status: "loading" });
  // Switching back and forth without changing the text asks the server only once.
  const last = useRef<{ content: string; html: string } | null>(null);

  useEffect(() => {
    if (!content.trim()) return;
    if (last.current?.content === content) {
      setState({ status: "ready", html: last.current.html });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    apiRequest<{ data: { html: string } }>("/blogs/preview", {
      method: "POST",
      body: { content },
      signal: controller.signal,
      timeoutMs: 20_000,
    })
      .then((answer) => {
        last.current = { content, html: answer.data.html };
        setState({ status: "ready", html: answer.data.html });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [content]);

  return (
    <div
      aria-live="polite"
      aria-busy={state.status === "loading"}
      className="min-h-96 rounded-xl border border-slate-200 bg-white px-4 py-5 sm:px-8 sm:py-8"
    >
      {title && (
        <p className="text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</p>
      )}
      {title && !image && <hr className="my-6 border-slate-200" />}
      {image && <BlogCover image={image} sizes="(min-width: 768px) 768px, 100vw" className="my-6 rounded-xl" />}
      {!content.trim() ? (
        <p className="text-slate-500">{text.previewEmpty}</p>
      ) : state.status === "ready" ? (
        <BlogContent html={state.html} />
      ) : state.status === "failed" ? (
        <p role="alert" className="text-red-700">
          {text.previewFailed}
        </p>
      ) : (
        <p className="text-slate-500">{text.previewLoading}</p>
      )}
    </div>
  );
}
