import type { DialectName } from '#server/db/database.ts';
import type { ChangeBus } from '#server/events/change-bus.ts';
import { newId } from '#server/db/ids.ts';
import { auditOf, type Actor } from '#server/history/history.ts';
import { accountSnapshot } from '#server/history/snapshots.ts';
import type { AdminRepository } from './admin-repository.ts';
import { generatePassword, hashPassword } from './password.ts';

export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

/** Who the history names for a password reset from the command line (`npm run admin -- reset-password`). */
const COMMAND_LINE: Actor = { adminId: null, label: 'command line' };

export function createAdminService(deps: {
  repository: AdminRepository;
  /** For the history's row locks (decision 027). */
  dialect?: DialectName;
  /** Where a new password tells the running instances to forget the sessions they have checked (decision 059). */
  changes?: Pick<ChangeBus, 'publish'>;
}) {
  const { repository } = deps;

  async function create(input: { email: string; password: string; name?: string }) {
    const email = input.email.trim().toLowerCase();
    if (await repository.findByEmail(email))
      throw new AdminAccountError(`An admin with the e-mail ${email} already exists.`);
    const id = newId();
    await repository.insert({
      id,
      email,
      name: input.name?.trim() || 'Admin',
      password_hash: await hashPassword(input.password),
      at: new Date(),
    });
    return { id, email };
  }

  return {
    create,
    async resetPassword(emailInput: string, password: string) {
      const email = emailInput.trim().toLowerCase();
      const admin = await repository.findByEmail(email);
      if (!admin) throw new AdminAccountError(`No admin has the e-mail ${email}.`);
      const audit = auditOf(
        accountSnapshot,
        { actor: COMMAND_LINE, kind: 'account', id: admin.id, action: 'update' },
        deps.dialect ?? 'sqlite',
      );
      await repository.setPassword(admin.id, await hashPassword(password), new Date(), audit);
      await deps.changes?.publish('sessions');
      return { id: admin.id, email };
    },
    /**
     * At start, when no admin exists: the configured one, or a generated password printed once. Returns the
     * generated password so the caller can show it; null when nothing was created or the password was configured.
     */
    async ensureInitialAdmin(configured: {
      email?: string;
      password?: string;
    }): Promise<{ email: string; password: string | null } | null> {
      if ((await repository.count()) > 0) return null;
      const email = (configured.email ?? 'admin@gandhara-arts.local').trim().toLowerCase();
      const password = configured.password ?? generatePassword();
      // Several instances may start together on one database: the first to write the admin prints its password.
      const written = await repository.insertIfAbsent({
        id: newId(),
        email,
        name: 'Owner',
        password_hash: await hashPassword(password),
        at: new Date(),
      });
      if (!written) return null;
      return { email, password: configured.password ? null : password };
    },
  };
}
