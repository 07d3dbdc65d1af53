import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { BulkJob } from '#common/schemas/bulk.ts';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';
import { BulkCategories } from './bulk-categories.tsx';
import { BulkSpecifications, useBulkSpecifications } from './bulk-specifications.tsx';
import { BulkFiles } from './bulk-files.tsx';
import { useChosenFiles } from './chosen-files.ts';
import { JobProgress } from './job-progress.tsx';
import { JobResult, UploadFailure } from './job-result.tsx';
import { useBulkJob } from './use-bulk-job.ts';
import { BusyButton } from '#app/admin/ui/busy-button.tsx';

/**
 * Bulk upload (admin-area.md §9): categories, then photographs or a ZIP, then the upload, its progress and its
 * result. `latest` is the last job, shown on arrival (and followed when still at work).
 */
export function BulkUploadScreen(props: { categories: string[]; latest: BulkJob | null }) {
  const [categories, setCategories] = useState<string[]>([]);
  // Drafts unless the owner chooses otherwise for this upload.
  const [publish, setPublish] = useState(false);
  const chosen = useChosenFiles();
  const specifications = useBulkSpecifications();
  const bulk = useBulkJob(props.latest);
  const { files } = chosen;
  const { job } = bulk;

  const start = async () => {
    if (files.length === 0) return chosen.setNotice('Please select files to upload');
    if (categories.length === 0)
      return chosen.setNotice('Please select at least one category for your products');
    const details = await specifications.check();
    if (!details) return chosen.setNotice('Check the details every product starts with');
    chosen.setNotice(null);
    // Received: the files are the server's now, the categories and details stay for the next batch.
    if (await bulk.start({ mode: chosen.mode, files, categories, publish, specifications: details }))
      chosen.clear();
  };

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

      <BulkCategories offered={props.categories} chosen={categories} onChange={setCategories} />
      <BulkSpecifications specifications={specifications} />
      <BulkFiles chosen={chosen} publish={publish} onPublish={setPublish} />

      <div className="space-y-4">
        <BusyButton
          onClick={start}
          disabled={files.length === 0 || categories.length === 0 || bulk.uploading}
          className="inline-flex items-center gap-2 rounded-full bg-terracotta-700 px-7 py-3 font-semibold text-white hover:bg-terracotta-600 disabled:cursor-not-allowed disabled:opacity-50"
          busy={bulk.uploading}
          icon={Upload}
          iconSize="size-5"
        >
          {bulk.uploading
            ? 'Uploading...'
            : `Upload ${files.length > 0 ? `${files.length} ${files.length === 1 ? 'file' : 'files'}` : ''}`.trim()}
        </BusyButton>
        {/* The bytes, until the server has them all and says so; then the server's work, photograph by photograph. */}
        {bulk.progress !== null && !job ? (
          <UploadProgress percent={bulk.progress} label="Uploading files" />
        ) : null}
        {job && (bulk.running || (bulk.watching && job.status === 'done')) ? <JobProgress job={job} /> : null}
      </div>

      {bulk.failure ? <UploadFailure failure={bulk.failure} /> : null}
      {job && !bulk.running ? <JobResult job={job} /> : null}
    </div>
  );
}
