import type { UseFormRegisterReturn } from 'react-hook-form';
import { KNOWN_MATERIALS } from '#common/catalog-filters.ts';
import { SPECIFICATION_LIMITS } from '#common/product-specifications.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';

type SpecificationName = 'material' | 'dimensions' | 'weightKg' | 'finish' | 'origin';

/**
 * A piece's specifications (decision 040): material, dimensions, weight, finish and origin, every one optional.
 * Self-contained: the product form and the bulk upload's defaults each hand it their own form's `register` and
 * errors, so it can move to another screen as it is.
 */
export function SpecificationFields(props: {
  register: (name: SpecificationName) => UseFormRegisterReturn;
  /** The form's own errors (react-hook-form's), of which the five fields' are read. */
  errors: Partial<Record<SpecificationName, { message?: string } | undefined>>;
  /** The datalist's id, unique on the page. */
  listId: string;
}) {
  const { register, errors } = props;
  /**
   * One of the written specifications: a text box within its limit. A function, not a component, so that the
   * form's tree (and the ids useId gives its fields) stays as it is.
   */
  const written = (
    name: keyof typeof SPECIFICATION_LIMITS,
    label: string,
    hint: string,
    more: { list?: string; className?: string } = {},
  ) => (
    <FormField label={label} error={errors[name]?.message} hint={hint} className={more.className}>
      <input
        type="text"
        list={more.list}
        maxLength={SPECIFICATION_LIMITS[name]}
        className={INPUT_CLASS}
        {...register(name)}
      />
    </FormField>
  );
  return (
    <fieldset className="space-y-5">
      <legend className="text-sm font-semibold uppercase tracking-[0.14em] text-schist-600">
        Specifications
      </legend>
      <p className="-mt-2 text-sm text-schist-600">
        Each is optional; the product page lists those given, and visitors filter by the material.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {written(
          'material',
          'Material',
          'The stone, such as onyx or schist: visitors filter the collection by it.',
          { list: props.listId },
        )}
        {written('dimensions', 'Dimensions', 'Such as 30 × 18 × 15 cm (H × W × D).')}
        <FormField label="Weight (kg)" error={errors.weightKg?.message} hint="In kilograms, such as 6.5.">
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="0.001"
            className={INPUT_CLASS}
            {...register('weightKg')}
          />
        </FormField>
        {written('finish', 'Finish', 'Such as hand-polished or satin.')}
        {written('origin', 'Origin', 'Where it was made, such as Taxila, Pakistan.', {
          className: 'sm:col-span-2',
        })}
      </div>
      <datalist id={props.listId}>
        {KNOWN_MATERIALS.map((material) => (
          <option key={material} value={material} />
        ))}
      </datalist>
    </fieldset>
  );
}
