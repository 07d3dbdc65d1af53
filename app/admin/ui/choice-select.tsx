import type { SelectHTMLAttributes } from 'react';
import { INPUT_CLASS } from './form-field.tsx';

/**
 * A drop-down of a fixed list (a sort order, a rounding, a category's name): each value shown in words by
 * `labelOf`, and, with `anyLabel`, a first line for "no choice" whose value is ''.
 */
export function ChoiceSelect<V extends string>({
  value,
  onChange,
  choices,
  labelOf,
  anyLabel,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  id: string;
  value: V | '';
  onChange: (value: V) => void;
  choices: readonly V[];
  labelOf?: (value: V) => string;
  anyLabel?: string;
}) {
  return (
    <select
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      className={INPUT_CLASS}
      {...select}
    >
      {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf ? labelOf(choice) : choice}
        </option>
      ))}
    </select>
  );
}
