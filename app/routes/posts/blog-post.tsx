/**
 * /blog/{slug} (spec 2.21): title, excerpt, author, date, Share, tags, content and
 * a call to action; 'Blog Post Not Found' with a 404 status when there is no such
 * post. Its own title, description and Open Graph tags make a shared link preview well.
 */
import { data } from "react-router";
import { blogCoverHash } from "#common/blog";
import { blogMessages } from "#common/messages/blog";
import { BlogArticle } from "~/components/blog/blog-article";
import { blogRssLink } from "~/components/blog/blog-rss-link";
import { ButtonLink } from "~/components/ui/button-link";
import { CtaBand } from "~/components/ui/cta-band";
import { Icon } from "~/components/ui/icon";
import { blogText } from "~/content/blog";
import { href } from "~/content/paths";
import { blogWords } from "~/i18n/hindi-site-words.server";
import { translatedForMeta, useTranslated, wordsFor } from "~/i18n/words";
import { blogPostingJsonLd } from "~/lib/blog-posting-json-ld";
import { pageMeta } from "~/lib/meta";
import { jsonForScript } from "~/lib/organization-json-ld";
import { DEFAULT_SHARE_IMAGE_PATH, postShareImagePath } from "~/lib/share-image";
import { siteForRequest } from "~/lib/site.server";
import { publishedDay } from "~/lib/site-time";
import type { Route } from "./+types/blog-post";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { blogs } = context.services;
  const words = wordsFor(request, blogWords);
  try {
    const post = await blogs.findBySlug(params.slug);
    if (!post) return data({ words, post: null }, { status: 404 });
    // A stored cover makes the post's own preview picture; otherwise the site's.
    const shareImage = blogCoverHash(post.image) ? postShareImagePath(post.slug) : DEFAULT_SHARE_IMAGE_PATH;
    const publishedAt = (post.publishedAt ?? post.createdAt).toISOString();
    return {
      words,
      post: {
        shareImage,
        jsonLd: jsonForScript(
          blogPostingJsonLd(
            { ...post, image: `${context.origin}${shareImage}`, publishedAt, updatedAt: post.updatedAt.toISOString() },
            await siteForRequest(context, request),
            context.origin,
          ),
        ),
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        tags: post.tags,
        image: post.image,
        language: post.language,
        publishedAt,
        publishedOn: publishedDay(post, context.services.config.site.timeZone),
        updatedAt: post.updatedAt.toISOString(),
        html: await blogs.renderContent(post),
      },
    };
  } catch (error) {
    // Spec 8: a post that cannot be loaded shows as not found (with an honest status).
    context.log.error({ err: error }, "blog post failed to load");
    return data({ words, post: null }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) {
    const { notFound } = translatedForMeta(blogMessages, "blogMessages", args);
    return [{ title: notFound.heading }, { name: "robots", content: "noindex" }, blogRssLink(args)];
  }
  return [
    ...pageMeta({ title: post.title, description: post.excerpt }, args, {
      image: post.shareImage,
      imageAlt: post.title,
      type: "article",
    }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:author", content: post.author },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    // The feed of the page's language, named in it.
    blogRssLink(args),
  ];
};

function NotFound() {
  const text = useTranslated(blogText, "blogText").post;
  const { notFound } = useTranslated(blogMessages, "blogMessages");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{notFound.heading}</h1>
      <p className="mt-5 text-lg leading-relaxed text-slate-600">{notFound.text}</p>
      <ButtonLink to={href("blog")} variant="secondary" className="mt-10">
        <Icon name="arrow-left" className="size-4" />
        {text.backToBlog}
      </ButtonLink>
    </section>
  );
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const text = useTranslated(blogText, "blogText").post;
  const { post } = loaderData;
  if (!post) return <NotFound />;
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from the post, "<" escaped by jsonForScript
        dangerouslySetInnerHTML={{ __html: post.jsonLd }}
      />
      <BlogArticle post={post} />
      <CtaBand
        heading={text.ctaHeading}
        text={text.ctaText}
        actions={
          <>
            <ButtonLink to={href("getInTouch")}>{text.ctaGetInTouch}</ButtonLink>
            <ButtonLink to={href("workWithUs")} variant="light">
              {text.ctaWorkWithUs}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
