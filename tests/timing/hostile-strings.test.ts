/**
 * One request must not freeze the site: every text field of every visitor route
 * gets a value of about 1 MB built to make a backtracking pattern explode ("a@"
 * followed by dots, then "@"), over a real socket. The answer is a 400 (413 for a
 * multipart field cut short), and what it costs is small: the CPU time this process
 * (client and server both: the server runs in it) spends from sending the request to
 * reading the answer. No more CPU than that, no longer a stall of the event loop
 * that every other visitor would wait behind.
 *
 * CPU time, not time on the clock: beside a busy process the clock stretches whatever
 * is measured (a run of `npm test` beside `sha256sum /dev/zero` and a soak run failed
 * here on a /api/health answer of 75 ms against 50), while the CPU a request costs
 * barely moves. The old e-mail pattern took 36 s on a 256 KB value: the limit below
 * fails on it by orders of magnitude; the best of three tries absorbs a garbage
 * collection landing in one. The file runs in the "timing" project, alone, after
 * every other test file (vitest.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, listenOnLoopback, type TestApp } from "../support/test-app.ts";

/** Just under the default body limit (1 MiB), so the body parser lets it through to validation. */
const HOSTILE = `a@${".".repeat(1_000_000)}@`;
/**
 * CPU time (user and system, every thread of the process) from sending to the answer
 * read: 4-9 ms for most fields here, up to 32 for the first of a kind (its code not
 * yet optimised). The old pattern took 36,000 ms.
 */
const CPU_WITHIN_MS = 100;

const getInTouch = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.in",
  phone: "+91 98765 00000",
  interest: "volunteer",
  message: "I would like to teach on weekends.",
};
const contactUs = { ...getInTouch, interest: undefined, subject: "partnership", consent: "true" };
const application = {
  type: "volunteer",
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "+91 98765 11111",
  age: "24",
  address: "Jaipur",
  education: "graduate",
  experience: "Taught at a community school.",
  availability: "weekends",
  interests: "Education & Teaching",
  motivation: "I want to help children read.",
};

const json = (payload: object) => () => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(payload),
});

interface Timed {
  status: number;
  body: { success?: boolean; message?: string };
  cpuMs: number;
}

describe("hostile text on visitor routes", () => {
  let t: TestApp;
  let base: string;
  let formId: string;

  beforeAll(async () => {
    // Limits high enough that this file's many requests are all judged on their content.
    t = await createTestApp({ VISITOR_SUBMIT_MAX: "10000", LOGIN_MAX_FAILURES: "10000" });
    base = await listenOnLoopback(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/custom-forms",
      headers: await adminAuth(t),
      payload: {
        title: "Hostile",
        fields: [
          { id: "name", label: "Name", type: "text", required: true },
          { id: "mail", label: "E-mail", type: "email", required: true },
          { id: "phone", label: "Phone", type: "phone" },
          { id: "about", label: "About", type: "textarea" },
        ],
      },
    });
    formId = created.json().data.id;
    // A first request warms the JIT and the connection pool; it is not measured.
    await fetch(`${base}/api/contact`, { method: "POST", ...json({ ...getInTouch, firstName: HOSTILE })() });
  });
  afterAll(() => t.close());

  /** Sends one request; answers its status, body and the CPU time it cost. */
  async function timed(path: string, init: RequestInit): Promise<Timed> {
    const before = process.cpuUsage();
    const res = await fetch(base + path, { method: "POST", ...init });
    const body = (await res.json()) as Timed["body"];
    const cpu = process.cpuUsage(before);
    return { status: res.status, body, cpuMs: (cpu.user + cpu.system) / 1000 };
  }

  /** The best of three tries: a garbage collection can land in one, a backtracking pattern does not recover. */
  async function bestOfThree(path: string, init: () => RequestInit) {
    let best = await timed(path, init());
    for (let attempt = 1; attempt < 3 && best.cpuMs >= CPU_WITHIN_MS; attempt++) {
      const next = await timed(path, init());
      if (next.cpuMs < best.cpuMs) best = next;
    }
    return best;
  }

  const cases: [string, string, () => object][] = [
    ...Object.keys(getInTouch).map((field): [string, string, () => object] => [
      `Get In Touch ${field}`,
      "/api/contact",
      () => ({ ...getInTouch, [field]: HOSTILE }),
    ]),
    ...["firstName", "lastName", "email", "phone", "message", "subject", "consent"].map(
      (field): [string, string, () => object] => [
        `Contact Us ${field}`,
        "/api/contact",
        () => ({ ...contactUs, [field]: HOSTILE }),
      ],
    ),
    ["sign-in username", "/api/auth/login", () => ({ username: HOSTILE, password: "x".repeat(20) })],
    ["sign-in password", "/api/auth/login", () => ({ username: "admin", password: HOSTILE })],
  ];

  it.each(cases)("%s: a 1 MB value is answered 400 for little CPU", async (_name, path, payload) => {
    const answer = await bestOfThree(path, json(payload()));
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.cpuMs).toBeLessThan(CPU_WITHIN_MS);
  });

  // A multipart field over its length limit arrives cut short, so it is refused whole as 413 (decision 057).
  it.each(Object.keys(application))("application %s: a 1 MB value is answered 413 for little CPU", async (field) => {
    const multipart = () => {
      const { payload, headers } = multipartBody({ ...application, [field]: HOSTILE });
      return { headers, body: new Uint8Array(payload) };
    };
    const answer = await bestOfThree("/api/applications", multipart);
    expect(answer.status).toBe(413);
    expect(answer.body.success).toBe(false);
    expect(answer.cpuMs).toBeLessThan(CPU_WITHIN_MS);
  });

  it.each(["name", "mail", "phone", "about"])(
    "custom-form answer %s: a 1 MB value is answered 400 for little CPU",
    async (id) => {
      const payload = {
        clientId: `hostile-${id}-${Math.random().toString(36).slice(2, 10)}`,
        values: { name: "Asha", mail: "asha@example.in", [id]: HOSTILE },
      };
      const answer = await bestOfThree(`/api/custom-forms/${formId}/responses`, json(payload));
      expect(answer.status).toBe(400);
      expect(answer.cpuMs).toBeLessThan(CPU_WITHIN_MS);
    },
  );
});
