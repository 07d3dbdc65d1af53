import { LoaderCircle, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { adminRequest, answerMessage } from './admin-api.ts';

/**
 * Bringing something back (a record from the trash, an earlier version from the activity log): the server's words
 * and its notes (what it could not bring back as it was) in a toast, then the page's lists read again. `busy` is
 * the id being restored, so that its button shows it.
 */
export function useRestore<Answer extends { notes: string[] }>(options: {
  url: (id: string) => string;
  failure: string;
  /** The toast's button after a restore (the trash's "Open"). */
  action?: (answer: Answer) => { label: string; onClick: () => void } | undefined;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const restore = async (id: string) => {
    setBusy(id);
    try {
      const answer = await adminRequest<Answer>('POST', options.url(id));
      if (answer.ok) {
        const notes = answer.body?.notes ?? [];
        toast.success(answerMessage(answer, 'Restored.'), {
          description: notes.length > 0 ? `Note: ${notes.join('; ')}.` : undefined,
          action: answer.body ? options.action?.(answer.body) : undefined,
        });
      } else toast.error(answerMessage(answer, options.failure));
      await revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  };
  return { busy, restore };
}

const LOOK = {
  solid: 'bg-schist-800 px-4 text-limestone-50 hover:bg-schist-900',
  outline: 'border border-schist-800 px-3.5 text-schist-900 hover:bg-limestone-200',
};

/** A Restore button, with a spinner while its restore runs. */
export function RestoreButton(props: {
  busy: boolean;
  onClick: () => void;
  label: string;
  outline?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={props.busy}
      onClick={props.onClick}
      aria-label={props.label}
      className={`inline-flex items-center gap-1.5 rounded-full py-2 text-sm font-semibold disabled:opacity-70 ${LOOK[props.outline ? 'outline' : 'solid']}`}
    >
      {props.busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <RotateCcw aria-hidden="true" className="size-4" />
      )}
      {props.children}
    </button>
  );
}
