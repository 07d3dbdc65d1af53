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
  return (
    <fieldset className="space-y-5">
      <legend className="text-sm font-semibold uppercase tracking-[0.14em] text-schist-600">
        Specifications
      </legend>
      <p className="-mt-2 text-sm text-schist-600">
        Each is optional; the product page lists those given, and visitors filter by the material.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Material"
          error={errors.material?.message}
          hint="The stone, such as onyx or schist: visitors filter the collection by it."
        >
          <input
            type="text"
            list={props.listId}
            maxLength={SPECIFICATION_LIMITS.material}
            className={INPUT_CLASS}
            {...register('material')}
          />
        </FormField>
        <FormField
          label="Dimensions"
          error={errors.dimensions?.message}
          hint="Such as 30 × 18 × 15 cm (H × W × D)."
        >
          <input
            type="text"
            maxLength={SPECIFICATION_LIMITS.dimensions}
            className={INPUT_CLASS}
            {...register('dimensions')}
          />
        </FormField>
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
        <FormField label="Finish" error={errors.finish?.message} hint="Such as hand-polished or satin.">
          <input
            type="text"
            maxLength={SPECIFICATION_LIMITS.finish}
            className={INPUT_CLASS}
            {...register('finish')}
          />
        </FormField>
        <FormField
          label="Origin"
          error={errors.origin?.message}
          hint="Where it was made, such as Taxila, Pakistan."
          className="sm:col-span-2"
        >
          <input
            type="text"
            maxLength={SPECIFICATION_LIMITS.origin}
            className={INPUT_CLASS}
            {...register('origin')}
          />
        </FormField>
      </div>
      <datalist id={props.listId}>
        {KNOWN_MATERIALS.map((material) => (
          <option key={material} value={material} />
        ))}
      </datalist>
    </fieldset>
  );
}
