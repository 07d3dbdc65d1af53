import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import type { ProductFormValues, ProductInput } from '#common/schemas/products.ts';
import { listValue } from './form-values.ts';
import type { AutoFill } from './use-auto-fill.ts';

const CHIP =
  'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 focus-within:ring-2 focus-within:ring-terracotta-700';
const chipState = (chosen: boolean) =>
  chosen
    ? 'bg-schist-800 text-limestone-50 ring-schist-800'
    : 'bg-white text-schist-800 ring-limestone-300 hover:ring-schist-600';

/** A chip that is a check box: a category or a subcategory, chosen or not. */
function ChoiceChip(props: {
  chosen: boolean;
  name?: string;
  value?: string;
  onChange: (chosen: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={`${CHIP} ${chipState(props.chosen)}`}>
      <input
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.chosen}
        className="sr-only"
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.children}
    </label>
  );
}

/**
 * The product's categories, in the order chosen, and the subcategories of those. A subcategory belongs with its
 * category: unchoosing the category unchooses its subcategories (the server refuses a subcategory whose category
 * is not among the product's).
 */
export function ProductCategories(props: {
  categories: string[];
  subcategories: SubcategoryChoice[];
  autoFill: AutoFill;
}) {
  const form = useFormContext<ProductFormValues, unknown, ProductInput>();
  const { errors } = form.formState;
  const [categories, subcategories] = useWatch({
    control: form.control,
    name: ['categories', 'subcategories'],
  });
  const chosenCategories = listValue(categories);
  const chosenSubcategories = listValue(subcategories);
  const offered = props.subcategories.filter((sub) => chosenCategories.includes(sub.category));

  const toggleCategory = (name: string, chosen: boolean) => {
    // In the order chosen, not the menu's: the first chosen is the main category, which leads the slug, the SEO
    // title and the product page (issue 18, item 9).
    const current = listValue(form.getValues('categories'));
    const next = chosen
      ? [...current.filter((other) => other !== name), name]
      : current.filter((other) => other !== name);
    form.setValue('categories', next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    props.autoFill.fill(form.getValues('title'), next);
    const kept = chosenSubcategories.filter((id) =>
      props.subcategories.some((sub) => sub.id === id && next.includes(sub.category)),
    );
    if (kept.length !== chosenSubcategories.length) form.setValue('subcategories', kept);
  };
  const toggleSubcategory = (id: string, chosen: boolean) =>
    form.setValue(
      'subcategories',
      chosen ? [...chosenSubcategories, id] : chosenSubcategories.filter((other) => other !== id),
      { shouldDirty: true },
    );

  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold text-schist-800">Categories</legend>
        <p className="mt-1 text-xs text-schist-600">The first one chosen is the main category.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {props.categories.map((name) => (
            <ChoiceChip
              key={name}
              name="categories"
              value={name}
              chosen={chosenCategories.includes(name)}
              onChange={(chosen) => toggleCategory(name, chosen)}
            >
              {name}
            </ChoiceChip>
          ))}
        </div>
        {errors.categories ? (
          <p className="mt-1.5 text-sm text-red-700">{errors.categories.message}</p>
        ) : null}
      </fieldset>
      {offered.length > 0 || errors.subcategories ? (
        <fieldset>
          <legend className="text-sm font-semibold text-schist-800">Subcategories</legend>
          <p className="mt-1 text-xs text-schist-600">
            Optional: narrower groups of the categories chosen above, shown as links on their pages.
          </p>
          {[...new Set(offered.map((sub) => sub.category))].map((category) => (
            <div key={category} role="group" aria-label={`Subcategories of ${category}`} className="mt-3">
              <p
                aria-hidden="true"
                className="text-xs font-semibold uppercase tracking-wider text-schist-600"
              >
                {category}
              </p>
              <div className="mt-1.5 flex flex-wrap gap-2">
                {offered
                  .filter((sub) => sub.category === category)
                  .map((sub) => (
                    <ChoiceChip
                      key={sub.id}
                      chosen={chosenSubcategories.includes(sub.id)}
                      onChange={(chosen) => toggleSubcategory(sub.id, chosen)}
                    >
                      {sub.name}
                      {sub.visible ? null : <span className="font-normal"> (hidden)</span>}
                    </ChoiceChip>
                  ))}
              </div>
            </div>
          ))}
          {errors.subcategories ? (
            <p className="mt-1.5 text-sm text-red-700">{errors.subcategories.message}</p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
