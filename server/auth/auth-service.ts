import crypto from 'node:crypto';
import type { AdminRepository } from './admin-repository.ts';
import { hashPassword, isBcryptHash, verifyPassword } from './password.ts';
import type { SessionRepository } from './session-repository.ts';

/** A session lasts a working day; sign-out and a password change end it sooner (admin issue). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** Five wrong passwords for one e-mail lock it for ten minutes, whether or not it has an account. */
export const LOCKOUT = { failures: 5, durationMs: 10 * 60 * 1000 } as const;

export type AdminIdentity = { id: string; email: string; name: string };

export type LoginResult =
  | { kind: 'signed-in'; token: string; admin: AdminIdentity; expiresAt: Date }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterMs: number };

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A password check against this costs the same as a real one, so an unknown e-mail answers no faster. */
const DECOY_HASH = hashPassword(crypto.randomBytes(16).toString('hex'));

/**
 * Sign-in with opaque session tokens: 32 random bytes handed to the browser (cookie) or API client (Bearer), kept
 * only as a SHA-256 hash on the server, so a session can be ended at once and a database copy grants nothing.
 */
export function createAuthService(deps: {
  admins: AdminRepository;
  sessions: SessionRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function startSession(admin: AdminIdentity) {
    const token = crypto.randomBytes(32).toString('base64url');
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + SESSION_TTL_MS);
    await deps.sessions.insert({ tokenHash: sha256(token), adminId: admin.id, createdAt, expiresAt });
    return { token, expiresAt };
  }

  return {
    async login(emailInput: string, password: string): Promise<LoginResult> {
      const email = emailInput.trim().toLowerCase();
      const at = now();
      const attempts = await deps.sessions.attempts(email);
      const lockedUntil = attempts?.locked_until ? new Date(attempts.locked_until) : null;
      if (lockedUntil && lockedUntil > at)
        return { kind: 'locked', retryAfterMs: lockedUntil.getTime() - at.getTime() };

      const admin = await deps.admins.findByEmail(email);
      const valid = admin
        ? await verifyPassword(password, admin.password_hash)
        : (await verifyPassword(password, await DECOY_HASH), false);
      if (!admin || !valid) {
        // A lock that has run out starts the count again.
        const failures = (lockedUntil ? 0 : (attempts?.failures ?? 0)) + 1;
        const lock = failures >= LOCKOUT.failures;
        await deps.sessions.saveAttempts({
          email,
          failures: lock ? 0 : failures,
          lockedUntil: lock ? new Date(at.getTime() + LOCKOUT.durationMs) : null,
          at,
        });
        return lock ? { kind: 'locked', retryAfterMs: LOCKOUT.durationMs } : { kind: 'invalid' };
      }
      if (isBcryptHash(admin.password_hash))
        await deps.admins.replaceHash(admin.id, await hashPassword(password));
      if (attempts) await deps.sessions.clearAttempts(email);
      await deps.sessions.deleteExpired(at);
      const identity = { id: admin.id, email: admin.email, name: admin.name };
      return { kind: 'signed-in', admin: identity, ...(await startSession(identity)) };
    },

    /** The admin a token belongs to, or null when it is unknown, expired or ended. */
    async authenticate(token: string): Promise<AdminIdentity | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const session = await deps.sessions.find(sha256(token));
      if (!session || new Date(session.expires_at) <= now()) return null;
      // A password change (here or with `npm run admin -- reset-password`) ends every older session.
      if (new Date(session.created_at) < new Date(session.password_changed_at)) return null;
      return { id: session.id, email: session.email, name: session.name };
    },

    async logout(token: string): Promise<void> {
      await deps.sessions.delete(sha256(token));
    },

    /** Ends every session of the admin, including other devices, and starts a new one for this client. */
    async changePassword(
      admin: AdminIdentity,
      currentPassword: string,
      newPassword: string,
    ): Promise<{ kind: 'changed'; token: string; expiresAt: Date } | { kind: 'wrong-password' }> {
      const row = await deps.admins.findById(admin.id);
      if (!row || !(await verifyPassword(currentPassword, row.password_hash)))
        return { kind: 'wrong-password' };
      await deps.admins.setPassword(admin.id, await hashPassword(newPassword), now());
      await deps.sessions.deleteAllFor(admin.id);
      return { kind: 'changed', ...(await startSession(admin)) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
