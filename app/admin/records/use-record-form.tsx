import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { adminSave, type AdminOutcomeMessages } from '#app/admin/ui/admin-api.ts';
import { SubmitButton } from '#app/admin/ui/submit-button.tsx';

type TextValues = FieldValues & Record<string, string>;

/**
 * A record's add or edit form with one photograph or video (tour places, master craftsmen): the fields checked by
 * the server's own schema, sent as a multipart form with the file and its upload's progress, the server's field
 * errors shown beside their fields, and an added record's form cleared for the next one.
 */
export function useRecordForm<Values extends TextValues, Output>(options: {
  /** The server's own schema, through zodResolver. */
  resolver: Resolver<Values, unknown, Output>;
  values: Values;
  empty: Values;
  /** Where the form is sent: a PUT to the record's address when editing, a POST when adding. */
  request: { method: 'POST' | 'PUT'; url: string };
  messages: AdminOutcomeMessages;
  /** The file's field name in the form. */
  fileField: string;
  adding: boolean;
  onSaved?: () => void;
  /** What else clearing the form resets (the place form's choice of photograph or video). */
  onClear?: () => void;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: options.resolver,
    defaultValues: options.values as DefaultValues<Values>,
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const clear = () => {
    form.reset(options.empty);
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
      { ...options.request, body, onProgress: file ? setProgress : undefined },
      options.messages,
      (fields) => {
        for (const [field, message] of Object.entries(fields))
          if (field in options.empty) form.setError(field as Path<Values>, { message });
      },
    );
    setProgress(null);
    if (!saved) return;
    if (options.adding) clear();
    options.onSaved?.();
  });

  return { form, file, setFile, progress, onSubmit, clear };
}

/** The form's last row: Cancel in a dialog (Clear the form on its own page), and the submit button. */
export function RecordFormActions(props: {
  busy: boolean;
  onCancel?: () => void;
  onClear: () => void;
  submitLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      <button
        type="button"
        onClick={props.onCancel ?? props.onClear}
        disabled={props.busy}
        className="rounded-full border border-limestone-300 px-5 py-2.5 font-semibold text-schist-800 hover:bg-limestone-200 disabled:opacity-60"
      >
        {props.onCancel ? 'Cancel' : 'Clear the form'}
      </button>
      <SubmitButton busy={props.busy}>{props.submitLabel}</SubmitButton>
    </div>
  );
}
