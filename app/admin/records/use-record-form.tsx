import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { adminSave, type AdminOutcomeMessages } from '#app/admin/ui/admin-api.ts';
import { SubmitButton } from '#app/admin/ui/submit-button.tsx';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';

type TextValues = FieldValues & Record<string, string>;

/** What differs between the kinds of record the form adds and edits (tour places, master craftsmen). */
export type RecordFormKind<R, Values, Output> = {
  /** The server's own schemas for a new record and an edited one, checked in the browser through zodResolver. */
  schemas: { create: z.ZodType<Output, FieldValues>; update: z.ZodType<unknown, FieldValues> };
  /** Where a new record is sent (the old panel's address), and where an edited one is. */
  addUrl: string;
  url: (id: string) => string;
  messages: { add: AdminOutcomeMessages; edit: AdminOutcomeMessages };
  /** The empty form, and a record's values as the form holds them. */
  empty: Values;
  valuesOf: (record: R) => Values;
};

/**
 * A record's add form (no `record`) or edit form with one photograph or video: the fields checked by the server's
 * own schema, sent as a multipart form with the file and its upload's progress, the server's field errors shown
 * beside their fields, and an added record's form cleared for the next one.
 */
export function useRecordForm<R extends { id: string }, Values extends TextValues, Output>(options: {
  kind: RecordFormKind<R, Values, Output>;
  record: R | undefined;
  /** The file's field name in the form. */
  fileField: string;
  onSaved?: () => void;
  /** What else clearing the form resets (the place form's choice of photograph or video). */
  onClear?: () => void;
}) {
  const { kind, record } = options;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(record ? kind.schemas.update : kind.schemas.create) as Resolver<
      Values,
      unknown,
      Output
    >,
    defaultValues: (record ? kind.valuesOf(record) : kind.empty) as DefaultValues<Values>,
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const clear = () => {
    form.reset(kind.empty);
    setFile(null);
    options.onClear?.();
  };

  const onSubmit = form.handleSubmit(async () => {
    const body = new FormData();
    for (const [field, value] of Object.entries(form.getValues()))
      body.append(field, (value as string).trim());
    if (file) body.append(options.fileField, file);
    setProgress(file ? 0 : null);
    const saved = await adminSave(
      {
        ...(record ? { method: 'PUT', url: kind.url(record.id) } : { method: 'POST', url: kind.addUrl }),
        body,
        onProgress: file ? setProgress : undefined,
      },
      record ? kind.messages.edit : kind.messages.add,
      (fields) => {
        for (const [field, message] of Object.entries(fields))
          if (field in kind.empty) form.setError(field as Path<Values>, { message });
      },
    );
    setProgress(null);
    if (!saved) return;
    if (!record) clear();
    options.onSaved?.();
  });

  return { form, file, setFile, progress, onSubmit, clear };
}

/**
 * The form around a record's fields: the upload's progress and the last row, Cancel in a dialog (Clear the form on
 * its own page) and the submit button.
 */
export function RecordForm(props: {
  state: Pick<ReturnType<typeof useRecordForm>, 'onSubmit' | 'progress' | 'clear'> & {
    form: { formState: { isSubmitting: boolean } };
  };
  uploading: string;
  onCancel?: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const { state } = props;
  const busy = state.form.formState.isSubmitting;
  return (
    <form onSubmit={state.onSubmit} noValidate className="space-y-8">
      {props.children}
      <UploadProgress percent={state.progress} label={props.uploading} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <button
          type="button"
          onClick={props.onCancel ?? state.clear}
          disabled={busy}
          className="rounded-full border border-limestone-300 px-5 py-2.5 font-semibold text-schist-800 hover:bg-limestone-200 disabled:opacity-60"
        >
          {props.onCancel ? 'Cancel' : 'Clear the form'}
        </button>
        <SubmitButton busy={busy}>{props.submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
