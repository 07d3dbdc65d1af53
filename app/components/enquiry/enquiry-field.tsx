import type { InputHTMLAttributes } from 'react';

const CONTROL =
  'mt-1.5 w-full rounded-2xl border bg-white px-4 py-3 text-schist-900 focus:border-schist-800 focus:outline-none focus:ring-2 focus:ring-sandstone-400';

/** One labelled field of the enquiry form, with its message below when the server refused it. */
export function EnquiryField({
  id,
  label,
  error,
  multiline = false,
  ...control
}: {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  multiline?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'required' | 'maxLength' | 'min' | 'max' | 'inputMode'
>) {
  const described = error ? `${id}-error` : undefined;
  const shared = {
    id,
    name: control.name,
    required: control.required,
    maxLength: control.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: `${CONTROL} ${error ? 'border-terracotta-700' : 'border-limestone-300'}`,
  };
  return (
    <div className={multiline ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="text-sm font-semibold text-schist-800">
        {label}
        {control.required ? <span className="text-terracotta-700"> *</span> : null}
      </label>
      {multiline ? <textarea {...shared} rows={5} /> : <input {...shared} {...control} />}
      {error ? (
        <p id={described} className="mt-1.5 text-sm font-medium text-terracotta-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
