import type { ReactNode } from 'react';
import { Link } from 'react-router';

const HOME = { to: '/', label: 'Home' };

/**
 * The opening of an inner page: breadcrumb, eyebrow, title and a line of introduction. The breadcrumb starts at Home,
 * goes through `crumbs` (the pages between, if any) and names the page by its title unless `crumb` gives a shorter
 * name; `aside` sits at the breadcrumb's end (the FAQ's Back to Home).
 */
export function PageHero(props: {
  eyebrow: string;
  title: string;
  crumb?: string;
  intro?: ReactNode;
  crumbs?: { to: string; label: string }[];
  aside?: ReactNode;
}) {
  const breadcrumb = (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-schist-600">
        {[HOME, ...(props.crumbs ?? [])].map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-2">
            <Link to={crumb.to} className="hover:text-terracotta-700 hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-schist-800">
          {props.crumb ?? props.title}
        </li>
      </ol>
    </nav>
  );
  return (
    <section className="mx-auto max-w-7xl px-4 pb-10 pt-10 sm:px-6 sm:pt-14">
      {props.aside ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          {breadcrumb}
          {props.aside}
        </div>
      ) : (
        breadcrumb
      )}
      <p className="mt-8 text-sm font-semibold uppercase tracking-[0.22em] text-terracotta-700">
        {props.eyebrow}
      </p>
      <h1 className="mt-3 max-w-4xl text-5xl font-semibold leading-[1.05] sm:text-6xl">{props.title}</h1>
      {props.intro ? (
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-schist-600">{props.intro}</p>
      ) : null}
    </section>
  );
}
