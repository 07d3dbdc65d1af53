import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeNext } from '#common/admin/safe-next.ts';
import {
  changePasswordSchema,
  SIGN_IN_REFUSALS,
  signInFailuresQuerySchema,
  signInFailuresSchema,
  signInRequestSchema,
  type SignInRefusal,
} from '#common/schemas/auth.ts';
import { errorResponseSchema, messageAnswerSchema, redirectSchema } from '#common/schemas/records.ts';
import type { AppServices } from '#server/services.ts';
import {
  cookieOptions,
  fromOwnSite,
  KNOWN_BROWSER_COOKIE,
  knownBrowserCookieOptions,
  SESSION_COOKIE,
  sessionToken,
} from './auth-http.ts';

const adminSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
const failureSchema = z.object({ success: z.literal(false), message: z.string() });

/** Where an attempt comes from: the address (X-Forwarded-For only from a trusted proxy) and the browser's token. */
const originOf = (request: FastifyRequest) => ({
  address: request.ip,
  knownBrowser: request.cookies[KNOWN_BROWSER_COOKIE],
});

const inMinutes = (retryAfterMs: number) => {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Sign-in for the panel (cookie) and for API clients (Bearer token): admin-area.md §7 and the admin issue. */
export async function authRoutes(fastify: FastifyInstance, { services }: { services: AppServices }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = services;
  const publicOrigin = new URL(config.publicUrl).origin;
  const cookie = cookieOptions(config.publicUrl);
  const knownBrowserCookie = knownBrowserCookieOptions(config.publicUrl);

  // Its own scope: only sign-in also takes a form-encoded body (the page's form posted before its script runs). Every
  // other write stays JSON, which a form on another site cannot send.
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/auth/login',
      {
        // Per address, whatever the spelling of the path (the router ignores a trailing slash; other cases are 404s).
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Sign in: a session token, and the panel’s cookie',
          description:
            'JSON answers JSON. A form-encoded body (the sign-in page without its script) is answered with a 303: to `next` inside the panel when signed in, else back to the sign-in page with `failed=invalid` or `failed=locked`.',
          body: signInRequestSchema,
          response: {
            200: z.object({
              success: z.literal(true),
              token: z.string(),
              admin: adminSchema,
              expiresAt: z.string(),
              message: z.string(),
            }),
            303: redirectSchema,
            401: failureSchema,
            403: failureSchema,
            429: failureSchema,
          },
        },
      },
      async (request, reply) => {
        if (request.headers.origin && !fromOwnSite(request, publicOrigin))
          return reply
            .code(403)
            .send({ success: false, message: 'Sign in from the admin panel of this site.' });
        const { email, password, next } = request.body;
        const fromForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
        const result = await auth.login(email, password, originOf(request));
        const backToForm = (failed: SignInRefusal) =>
          reply.redirect(
            `/admin/login?${new URLSearchParams({ failed, ...(next ? { next: safeNext(next) } : {}) })}`,
            303,
          );
        if (result.kind === 'locked') {
          reply.header('retry-after', String(Math.ceil(result.retryAfterMs / 1000)));
          if (fromForm) return backToForm('locked');
          return reply.code(429).send({
            success: false,
            message: `Too many failed sign-in attempts. Please try again in ${inMinutes(result.retryAfterMs)}.`,
          });
        }
        if (result.kind === 'invalid') {
          if (fromForm) return backToForm('invalid');
          return reply.code(401).send({ success: false, message: SIGN_IN_REFUSALS.invalid });
        }
        reply.setCookie(SESSION_COOKIE, result.token, cookie);
        reply.setCookie(KNOWN_BROWSER_COOKIE, result.knownBrowser, knownBrowserCookie);
        if (fromForm) return reply.redirect(safeNext(next ?? null), 303);
        return {
          success: true as const,
          token: result.token,
          admin: result.admin,
          expiresAt: result.expiresAt.toISOString(),
          message: 'Signed in',
        };
      },
    );
  });

  app.get(
    '/api/auth/profile',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'The signed-in admin',
        response: { 200: z.object({ success: z.literal(true), admin: adminSchema }), 401: failureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, admin: request.admin! };
    },
  );

  // Behind the same guard as every other write: without a live session there is nothing to end (401, and the
  // guard clears a stale cookie); another site cannot sign the admin out (403).
  app.post(
    '/api/auth/logout',
    {
      onRequest: fastify.requireAdmin,
      schema: { summary: 'Sign out: the session ends', response: { 200: messageAnswerSchema } },
    },
    async (request, reply) => {
      await auth.logout(sessionToken(request)!.token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, message: 'Signed out' };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      // Before the body is read, like every write: a stranger learns nothing from how the body is checked.
      onRequest: fastify.requireAdmin,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        summary: 'Change the password: every other session ends',
        body: changePasswordSchema,
        response: {
          200: messageAnswerSchema.extend({ token: z.string(), expiresAt: z.string() }),
          400: errorResponseSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await auth.changePassword(
        request.admin!,
        request.body.currentPassword,
        request.body.newPassword,
        originOf(request),
      );
      if (result.kind === 'locked') {
        reply.header('retry-after', String(Math.ceil(result.retryAfterMs / 1000)));
        return reply.code(429).send({
          success: false,
          message: `Too many wrong passwords. Please try again in ${inMinutes(result.retryAfterMs)}.`,
        });
      }
      if (result.kind === 'wrong-password')
        return reply.code(400).send({ success: false, message: 'The current password is not correct.' });
      if (request.adminTokenSource === 'cookie') reply.setCookie(SESSION_COOKIE, result.token, cookie);
      return {
        success: true as const,
        token: result.token,
        expiresAt: result.expiresAt.toISOString(),
        message: 'Password changed. Every other session has been signed out.',
      };
    },
  );

  // The dashboard's record of failed sign-ins: who tried which account from where, and whether a lock followed.
  app.get(
    '/api/auth/sign-in-failures',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        summary: 'Failed sign-ins of the last days, for the dashboard',
        querystring: signInFailuresQuerySchema,
        response: { 200: signInFailuresSchema, 400: errorResponseSchema, 401: failureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await auth.recentFailures(request.query.days)) };
    },
  );
}
