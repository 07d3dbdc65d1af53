/**
 * How much of an upload has reached the server, as a bar and a percentage. Hidden when nothing is uploading.
 * `caption` replaces the words above the bar (an import's "Saving… 200 of 5,000").
 */
export function UploadProgress({
  percent,
  label = 'Uploading',
  caption,
}: {
  percent: number | null;
  label?: string;
  caption?: string;
}) {
  if (percent === null) return null;
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm font-medium text-schist-700">
        <span>{caption ?? (percent < 100 ? label : 'Processing on the server...')}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-limestone-200"
      >
        <div
          className="h-full rounded-full bg-terracotta-700 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
