/**
 * /api/blogs (spec 7). Reading is open to everyone; writing and the editor's
 * preview need the admin token. Without `page` or `limit` the list answers the
 * specified `{ success, data: [...] }`; with them it adds `pagination`.
 * POST /api/blogs/cover takes a cover image (multipart, field "image") and answers
 * the URL to put in the post's `image`. DELETE moves a post to the Trash; the
 * Trash is /api/blog-trash (admin only): its list, restore, and delete for good.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiSuccessSchema } from "#common/api";
import { blogMessages as messages } from "#common/messages/blog";
import {
  blogAdminListQuery,
  blogAdminPageView,
  blogListQuery,
  blogListResponse,
  blogPostView,
  blogPreviewRequest,
  blogWriteRequest,
  renderedBlogPostView,
  trashedBlogPostView,
  uploadedCoverView,
} from "#common/schemas/blog";
import type { Permission } from "#common/staff-roles";
import type { BlogRow } from "../services/blog-service.ts";
import type { AppServices } from "../services/index.ts";
import { validationFailure } from "./error-handler.ts";
import { HttpError, ok } from "./http-error.ts";
import { readMultipart } from "./multipart-upload.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { adminOf, recogniseAdmin, requireAdmin } from "./require-admin.ts";

const idParams = z.object({ id: z.string().min(1).max(300) });
const slugParams = z.object({ slug: z.string().min(1).max(300) });
const tags = ["blogs"];
export const COVER_FIELD = "image";

const notFound = () => new HttpError(404, messages.api.notFound);
const postAnswer = apiSuccessSchema(blogPostView);
const addressConflict = errorResponse(
  "The address (`slug`) is another post's, or the post is public and keeps its own",
);
const idAnswer = apiSuccessSchema(z.object({ id: z.string() }));
const renderedPost = jsonResponse("The post, with its content as HTML", apiSuccessSchema(renderedBlogPostView));

export const blogRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    // Signed-in reads (never cached: they carry Authorization) include drafts and scheduled posts.
    const adminSees = { onRequest: recogniseAdmin(services, "posts.read") };
    const { blogs } = services;
    await api.register(fastifyMultipart);

    /** A single post as the API answers it: the row plus its content rendered to safe HTML. */
    const withHtml = async (post: BlogRow | undefined) => {
      if (!post) throw notFound();
      return ok({ ...post, html: await blogs.renderContent(post) });
    };

    api.get(
      "/blogs",
      {
        ...adminSees,
        config: { publicCache: true },
        schema: {
          summary:
            "Published posts, newest first: title search, tag, featured, paging. With the admin's token and no filter, every post: drafts (`published: false`) and scheduled ones (`publishedAt` ahead) too",
          tags,
          querystring: blogListQuery,
          response: { 200: jsonResponse("The posts (with `pagination` when paged)", blogListResponse) },
        },
      },
      async (request) => {
        const query = request.query;
        const unfiltered = Object.values(query).every((value) => value === undefined);
        if (request.admin && unfiltered) return ok(await blogs.list());
        const result = await blogs.search(query);
        if (query.page === undefined && query.limit === undefined) return ok(result.items);
        return {
          ...ok(result.items),
          pagination: {
            page: result.page,
            limit: result.limit,
            total: result.total,
            totalPages: Math.max(1, Math.ceil(result.total / result.limit)),
          },
        };
      },
    );

    api.get(
      "/blog-list",
      {
        ...may("posts.read"),
        schema: {
          summary:
            "The Blogs tab's list (issue 46): one page of the posts outside the Trash, drafts and scheduled ones too, newest first, without their content; `q` is part of the title, `status` draft, scheduled, published (featured ones too) or featured. `total` and `featured` count the whole list, `matching` what `q` and `status` match",
          tags,
          querystring: blogAdminListQuery,
          response: { 200: jsonResponse("A page of posts", apiSuccessSchema(blogAdminPageView)) },
        },
      },
      async (request) => ok(await blogs.adminPage(request.query)),
    );

    api.get(
      "/blogs/slug/:slug",
      {
        config: { publicCache: true },
        schema: { summary: "A post by its slug", tags, params: slugParams, response: { 200: renderedPost } },
      },
      async (request) => withHtml(await blogs.findBySlug(request.params.slug)),
    );

    api.get(
      "/blogs/:id",
      {
        ...adminSees,
        config: { publicCache: true },
        schema: {
          summary: "A post by id (or slug); with the admin's token also a draft or a scheduled post (its preview)",
          tags,
          params: idParams,
          response: { 200: renderedPost },
        },
      },
      async (request) => {
        const { id } = request.params;
        return withHtml(await (request.admin ? blogs.findForAdmin(id) : blogs.find(id)));
      },
    );

    api.post(
      "/blogs",
      {
        ...may("posts.write"),
        schema: {
          summary:
            "Create a post: published at once, or a draft (`published: false`, which needs only a title), or scheduled (`publishedAt` ahead). Publishing needs the excerpt, the content and alt text for every picture in it. The address is made from the title, or from `slug`",
          tags,
          body: blogWriteRequest,
          response: { 201: jsonResponse("Created", postAnswer), 409: addressConflict },
        },
      },
      async (request, reply) => {
        const post = await blogs.create(request.body, await services.authorName.get(adminOf(request)));
        request.auditTarget = post.id;
        reply.code(201);
        return ok(post, messages.api.created);
      },
    );

    api.post(
      "/blogs/preview",
      {
        ...may("posts.write"),
        // A preview changes nothing: not for the audit log.
        config: { audit: false },
        schema: {
          summary: "Render Markdown as the post page will show it",
          tags,
          body: blogPreviewRequest,
          response: { 200: jsonResponse("The HTML", apiSuccessSchema(z.object({ html: z.string() }))) },
        },
      },
      async (request) => ok({ html: await blogs.preview(request.body.content) }),
    );

    api.post(
      "/blogs/cover",
      {
        ...may("posts.write"),
        schema: {
          summary: `Upload a cover image (multipart, one "${COVER_FIELD}" file: JPEG, PNG, WebP or GIF); answers its URL`,
          tags,
          consumes: ["multipart/form-data"],
          response: { 201: jsonResponse("Stored: the URLs to use", apiSuccessSchema(uploadedCoverView)) },
        },
      },
      async (request, reply) => {
        const upload = await readMultipart(request, {
          tempDir: services.media.spoolDir,
          fileFields: [COVER_FIELD],
          maxFiles: 1,
        });
        try {
          const [file] = upload.files;
          if (!file) {
            const errors = { [COVER_FIELD]: messages.cover.required };
            throw new HttpError(400, validationFailure(errors).message, errors);
          }
          const cover = await blogs.covers.upload(file, request.log);
          reply.code(201);
          return ok(cover, messages.cover.uploaded);
        } finally {
          await upload.cleanup();
        }
      },
    );

    api.put(
      "/blogs/:id",
      {
        ...may("posts.write"),
        schema: {
          summary:
            'Change a post (not one in the Trash). `slug` changes the address of a post visitors cannot read yet ("" makes it from the title)',
          tags,
          params: idParams,
          body: blogWriteRequest,
          response: { 200: jsonResponse("Changed", postAnswer), 409: addressConflict },
        },
      },
      async (request) => {
        const post = await blogs.update(request.params.id, request.body, request.log);
        if (!post) throw notFound();
        return ok(post, messages.api.updated);
      },
    );

    api.delete(
      "/blogs/:id",
      {
        ...may("posts.write"),
        schema: {
          summary: "Move a post to the Trash: hidden everywhere, restorable for 30 days, then deleted for good",
          tags,
          params: idParams,
          response: { 200: jsonResponse("In the Trash", idAnswer) },
        },
      },
      async (request) => {
        const post = await blogs.moveToTrash(request.params.id);
        if (!post) throw notFound();
        return ok({ id: post.id }, messages.api.deleted);
      },
    );

    api.get(
      "/blog-trash",
      {
        ...may("posts.read"),
        schema: {
          summary: "The posts in the Trash, the most recently deleted first, with the day each is deleted for good",
          tags,
          response: { 200: jsonResponse("The Trash", apiSuccessSchema(z.array(trashedBlogPostView))) },
        },
      },
      async () => ok(await blogs.trash()),
    );

    api.post(
      "/blog-trash/:id/restore",
      {
        ...may("posts.write"),
        schema: {
          summary: "Bring a post back from the Trash as it was (published, scheduled or a draft)",
          tags,
          params: idParams,
          response: { 200: jsonResponse("Restored", postAnswer) },
        },
      },
      async (request) => {
        const post = await blogs.restore(request.params.id);
        if (!post) throw new HttpError(404, messages.api.notInTrash);
        return ok(post, messages.api.restored(post.title));
      },
    );

    api.delete(
      "/blog-trash/:id",
      {
        ...may("posts.write"),
        schema: {
          summary: "Delete a post in the Trash for good, with its pictures (unless another post shows them)",
          tags,
          params: idParams,
          response: { 200: jsonResponse("Deleted for good", idAnswer) },
        },
      },
      async (request) => {
        const post = await blogs.deleteForever(request.params.id, request.log);
        if (!post) throw new HttpError(404, messages.api.notInTrash);
        return ok({ id: post.id }, messages.api.deletedForGood(post.title));
      },
    );
  };
