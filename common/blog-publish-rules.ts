/**
 * What a post needs before visitors may read it (issue 43): a draft is saved with
 * a title alone, but publishing (or scheduling) needs the excerpt and the content,
 * with the specification's own message (spec 5), and every picture in the text
 * described ("Picture 2 needs alt text"). The editor checks it before sending
 * (blog-form.ts) and the server again before storing (blog-service.ts).
 */
import { firstUndescribedPicture } from "./blog-pictures.ts";
import { blogMessages } from "./messages/blog.ts";

const v = blogMessages.validation;

export interface PublishRefusal {
  /** The whole answer: the spec's message for missing fields, else the picture's. */
  message: string;
  /** Per field, for the form (the picture's under "content": the API has no field per picture). */
  errors: Partial<Record<"excerpt" | "content", string>>;
  /** The picture without alt text, when that is what stops it. */
  picture?: number;
}

export function publishRefusal(post: { excerpt: string; content: string }): PublishRefusal | undefined {
  const errors: PublishRefusal["errors"] = {};
  if (!post.excerpt.trim()) errors.excerpt = v.excerptRequired;
  if (!post.content.trim()) errors.content = v.contentRequired;
  if (errors.excerpt || errors.content) return { message: v.modalRequired, errors };
  const picture = firstUndescribedPicture(post.content);
  if (!picture) return undefined;
  const message = v.pictureNeedsAlt(picture.number);
  return { message, errors: { content: message }, picture: picture.number };
}
