import {
  CheckCircle2,
  FileArchive,
  Images,
  LoaderCircle,
  Plus,
  TriangleAlert,
  Upload,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { productPath } from '#common/paths.ts';
import { formatFileSize, hasExtension, megabytes, UPLOAD_RULES } from '#common/admin/uploads.ts';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';
import { servicesContext } from '#app/context.ts';
import { adminRequest, type AdminAnswer } from '#app/admin/ui/admin-api.ts';
import type { BulkJob } from '#common/schemas/bulk.ts';
import type { Route } from './+types/bulk-upload';

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, bulk } = context.get(servicesContext);
  const [categories, latest] = await Promise.all([
    catalog.listCategories({ visibleOnly: false }),
    bulk.latest(),
  ]);
  return { categories: categories.map((category) => category.name), latest };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Bulk Upload | Admin Panel | Gandhara Arts' },
  { name: 'robots', content: 'noindex, nofollow' },
];

type Mode = 'images' | 'zip';
type Failure = { message: string; details: string };

/** The screen's messages for a failed call (admin-area.md §8). */
function failureOf(answer: AdminAnswer<{ error?: string }> | AdminAnswer<{ job: BulkJob }>): Failure {
  const messages: Record<number, string> = {
    401: 'Authentication failed. Please login as admin again.',
    403: 'Access denied. Admin privileges required.',
    404: 'Upload endpoint not found. Make sure the server is running and routes are configured.',
  };
  return {
    message:
      messages[answer.status] ??
      (answer.body as { error?: string } | null)?.error ??
      answer.body?.message ??
      'Upload failed',
    details: `HTTP ${answer.status}\n${answer.text.slice(0, 2000)}`,
  };
}

const { bulkImages, zip: ZIP } = UPLOAD_RULES;
const MAX_IMAGES = bulkImages.maxFiles;
const PHOTO_LIMIT = megabytes(UPLOAD_RULES.image.maxBytes);
const ZIP_LIMIT = megabytes(ZIP.maxBytes);
const isZip = (file: File) =>
  file.type === 'application/zip' ||
  file.type === 'application/x-zip-compressed' ||
  hasExtension(file.name, ZIP);

export default function BulkUpload({ loaderData }: Route.ComponentProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const [mode, setMode] = useState<Mode>('images');
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [publish, setPublish] = useState(true);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [job, setJob] = useState<BulkJob | null>(loaderData.latest);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [dragging, setDragging] = useState(false);
  // The job this visit watched at work: its bar stays, full, beside the result.
  const [watched, setWatched] = useState<string | null>(null);
  const inputId = useId();
  const poll = useRef<number | null>(null);

  const follow = useCallback((id: string) => {
    if (poll.current) window.clearTimeout(poll.current);
    setWatched(id);
    const tick = async () => {
      try {
        const answer = await adminRequest<{ job: BulkJob }>(
          'GET',
          `/api/bulk-upload/jobs/${id}`,
          undefined,
          undefined,
          {
            redirectOn401: false,
          },
        );
        if (answer.ok && answer.body?.job) {
          setJob(answer.body.job);
          if (answer.body.job.status === 'done' || answer.body.job.status === 'failed') {
            setUploading(false);
            setProgress(null);
            return;
          }
        } else if (!answer.ok) {
          setFailure(failureOf(answer));
          setUploading(false);
          return;
        }
      } catch {
        // A moment without a connection: the job goes on on the server; look again shortly.
      }
      poll.current = window.setTimeout(tick, 800);
    };
    void tick();
  }, []);

  // Reopened while the last upload is still being processed: follow it.
  useEffect(() => {
    const latest = loaderData.latest;
    if (latest && (latest.status === 'processing' || latest.status === 'extracting')) {
      setUploading(true);
      follow(latest.id);
    }
    return () => {
      if (poll.current) window.clearTimeout(poll.current);
    };
  }, [loaderData.latest, follow]);

  const addCategory = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed || chosen.some((category) => category.toLowerCase() === trimmed.toLowerCase())) return;
    setChosen([...chosen, trimmed]);
    setCustom('');
  };

  const take = (list: FileList | File[]) => {
    const all = [...list];
    if (mode === 'images') {
      // The type the system gives a file is a hint (the server decides by content): the name counts too.
      const images = all.filter(
        (file) => file.type.startsWith('image/') || hasExtension(file.name, bulkImages),
      );
      const tooLarge = images.filter((file) => file.size > UPLOAD_RULES.image.maxBytes);
      const merged = [...files, ...images.filter((file) => !tooLarge.includes(file))];
      const notices = [
        images.length < all.length ? `Only image files (${bulkImages.typeNames}) were kept.` : null,
        tooLarge.length > 0
          ? `Not added, over the ${PHOTO_LIMIT} limit per photograph: ${tooLarge.map((file) => file.name).join(', ')}.`
          : null,
        merged.length > MAX_IMAGES
          ? `At most ${MAX_IMAGES} images per upload: the first ${MAX_IMAGES} were kept. Upload the rest next, or as a ZIP.`
          : null,
      ].filter((line) => line !== null);
      setNotice(notices.length > 0 ? notices.join(' ') : null);
      setFiles(merged.slice(0, MAX_IMAGES));
    } else {
      const zip = all.find(isZip);
      if (!zip) return setNotice('Please choose a ZIP file.');
      if (zip.size > ZIP.maxBytes)
        return setNotice(`The ZIP file is larger than ${ZIP_LIMIT}. Split it into smaller ones.`);
      setNotice(all.length > 1 ? 'One ZIP file per upload: the first was kept.' : null);
      setFiles([zip]);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setFiles([]);
    setNotice(null);
  };

  const start = async () => {
    if (files.length === 0) return setNotice('Please select files to upload');
    if (chosen.length === 0) return setNotice('Please select at least one category for your products');
    setFailure(null);
    setNotice(null);
    setUploading(true);
    setProgress(0);
    setJob(null);
    const body = new FormData();
    body.append('categories', JSON.stringify(chosen));
    body.append('publish', String(publish));
    for (const file of files) body.append(mode === 'images' ? 'images' : 'zipFile', file, file.name);
    try {
      const answer = await adminRequest<{ jobId: string; job: BulkJob; error?: string }>(
        'POST',
        `/api/bulk-upload/${mode === 'images' ? 'bulk-images' : 'bulk-zip'}`,
        body,
        setProgress,
        { headers: { prefer: 'respond-async' }, redirectOn401: false },
      );
      if (!answer.ok || !answer.body?.jobId) {
        setFailure(failureOf(answer));
        setUploading(false);
        setProgress(null);
        return;
      }
      setProgress(100);
      setJob(answer.body.job);
      // Received: the files are the server's now, the categories stay for the next batch.
      setFiles([]);
      follow(answer.body.jobId);
    } catch (error) {
      setFailure({ message: (error as Error).message || 'Upload failed', details: String(error) });
      setUploading(false);
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const running = job && (job.status === 'processing' || job.status === 'extracting');

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h2 className="text-3xl font-semibold">Bulk Product Upload</h2>
        <p className="mt-1 max-w-3xl text-schist-600">
          Photograph a shelf of carvings and put them online in one go: each photograph becomes a product,
          titled from its file name, with the price left as “Contact for pricing”. Edit the details later in
          the Products List.
        </p>
      </div>

      <section
        aria-labelledby="bulk-categories"
        className="space-y-4 rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-7"
      >
        <h3 id="bulk-categories" className="text-xl font-semibold">
          1. Categories for these products
        </h3>
        <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
          {[...new Set([...loaderData.categories, ...chosen])].map((name) => {
            const on = chosen.includes(name);
            return (
              <button
                key={name}
                type="button"
                aria-pressed={on}
                onClick={() =>
                  setChosen(on ? chosen.filter((category) => category !== name) : [...chosen, name])
                }
                className={`rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${on ? 'bg-schist-800 text-limestone-50 ring-schist-800' : 'bg-white text-schist-800 ring-limestone-300 hover:ring-schist-600'}`}
              >
                {name}
              </button>
            );
          })}
        </div>
        <div className="flex max-w-md gap-2">
          <label htmlFor="custom-category" className="sr-only">
            A category of your own
          </label>
          <input
            id="custom-category"
            type="text"
            value={custom}
            maxLength={60}
            placeholder="Add a category of your own"
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCategory(custom);
              }
            }}
            className={`${INPUT_CLASS} mt-0`}
          />
          <button
            type="button"
            onClick={() => addCategory(custom)}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-schist-800 px-4 font-semibold text-schist-900 hover:bg-limestone-200"
          >
            <Plus aria-hidden="true" className="size-4" /> Add
          </button>
        </div>
        {chosen.length === 0 ? (
          <p className="text-sm font-medium text-red-700">Please select at least one category</p>
        ) : (
          <p className="text-sm text-schist-600">
            Chosen: {chosen.join(', ')}. The first is the main category.
          </p>
        )}
      </section>

      <section
        aria-labelledby="bulk-files"
        className="space-y-4 rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-7"
      >
        <h3 id="bulk-files" className="text-xl font-semibold">
          2. Photographs
        </h3>
        <fieldset>
          <legend className="sr-only">Upload as</legend>
          <div className="inline-flex rounded-full bg-limestone-200 p-1">
            {(['images', 'zip'] as const).map((value) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold focus-within:ring-2 focus-within:ring-terracotta-700 ${mode === value ? 'bg-schist-800 text-limestone-50' : 'text-schist-800'}`}
              >
                <input
                  type="radio"
                  name="mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => switchMode(value)}
                  className="sr-only"
                />
                {value === 'images' ? (
                  <Images aria-hidden="true" className="size-4" />
                ) : (
                  <FileArchive aria-hidden="true" className="size-4" />
                )}
                {value === 'images' ? 'Images' : 'ZIP file'}
              </label>
            ))}
          </div>
        </fieldset>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center ${dragging ? 'border-terracotta-700 bg-limestone-100' : 'border-limestone-300 bg-white'}`}
        >
          <Upload aria-hidden="true" className="size-9 text-terracotta-700" />
          <p className="font-semibold text-schist-900">
            {mode === 'images' ? 'Drop photographs here' : 'Drop a ZIP file here'}
          </p>
          <p className="text-sm text-schist-600">
            {mode === 'images'
              ? `${bulkImages.typeNames}, up to ${MAX_IMAGES} at a time, ${PHOTO_LIMIT} and ${UPLOAD_RULES.image.maxMegapixels} megapixels each.`
              : `One ZIP of up to ${ZIP_LIMIT}; folders inside are fine.`}
          </p>
          <label
            htmlFor={inputId}
            className="cursor-pointer rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 focus-within:ring-2 focus-within:ring-terracotta-700 hover:bg-schist-900"
          >
            {mode === 'images' ? 'Choose photographs' : 'Choose a ZIP file'}
            <input
              key={mode}
              id={inputId}
              type="file"
              multiple={mode === 'images'}
              accept={mode === 'images' ? bulkImages.accept : ZIP.accept}
              className="sr-only"
              onChange={(event) => {
                if (event.currentTarget.files) take(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </label>
        </div>
        {notice ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {notice}
          </p>
        ) : null}
        {files.length > 0 ? (
          <div>
            <p className="text-sm font-semibold text-schist-800">
              {files.length} {files.length === 1 ? 'file' : 'files'} · {formatFileSize(total)}
            </p>
            <ul
              aria-label="Chosen files"
              className="mt-2 max-h-72 divide-y divide-limestone-200 overflow-y-auto rounded-2xl bg-white ring-1 ring-limestone-200"
            >
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="flex items-center gap-3 px-4 py-2 text-sm">
                  <span className="min-w-0 flex-1 truncate text-schist-900">{file.name}</span>
                  <span className="tabular-nums text-schist-600">{formatFileSize(file.size)}</span>
                  <button
                    type="button"
                    onClick={() => setFiles(files.filter((_, n) => n !== index))}
                    aria-label={`Remove ${file.name}`}
                    className="rounded-full p-1 text-schist-700 hover:bg-limestone-200"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <label className="flex items-center gap-3 text-schist-800">
          <input
            type="checkbox"
            checked={publish}
            onChange={(event) => setPublish(event.target.checked)}
            className="size-5 accent-terracotta-700"
          />
          Publish the new products on the website at once (otherwise they are saved as drafts)
        </label>
      </section>

      <div className="space-y-4">
        <button
          type="button"
          onClick={start}
          disabled={files.length === 0 || chosen.length === 0 || uploading}
          className="inline-flex items-center gap-2 rounded-full bg-terracotta-700 px-7 py-3 font-semibold text-white hover:bg-terracotta-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {uploading ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="size-5" />
          )}
          {uploading
            ? 'Uploading...'
            : `Upload ${files.length > 0 ? `${files.length} ${files.length === 1 ? 'file' : 'files'}` : ''}`.trim()}
        </button>
        {/* The bytes, until the server has them all and says so; then the server's work, photograph by photograph. */}
        {progress !== null && !job ? <UploadProgress percent={progress} label="Uploading files" /> : null}
        {job && (running || (watched === job.id && job.status === 'done')) ? <JobProgress job={job} /> : null}
      </div>

      {failure ? (
        <section
          role="alert"
          aria-labelledby="bulk-failed"
          className="space-y-3 rounded-3xl bg-red-50 p-6 ring-1 ring-red-200"
        >
          <h3 id="bulk-failed" className="flex items-center gap-2 text-2xl font-semibold text-red-900">
            <TriangleAlert aria-hidden="true" className="size-6" /> Upload Failed
          </h3>
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
        </section>
      ) : null}

      {job && !running ? <JobResult job={job} /> : null}
    </div>
  );
}

function JobProgress({ job }: { job: BulkJob }) {
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

function JobResult({ job }: { job: BulkJob }) {
  const failedWhole = job.status === 'failed' && job.total === 0;
  const when = new Date(job.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  // Nothing made (every photograph a duplicate or unusable) is no success, whatever the job's state: the server's
  // answer says success: false then too.
  if (failedWhole || job.successful === 0) {
    return (
      <section
        aria-labelledby="bulk-result"
        className="space-y-3 rounded-3xl bg-red-50 p-6 ring-1 ring-red-200"
      >
        <h3 id="bulk-result" className="flex items-center gap-2 text-2xl font-semibold text-red-900">
          <TriangleAlert aria-hidden="true" className="size-6" /> Upload Failed
        </h3>
        <p className="text-red-900">
          {job.message ??
            (job.total > 0
              ? `No product was created: none of the ${job.total} ${job.total === 1 ? 'file' : 'files'} could be used.`
              : 'Upload failed')}
        </p>
        <ErrorList job={job} />
        <p className="text-xs text-red-900/80">{when}</p>
      </section>
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
        <div>
          <h4 className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-schist-600">
            New products
          </h4>
          <ul className="mt-2 max-h-80 divide-y divide-limestone-200 overflow-y-auto rounded-2xl bg-white ring-1 ring-limestone-200">
            {job.results.map((result) => (
              <li
                key={result._id || result.slug}
                className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2 text-sm"
              >
                {job.publish ? (
                  <a
                    href={productPath(result)}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-schist-900 hover:text-terracotta-700"
                  >
                    {result.title}
                  </a>
                ) : (
                  <span className="font-semibold text-schist-900">{result.title} (draft)</span>
                )}
                <span className="text-schist-600">{result.keywords.slice(0, 4).join(', ')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ErrorList job={job} />
      <p className="text-xs text-schist-600">
        Finished {when}.{' '}
        <Link to="/admin/products" className="font-semibold underline">
          Open the Products List
        </Link>{' '}
        to add prices and details.
      </p>
    </section>
  );
}

function ErrorList({ job }: { job: BulkJob }) {
  if (job.errors.length === 0) return null;
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-schist-600">
        Not used
      </h4>
      <ul className="mt-2 max-h-60 divide-y divide-limestone-200 overflow-y-auto rounded-2xl bg-white ring-1 ring-limestone-200">
        {job.errors.map((error, index) => (
          <li key={`${error.filename}-${index}`} className="px-4 py-2 text-sm">
            <span className="break-all font-semibold text-schist-900">{error.filename}</span>
            <span className="text-schist-700">: {error.error}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
