import type { ReactNode } from 'react';

export function SectionHeading(props: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}) {
  const center = props.align === 'center';
  const dark = props.tone === 'dark';
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <p
        className={`text-sm font-semibold uppercase tracking-[0.22em] ${dark ? 'text-sandstone-400' : 'text-terracotta-700'}`}
      >
        {props.eyebrow}
      </p>
      <h2
        id={props.id}
        className={`mt-3 text-4xl font-semibold leading-tight sm:text-5xl ${dark ? 'text-limestone-50' : ''}`}
      >
        {props.title}
      </h2>
      {props.children ? (
        <div className={`mt-4 text-lg leading-relaxed ${dark ? 'text-limestone-200' : 'text-schist-600'}`}>
          {props.children}
        </div>
      ) : null}
    </div>
  );
}
