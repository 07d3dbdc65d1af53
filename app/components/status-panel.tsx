import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

/** The way out a status panel suggests first, and the other one. */
export const FIRST_ACTION =
  'rounded-full bg-schist-800 px-6 py-3 font-semibold text-limestone-50 hover:bg-schist-900';
export const OTHER_ACTION =
  'rounded-full border border-schist-800 px-6 py-3 font-semibold text-schist-900 hover:bg-limestone-200';

/** A page that stands in for one that could not be shown: not found, or failed. Its actions come as children. */
export function StatusPanel(props: {
  eyebrow?: string;
  title: string;
  message: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-20 text-center">
      {props.eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-terracotta-700">
          {props.eyebrow}
        </p>
      ) : null}
      <h1 className="text-4xl font-semibold sm:text-5xl">{props.title}</h1>
      <p className="text-schist-600">{props.message}</p>
      <div className="flex flex-wrap justify-center gap-3">{props.children}</div>
    </main>
  );
}

/** A record's page that failed: back to where the visitor was, or on to the list the record belongs to. */
export function BackOrList({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)} className={FIRST_ACTION}>
        Go Back
      </button>
      <Link to={to} className={OTHER_ACTION}>
        {label}
      </Link>
    </>
  );
}
