import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BulkJob } from '#common/schemas/bulk.ts';
import { NewProductRow } from './new-product-row.tsx';
import type { BulkFailure } from './use-bulk-job.ts';

/** The red card of an upload that made nothing: the call failed, or the job did. */
function UploadFailed(props: { headingId: string; alert?: boolean; children: ReactNode }) {
  return (
    <section
      role={props.alert ? 'alert' : undefined}
      aria-labelledby={props.headingId}
      className="space-y-3 rounded-3xl bg-red-50 p-6 ring-1 ring-red-200"
    >
      <h3 id={props.headingId} className="flex items-center gap-2 text-2xl font-semibold text-red-900">
        <TriangleAlert aria-hidden="true" className="size-6" /> Upload Failed
      </h3>
      {props.children}
    </section>
  );
}

/** The upload or the watching of its job was refused: the reason, and the server's answer for whoever helps. */
export function UploadFailure({ failure }: { failure: BulkFailure }) {
  return (
    <UploadFailed headingId="bulk-failed" alert>
      <p className="text-red-900">{failure.message}</p>
      {failure.message.startsWith('Authentication') ? (
        <Link
          to="/admin/login?next=%2Fadmin%2Fbulk-upload"
          className="inline-block font-semibold text-red-900 underline"
        >
          Sign in again
        </Link>
      ) : null}
      <details className="text-sm text-red-900">
        <summary className="cursor-pointer font-semibold">Technical details</summary>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-xl bg-white/70 p-3 text-xs">
          {failure.details}
        </pre>
      </details>
    </UploadFailed>
  );
}

/** A finished job: the products it made, each editable in place (decision 047), and the files it could not use. */
export function JobResult({ job }: { job: BulkJob }) {
  const failedWhole = job.status === 'failed' && job.total === 0;
  const when = new Date(job.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  // Nothing made (every photograph a duplicate or unusable) is no success, whatever the job's state: the server's
  // answer says success: false then too.
  if (failedWhole || job.successful === 0) {
    return (
      <UploadFailed headingId="bulk-result">
        <p className="text-red-900">
          {job.message ??
            (job.total > 0
              ? `No product was created: none of the ${job.total} ${job.total === 1 ? 'file' : 'files'} could be used.`
              : 'Upload failed')}
        </p>
        <ErrorList job={job} />
        <p className="text-xs text-red-900/80">{when}</p>
      </UploadFailed>
    );
  }
  return (
    <section
      aria-labelledby="bulk-result"
      className="space-y-4 rounded-3xl bg-limestone-50 p-6 ring-1 ring-limestone-200"
    >
      <h3 id="bulk-result" className="flex items-center gap-2 text-2xl font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-700" /> Upload Successful!
      </h3>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ['Created', job.successful],
          ['Could not be used', job.failed],
          ['Files', job.total],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-2xl bg-white p-3 ring-1 ring-limestone-200">
            <dt className="text-xs font-medium text-schist-600">{label}</dt>
            <dd className="order-first font-display text-3xl font-semibold text-schist-900">{value}</dd>
          </div>
        ))}
      </dl>
      {job.results.length > 0 ? (
        <TitledList title="New products">
          {job.results.map((result) => (
            <NewProductRow key={result._id || result.slug} result={result} />
          ))}
        </TitledList>
      ) : null}
      <ErrorList job={job} />
      <p className="text-xs text-schist-600">
        Finished {when}.{' '}
        <Link to="/admin/products" className="font-semibold underline">
          Open the Products List
        </Link>{' '}
        for the other details.
      </p>
    </section>
  );
}

function ErrorList({ job }: { job: BulkJob }) {
  if (job.errors.length === 0) return null;
  return (
    <TitledList title="Not used" height="max-h-60 overflow-y-auto">
      {job.errors.map((error, index) => (
        <li key={`${error.filename}-${index}`} className="px-4 py-2 text-sm">
          <span className="break-all font-semibold text-schist-900">{error.filename}</span>
          <span className="text-schist-700">: {error.error}</span>
        </li>
      ))}
    </TitledList>
  );
}

/** A result's list under its small heading, scrolling past `height` when it has one. */
function TitledList(props: { title: string; height?: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-schist-600">
        {props.title}
      </h4>
      <ul
        className={`mt-2 ${props.height ?? ''} divide-y divide-limestone-200 rounded-2xl bg-white ring-1 ring-limestone-200`}
      >
        {props.children}
      </ul>
    </div>
  );
}
