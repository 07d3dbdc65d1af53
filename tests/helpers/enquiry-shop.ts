import { expect } from 'vitest';
import type { DialectName } from '#server/db/database.ts';
import { createTestApp } from './test-app.ts';

export const MADE_UP_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/**
 * A shop whose clock the test moves, from now (sessions are checked against the real time too): the form's time
 * check and the retention read it.
 */
export async function enquiryTestApp(kind: DialectName, env: Record<string, string> = {}) {
  const clock = { at: new Date() };
  const t = await createTestApp(kind, env, { now: () => clock.at });
  const tick = (ms: number) => void (clock.at = new Date(clock.at.getTime() + ms));
  const ticket = async () => {
    const answer = await t.app.inject('/api/enquiries/ticket');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.json<{ ticket: string }>().ticket;
  };
  /** Sends an enquiry as a person would: a ticket, five seconds of writing, then the form. */
  const send = async (fields: Record<string, unknown>, options: { waitMs?: number } = {}) => {
    const issued = await ticket();
    tick(options.waitMs ?? 5_000);
    return t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ticket: issued, ...fields },
    });
  };
  /** A day `days` after the clock's, as the form writes it. */
  const day = (days: number) => new Date(clock.at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return { t, tick, ticket, send, day };
}

/** An enquiry that passes every check. */
export const GOOD = {
  name: 'Amina Qureshi',
  email: 'amina@example.com',
  message: 'Is the Buddha head still available?',
};
