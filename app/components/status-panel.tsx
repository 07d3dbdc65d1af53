import type { ReactNode } from 'react';

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
