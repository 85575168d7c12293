/**
 * Content for scripts that measure the built site (bench, lighthouse): signs in
 * as the administrator and adds posts, gallery items and forms through the
 * public API, as the admin area would, so what is measured went through the
 * real upload pipeline and the real cache invalidation.
 */
import sharp from "sharp";
import { photoJpeg } from "../tests/support/test-images.ts";

export interface AdminCredentials {
  username: string;
  password: string;
}

/** A signed-in client of the site's API. */
export interface SeedClient {
  base: string;
  authorization: string;
}

export async function signIn(base: string, admin: AdminCredentials): Promise<SeedClient> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`signing in to seed content failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return { base, authorization: `Bearer ${token}` };
}

async function send(client: SeedClient, what: string, path: string, body: FormData | object): Promise<unknown> {
  const json = !(body instanceof FormData);
  const res = await fetch(`${client.base}${path}`, {
    method: "POST",
    headers: { authorization: client.authorization, ...(json && { "content-type": "application/json" }) },
    body: json ? JSON.stringify(body) : body,
  });
  if (res.status !== 201) throw new Error(`seeding ${what} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

const jpegBlob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });

export function seedPost(i: number, image?: string) {
  return {
    title: `Benchmark post ${i}`,
    excerpt: "A short summary of what happened in the field this week.",
    content: `## Week ${i}\n\nChildren in **Jaipur** learned fractions.\n\n${"A paragraph about the week's work with the community. ".repeat(30)}\n\n- one\n- two\n- three\n`,
    author: "Bench",
    tags: ["education", "bench"],
    featured: i <= 2,
    ...(image && { image }),
  };
}

/**
 * `count` posts; with `cover`, post i gets the cover made by `cover(i)`, uploaded as
 * the editor does. Answers their slugs, in order.
 */
export async function seedPosts(
  client: SeedClient,
  count: number,
  cover?: (i: number) => Promise<Buffer>,
): Promise<string[]> {
  const slugs: string[] = [];
  for (let i = 1; i <= count; i++) {
    let image: string | undefined;
    if (cover) {
      const form = new FormData();
      form.append("image", jpegBlob(await cover(i)), `cover-${i}.jpg`);
      image = ((await send(client, "a cover", "/api/blogs/cover", form)) as { data: { image: string } }).data.image;
    }
    const post = (await send(client, "a post", "/api/blogs", seedPost(i, image))) as { data: { slug: string } };
    slugs.push(post.data.slug);
  }
  return slugs;
}

/** `count` gallery items of one photo each, photo i made by `photo(i)`. */
export async function seedGallery(client: SeedClient, count: number, photo: (i: number) => Promise<Buffer>) {
  for (let i = 1; i <= count; i++) {
    const form = new FormData();
    form.set("title", `Field visit ${i}`);
    form.set("description", "Children and teachers at a learning centre.");
    form.set("category", ["education", "women-empowerment", "environment"][i % 3] ?? "education");
    form.set("location", "Jaipur");
    form.append("images", jpegBlob(await photo(i)), `visit-${i}.jpg`);
    await send(client, "a gallery item", "/api/gallery", form);
  }
}

/** Three external form links and one custom form with a field of each common kind (for /forms); answers the custom form's id. */
export async function seedForms(client: SeedClient): Promise<string> {
  const categories = ["Volunteer", "Program", "Feedback"] as const;
  for (const [i, category] of categories.entries()) {
    await send(client, "a form link", "/api/external-forms", {
      title: `${category} form ${i + 1}`,
      description: "Tell us how you would like to help; it takes five minutes.",
      link: `https://forms.example.org/${category.toLowerCase()}`,
      category,
    });
  }
  const form = (await send(client, "a custom form", "/api/custom-forms", {
    title: "Workshop feedback",
    description: "How was the teachers' workshop?",
    category: "Feedback",
    fields: [
      { id: "name", label: "Your name", type: "text", required: true },
      { id: "email", label: "E-mail", type: "email", required: false },
      { id: "rating", label: "Rating", type: "select", required: true, options: ["Good", "Fair", "Poor"] },
      { id: "notes", label: "Anything else?", type: "textarea", required: false },
    ],
  })) as { data: { id: string } };
  return form.data.id;
}

/** A flat single-colour JPEG: tiny, for runs that measure the server rather than images. */
export function flatJpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a7d5c" } })
    .jpeg()
    .toBuffer();
}

/**
 * Camera-sized JPEGs (3000x2000 by default) that compress like photographs: a
 * scene with grain at three scales, so each resized variant weighs about what a
 * real photo's would (a flat test image would make every page look light). The
 * grain is made once; each photo differs by its colours and caption, so no two
 * share bytes (the pipeline stores equal uploads once).
 */
export function photoMaker(width = 3000, height = 2000): (i: number) => Promise<Buffer> {
  let grain: Promise<Buffer[]> | undefined;
  const layer = async (scale: number, sigma: number) => {
    const small = { width: Math.round(width / scale), height: Math.round(height / scale), channels: 3 as const };
    const noise = await sharp({
      create: { ...small, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
    })
      .png()
      .toBuffer();
    return sharp(noise).resize(width, height, { kernel: "cubic" }).png().toBuffer();
  };
  const palettes: [string, string][] = [
    ["#f59e0b", "#0f766e"],
    ["#38bdf8", "#166534"],
    ["#fb7185", "#1e3a8a"],
    ["#fde68a", "#7c2d12"],
  ];
  return async (i) => {
    grain ??= Promise.all([layer(1, 14), layer(5, 30), layer(25, 50)]);
    const scene = await photoJpeg({ width, height, colors: palettes[i % palettes.length], label: `Visit ${i}` });
    return sharp(scene)
      .composite((await grain).map((input) => ({ input, blend: "overlay" as const })))
      .jpeg({ quality: 85 })
      .toBuffer();
  };
}
