import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_SESSION_COOKIE } from '#common/admin-session.ts';
import type { AdminIdentity, AuthService } from './auth-service.ts';
import { SESSION_TTL_MS } from './auth-service.ts';

export const SESSION_COOKIE = ADMIN_SESSION_COOKIE;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, once `requireAdmin` has run. */
    admin: AdminIdentity | null;
    /** Where the admin's token came from: the panel's cookie or an API client's Authorization header. */
    adminTokenSource: 'cookie' | 'bearer' | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token of a request: a Bearer header first, then the panel's cookie. */
export function sessionToken(request: FastifyRequest): { token: string; source: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), source: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/**
 * A state-changing request that rides on the cookie must come from our own pages: the browser says so with Origin
 * or Sec-Fetch-Site. Without either, it is refused (every browser that keeps cookies sends one of them).
 */
export function fromOwnSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin) return origin === publicOrigin;
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin';
}

/**
 * Lax, not Strict (decision 034): the owner opening /admin from a link in WhatsApp or an e-mail arrives signed in.
 * Lax still keeps the cookie off other sites' writes and embeds; writes also pass the Origin check above.
 */
export function cookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https:'),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  };
}

/**
 * A browser that has signed in to an account keeps a signed token of it (decision 019), sent only to the sign-in
 * routes: strangers' failures do not lock it out. A year long, as a device is; it carries no right of its own.
 */
export const KNOWN_BROWSER_COOKIE = 'gandhara_known_browser';

export function knownBrowserCookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: publicUrl.startsWith('https:'),
    path: '/api/auth',
    maxAge: 365 * 24 * 60 * 60,
  };
}

/**
 * `request.admin` and the `requireAdmin` guard. Without a valid session: 401 and nothing runs; a cookie-borne
 * write from another site: 403.
 */
export const adminAuth = fp(
  async (app: FastifyInstance, options: { auth: AuthService; publicUrl: string }) => {
    const publicOrigin = new URL(options.publicUrl).origin;
    app.decorateRequest('admin', null);
    app.decorateRequest('adminTokenSource', null);

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      const found = sessionToken(request);
      const admin = found ? await options.auth.authenticate(found.token) : null;
      if (!admin || !found) {
        if (found?.source === 'cookie') reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.code(401).send({ success: false, message: 'Please sign in as an admin to continue.' });
      }
      if (
        found.source === 'cookie' &&
        !SAFE_METHODS.has(request.method) &&
        !fromOwnSite(request, publicOrigin)
      )
        return reply.code(403).send({
          success: false,
          message: 'This request did not come from the admin panel and was refused.',
        });
      request.admin = admin;
      request.adminTokenSource = found.source;
    });
  },
  { name: 'admin-auth', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}
