/**
 * A site with something in as many tables as the API reaches, made through the API as
 * the staff and visitors make it: posts (one with a cover, a draft, one in the Trash),
 * a gallery item of two photos, a form link, a custom form with two responses, a
 * message, an application with a résumé, a subscription, a newsletter issue, a request
 * about personal data and an invited editor. For the backup test and the upgrade
 * fixture (scripts/upgrade-fixture.ts).
 */
import type { FastifyInstance } from "fastify";
import { multipartBody } from "./multipart-body.ts";
import { samplePdf } from "./sample-files.ts";
import { photoJpeg } from "./test-images.ts";

/** The parsed body of an answer that succeeded; a seed step that fails stops with its label. */
export async function ok(label: string, res: { statusCode: number; body: string }) {
  if (res.statusCode >= 300) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body || "{}");
}

export async function seedSite(app: FastifyInstance, headers: { authorization: string }): Promise<void> {
  const post = (url: string, payload: object, extra: Record<string, string> = headers) =>
    app.inject({ method: "POST", url, payload, headers: extra });

  // Posts: two published, one draft, one in the Trash; one with a cover photo.
  const cover = multipartBody({}, [
    {
      field: "image",
      filename: "cover.jpg",
      contentType: "image/jpeg",
      data: await photoJpeg({ width: 800, height: 500, label: "cover" }),
    },
  ]);
  const uploaded = await app.inject({
    method: "POST",
    url: "/api/blogs/cover",
    payload: cover.payload,
    headers: { ...cover.headers, ...headers },
  });
  const coverUrl = uploaded.statusCode < 300 ? JSON.parse(uploaded.body).data?.image : undefined;
  console.log("cover upload", uploaded.statusCode, coverUrl ?? uploaded.body.slice(0, 200));
  for (const [title, status] of [
    ["Cricket camp", "published"],
    ["Library opens", "published"],
    ["Draft: rains", "draft"],
    ["Old notice", "published"],
  ] as const) {
    const made = await ok(
      title,
      await post("/api/blogs", {
        title,
        excerpt: "Short.",
        content: "Some **words** and a [link](https://example.org).",
        tags: ["News", "Jaipur"],
        status,
        ...(coverUrl && title === "Cricket camp" ? { image: coverUrl } : {}),
      }),
    );
    if (title === "Old notice")
      await ok("trash", await app.inject({ method: "DELETE", url: `/api/blogs/${made.data.id}`, headers }));
  }
  // Gallery: one item of two photos.
  const photos = multipartBody({ title: "Annual day", category: "education" }, [
    {
      field: "images",
      filename: "a.jpg",
      contentType: "image/jpeg",
      data: await photoJpeg({ width: 900, height: 600, label: "one" }),
    },
    {
      field: "images",
      filename: "b.jpg",
      contentType: "image/jpeg",
      data: await photoJpeg({ width: 900, height: 600, label: "two" }),
    },
  ]);
  await ok(
    "gallery",
    await app.inject({
      method: "POST",
      url: "/api/gallery",
      payload: photos.payload,
      headers: { ...photos.headers, ...headers },
    }),
  );
  // Forms: a link, a custom form with two responses.
  await ok(
    "external form",
    await post("/api/external-forms", {
      title: "Volunteer Application",
      description: "Teach.",
      link: "https://forms.gle/volunteer",
    }),
  );
  const form = await ok(
    "custom form",
    await post("/api/custom-forms", {
      title: "Volunteer sign-up",
      description: "Tell us.",
      category: "Volunteer",
      fields: [{ id: "name", label: "Full name", type: "text", required: true }],
    }),
  );
  for (const name of ["Priya", "Arjun"])
    await ok(
      "response",
      await post(`/api/custom-forms/${form.data.id}/responses`, { clientId: `client-${name}`, values: { name } }, {}),
    );
  // What visitors send: a message, an application with a résumé, a subscription.
  await ok(
    "contact",
    await post(
      "/api/contact",
      {
        firstName: "Meena",
        lastName: "Iyer",
        email: "meena@example.in",
        phone: "",
        interest: "volunteer",
        message: "I would like to help.",
        updates: true,
      },
      {},
    ),
  );
  const application = multipartBody(
    {
      type: "internship",
      firstName: "Rahul",
      lastName: "Verma",
      email: "rahul@example.in",
      phone: "+91 98765 00000",
      age: "21",
      address: "Malviya Nagar, Jaipur",
      education: "undergraduate",
      experience: "Tutoring.",
      availability: "weekends",
      interests: ["Education & Teaching"],
      motivation: "To help.",
    },
    [{ field: "resume", filename: "cv.pdf", contentType: "application/pdf", data: samplePdf() }],
  );
  await ok(
    "application",
    await app.inject({
      method: "POST",
      url: "/api/applications",
      payload: application.payload,
      headers: application.headers,
    }),
  );
  await ok(
    "subscribe",
    await app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "asha@example.in" },
      remoteAddress: "203.0.113.7",
    }),
  );
  // The staff's: a newsletter issue, a privacy request, a staff member.
  await ok(
    "issue",
    await post("/api/newsletter/issues", { subjectEn: "News from the field", bodyEn: "Hello **all**." }),
  );
  await ok(
    "privacy request",
    await post("/api/privacy-requests", {
      kind: "copy",
      name: "Ravi",
      contact: "ravi@example.in",
      receivedOn: "2026-11-20",
    }),
  );
  await ok("staff", await post("/api/staff", { name: "Sunita Editor", email: "sunita@example.org", role: "editor" }));
}
