import type { BulkJob } from '#common/schemas/bulk.ts';
import { ProgressBar } from '#app/admin/ui/upload-progress.tsx';

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
      <ProgressBar label="Processing" percent={percent} fill="bg-schist-800 transition-[width]" />
      {job.status === 'done' ? null : (
        <p className="text-xs text-schist-600">
          You may close this page: the work goes on, and the result is here when you come back.
        </p>
      )}
    </div>
  );
}
