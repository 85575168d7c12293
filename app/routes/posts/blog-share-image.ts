/** /blog/{slug}/share-image.jpg: a post's cover cropped to 1200x630 for link previews; 404 without a cover. */
import { data } from "react-router";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { shareImageResponse } from "~/lib/share-image";
import type { Route } from "./+types/blog-share-image";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blogs, shareImages } = context.services;
  const post = await blogs.findBySlug(params.slug);
  const image = post ? await shareImages.fromCover(post.image) : undefined;
  if (!image) throw data("Not Found", { status: 404 });
  return shareImageResponse(image, "image/jpeg", PUBLIC_CACHE_CONTROL);
}
