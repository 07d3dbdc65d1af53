import { categoryPath } from '#common/paths.ts';
import {
  subcategoryNameSchema,
  type AdminCategory,
  type AdminSubcategory,
  type SubcategoryAnswer,
} from '#common/schemas/categories.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { AddSubcategory } from './add-entry-form.tsx';
import { EntryControls, EntrySummary } from './entry-row.tsx';
import { RenameForm } from './rename-form.tsx';
import { useMenuEntries } from './use-menu-entries.ts';

/**
 * A category's subcategories, shown as links above its products on the shop's category page: add, rename in
 * place, move up or down (by keyboard too), show or hide, and delete (its products stay in the category).
 */
export function SubcategoryManager(props: {
  id: string;
  category: AdminCategory;
  /** Changes the category's subcategories: given the list as it is then, returns the new one. */
  onChange: (update: (subcategories: AdminSubcategory[]) => AdminSubcategory[]) => void;
}) {
  const { category } = props;
  const subcategories = category.subcategories;
  const menu = useMenuEntries<AdminSubcategory, SubcategoryAnswer>({
    items: subcategories,
    setItems: (items) => props.onChange(() => items),
    noun: 'subcategory',
    url: (id) => `/api/admin/subcategories/${id}`,
    orderUrl: `/api/admin/categories/${category._id}/subcategories/order`,
    entryOf: (answer) => answer.subcategory,
    replace: (sub) => props.onChange((list) => list.map((item) => (item._id === sub._id ? sub : item))),
    drop: (id) => props.onChange((list) => list.filter((item) => item._id !== id)),
    ids: { move: 'move-sub', rename: 'rename-sub' },
    addFieldId: `new-subcategory-${category._id}`,
  });

  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      className="border-t border-limestone-200 bg-white px-3 py-5 sm:px-6 sm:pl-[4.75rem]"
    >
      <h3 id={`${props.id}-heading`} className="text-xl font-semibold">
        Subcategories of {category.name}
      </h3>
      <p className="mt-0.5 text-sm text-schist-600">
        Shown as links above the products of {categoryPath(category)}, in this order. Deleting one keeps its
        products in {category.name}.
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {menu.announcement}
      </p>
      {subcategories.length === 0 ? (
        <p className="mt-3 text-sm font-medium text-schist-700">No subcategories yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-limestone-200 rounded-2xl ring-1 ring-limestone-200">
          {subcategories.map((sub, index) => (
            <li
              key={sub._id}
              className={`flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:gap-3 sm:px-4 ${sub.visible ? '' : 'bg-limestone-100'}`}
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {menu.editing === sub._id ? (
                  <RenameForm<SubcategoryAnswer>
                    {...menu.renaming(sub)}
                    nameSchema={subcategoryNameSchema}
                    label={`New name for ${sub.name} in ${category.name}`}
                    saveLabel={`Save the new name of ${sub.name}`}
                    hint={`Its products stay in it; the link's ?sub=${sub.slug} changes with the name.`}
                    failure="The subcategory could not be renamed. Please try again."
                  />
                ) : (
                  <EntrySummary
                    entry={sub}
                    href={categoryPath(category, { subcategory: sub.slug })}
                    linkText={`?sub=${sub.slug}`}
                  />
                )}
              </div>
              <EntryControls
                entry={sub}
                index={index}
                count={subcategories.length}
                menu={menu}
                switchLabel={`Show ${sub.name} on the ${category.name} page`}
                within={` in ${category.name}`}
                shownWord="Shown"
                // On a phone the switch alone says it (with the Hidden badge), so the row fits one line.
                wordClassName="hidden w-14 sm:inline"
                className="flex flex-wrap items-center gap-2"
              >
                <ConfirmDelete
                  name={sub.name}
                  onConfirm={() => menu.remove(sub)}
                  className="inline-flex items-center gap-1.5 rounded-full border border-red-200 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                />
              </EntryControls>
            </li>
          ))}
        </ol>
      )}
      <AddSubcategory
        category={category}
        onAdded={(sub) => {
          props.onChange((list) => [...list, sub]);
          menu.announce(`${sub.name} added to ${category.name} at position ${subcategories.length + 1}.`);
        }}
      />
    </section>
  );
}
