import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';

/**
 * A text field of a record's form: one line, or a text area of `rows`; with `max`, a counter of the characters
 * used out of the server's limit.
 */
export function RecordText<Values extends FieldValues & Record<string, string>, Output>(props: {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  max?: number;
  rows?: number;
  required?: boolean;
  hint?: string;
  className?: string;
}) {
  const { form, name } = props;
  const length = (form.watch(name) as string).length;
  return (
    <FormField
      label={props.label}
      required={props.required}
      error={form.formState.errors[name]?.message as string | undefined}
      hint={props.hint}
      counter={props.max === undefined ? undefined : { length, rule: { max: props.max } }}
      className={props.className}
    >
      {props.rows ? (
        <textarea rows={props.rows} {...form.register(name)} className={INPUT_CLASS} />
      ) : (
        <input type="text" autoComplete="off" {...form.register(name)} className={INPUT_CLASS} />
      )}
    </FormField>
  );
}
