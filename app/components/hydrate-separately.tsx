import { Suspense, type ReactNode } from 'react';

/**
 * A part of a long page that hydrates on its own: behind a Suspense boundary of its own, React hydrates and commits
 * it after the rest instead of in one long task that keeps a phone from answering a tap. The server still sends it
 * in place (app/entry.server.tsx sets progressiveChunkSize so that no boundary is sent later).
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
