import { CheckCircle2, CircleAlert } from 'lucide-react';
import { productPath } from '#common/paths.ts';
import { formatUsd } from '#common/money.ts';
import type { SeoReport } from '#common/admin/product-seo.ts';
import { SITE } from '#common/site.ts';

const tone = (score: number) =>
  score >= 80
    ? 'text-emerald-800 bg-emerald-50 ring-emerald-200'
    : score >= 50
      ? 'text-amber-900 bg-amber-50 ring-amber-200'
      : 'text-red-800 bg-red-50 ring-red-200';

/** The live SEO score with what would raise it, and how the page will look in a search result and a shared link. */
export function SeoPanel(props: {
  report: SeoReport;
  origin: string;
  slug: string;
  title: string;
  description: string;
  priceCents: number | null;
  imageSrc: string | null;
}) {
  const { report } = props;
  const url = `${props.origin}${productPath({ slug: props.slug || '…' })}`;
  const host = props.origin.replace(/^https?:\/\//, '');
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="seo-score"
        className="rounded-2xl bg-limestone-50 p-5 ring-1 ring-limestone-200"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id="seo-score" className="text-xl font-semibold">
            SEO score
          </h2>
          <p
            className={`rounded-full px-3 py-1 text-lg font-semibold tabular-nums ring-1 ${tone(report.score)}`}
          >
            {report.score}/100
          </p>
        </div>
        <div
          role="meter"
          aria-label="SEO score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={report.score}
          className="mt-3 h-2 overflow-hidden rounded-full bg-limestone-200"
        >
          <div className="h-full rounded-full bg-terracotta-700" style={{ width: `${report.score}%` }} />
        </div>
        {report.issues.length === 0 ? (
          <p className="mt-4 flex items-center gap-2 text-sm font-medium text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-4" /> Nothing left to improve.
          </p>
        ) : (
          <ul aria-label="How to raise the score" className="mt-4 space-y-2 text-sm text-schist-700">
            {report.checks
              .filter((check) => check.advice)
              .map((check) => (
                <li key={check.label} className="flex gap-2">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
                  <span>
                    {check.advice} <span className="text-schist-500">(−{check.points - check.earned})</span>
                  </span>
                </li>
              ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="search-preview"
        className="rounded-2xl bg-white p-5 ring-1 ring-limestone-200"
      >
        <h2 id="search-preview" className="text-sm font-semibold uppercase tracking-[0.16em] text-schist-600">
          Search result preview
        </h2>
        <div className="mt-3 font-sans">
          <p className="truncate text-sm text-[#1d5b34]">{url}</p>
          <p className="mt-0.5 line-clamp-2 text-lg leading-snug text-[#1a0dab]">
            {props.title || 'Product title'}
          </p>
          <p className="mt-1 line-clamp-2 text-sm text-[#474747]">
            {props.description || 'The SEO description appears here.'}
          </p>
        </div>
      </section>

      <section aria-labelledby="share-preview" className="rounded-2xl bg-white p-5 ring-1 ring-limestone-200">
        <h2 id="share-preview" className="text-sm font-semibold uppercase tracking-[0.16em] text-schist-600">
          WhatsApp and social preview
        </h2>
        <div className="mt-3 overflow-hidden rounded-xl bg-[#e7f7e3] ring-1 ring-[#cfe9c8]">
          <div className="aspect-[1.91/1] bg-limestone-200">
            {props.imageSrc ? (
              <img src={props.imageSrc} alt="" className="size-full object-cover" />
            ) : (
              <p className="flex size-full items-center justify-center text-sm text-schist-600">
                No photograph yet
              </p>
            )}
          </div>
          <div className="space-y-0.5 p-3">
            <p className="line-clamp-1 font-semibold text-schist-900">{props.title || 'Product title'}</p>
            <p className="line-clamp-2 text-sm text-schist-700">{props.description}</p>
            <p className="text-xs uppercase text-schist-600">
              {host} · {SITE.name}
              {props.priceCents !== null ? ` · ${formatUsd(props.priceCents)}` : ''}
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
