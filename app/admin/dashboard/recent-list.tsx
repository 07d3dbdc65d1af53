import type { PublicImage } from '#common/media-url.ts';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import { DashboardCard } from './dashboard-card.tsx';

export type RecentItem = {
  key: string;
  image: PublicImage | null;
  href: string;
  label: string;
  detail?: string;
  badge?: string;
};

/** One of the dashboard's lists of newest records, each linking to its public page. */
export function RecentList(props: { id: string; title: string; empty: string; items: RecentItem[] }) {
  return (
    <DashboardCard id={props.id} title={props.title}>
      {props.items.length === 0 ? (
        <p className="mt-4 text-schist-600">{props.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-limestone-200">
          {props.items.map((item) => (
            <li key={item.key} className="flex items-center gap-4 py-3">
              <ResponsiveImage
                image={item.image}
                alt=""
                sizes="56px"
                className="size-14 shrink-0 rounded-xl bg-limestone-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener"
                  className="block truncate font-semibold text-schist-900 hover:text-terracotta-700"
                >
                  {item.label}
                </a>
                {item.detail ? <p className="text-sm text-schist-600">{item.detail}</p> : null}
              </div>
              {item.badge ? (
                <span className="rounded-full bg-limestone-200 px-3 py-1 text-xs font-semibold text-schist-800">
                  {item.badge}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
