import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { categoryPath } from '#common/paths.ts';
import {
  categoryNameSchema,
  type AdminCategory,
  type AdminSubcategory,
  type CategoryAnswer,
} from '#common/schemas/categories.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { EmptyList } from '#app/admin/ui/list-footer.tsx';
import { AddCategory } from './add-entry-form.tsx';
import { EntryControls, EntrySummary } from './entry-row.tsx';
import { RenameForm } from './rename-form.tsx';
import { SubcategoryManager } from './subcategory-manager.tsx';
import { useMenuEntries } from './use-menu-entries.ts';

const subcategoryCount = (count: number) =>
  count === 0 ? 'No subcategories' : `${count} ${count === 1 ? 'subcategory' : 'subcategories'}`;

/**
 * The shop's categories in menu order: add, rename in place, move up or down (by keyboard too), show or hide in
 * the menu, and delete one that holds no products; each one's subcategories open below it.
 */
export function CategoryManager({ initial }: { initial: AdminCategory[] }) {
  const [categories, setCategories] = useState(initial);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const menu = useMenuEntries<AdminCategory, CategoryAnswer>({
    items: categories,
    setItems: setCategories,
    noun: 'category',
    url: (id) => `/api/admin/categories/${id}`,
    orderUrl: '/api/admin/categories/order',
    entryOf: (answer) => answer.category,
    // A category's own answers carry its subcategories as the server has them; those the panel changed since stay.
    replace: (category) =>
      setCategories((list) =>
        list.map((item) =>
          item._id === category._id ? { ...category, subcategories: item.subcategories } : item,
        ),
      ),
    drop: (id) => setCategories((list) => list.filter((item) => item._id !== id)),
    ids: { move: 'move', rename: 'rename' },
    addFieldId: 'new-category',
  });

  const changeSubcategories =
    (id: string) => (update: (subcategories: AdminSubcategory[]) => AdminSubcategory[]) =>
      setCategories((list) =>
        list.map((item) => (item._id === id ? { ...item, subcategories: update(item.subcategories) } : item)),
      );
  const toggleOpen = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const hidden = categories.filter((category) => !category.visible).length;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <p className="max-w-2xl text-schist-600">
        The shop’s menu lists the categories shown here, in this order. Hide one to take it out of the menu
        without touching its products.
      </p>
      <AddCategory
        onAdded={(category) => {
          setCategories((list) => [...list, category]);
          menu.announce(`${category.name} added at position ${categories.length + 1}.`);
        }}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {menu.announcement}
      </p>
      {categories.length === 0 ? (
        <EmptyList
          title="No categories yet"
          message="Add the first category above: it appears in the shop’s menu straight away, ready for products."
        />
      ) : (
        <section aria-labelledby="category-list-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="category-list-heading" className="text-2xl font-semibold">
              Menu order
            </h2>
            <p className="text-sm text-schist-600">
              {categories.length} {categories.length === 1 ? 'category' : 'categories'} ·{' '}
              {categories.length - hidden} in the menu{hidden > 0 ? ` · ${hidden} hidden` : ''}
            </p>
          </div>
          <ol className="mt-4 divide-y divide-limestone-200 overflow-hidden rounded-3xl bg-limestone-50 ring-1 ring-limestone-200">
            {categories.map((category, index) => (
              <li key={category._id} className={category.visible ? undefined : 'bg-limestone-100'}>
                <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
                  <div className="flex min-w-0 flex-1 items-center gap-4">
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-limestone-200 text-sm font-semibold tabular-nums text-schist-800"
                    >
                      {index + 1}
                    </span>
                    {menu.editing === category._id ? (
                      <RenameForm<CategoryAnswer>
                        {...menu.renaming(category)}
                        nameSchema={categoryNameSchema}
                        label={`New name for ${category.name}`}
                        saveLabel={`Save the new name of ${category.name}`}
                        hint={`Products stay in the category, and links to ${categoryPath(category)} keep working.`}
                        failure="The category could not be renamed. Please try again."
                      />
                    ) : (
                      <EntrySummary
                        entry={category}
                        href={categoryPath(category)}
                        linkText={categoryPath(category)}
                      >
                        <button
                          type="button"
                          aria-expanded={open.has(category._id)}
                          aria-controls={`subcategories-${category._id}`}
                          onClick={() => toggleOpen(category._id)}
                          className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 font-medium text-terracotta-700 underline decoration-terracotta-700/40 underline-offset-2 hover:bg-limestone-200 hover:decoration-terracotta-700"
                        >
                          {subcategoryCount(category.subcategories.length)}
                          <span className="sr-only"> of {category.name}</span>
                          <ChevronDown
                            aria-hidden="true"
                            className={`size-4 motion-safe:transition-transform ${open.has(category._id) ? 'rotate-180' : ''}`}
                          />
                        </button>
                      </EntrySummary>
                    )}
                  </div>
                  <EntryControls
                    entry={category}
                    index={index}
                    count={categories.length}
                    menu={menu}
                    switchLabel={`Show ${category.name} in the menu`}
                    shownWord="In menu"
                    wordClassName="w-14"
                    className="flex flex-wrap items-center gap-2 pl-13 sm:pl-0"
                  >
                    {/* A fixed place for Delete keeps every row's controls in line. */}
                    <div className="sm:w-[6.5rem]">
                      {category.productCount === 0 ? (
                        <ConfirmDelete name={category.name} onConfirm={() => menu.remove(category)} />
                      ) : null}
                    </div>
                  </EntryControls>
                </div>
                {open.has(category._id) ? (
                  <SubcategoryManager
                    id={`subcategories-${category._id}`}
                    category={category}
                    onChange={changeSubcategories(category._id)}
                  />
                ) : null}
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm text-schist-600">
            A category that holds products cannot be deleted; hide it, or move its products first.
          </p>
        </section>
      )}
    </div>
  );
}
