import { randomBytes } from 'node:crypto';

/**
 * Record ids: 24 hex characters, a 4-byte creation time then 8 random bytes. Records imported from the old
 * site keep their MongoDB ObjectIds, which have the same form, so their old links keep working.
 */
export function newId(at: Date = new Date()): string {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
