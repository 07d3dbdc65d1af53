import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** The activity log's entries for `query` (as `GET /api/admin/history` takes it), newest first, read as the admin. */
export async function historyEntries<Entry>(
  t: Pick<TestApp, 'app'>,
  auth: { authorization: string },
  query: string,
): Promise<Entry[]> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/admin/history?${query}`, headers: auth });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ entries: Entry[] }>().entries;
}
