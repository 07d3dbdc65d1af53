import type { ChangeBus, ChangeTopic } from './change-bus.ts';

type AsyncMethod = (...args: never[]) => Promise<unknown>;
type Announcements<S> = {
  [M in keyof S]?: S[M] extends (...args: infer A) => Promise<infer R>
    ? (result: R, ...args: A) => readonly ChangeTopic[]
    : never;
};

/**
 * The service with each named write telling every instance what it changed, once it has succeeded (after its
 * transaction committed: a cache dropped earlier could be filled again from the old rows). The writes stay where
 * they are; this is the one place that says which write changes what a visitor sees.
 *
 * A lost message must not turn a saved change into an error for the admin: it is logged, and the caches' own time
 * limit bounds how long another instance can show the old version.
 */
export function announcing<S extends object>(
  service: S,
  changes: ChangeBus,
  announcements: Announcements<S>,
  log: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): S {
  const wrapped: Record<string, unknown> = { ...(service as Record<string, unknown>) };
  for (const [name, topicsOf] of Object.entries(announcements) as [
    string,
    (result: unknown, ...args: unknown[]) => readonly ChangeTopic[],
  ][]) {
    const write = (service as Record<string, AsyncMethod>)[name]!;
    wrapped[name] = async (...args: never[]) => {
      const result = await write(...args);
      const topics = topicsOf(result, ...args);
      if (topics.length > 0)
        await changes
          .publish(...topics)
          .catch((error: Error) =>
            log(`change notifications: could not announce ${topics.join(' ')} (${error.message})`),
          );
      return result;
    };
  }
  return wrapped as S;
}
