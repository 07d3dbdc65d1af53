import { useCallback, useEffect, useRef, useState } from 'react';
import { bulkJobSchema, type BulkJob } from '#common/schemas/bulk.ts';
import { adminRequest, type AdminAnswer } from '#app/admin/ui/admin-api.ts';

export type BulkMode = 'images' | 'zip';
export type BulkFailure = { message: string; details: string };

/** What one upload sends: the files as chosen, and what the products made of them get. */
export type BulkUpload = {
  mode: BulkMode;
  files: File[];
  categories: string[];
  publish: boolean;
  /** The specifications every product starts with, as the form's text (decision 040). */
  specifications: Record<string, string>;
};

/** The screen's messages for a failed call (admin-area.md §8). */
function failureOf(answer: AdminAnswer<{ error?: string }> | AdminAnswer<{ job: BulkJob }>): BulkFailure {
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

const UNREADABLE =
  'The server’s answer about the upload could not be read. Reload the page to see its result.';

const atWork = (job: BulkJob | null) => job?.status === 'processing' || job?.status === 'extracting';

/**
 * A bulk upload's job, from the screen's side: sending the files (the bytes' progress), then the server's work,
 * asked for every 800 ms until it is done or failed. The last job, when the screen opens while it is still at work,
 * is followed at once. Leaving the screen stops the asking, not the job: it goes on on the server.
 */
export function useBulkJob(latest: BulkJob | null) {
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [job, setJob] = useState<BulkJob | null>(latest);
  const [failure, setFailure] = useState<BulkFailure | null>(null);
  // The job this visit watched at work: its bar stays, full, beside the result.
  const [watched, setWatched] = useState<string | null>(null);
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
          { redirectOn401: false },
        );
        if (answer.ok) {
          // Checked against the shared schema: the result's rows are edited from what it says.
          const checked = bulkJobSchema.safeParse(answer.body?.job);
          if (!checked.success) {
            setFailure({ message: UNREADABLE, details: checked.error.message });
            setUploading(false);
            return;
          }
          setJob(checked.data);
          if (!atWork(checked.data)) {
            setUploading(false);
            setProgress(null);
            return;
          }
        } else {
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
    if (latest && atWork(latest)) {
      setUploading(true);
      follow(latest.id);
    }
    return () => {
      if (poll.current) window.clearTimeout(poll.current);
    };
  }, [latest, follow]);

  /** Sends the files and follows the job the server made of them; true once the server has them all. */
  const start = async (upload: BulkUpload): Promise<boolean> => {
    setFailure(null);
    setUploading(true);
    setProgress(0);
    setJob(null);
    const body = new FormData();
    body.append('categories', JSON.stringify(upload.categories));
    body.append('publish', String(upload.publish));
    for (const [name, value] of Object.entries(upload.specifications)) body.append(name, value);
    for (const file of upload.files)
      body.append(upload.mode === 'images' ? 'images' : 'zipFile', file, file.name);
    try {
      const answer = await adminRequest<{ jobId: string; job: BulkJob; error?: string }>(
        'POST',
        `/api/bulk-upload/${upload.mode === 'images' ? 'bulk-images' : 'bulk-zip'}`,
        body,
        setProgress,
        { headers: { prefer: 'respond-async' }, redirectOn401: false },
      );
      if (!answer.ok || !answer.body?.jobId) {
        setFailure(failureOf(answer));
        setUploading(false);
        setProgress(null);
        return false;
      }
      setProgress(100);
      setJob(answer.body.job);
      follow(answer.body.jobId);
      return true;
    } catch (error) {
      setFailure({ message: (error as Error).message || 'Upload failed', details: String(error) });
      setUploading(false);
      setProgress(null);
      return false;
    }
  };

  return {
    job,
    /** The job is being worked on (its progress shows, its result not yet). */
    running: atWork(job),
    /** This visit saw the job at work, so its finished bar stays beside the result. */
    watching: job !== null && watched === job.id,
    uploading,
    /** The bytes sent, 0-100, until the server has them all; null when nothing is being sent. */
    progress,
    failure,
    start,
  };
}
