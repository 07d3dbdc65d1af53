import { RotateCw, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';

/** A panel screen that cannot show what was asked for: an icon, what happened, why, and the ways on. */
export function AdminNotice(props: { Icon: LucideIcon; title: string; why: ReactNode; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl bg-limestone-50 px-6 py-14 text-center ring-1 ring-limestone-200"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-terracotta-700/10 text-terracotta-700">
        <props.Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-2xl font-semibold">{props.title}</h2>
      <p className="text-schist-600">{props.why}</p>
      {props.children}
    </div>
  );
}

/** A panel section that could not load: what failed, in the admin's words, and a way to try again. */
export function SectionError({ what }: { what: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? ` (HTTP ${error.status})` : '';
  return (
    <AdminNotice
      Icon={TriangleAlert}
      title={`${what} could not be loaded${status}`}
      why="The server did not answer as expected. Your saved work is safe; try again in a moment."
    >
      <button
        type="button"
        onClick={() => revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="inline-flex items-center gap-2 rounded-full bg-schist-800 px-6 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:opacity-70"
      >
        <RotateCw
          aria-hidden="true"
          className="size-4 motion-safe:data-[busy=true]:animate-spin"
          data-busy={revalidator.state === 'loading'}
        />
        Try Again
      </button>
    </AdminNotice>
  );
}
