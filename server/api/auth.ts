/**
 * /api/auth: sign in, current admin, sign out, change password, and the generated
 * default credentials (only to a browser on this machine, while unchanged).
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { adminMessages as messages } from "#common/messages/admin";
import {
  adminMeView,
  authorNameRequest,
  changePasswordRequest,
  type LoginResponse,
  loginRequest,
  loginResponse,
  sessionView,
  staffSessionView,
} from "#common/schemas/auth";
import { forgotPasswordRequest, setPasswordRequest } from "#common/schemas/staff";
import {
  confirmPasswordRequest,
  enableTwoStepRequest,
  recoveryCodesView,
  type SecondStepAsked,
  secondStepAsked,
  secondStepRequest,
  twoStepSetupView,
  twoStepStatusView,
} from "#common/schemas/two-step";
import { type Permission, permissionsOf, ROLE_NAMES } from "#common/staff-roles";
import type { SignInResult } from "../services/auth-service.ts";
import type { AppServices } from "../services/index.ts";
import { notFound, ok } from "./http-error.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { limitPerClient } from "./rate-limit.ts";
import { adminOf, requireAdmin } from "./require-admin.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"];

/** The header carrying the setup token of the link printed in the start-up log. */
export const SETUP_TOKEN_HEADER = "x-setup-token";

/**
 * A request made by a browser on the server's own machine, not through a proxy:
 * a loopback connection without forwarding headers while no proxy is configured.
 * A same-host forwarder that adds no header still passes this, hence the setup token.
 */
function fromThisMachine(request: FastifyRequest, proxyConfigured: boolean): boolean {
  const address = request.raw.socket.remoteAddress ?? "";
  return !proxyConfigured && LOOPBACK.test(address) && !FORWARDING_HEADERS.some((header) => header in request.headers);
}

export const authRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const { login } = services.config;
    /** The audit entry of what a person did before they had a session (signing in, setting a password). */
    const recordOwn = (
      request: FastifyRequest,
      account: { id: string; name: string },
      action: string,
      description: string,
    ) =>
      services.audit.record({
        actor: account,
        action,
        description,
        targetKind: "auth",
        targetId: account.id,
        targetLabel: account.name,
        clientAddress: request.ip,
      });

    /** The specified answer of a sign-in that opened a session. */
    const signedIn = ({ token, admin, expiresAt }: Extract<SignInResult, { kind: "session" }>): LoginResponse => ({
      success: true,
      token,
      admin,
      message: messages.auth.loggedIn,
      data: { token, admin, expiresAt: expiresAt.toISOString() },
    });

    api.post(
      "/auth/login",
      {
        config: { public: true },
        schema: {
          summary: "Sign in; with two-step sign-in on, the right password answers a challenge for the second step",
          tags: ["auth"],
          body: loginRequest,
          response: {
            200: jsonResponse(
              "Signed in (the bearer token), or the second step asked",
              z.union([loginResponse, secondStepAsked]),
            ),
            401: errorResponse("Wrong username or password"),
          },
        },
      },
      async (request): Promise<LoginResponse | SecondStepAsked> => {
        const result = await services.auth.login({ ...request.body, clientAddress: request.ip });
        if (result.kind === "second-step") {
          return { success: true, secondStep: true, challenge: result.challenge, message: messages.twoStep.codeAsked };
        }
        await recordOwn(request, result.account, "postAuthLogin", "Sign in");
        return signedIn(result);
      },
    );

    api.post(
      "/auth/login/second-step",
      {
        config: { public: true },
        schema: {
          summary:
            "The second step of a sign-in: the challenge and a code from the authenticator app, or a recovery " +
            "code (each works once); limited as the password is",
          tags: ["auth"],
          body: secondStepRequest,
          response: {
            200: jsonResponse("Signed in: the bearer token", loginResponse),
            401: errorResponse("A wrong code, or the challenge expired or had too many wrong codes"),
          },
        },
      },
      async (request): Promise<LoginResponse> => {
        const result = await services.auth.secondStep({ ...request.body, clientAddress: request.ip });
        const how = result.how === "recovery" ? "a recovery code" : "the authenticator app";
        await recordOwn(request, result.account, "postAuthLoginSecondStep", `Sign in with two-step (${how})`);
        return signedIn(result);
      },
    );

    api.get(
      "/auth/two-step",
      {
        ...may("account.self"),
        schema: {
          summary: "One's own two-step sign-in: on or off, recovery codes left, whether it is required",
          tags: ["auth"],
          response: { 200: jsonResponse("The status", apiSuccessSchema(twoStepStatusView)) },
        },
      },
      async (request) => ok(await services.twoStep.status(adminOf(request))),
    );

    api.post(
      "/auth/two-step/setup",
      {
        ...may("account.self"),
        schema: {
          summary: "Start setting up two-step sign-in (or moving it to a new phone): a new key for the app",
          tags: ["auth"],
          response: { 200: jsonResponse("The key, its address and QR code", apiSuccessSchema(twoStepSetupView)) },
        },
      },
      async (request) => ok(await services.twoStep.beginSetup(adminOf(request))),
    );

    api.post(
      "/auth/two-step/enable",
      {
        ...may("account.self"),
        schema: {
          summary:
            "Turn two-step sign-in on with a code the app shows for the new key: answers recovery codes, once; " +
            "other sessions end",
          tags: ["auth"],
          body: enableTwoStepRequest,
          response: { 200: jsonResponse("On", apiSuccessSchema(recoveryCodesView)) },
        },
      },
      async (request) => {
        const recoveryCodes = await services.twoStep.enable(adminOf(request), request.body.code);
        return ok({ recoveryCodes }, messages.twoStep.enabled);
      },
    );

    api.post(
      "/auth/two-step/recovery-codes",
      {
        ...may("account.self"),
        schema: {
          summary: "New recovery codes (the password again); the old ones stop working",
          tags: ["auth"],
          body: confirmPasswordRequest,
          response: { 200: jsonResponse("The new codes, once", apiSuccessSchema(recoveryCodesView)) },
        },
      },
      async (request) => {
        const recoveryCodes = await services.twoStep.newRecoveryCodes(adminOf(request), request.body.currentPassword);
        return ok({ recoveryCodes }, messages.twoStep.newRecoveryCodes);
      },
    );

    api.post(
      "/auth/two-step/disable",
      {
        ...may("account.self"),
        schema: {
          summary: "Turn one's own two-step sign-in off (the password again); not for Administrators while required",
          tags: ["auth"],
          body: confirmPasswordRequest,
          response: { 200: jsonResponse("Off", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.twoStep.disable(adminOf(request), request.body.currentPassword);
        return ok(null, messages.twoStep.disabled);
      },
    );

    api.get(
      "/auth/me",
      {
        ...may("account.self"),
        schema: {
          summary: "The signed-in admin",
          tags: ["auth"],
          response: { 200: jsonResponse("The admin", apiSuccessSchema(adminMeView)) },
        },
      },
      async (request) =>
        ok({ username: adminOf(request).username, authorName: await services.authorName.get(adminOf(request)) }),
    );

    api.get(
      "/auth/session",
      {
        ...may("account.self"),
        schema: {
          summary: "Who is signed in: their name, role and the permissions it holds (docs/staff-roles.md)",
          tags: ["auth"],
          response: { 200: jsonResponse("The session", apiSuccessSchema(staffSessionView)) },
        },
      },
      async (request) => {
        const admin = adminOf(request);
        const { id, username, name, role } = admin;
        return ok({
          id,
          username,
          name,
          role,
          roleName: ROLE_NAMES[role],
          permissions: permissionsOf(role),
          twoStep: { enabled: admin.twoStep, mustSetUp: await services.twoStep.mustSetUp(admin) },
        });
      },
    );

    api.get(
      "/auth/sessions",
      {
        ...may("account.self"),
        schema: {
          summary: "One's own open sessions (this one marked current), the latest used first",
          tags: ["auth"],
          response: { 200: jsonResponse("The sessions", apiSuccessSchema(z.array(sessionView))) },
        },
      },
      async (request) => ok(await services.auth.sessions(adminOf(request))),
    );

    api.delete(
      "/auth/sessions/:id",
      {
        ...may("account.self"),
        schema: {
          summary: "End one of one's own sessions (a device left signed in)",
          tags: ["auth"],
          params: z.object({ id: z.string().max(64) }),
          response: { 200: jsonResponse("Ended", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.auth.endSession(adminOf(request), request.params.id);
        return ok(null, messages.auth.sessionEnded);
      },
    );

    api.post(
      "/auth/set-password",
      {
        config: { public: true },
        // A link's token is 256 random bits; the limit keeps a client from hammering the hashing all the same.
        onRequest: limitPerClient(services, "set-password", login.maxFailuresPerClient, login.windowSeconds),
        schema: {
          summary:
            "Set one's password with the token of a one-time link (an invitation, or a reset): the link is used up " +
            "and every session of the account ends",
          tags: ["auth"],
          body: setPasswordRequest,
          response: {
            200: jsonResponse("Set", apiSuccessSchema(z.object({ username: z.string() }))),
          },
        },
      },
      async (request) => {
        const account = await services.staff.setPassword(request.body.token, request.body.password);
        await recordOwn(request, account, "postAuthSetPassword", "Set a password through a one-time link");
        return ok({ username: account.username }, messages.auth.passwordSet);
      },
    );

    api.post(
      "/auth/forgot-password",
      {
        config: { public: true },
        schema: {
          summary:
            "Ask for a link to set a new password, mailed to the address if it is an account's; the answer is the " +
            "same either way",
          tags: ["auth"],
          body: forgotPasswordRequest,
          response: { 200: jsonResponse("Asked", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.staff.requestReset(request.body.email, request.ip, request.log);
        return ok(null, messages.auth.resetRequested);
      },
    );

    api.put(
      "/auth/author-name",
      {
        ...may("posts.write"),
        schema: {
          summary: "Set the name new posts show as their author (the sign-in name is never published)",
          tags: ["auth"],
          body: authorNameRequest,
          response: { 200: jsonResponse("Saved", apiSuccessSchema(adminMeView)) },
        },
      },
      async (request) => {
        const authorName = await services.authorName.set(adminOf(request), request.body.authorName);
        return ok({ username: adminOf(request).username, authorName }, messages.profile.authorNameSaved);
      },
    );

    api.post(
      "/auth/logout",
      {
        ...may("account.self"),
        schema: {
          summary: "Sign out (revokes the token)",
          tags: ["auth"],
          response: { 200: jsonResponse("Signed out", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.auth.logout(adminOf(request).sessionId);
        return ok(null, messages.auth.loggedOut);
      },
    );

    api.put(
      "/auth/password",
      {
        ...may("account.self"),
        schema: {
          summary: "Change the password",
          tags: ["auth"],
          body: changePasswordRequest,
          response: { 200: jsonResponse("Password changed", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.auth.changePassword(adminOf(request), request.body.currentPassword, request.body.newPassword);
        return ok(null, messages.auth.passwordChanged);
      },
    );

    api.get(
      "/auth/default-credentials",
      {
        schema: {
          summary:
            "Generated credentials, to a browser on the server's machine only, with the setup token of the link " +
            "printed in the start-up log (header x-setup-token)",
          tags: ["auth"],
          response: {
            200: jsonResponse(
              "The generated credentials",
              apiSuccessSchema(z.object({ username: z.string(), password: z.string() })),
            ),
            404: errorResponse("Not asked from this machine, or the password was changed"),
          },
        },
      },
      async (request) => {
        const token = request.headers[SETUP_TOKEN_HEADER];
        const credentials =
          fromThisMachine(request, services.config.trustProxy !== false) && typeof token === "string"
            ? await services.auth.defaultCredentials(token)
            : undefined;
        if (!credentials) throw notFound("Default credentials");
        return ok(credentials);
      },
    );
  };
