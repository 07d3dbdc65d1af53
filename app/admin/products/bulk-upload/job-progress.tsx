import type { BulkJob } from '#common/schemas/bulk.ts';

/** The server's work on a job, photograph by photograph (a ZIP is opened first). */
export function JobProgress({ job }: { job: BulkJob }) {
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <div role="status" className="space-y-1.5">
      <div className="flex justify-between text-sm font-medium text-schist-700">
        <span>
          {job.status === 'extracting'
            ? 'Opening the ZIP file...'
            : job.status === 'done'
              ? `All ${job.total} ${job.total === 1 ? 'photograph' : 'photographs'} processed`
              : `Processing photograph ${Math.min(job.processed + 1, job.total)} of ${job.total}...`}
        </span>
        <span className="tabular-nums">{job.status === 'extracting' ? '' : `${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Processing"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-limestone-200"
      >
        <div
          className="h-full rounded-full bg-schist-800 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      {job.status === 'done' ? null : (
        <p className="text-xs text-schist-600">
          You may close this page: the work goes on, and the result is here when you come back.
        </p>
      )}
    </div>
  );
}
