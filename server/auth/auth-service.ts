import crypto from 'node:crypto';
import type { SignInFailures } from '#common/schemas/auth.ts';
import type { DialectName } from '#server/db/database.ts';
import type { ChangeBus } from '#server/events/change-bus.ts';
import { auditOf } from '#server/history/history.ts';
import { accountSnapshot } from '#server/history/snapshots.ts';
import type { AdminRepository } from './admin-repository.ts';
import { createCheckedSessions } from './checked-sessions.ts';
import { knownBrowserOf, knownBrowserToken } from './known-browser.ts';
import { hashPassword, isBcryptHash, verifyPassword } from './password.ts';
import type { SessionRepository } from './session-repository.ts';
import type { AttemptKind, BrowserKind, SignInRepository } from './sign-in-repository.ts';

/** A session lasts a working day; sign-out and a password change end it sooner (admin issue). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/**
 * Five wrong passwords lock a budget for ten minutes (decision 019). A budget is an e-mail's, for every browser that
 * has not signed in to it before (whether or not the e-mail has an account), or one known browser's own.
 */
export const LOCKOUT = { failures: 5, durationMs: 10 * 60 * 1000 } as const;
/** How long the dashboard's record of failed sign-ins is kept. */
const FAILURES_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export type AdminIdentity = { id: string; email: string; name: string };

/** Where an attempt comes from: the client's address, and the known-browser token its browser holds, if any. */
export type AttemptOrigin = { address: string; knownBrowser?: string | undefined };
/** A sign-in made inside the process (a script, a test's setup) rather than over HTTP. */
const IN_PROCESS: AttemptOrigin = { address: 'in-process' };

export type LoginResult =
  | { kind: 'signed-in'; token: string; admin: AdminIdentity; expiresAt: Date; knownBrowser: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterMs: number };

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A password check against this costs the same as a real one, so an unknown e-mail answers no faster. */
const DECOY_HASH = hashPassword(crypto.randomBytes(16).toString('hex'));

/**
 * Sign-in with opaque session tokens: 32 random bytes handed to the browser (cookie) or API client (Bearer), kept
 * only as a SHA-256 hash on the server, so a session can be ended at once and a database copy grants nothing.
 * `secret` is the session secret, which signs the tokens of known browsers.
 */
export function createAuthService(deps: {
  admins: AdminRepository;
  sessions: SessionRepository;
  signIns: SignInRepository;
  secret: () => Promise<string>;
  now?: () => Date;
  /** For the history's row locks (decision 027). */
  dialect?: DialectName;
  /** Sessions read lately are trusted for a few seconds; an ended one is forgotten on every instance (decision 059). */
  changes?: Pick<ChangeBus, 'subscribe' | 'publish'>;
}) {
  const now = deps.now ?? (() => new Date());
  type SessionRow = NonNullable<Awaited<ReturnType<SessionRepository['find']>>>;
  const checkedSessions = createCheckedSessions<SessionRow>({
    changes: deps.changes,
    now: () => now().getTime(),
  });
  // Read once, when first needed; a failed read is tried again next time.
  let secret: Promise<string> | undefined;
  const signingSecret = () =>
    (secret ??= deps.secret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));

  async function startSession(admin: AdminIdentity) {
    const token = crypto.randomBytes(32).toString('base64url');
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + SESSION_TTL_MS);
    await deps.sessions.insert({ tokenHash: sha256(token), adminId: admin.id, createdAt, expiresAt });
    return { token, expiresAt };
  }

  /**
   * Checks a password against the budget it draws on. The attempt is counted before the password is hashed, by
   * the statement that also says whether the budget is spent: 60 attempts at once check 5 passwords, not 60. A
   * known browser draws on a budget of its own, so strangers' failures never lock it out; everyone else shares the
   * e-mail's. A right password starts its budget again.
   */
  async function checkPassword(
    attempt: AttemptKind,
    email: string,
    admin: { id: string; password_hash: string } | undefined,
    password: string,
    origin: AttemptOrigin,
  ): Promise<
    { kind: 'right'; deviceId: string | null } | { kind: 'wrong' } | { kind: 'locked'; retryAfterMs: number }
  > {
    const at = now();
    const deviceId =
      admin && origin.knownBrowser
        ? knownBrowserOf(await signingSecret(), admin.id, origin.knownBrowser)
        : null;
    const budget = deviceId ? `device:${admin!.id}:${deviceId}` : `account:${email}`;
    const browser: BrowserKind = deviceId ? 'known' : 'unknown';
    const failure = { at, address: origin.address, adminId: admin?.id ?? null, attempt, browser };
    const reserved = await deps.signIns.reserve(budget, at, LOCKOUT);
    const retryAfterMs = reserved.lockedUntil ? reserved.lockedUntil.getTime() - at.getTime() : 0;
    if (reserved.failures > LOCKOUT.failures) {
      await deps.signIns.recordFailure({ ...failure, outcome: 'refused', startedLock: false });
      return { kind: 'locked', retryAfterMs };
    }
    const right = admin
      ? await verifyPassword(password, admin.password_hash)
      : (await verifyPassword(password, await DECOY_HASH), false);
    if (right) {
      await deps.signIns.clear(budget);
      return { kind: 'right', deviceId };
    }
    // The attempt that spent the budget set the lock as it was counted.
    const startedLock = reserved.lockedUntil !== null;
    await deps.signIns.recordFailure({ ...failure, outcome: 'wrong-password', startedLock });
    return startedLock ? { kind: 'locked', retryAfterMs } : { kind: 'wrong' };
  }

  return {
    async login(
      emailInput: string,
      password: string,
      origin: AttemptOrigin = IN_PROCESS,
    ): Promise<LoginResult> {
      const email = emailInput.trim().toLowerCase();
      const admin = await deps.admins.findByEmail(email);
      const checked = await checkPassword('sign-in', email, admin, password, origin);
      if (checked.kind === 'locked') return checked;
      // An e-mail without an account is never right: its password was checked against the decoy.
      if (checked.kind === 'wrong' || !admin) return { kind: 'invalid' };
      if (isBcryptHash(admin.password_hash))
        await deps.admins.replaceHash(admin.id, await hashPassword(password));
      const at = now();
      await deps.sessions.deleteExpired(at);
      await deps.signIns.pruneBudgets(new Date(at.getTime() - LOCKOUT.durationMs), at);
      await deps.signIns.pruneFailures(new Date(at.getTime() - FAILURES_KEPT_MS));
      const identity = { id: admin.id, email: admin.email, name: admin.name };
      // A browser that signed in keeps its device id; one new to the account gets one.
      const knownBrowser = knownBrowserToken(await signingSecret(), admin.id, checked.deviceId ?? undefined);
      return { kind: 'signed-in', admin: identity, knownBrowser, ...(await startSession(identity)) };
    },

    /** The failed sign-ins and password changes of the last `days` days, for the owner's dashboard. */
    async recentFailures(days: number): Promise<SignInFailures> {
      const since = new Date(now().getTime() - days * 24 * 60 * 60 * 1000);
      const rows = await deps.signIns.recentFailures(since, 50);
      return {
        since: since.toISOString(),
        failures: rows.map((row) => ({
          address: row.address,
          account: row.email,
          attempt: row.attempt,
          browser: row.browser,
          failures: row.failures,
          refused: row.refused,
          locks: row.locks,
          firstAt: row.firstAt.toISOString(),
          lastAt: row.lastAt.toISOString(),
        })),
      };
    },

    /** The admin a token belongs to, or null when it is unknown, expired or ended. */
    async authenticate(token: string): Promise<AdminIdentity | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const hash = sha256(token);
      const session = await checkedSessions.read(hash, () => deps.sessions.find(hash));
      if (!session || new Date(session.expires_at) <= now()) return null;
      // A password change (here or with `npm run admin -- reset-password`) ends every older session.
      if (new Date(session.created_at) < new Date(session.password_changed_at)) return null;
      return { id: session.id, email: session.email, name: session.name };
    },

    async logout(token: string): Promise<void> {
      const hash = sha256(token);
      await deps.sessions.delete(hash);
      await checkedSessions.forget(hash);
    },

    /**
     * Ends every session of the admin, including other devices, and starts a new one for this client. A wrong
     * current password draws on the same budgets as a sign-in: a stolen session, used from anywhere, gets no more
     * guesses than the sign-in form gives.
     */
    async changePassword(
      admin: AdminIdentity,
      currentPassword: string,
      newPassword: string,
      origin: AttemptOrigin = IN_PROCESS,
    ): Promise<
      | { kind: 'changed'; token: string; expiresAt: Date }
      | { kind: 'wrong-password' }
      | { kind: 'locked'; retryAfterMs: number }
    > {
      const row = await deps.admins.findById(admin.id);
      if (!row) return { kind: 'wrong-password' };
      const checked = await checkPassword('change-password', row.email, row, currentPassword, origin);
      if (checked.kind === 'wrong') return { kind: 'wrong-password' };
      if (checked.kind === 'locked') return checked;
      // The admin's own write, recorded as any other (decision 027): when the password changed, never the password.
      const audit = auditOf(
        accountSnapshot,
        {
          actor: { adminId: admin.id, label: admin.name ? `${admin.name} (${admin.email})` : admin.email },
          kind: 'account',
          id: admin.id,
          action: 'update',
        },
        deps.dialect ?? 'sqlite',
      );
      await deps.admins.setPassword(admin.id, await hashPassword(newPassword), now(), audit);
      await deps.sessions.deleteAllFor(admin.id);
      await checkedSessions.forget();
      return { kind: 'changed', ...(await startSession(admin)) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
