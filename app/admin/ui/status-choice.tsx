import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Published or draft, as two radios under a "Visibility" legend: what a product and a tour place offer alike.
 * `framed` draws the fieldset as a box of its own, for forms whose groups are boxed.
 */
export function StatusChoice(props: {
  field: UseFormRegisterReturn;
  publishedLabel: string;
  draftLabel: string;
  framed?: boolean;
}) {
  const option = (value: 'published' | 'draft', label: string) => (
    <label className="flex items-center gap-2">
      <input type="radio" value={value} className="size-4 accent-terracotta-700" {...props.field} />
      {label}
    </label>
  );
  return (
    <fieldset className={props.framed ? 'rounded-2xl border border-limestone-200 p-4 sm:p-5' : undefined}>
      <legend className={`text-sm font-semibold text-schist-800${props.framed ? ' px-2' : ''}`}>
        Visibility
      </legend>
      <div className={`flex flex-wrap gap-5 text-schist-800${props.framed ? '' : ' mt-2'}`}>
        {option('published', props.publishedLabel)}
        {option('draft', props.draftLabel)}
      </div>
    </fieldset>
  );
}
