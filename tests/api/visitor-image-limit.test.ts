/**
 * Pixel limits by who uploads (issue 40): a visitor's image in a custom form's
 * file answer may have fewer pixels than the admin's gallery photos, since anyone
 * can send one and decoding it costs CPU and memory in proportion.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "#common/messages/uploads";
import { uploadLimits } from "#common/upload-limits";
import { type MultipartFile, multipartBody } from "../support/multipart-body.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";

/** A JPEG of one colour: many pixels, few bytes (6400 x 4700 is about 180 KB). */
const plainJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7d5c" } })
    .jpeg()
    .toBuffer();

// 30 MP: over a visitor's limit, under staff's.
const BIG = { width: 6400, height: 4700 };
const visitorMegapixels = Math.round(uploadLimits.maxVisitorPixels / 1_000_000);

describe("pixel limits by uploader", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let formId: string;
  let big: Buffer;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await signIn(t);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/custom-forms",
      headers: auth,
      payload: {
        title: "Photo competition",
        description: "Send us your best photo of the centre.",
        category: "Program",
        fields: [
          { id: "name", label: "Full name", type: "text", required: true },
          { id: "photo", label: "Photo", type: "file", required: true },
        ],
      },
    });
    expect(form.statusCode).toBe(201);
    formId = form.json().data.id;
    big = await plainJpeg(BIG.width, BIG.height);
  });
  afterAll(() => t.close());

  const answerWith = (file: MultipartFile) => {
    const response = { clientId: `client-${Date.now()}-${++counter}`, values: { name: "Asha" } };
    const { payload, headers } = multipartBody({ response: JSON.stringify(response) }, [file]);
    return t.app.inject({
      method: "POST",
      url: `/api/custom-forms/${formId}/responses`,
      payload,
      headers,
      remoteAddress: "10.4.4.4",
    });
  };
  const count = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

  it("uses a photo over a visitor's limit and under staff's", () => {
    expect(BIG.width * BIG.height).toBeGreaterThan(uploadLimits.maxVisitorPixels);
    expect(BIG.width * BIG.height).toBeLessThanOrEqual(uploadLimits.maxPixels);
  });

  it("refuses a visitor's 30-megapixel photo with 413 and a message naming the file and the limit", async () => {
    const res = await answerWith({ field: "photo", filename: "centre.jpg", contentType: "image/jpeg", data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(uploadMessages.tooManyPixels("centre.jpg", visitorMegapixels));
    expect(res.json().message).toContain(`more than ${visitorMegapixels} megapixels`);
    // Nothing is kept: no response, no file.
    expect(await count(sql`select count(*)::int as n from form_responses`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from stored_files where key like 'form-answers/%'`)).toBe(0);
  });

  it("takes the same 30-megapixel photo from the admin for the gallery", async () => {
    const { payload, headers } = multipartBody({ title: "The centre from above" }, [
      { field: "images", filename: "centre.jpg", contentType: "image/jpeg", data: big },
    ]);
    const res = await t.app.inject({ method: "POST", url: "/api/gallery", payload, headers: { ...headers, ...auth } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.images[0]).toMatchObject({ width: BIG.width, height: BIG.height });
  });
});
