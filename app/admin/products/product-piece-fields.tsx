import { useFormContext } from 'react-hook-form';
import { SEO_LIMITS } from '#common/admin/product-seo.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import type { ProductFormValues, ProductInput } from '#common/schemas/products.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { StatusChoice } from '#app/admin/ui/status-choice.tsx';
import { PanelSection } from './panel-section.tsx';
import { SpecificationFields } from './specification-fields.tsx';
import { ProductCategories } from './product-categories.tsx';
import { LimitedField } from './product-seo-fields.tsx';
import type { AutoFill } from './use-auto-fill.ts';

/** A price box: dollars and cents, as the shop writes them. */
const PRICE_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: '0',
  step: '0.01',
  className: INPUT_CLASS,
} as const;

/** The form's "The piece" section: title, prices, categories, descriptions, keywords and whether it is published. */
export function ProductPieceFields(props: {
  categories: string[];
  subcategories: SubcategoryChoice[];
  autoFill: AutoFill;
}) {
  const form = useFormContext<ProductFormValues, unknown, ProductInput>();
  const { register } = form;
  const { errors } = form.formState;
  return (
    <PanelSection id="product-basics" title="The piece" level={2} className="space-y-5">
      <FormField label="Title" required error={errors.title?.message}>
        <input
          type="text"
          className={INPUT_CLASS}
          {...register('title', {
            onChange: (event) => props.autoFill.fill(event.target.value, form.getValues('categories')),
          })}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Price (USD)"
          required
          error={errors.price?.message}
          hint="The regular price, such as 120 or 99.50."
        >
          <input {...PRICE_INPUT} {...register('price')} />
        </FormField>
        <FormField
          label="Sale price (USD)"
          error={errors.discountPrice?.message}
          hint="Optional: a reduced price shown with the saving."
        >
          <input {...PRICE_INPUT} {...register('discountPrice')} />
        </FormField>
      </div>
      <ProductCategories
        categories={props.categories}
        subcategories={props.subcategories}
        autoFill={props.autoFill}
      />
      <SpecificationFields register={(name) => register(name)} errors={errors} listId="product-materials" />
      <LimitedField
        name="shortDescription"
        label="Short description"
        rule={SEO_LIMITS.shortDescription}
        rows={2}
      />
      <FormField
        label="Description"
        required
        error={errors.description?.message}
        hint="Stone, size, finish and how it is made."
      >
        <textarea rows={6} className={INPUT_CLASS} {...register('description')} />
      </FormField>
      <FormField
        label="Keywords"
        error={errors.keywords?.message}
        hint="Comma separated, such as buddha, schist, meditation."
      >
        <input type="text" className={INPUT_CLASS} {...register('keywords')} />
      </FormField>
      <StatusChoice
        field={register('status')}
        publishedLabel="Published on the website"
        draftLabel="Draft (hidden)"
      />
    </PanelSection>
  );
}
