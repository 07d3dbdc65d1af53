import { Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { LeaveGuard } from './leave-guard.tsx';
import { SubmitButton } from './submit-button.tsx';
import { UploadProgress } from './upload-progress.tsx';

/**
 * The bar that stays at the bottom of a long form (Settings, the product editor): whether anything is unsaved, or
 * the upload's progress, then Discard and Save. Always there, so Save is one tap away wherever the admin is; and
 * while something is unsaved, leaving the page asks first (LeaveGuard).
 */
export function SaveBar(props: {
  unsaved: boolean;
  busy: boolean;
  /** The upload's percent while files go up; null otherwise */
  progress: number | null;
  progressLabel: string;
  saveLabel: string;
  onDiscard: () => void;
  /** Something the admin must read before saving again (a refused save), shown above the buttons */
  notice?: ReactNode;
  /** What the bar says when nothing is unsaved */
  savedText?: string;
}) {
  return (
    // Inside the form's own width (no bleed past it): a phone's form never scrolls sideways because of it.
    <div className="sticky bottom-3 z-20 mt-10 rounded-2xl border border-limestone-200 bg-limestone-50/95 px-4 py-3 shadow-lg shadow-schist-900/10 backdrop-blur sm:px-6">
      <div className="mx-auto max-w-6xl space-y-3">
        {props.notice}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1" aria-live="polite">
            {props.progress !== null ? (
              <UploadProgress percent={props.progress} label={props.progressLabel} />
            ) : (
              <p className="text-sm text-schist-600">
                {props.unsaved ? 'You have unsaved changes.' : (props.savedText ?? 'Everything is saved.')}
              </p>
            )}
          </div>
          <div className="flex gap-3">
            <button
              type="button"
              onClick={props.onDiscard}
              disabled={!props.unsaved || props.busy}
              className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-5 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200 disabled:opacity-50"
            >
              <Undo2 aria-hidden="true" className="size-4" />
              Discard
            </button>
            <SubmitButton busy={props.busy}>{props.saveLabel}</SubmitButton>
          </div>
        </div>
      </div>
      <LeaveGuard when={props.unsaved} />
    </div>
  );
}
