/**
 * A generated fuzz run over the API (issue 15), driven by the OpenAPI document the
 * server publishes (/api/openapi.json, itself made from the zod schemas): for every
 * operation, fast-check builds requests, anonymous and signed in, from the
 * operation's parameters and body schema, mixed with hostile variants (wrong types,
 * missing and extra fields, empty, 1 MB strings, NUL, lone surrogates, invalid
 * UTF-8, 10,000-level nesting, arrays for objects, huge and negative numbers, wrong
 * content types, broken multipart, path parameters with %00, %2e%2e, 10,000 chars).
 *
 * A request fails the run when the answer is a 5xx, the server is gone (a crash), the
 * status is not documented for the operation, or a JSON answer does not match the
 * schema documented for its status. Requests go over real sockets with node:http,
 * so paths are sent exactly as generated (fetch would normalise `%2e%2e`).
 *
 * Used by `npm run fuzz` (scripts/fuzz.ts, thousands of requests) and by the short
 * run in tests/api/fuzz.test.ts.
 */
import { request as httpRequest } from "node:http";
import SwaggerParser from "@apidevtools/swagger-parser";
import { Ajv, type ValidateFunction } from "ajv";
import fc from "fast-check";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
  format?: string;
};

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  bodySchema?: JsonSchema;
  consumes: string[];
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What kind of input this is, for the failure report. */
  variant: string;
}

export interface FuzzFailure {
  operation: string;
  request: { method: string; path: string; variant: string; headers: Record<string, string>; body?: string };
  status: number | "no answer";
  reason: string;
  answer?: string;
}

export interface OperationCount {
  operation: string;
  requests: number;
  byStatus: Record<string, number>;
}

export interface FuzzResult {
  requests: number;
  operations: OperationCount[];
  failures: FuzzFailure[];
}

export interface FuzzOptions {
  baseUrl: string;
  /** Signs in (again) and answers a bearer token; the run signs in again after a fuzzed logout. */
  signIn: () => Promise<string>;
  /** Generated requests per operation. */
  runsPerOperation: number;
  seed?: number;
  /** True while the server process is alive: a request without answer fails as a crash when it is not. */
  serverAlive?: () => boolean;
}

// ---------------------------------------------------------------- hostile values

const MB = 1024 * 1024;
const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";

const hostileString = fc.oneof(
  fc.constant(""),
  fc.constant(" "),
  fc.constant(NUL),
  fc.string().map((s) => `${s}${NUL}${s}`),
  fc.constant(`a${LONE_SURROGATE}b`),
  fc.constant("\udc00"),
  fc.constant("x".repeat(10_000)),
  fc.constant("../../etc/passwd"),
  fc.constant("<script>alert(1)</script>"),
  fc.constant("' OR 1=1 --"),
  fc.constant("%00"),
  fc.string({ unit: "binary", maxLength: 40 }),
);

const hostileNumber = fc.oneof(
  fc.constant(-1),
  fc.constant(0),
  fc.constant(1e308),
  fc.constant(-1e308),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.constant(2 ** 31),
  fc.double({ noNaN: true }),
  fc.integer(),
);

/** A value of any JSON type: what "wrong type" looks like for any field. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A value for a schema: mostly of the right shape (so deeper checks are reached), sometimes hostile. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((option) => valueFor(option, depth + 1)));
  let valid: fc.Arbitrary<unknown>;
  const type = [schema.type].flat()[0];
  if (schema.enum && schema.enum.length > 0) valid = fc.constantFrom(...schema.enum);
  else if (type === "string")
    valid =
      schema.format === "date-time"
        ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
        : fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
  else if (type === "integer")
    valid = fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
  else if (type === "number") valid = fc.double({ noNaN: true, noDefaultInfinity: true });
  else if (type === "boolean") valid = fc.boolean();
  else if (type === "array") valid = fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
  else if (type === "object" || schema.properties) valid = objectFor(schema, depth + 1);
  else valid = anyJson;
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

/** An object for a schema: any subset of its properties (missing fields) and sometimes an extra one. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property, depth)]),
  );
  return fc
    .tuple(
      fc.record(properties, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.string({ maxLength: 12 }), anyJson), { freq: 4 }),
    )
    .map(([object, extra]) => (extra ? { ...object, [extra[0]]: extra[1] } : object));
}

function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** Whole-body variants of a JSON operation. */
function jsonBodies(schema: JsonSchema | undefined): fc.Arbitrary<{ variant: string; type?: string; body?: Buffer }> {
  const fromSchema = schema ? valueFor(schema) : anyJson;
  const firstField = Object.keys(schema?.properties ?? {})[0] ?? "field";
  return fc.oneof(
    { weight: 8, arbitrary: fromSchema.map((value) => ({ variant: "schema", body: json(value) })) },
    { weight: 1, arbitrary: fromSchema.map((value) => ({ variant: "array for object", body: json([value]) })) },
    { weight: 1, arbitrary: fc.constant({ variant: "empty body", body: Buffer.alloc(0) }) },
    { weight: 1, arbitrary: fc.constant({ variant: "no body" }) },
    { weight: 1, arbitrary: fc.constant({ variant: "malformed JSON", body: Buffer.from('{"a": ') }) },
    { weight: 1, arbitrary: fc.constant({ variant: "10,000-level nesting", body: Buffer.from(nested(10_000)) }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: "1 MB string",
        body: json({ [firstField]: "x".repeat(MB + 16) }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(NUL, LONE_SURROGATE).map((bad) => ({
        variant: bad === NUL ? "NUL in a field" : "lone surrogate in a field",
        body: json({ [firstField]: `a${bad}b` }),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: "invalid UTF-8",
        body: Buffer.concat([Buffer.from(`{"${firstField}":"`), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("text/plain", "application/xml", "application/x-www-form-urlencoded", "image/png", "nonsense")
        .map((type) => ({ variant: `content type ${type}`, type, body: Buffer.from("a=1&b=2") })),
    },
  );
}

function multipart(fields: Array<[string, string]>, files: Array<[string, string, Buffer]>, boundary: string) {
  const parts = [
    ...fields.map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap(([name, filename, data]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from("\r\n"),
    ]),
  ];
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

/** Whole-body variants of a multipart operation: generated fields and files, and broken multipart. */
function multipartBodies(fieldNames: string[]): fc.Arbitrary<{ variant: string; type?: string; body?: Buffer }> {
  const boundary = "fuzzboundary42";
  const type = `multipart/form-data; boundary=${boundary}`;
  const names = fc.constantFrom(...fieldNames, "website", "other");
  const fieldValue = fc.oneof(fc.string({ maxLength: 30 }), hostileString);
  const file = fc.tuple(
    names,
    fc.oneof(fc.constant("photo.jpg"), fc.constant("../../x.pdf"), fc.string({ maxLength: 20 })),
    fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.from("%PDF-1.4 not really")),
      fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
    ),
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.array(fc.tuple(names, fieldValue), { maxLength: 8 }), fc.array(file, { maxLength: 2 }))
        .map(([fields, files]) => ({ variant: "multipart", type, body: multipart(fields, files, boundary) })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: "multipart cut off",
        type,
        body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhal`),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ variant: "multipart without boundary", type: "multipart/form-data", body: json({}) }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: "multipart with a wrong boundary",
        type,
        body: multipart([["title", "x"]], [], "otherboundary"),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ variant: "JSON to a multipart route", type: "application/json", body: json({}) }),
    },
  );
}

/** Path parameter values: plausible ones and the hostile ones, sent raw (already escaped). */
const pathValue = fc.oneof(
  { weight: 3, arbitrary: fc.uuid().map((id) => id) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,30}$/) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "%00",
      "a%00b",
      "%2e%2e",
      "%2e%2e%2f%2e%2e%2fetc",
      "..",
      "%E0%A4%A",
      "%ED%A0%80",
      "%zz",
      "%FF",
    ),
  },
  { weight: 1, arbitrary: fc.constant("a".repeat(10_000)) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/**
 * Percent-encodes a value as a client would, and an unpaired surrogate (which
 * encodeURIComponent refuses) as the bytes a careless client sends for it.
 */
function encodeQueryValue(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => {
      if (part.length !== 1 || !/[\uD800-\uDFFF]/.test(part)) return encodeURIComponent(part);
      return "%ED%A0%80";
    })
    .join("");
}

/** Query values (raw, escaped): plausible, numbers, and hostile. */
function queryValue(schema: JsonSchema | undefined) {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: valueFor(schema).map((value) =>
        encodeQueryValue(typeof value === "string" ? value : (JSON.stringify(value) ?? "")),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%00", "%ED%A0%80", "-1", "0", "1e309", "99999999999999999999", "", "%zz"),
    },
    { weight: 1, arbitrary: fc.constant("q".repeat(10_000)) },
  );
}

// ---------------------------------------------------------------- the document

async function loadOperations(baseUrl: string) {
  const raw = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  const document = (await SwaggerParser.dereference(raw)) as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        bodySchema: content?.["application/json"]?.schema ?? content?.["multipart/form-data"]?.schema,
        consumes: Object.keys(content ?? {}),
        responses: operation.responses as Operation["responses"],
      });
    }
  }
  return operations;
}

/** Multipart field names an operation's summary and schema mention (the form's fields). */
const MULTIPART_FIELDS: Record<string, string[]> = {
  postApplications: [
    "type",
    "firstName",
    "lastName",
    "email",
    "phone",
    "age",
    "availability",
    "interests",
    "motivation",
    "resume",
  ],
  postGallery: ["title", "description", "category", "location", "date", "images", "alt"],
  postBlogsCover: ["image"],
  postCustomFormsByIdResponses: ["response", "q1", "file"],
};

/**
 * Hand-picked requests run first for every operation, signed in (so the guard lets
 * them through to the parsing and the handler): each hostile kind of input reaches
 * each operation at least once, whatever the random draw; the generated ones follow.
 */
function examplesFor(operation: Operation, token: string): FuzzRequest[] {
  const pathParams = operation.parameters.filter((p) => p.in === "path");
  const queryParams = operation.parameters.filter((p) => p.in === "query");
  const headers = { authorization: `Bearer ${token}` };
  const withPath = (value: string) =>
    pathParams.reduce((path, param) => path.replace(`{${param.name}}`, value), operation.path);
  const plainPath = withPath("00000000-0000-4000-8000-000000000000");
  const examples: FuzzRequest[] = [];
  if (pathParams.length > 0) {
    for (const value of ["%00", "a%00b", "%2e%2e", "%2e%2e%2f%2e%2e", "%ED%A0%80", "%E0%A4%A", "a".repeat(10_000)]) {
      examples.push({
        method: operation.method,
        path: withPath(value),
        headers,
        variant: `example: path ${value.slice(0, 20)}`,
      });
    }
  }
  for (const value of queryParams.length > 0 ? ["%00", "%ED%A0%80", "-1", "1e309", "q".repeat(10_000)] : []) {
    const query = queryParams.map((param) => `${param.name}=${value}`).join("&");
    examples.push({
      method: operation.method,
      path: `${plainPath}?${query}`,
      headers,
      variant: `example: query ${value.slice(0, 20)}`,
    });
  }
  if (["POST", "PUT", "PATCH"].includes(operation.method)) {
    const field = Object.keys(operation.bodySchema?.properties ?? {})[0] ?? "field";
    const bodies: Array<[string, Buffer, string]> = [
      ["NUL", json({ [field]: `a${NUL}b` }), "application/json"],
      ["lone surrogate", json({ [field]: `a${LONE_SURROGATE}b` }), "application/json"],
      [
        "invalid UTF-8",
        Buffer.concat([Buffer.from(`{"${field}":"`), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
        "application/json",
      ],
      ["10,000-level nesting", Buffer.from(nested(10_000)), "application/json"],
      ["1 MB string", json({ [field]: "x".repeat(MB + 16) }), "application/json"],
      ["array for object", json([{ [field]: "x" }]), "application/json"],
      ["wrong content type", Buffer.from("<a/>"), "application/xml"],
      [
        "broken multipart",
        Buffer.from('--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nhal'),
        "multipart/form-data; boundary=b",
      ],
    ];
    for (const [variant, body, type] of bodies) {
      examples.push({
        method: operation.method,
        path: plainPath,
        headers: { ...headers, "content-type": type },
        body,
        variant: `example: ${variant}`,
      });
    }
  }
  return examples;
}

function requestsFor(operation: Operation, token: () => string): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === "path");
  const queryParams = operation.parameters.filter((p) => p.in === "query");
  const path = fc
    .tuple(...pathParams.map(() => pathValue))
    .map((values) =>
      pathParams.reduce((path, param, i) => path.replace(`{${param.name}}`, values[i] ?? ""), operation.path),
    );
  const query = fc
    .tuple(...queryParams.map((param) => fc.option(queryValue(param.schema), { freq: 2 })))
    .map((values) =>
      queryParams
        .map((param, i) => (values[i] === null ? undefined : `${param.name}=${values[i]}`))
        .filter(Boolean)
        .join("&"),
    );
  const multipartRoute = operation.consumes.includes("multipart/form-data");
  const hasBody = ["POST", "PUT", "PATCH"].includes(operation.method);
  const body = !hasBody
    ? fc.constant({ variant: "no body" } as { variant: string; type?: string; body?: Buffer })
    : multipartRoute
      ? operation.consumes.includes("application/json")
        ? fc.oneof(multipartBodies(MULTIPART_FIELDS[operation.operationId] ?? []), jsonBodies(operation.bodySchema))
        : multipartBodies(MULTIPART_FIELDS[operation.operationId] ?? [])
      : jsonBodies(operation.bodySchema);
  const auth = fc.constantFrom("anonymous", "signed in", "bad token");
  return fc.tuple(path, query, body, auth).map(([path, query, body, who]) => {
    const headers: Record<string, string> = {};
    if (body.type ?? (body.body !== undefined && "application/json"))
      headers["content-type"] = body.type ?? "application/json";
    if (who === "signed in") headers.authorization = `Bearer ${token()}`;
    if (who === "bad token") headers.authorization = "Bearer not-a-token";
    return {
      method: operation.method,
      path: query ? `${path}?${query}` : path,
      headers,
      body: body.body,
      variant: `${who}, ${body.variant}`,
    };
  });
}

// ---------------------------------------------------------------- sending and checking

/** The ApiFailure shape, for answers Node gives before any route (431). */
const HTTP_LEVEL_ERROR = {
  "application/json": {
    schema: {
      type: "object",
      required: ["success", "message"],
      properties: { success: { enum: [false] }, message: { type: "string" } },
    } as JsonSchema,
  },
};

interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

function send(baseUrl: string, req: FuzzRequest): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: { ...req.headers, ...(req.body ? { "content-length": String(req.body.length) } : {}) },
        timeout: 30_000,
        // A fresh connection per request: a reused keep-alive socket the server just closed is the client's race, not a finding.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 30 s")));
    outgoing.on("error", reject);
    outgoing.end(req.body);
  });
}

function describeRequest(req: FuzzRequest): FuzzFailure["request"] {
  const body =
    req.body && req.body.length > 300
      ? `${req.body.subarray(0, 300).toString()}… (${req.body.length} bytes)`
      : req.body?.toString();
  const headers = { ...req.headers };
  if (headers.authorization?.startsWith("Bearer ") && headers.authorization !== "Bearer not-a-token")
    headers.authorization = "Bearer <token>";
  return {
    method: req.method,
    path: req.path.length > 300 ? `${req.path.slice(0, 300)}…` : req.path,
    variant: req.variant,
    headers,
    body,
  };
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const operations = await loadOperations(options.baseUrl);
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: JsonSchema) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    return validate;
  };

  let token = await options.signIn();
  const counts: OperationCount[] = [];
  const failures: FuzzFailure[] = [];
  let requests = 0;

  for (const [index, operation] of operations.entries()) {
    const name = `${operation.method} ${operation.path}`;
    const count: OperationCount = { operation: name, requests: 0, byStatus: {} };
    counts.push(count);

    const check = async (req: FuzzRequest): Promise<FuzzFailure | undefined> => {
      requests++;
      count.requests++;
      let answer: Answer;
      try {
        answer = await send(options.baseUrl, req);
      } catch (err) {
        count.byStatus["no answer"] = (count.byStatus["no answer"] ?? 0) + 1;
        const crashed = options.serverAlive && !options.serverAlive();
        return {
          operation: name,
          request: describeRequest(req),
          status: "no answer",
          reason: crashed ? "the server crashed" : `no answer: ${(err as Error).message}`,
        };
      }
      const status = String(answer.status);
      count.byStatus[status] = (count.byStatus[status] ?? 0) + 1;
      const fail = (reason: string): FuzzFailure => ({
        operation: name,
        request: describeRequest(req),
        status: answer.status,
        reason,
        answer: answer.body.subarray(0, 500).toString(),
      });
      if (answer.status >= 500) return fail("server error");
      // A sign-out in the run revokes the token the run signs in with: sign in again.
      if (operation.operationId === "postAuthLogout" && answer.status === 200) token = await options.signIn();
      // Node answers a URL over its 16 KB header limit before any route: the envelope, 431.
      const documented =
        answer.status === 431 && req.path.length > 16_000 ? { content: HTTP_LEVEL_ERROR } : operation.responses[status];
      if (!documented) return fail(`status ${status} is not documented for this operation`);
      const schema = documented.content?.["application/json"]?.schema;
      if (schema && answer.status !== 304) {
        if (!answer.contentType.startsWith("application/json"))
          return fail(`answer is ${answer.contentType}, not JSON`);
        let parsed: unknown;
        try {
          parsed = JSON.parse(answer.body.toString());
        } catch {
          return fail("answer is not valid JSON");
        }
        const validate = validatorFor(`${operation.operationId} ${status}`, schema);
        if (!validate(parsed))
          return fail(`answer does not match the documented schema: ${ajv.errorsText(validate.errors)}`);
      }
      return undefined;
    };

    let failure: FuzzFailure | undefined;
    try {
      await fc.assert(
        fc.asyncProperty(
          requestsFor(operation, () => token),
          async (req) => {
            const found = await check(req);
            if (found) {
              failure = found;
              return false;
            }
            return true;
          },
        ),
        {
          numRuns: options.runsPerOperation,
          seed: options.seed === undefined ? undefined : options.seed + index,
          endOnFailure: true,
          examples: examplesFor(operation, token).map((example) => [example] as [FuzzRequest]),
        },
      );
    } catch (err) {
      // A property that threw (rather than found a bad answer) is a broken run, never a pass.
      failures.push(
        failure ?? {
          operation: name,
          request: { method: operation.method, path: operation.path, variant: "", headers: {} },
          status: "no answer",
          reason: `the fuzz run itself failed: ${(err as Error).message.slice(0, 1000)}`,
        },
      );
    }
    if (options.serverAlive && !options.serverAlive()) break;
  }
  return { requests, operations: counts, failures };
}

/** The per-operation table: requests and answers by status. */
export function formatCounts(result: FuzzResult): string {
  const statuses = [...new Set(result.operations.flatMap((op) => Object.keys(op.byStatus)))].sort();
  const width = Math.max(...result.operations.map((op) => op.operation.length), "operation".length);
  const header = `${"operation".padEnd(width)}  ${"requests".padStart(8)}  ${statuses.map((s) => s.padStart(5)).join(" ")}`;
  const rows = result.operations.map(
    (op) =>
      `${op.operation.padEnd(width)}  ${String(op.requests).padStart(8)}  ${statuses
        .map((s) => String(op.byStatus[s] ?? "").padStart(5))
        .join(" ")}`,
  );
  const total = `${"total".padEnd(width)}  ${String(result.requests).padStart(8)}  ${statuses
    .map((s) => String(result.operations.reduce((sum, op) => sum + (op.byStatus[s] ?? 0), 0)).padStart(5))
    .join(" ")}`;
  return [header, ...rows, total].join("\n");
}
