import type { ReactNode } from 'react';
import { useFormContext, useWatch, type RegisterOptions } from 'react-hook-form';
import { productPath } from '#common/paths.ts';
import { SEO_LIMITS } from '#common/admin/product-seo.ts';
import type { ProductFormValues, ProductInput } from '#common/schemas/products.ts';
import { slugify } from '#common/slug.ts';
import { FormField, INPUT_CLASS, type CounterRule } from '#app/admin/ui/form-field.tsx';
import { textValue } from './form-values.ts';
import { PanelSection } from './panel-section.tsx';
import type { AutoFill } from './use-auto-fill.ts';

type LimitedName = 'shortDescription' | 'seoTitle' | 'seoDescription' | 'imageAlt' | 'focusKeyword';

/**
 * A text with a length limit: the box stops at the limit and the counter shows the characters used (red under the
 * minimum, amber when getting long). `rows` makes it a text area.
 */
export function LimitedField(props: {
  name: LimitedName;
  label: string;
  rule: CounterRule;
  rows?: number;
  required?: boolean;
  hint?: ReactNode;
  options?: RegisterOptions<ProductFormValues, LimitedName>;
}) {
  const { register, control, formState } = useFormContext<ProductFormValues, unknown, ProductInput>();
  const length = textValue(useWatch({ control, name: props.name })).length;
  // A field nobody has touched shows its minimum as advice, not as a red mistake (issue 21, item 3): red once
  // the admin has been in it, or has tried to save.
  const touched =
    formState.touchedFields[props.name] || formState.dirtyFields[props.name] || formState.isSubmitted;
  const field = { maxLength: props.rule.max, className: INPUT_CLASS, ...register(props.name, props.options) };
  return (
    <FormField
      label={props.label}
      required={props.required}
      error={formState.errors[props.name]?.message}
      counter={{ length, rule: props.rule, quiet: !touched }}
      hint={props.hint}
    >
      {props.rows ? <textarea rows={props.rows} {...field} /> : <input type="text" {...field} />}
    </FormField>
  );
}

/** The form's "Search and sharing" section: the address, the SEO title and description, the alt text, the keyword. */
export function ProductSeoFields(props: { origin: string; autoFill: AutoFill }) {
  const { register, control, setValue, formState } = useFormContext<
    ProductFormValues,
    unknown,
    ProductInput
  >();
  const slug = textValue(useWatch({ control, name: 'slug' }));
  return (
    <PanelSection id="product-seo" title="Search and sharing" level={2} className="space-y-5">
      <FormField
        label="URL slug"
        error={formState.errors.slug?.message}
        hint={`${props.origin}${productPath({ slug: slug || '…' })}`}
      >
        <input
          type="text"
          className={INPUT_CLASS}
          {...register('slug', {
            ...props.autoFill.own('slug'),
            onBlur: (event) => setValue('slug', slugify(event.target.value), { shouldValidate: true }),
          })}
        />
      </FormField>
      <LimitedField
        name="seoTitle"
        label="SEO title"
        rule={SEO_LIMITS.seoTitle}
        options={props.autoFill.own('seoTitle')}
      />
      <LimitedField name="seoDescription" label="SEO description" rule={SEO_LIMITS.seoDescription} rows={3} />
      <LimitedField
        name="imageAlt"
        label="Image alt text"
        required
        rule={{ ...SEO_LIMITS.imageAlt, minMessage: 'Minimum 5 characters required' }}
        hint="What the main photograph shows, for people who cannot see it."
        options={props.autoFill.own('imageAlt')}
      />
      <LimitedField
        name="focusKeyword"
        label="Focus keyword"
        rule={SEO_LIMITS.focusKeyword}
        hint="The words a buyer would search for, such as stone buddha statue."
      />
    </PanelSection>
  );
}
