import { Lock, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { SignInFailure, SignInFailures } from '#common/schemas/auth.ts';
import { plural, when } from './card-words.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** Lines shown; under a flood the rest are summed up in one sentence. */
const SHOWN = 8;

/** What went wrong on one line, in the owner's words. */
function outcome(line: SignInFailure) {
  const parts = [];
  if (line.failures > 0) parts.push(plural(line.failures, 'wrong password'));
  if (line.refused > 0) parts.push(`${line.refused} refused while locked`);
  return parts.join(' · ');
}

/**
 * The dashboard's card of failed sign-ins (decision 019): from which address, at which account, how many, and
 * whether a lock followed, so that the owner sees an attack, and that it did not reach them.
 */
export function SignInFailuresCard({ record, days }: { record: SignInFailures; days: number }) {
  const lines = record.failures;
  const attempts = lines.reduce((sum, line) => sum + line.failures + line.refused, 0);
  const addresses = new Set(lines.map((line) => line.address)).size;
  const locks = lines.reduce((sum, line) => sum + line.locks, 0);
  return (
    <DashboardCard
      id="failed-sign-ins"
      title="Failed sign-ins"
      icon={lines.length > 0 ? ShieldAlert : ShieldCheck}
      quiet={lines.length === 0}
      aside={`Last ${plural(days, 'day')}`}
    >
      {lines.length === 0 ? (
        <p className="mt-4 text-schist-600">No failed sign-ins or password changes. All quiet.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-schist-700">
            {plural(attempts, 'attempt')} from {plural(addresses, 'address', 'addresses')}
            {locks > 0 ? ` · ${plural(locks, 'lock')}` : ''}
          </p>
          <ul className="mt-4 divide-y divide-limestone-200">
            {lines.slice(0, SHOWN).map((line) => (
              <li
                key={`${line.address}|${line.account ?? ''}|${line.attempt}|${line.browser}`}
                className="grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-all font-semibold tabular-nums text-schist-900">
                      {line.address}
                    </span>
                    {line.locks > 0 ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                        <Lock aria-hidden="true" className="size-3" />
                        {line.locks === 1 ? 'Locked' : `Locked ${line.locks} times`}
                      </span>
                    ) : null}
                    {line.browser === 'known' ? (
                      <span className="rounded-full bg-limestone-200 px-2.5 py-0.5 text-xs font-semibold text-schist-800">
                        Known browser
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-0.5 break-all text-sm text-schist-600">
                    {line.attempt === 'change-password' ? 'Password change' : 'Sign-in'} as{' '}
                    {line.account ?? 'an e-mail with no account'}
                  </p>
                </div>
                <div className="text-sm sm:text-right">
                  <p className="font-semibold tabular-nums text-schist-900">{outcome(line)}</p>
                  <p className="text-schist-600">
                    <time dateTime={line.lastAt}>{when.format(new Date(line.lastAt))} UTC</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {lines.length > SHOWN ? (
            <p className="text-sm text-schist-600">And {lines.length - SHOWN} earlier ones.</p>
          ) : null}
        </>
      )}
      <p className="mt-4 text-sm text-schist-600">
        Five wrong passwords in ten minutes lock an account for ten minutes, but only for browsers that have
        never signed in to it: a browser you have signed in with before keeps its own count and stays open to
        you.
      </p>
    </DashboardCard>
  );
}
