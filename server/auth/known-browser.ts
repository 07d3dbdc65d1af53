import crypto from 'node:crypto';

/** `<device id>.<signature>`: 16 random bytes and an HMAC-SHA256, both base64url. */
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, adminId: string, deviceId: string): Buffer {
  return crypto.createHmac('sha256', secret).update(`known-browser\0${adminId}\0${deviceId}`).digest();
}

/**
 * The token a browser keeps after signing in to an account (decision 019): a new device id, or the one it already
 * had, signed with the session secret for this account only, so that it cannot be made up, nor carried over to
 * another account.
 */
export function knownBrowserToken(
  secret: string,
  adminId: string,
  deviceId = crypto.randomBytes(16).toString('base64url'),
): string {
  return `${deviceId}.${signature(secret, adminId, deviceId).toString('base64url')}`;
}

/** The device id of a token signed for this account, or null for anything else (made up, altered, another account's). */
export function knownBrowserOf(secret: string, adminId: string, token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, deviceId, given] = match;
  const expected = signature(secret, adminId, deviceId!);
  const actual = Buffer.from(given!, 'base64url');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? deviceId! : null;
}
