import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type QuickSave = (
  value: string,
) => Promise<{ ok: true } | { ok: false; message: string; value?: string }>;
/** An edit saved in place: not yet, under way, done, or refused with the reason. */
export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/**
 * One field of the product list's quick edit (issue 18): edited in place, saved when it loses the focus or on
 * Enter, put back on Escape; Tab moves on (and saves). Its state is shown beside it and announced: saving, saved,
 * or the server's message when the save failed (`value` then is what the product holds now).
 */
export function QuickEditField(props: {
  label: string;
  value: string;
  onSave: QuickSave;
  kind?: 'text' | 'price' | 'status';
  className?: string;
  /** the field's own width, where the row is wider than the value needs */
  fieldClassName?: string;
  /** shown after the field on its row (a former price) */
  after?: ReactNode;
}) {
  const [draft, setDraft] = useState(props.value);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const saving = useRef(false);
  const cancelled = useRef(false);
  const stateId = useId();

  // A new reading of the list (after a bulk edit, a save elsewhere) shows its value.
  useEffect(() => setDraft(props.value), [props.value]);
  useEffect(() => {
    if (state.kind !== 'saved') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), 4_000);
    return () => clearTimeout(timer);
  }, [state]);

  async function save(value: string) {
    if (saving.current || value.trim() === props.value.trim()) return;
    saving.current = true;
    setState({ kind: 'saving' });
    try {
      const answer = await props.onSave(value);
      if (answer.ok) setState({ kind: 'saved' });
      else {
        setState({ kind: 'error', message: answer.message });
        if (answer.value !== undefined) setDraft(answer.value);
      }
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    } finally {
      saving.current = false;
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save(draft);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // The list's own Escape (a dialog, a selection) is not this one's.
      event.stopPropagation();
      cancelled.current = true;
      setDraft(props.value);
      setState({ kind: 'idle' });
      event.currentTarget.blur();
    }
  };
  const onBlur = () => {
    if (cancelled.current) {
      cancelled.current = false;
      return;
    }
    void save(draft);
  };

  const field =
    'w-full rounded-lg border border-transparent bg-transparent px-2 py-1 text-schist-900 hover:border-limestone-300 focus:border-terracotta-700 focus:bg-white focus:outline-none focus:ring-2 focus:ring-terracotta-700/30 aria-[invalid=true]:border-red-600';
  const common = {
    'aria-label': props.label,
    'aria-describedby': stateId,
    'aria-invalid': state.kind === 'error' || undefined,
    onKeyDown,
    onBlur,
  };
  return (
    <div className={props.className}>
      <div className="flex items-center gap-1.5">
        {props.kind === 'status' ? (
          <select
            {...common}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              void save(event.target.value);
            }}
            className={`${field} text-sm font-medium ${props.fieldClassName ?? ''}`}
          >
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </select>
        ) : (
          <>
            {props.kind === 'price' ? (
              <span aria-hidden="true" className="font-semibold text-schist-700">
                $
              </span>
            ) : null}
            <input
              {...common}
              type="text"
              inputMode={props.kind === 'price' ? 'decimal' : undefined}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className={`${field} font-semibold ${props.fieldClassName ?? ''}`}
            />
          </>
        )}
        {props.after}
      </div>
      <SaveStatus id={stateId} state={state} className="min-h-5 px-2" />
    </div>
  );
}

/** An edit's save, announced: saving, saved, or why not. */
export function SaveStatus(props: { id: string; state: SaveState; className?: string }) {
  const { state } = props;
  return (
    <p id={props.id} role="status" className={`text-xs ${props.className ?? ''}`}>
      {state.kind === 'saving' ? (
        <span className="inline-flex items-center gap-1 text-schist-600">
          <LoaderCircle aria-hidden="true" className="size-3.5 motion-safe:animate-spin" /> Saving…
        </span>
      ) : state.kind === 'saved' ? (
        <span className="inline-flex items-center gap-1 text-emerald-800">
          <Check aria-hidden="true" className="size-3.5" /> Saved
        </span>
      ) : state.kind === 'error' ? (
        <span className="inline-flex items-start gap-1 text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> {state.message}
        </span>
      ) : null}
    </p>
  );
}
