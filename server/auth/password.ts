import crypto from 'node:crypto';
import { promisify } from 'node:util';
import bcrypt from 'bcryptjs';

const argon2 = promisify(crypto.argon2);

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** A PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash), so the parameters can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const tag = await argon2('argon2id', { message: password, nonce, ...PARAMS });
  const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(nonce)}$${b64(tag)}`;
}

/** The old site's accounts come with bcrypt hashes (bcryptjs, cost 12): accepted until their next sign-in. */
const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** True for a hash of the old site's kind, which a successful sign-in replaces by argon2id (decision 013). */
export function isBcryptHash(encoded: string): boolean {
  return BCRYPT.test(encoded);
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (BCRYPT.test(encoded)) return bcrypt.compare(password, encoded);
  const match = PHC.exec(encoded);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const actual = await argon2('argon2id', {
    message: password,
    nonce: Buffer.from(salt!, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A password a person can type: 20 characters from an alphabet without look-alikes. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(20);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
