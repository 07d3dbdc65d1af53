import type { TestApp } from './test-app.ts';

/** An address of the benchmarking range (198.18.0.0/15), a new one for each simulated visitor. */
export function visitorAddress(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `198.${18 + (a! % 2)}.${b}.${c}`;
}

/** A signed-in admin's session: its token (for a cookie), and the header that carries it (for API calls). */
export type AdminSession = { token: string; auth: { authorization: string } };

/**
 * Signs an admin in through the API (`POST /api/auth/login`), as every test that acts as the owner does: through
 * app.inject() for a test app, or over HTTP for a running server (its base URL), from an address of its own behind
 * the trusted proxy so that each sign-in draws on a rate-limit budget of its own. Throws when the sign-in is refused:
 * tests of the sign-in itself send their own requests.
 */
export async function signInAdmin(
  target: Pick<TestApp, 'app'> | string,
  admin: { email: string; password: string },
): Promise<AdminSession> {
  let status: number;
  let body: string;
  if (typeof target === 'string') {
    const login = await fetch(`${target}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
      body: JSON.stringify(admin),
    });
    [status, body] = [login.status, await login.text()];
  } else {
    const login = await target.app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
    [status, body] = [login.statusCode, login.body];
  }
  if (status !== 200) throw new Error(`Signing in as ${admin.email} answered ${status}: ${body}`);
  const { token } = JSON.parse(body) as { token: string };
  return { token, auth: { authorization: `Bearer ${token}` } };
}
