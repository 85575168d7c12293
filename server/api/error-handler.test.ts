import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerApiErrorHandling, registerApiNotFound } from "./error-handler.ts";
import { HttpError } from "./http-error.ts";

async function appWithRoutes() {
  const app = Fastify({ bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerApiErrorHandling(app);
  app.post("/echo", { schema: { body: z.object({ title: z.string().min(1, "Title is required") }) } }, async (req) => ({
    success: true,
    data: req.body,
  }));
  app.get("/boom", async () => {
    throw new Error("database exploded at /secret/path");
  });
  app.get("/gone", async () => {
    throw new HttpError(404, "Blog not found");
  });
  registerApiNotFound(app);
  await app.ready();
  return app;
}

describe("API error handling", () => {
  it("answers a schema failure with 400 naming the field and its message", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "POST", url: "/echo", payload: { title: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Validation errors: title: Title is required",
      errors: { title: "Title is required" },
    });
  });

  it("answers malformed JSON with 400", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "Malformed JSON in request body" });
  });

  it("answers a body over the limit with 413", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "POST", url: "/echo", payload: { title: "x".repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: "Request body is too large" });
  });

  it("answers an unsupported content type with 415", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/x-weird" },
      payload: "x",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it("keeps the status and message of an HttpError", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/gone" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "Blog not found" });
  });

  it("answers the unexpected with 500 and a request id, never the error's text", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.requestId).toBe(res.headers["x-request-id"] ?? body.requestId);
    expect(body.message).toContain(body.requestId);
    expect(res.body).not.toContain("exploded");
    expect(res.body).not.toContain("/secret/path");
  });

  it("answers unknown paths with a JSON 404", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "DELETE", url: "/no/such/thing?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "No API route for DELETE /no/such/thing" });
  });
});
