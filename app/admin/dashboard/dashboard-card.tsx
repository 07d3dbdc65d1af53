import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One of the dashboard's cards (the newest records, failed sign-ins, searches that found nothing, the last import):
 * a card named by its heading; a report's icon says at a glance whether there is anything to look at (terracotta)
 * or not (green), and an optional note stands beside the heading (the period, the time).
 */
export function DashboardCard(props: {
  id: string;
  title: string;
  icon?: LucideIcon;
  quiet?: boolean;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const Icon = props.icon;
  const heading = (
    <h2 id={props.id} className="flex items-center gap-2 text-2xl font-semibold">
      {Icon ? (
        <Icon
          aria-hidden="true"
          className={`size-5 ${props.quiet ? 'text-emerald-700' : 'text-terracotta-700'}`}
        />
      ) : null}
      {props.title}
    </h2>
  );
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-2xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-6"
    >
      {props.aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          <p className="text-sm text-schist-600">{props.aside}</p>
        </div>
      ) : (
        heading
      )}
      {props.children}
    </section>
  );
}
