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
      <ProgressBar label={label} percent={percent} fill="bg-terracotta-700 transition-[width] duration-200" />
    </div>
  );
}

/**
 * The bar of a known share done, shared by an upload and the server's work on a bulk job so that both read alike
 * to a screen reader. `fill` is the bar's colour and how it moves.
 */
export function ProgressBar(props: { label: string; percent: number; fill: string }) {
  return (
    <div
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={props.percent}
      className="h-2.5 overflow-hidden rounded-full bg-limestone-200"
    >
      <div
        className={`h-full rounded-full ${props.fill} motion-reduce:transition-none`}
        style={{ width: `${props.percent}%` }}
      />
    </div>
  );
}
