import { zodResolver } from '@hookform/resolvers/zod';
import { Check, LoaderCircle, X } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { answerMessage, type AdminAnswer } from '#app/admin/ui/admin-api.ts';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';

export const ICON_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-full border border-limestone-300 text-schist-800 hover:bg-limestone-200 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * Sends a name (a new entry's, or an entry's new one) and says how it went: the server's words in a toast, and its
 * refusal (a name taken) under the box too (`refuse`). The answer when the name was saved, else null.
 */
export async function sendName<T extends { message?: string }>(
  send: () => Promise<AdminAnswer<T>>,
  failure: string,
  refuse: (message: string) => void,
): Promise<T | null> {
  try {
    const answer = await send();
    if (answer.ok && answer.body) {
      if (answer.body.message) toast.success(answer.body.message);
      return answer.body;
    }
    if (answer.status !== 401) {
      const message = answerMessage(answer, failure);
      refuse(answer.body?.message ?? message);
      toast.error(message);
    }
  } catch (error) {
    toast.error((error as Error).message);
  }
  return null;
}

/**
 * Renaming in place (a category, a subcategory): Enter saves, Escape puts the name back. The name is checked with
 * the server's own rule as the admin types; the server's refusal (a name taken) shows under the box.
 */
export function RenameForm<T extends { message?: string }>(props: {
  inputId: string;
  name: string;
  nameSchema: z.ZodType<string, string>;
  /** The box's label for assistive technology, such as "New name for Fountains". */
  label: string;
  saveLabel: string;
  hint: ReactNode;
  failure: string;
  save: (name: string) => Promise<AdminAnswer<T>>;
  onSaved: (answer: T) => void;
  onCancel: () => void;
}) {
  const schema = useMemo(() => z.object({ name: props.nameSchema }), [props.nameSchema]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: props.name } });
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);
  const { inputId } = props;
  const onSubmit = handleSubmit(async ({ name }) => {
    if (name === props.name) return props.onCancel();
    const saved = await sendName(
      () => props.save(name),
      props.failure,
      (message) => setError('name', { message }),
    );
    if (saved) props.onSaved(saved);
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          props.onCancel();
        }
      }}
      className="flex min-w-0 flex-1 flex-col gap-1.5"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {props.label}
        </label>
        <input
          id={inputId}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${inputId}-error` : `${inputId}-hint`}
          {...register('name')}
          className={`${INPUT_CLASS} mt-0 py-2`}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          aria-label={props.saveLabel}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-schist-800 text-limestone-50 hover:bg-schist-900 disabled:opacity-70"
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Check aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          onClick={props.onCancel}
          aria-label="Cancel renaming"
          className={`${ICON_BUTTON} shrink-0`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {errors.name ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {errors.name.message}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-xs text-schist-600">
          {props.hint}
        </p>
      )}
    </form>
  );
}
