import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, ChevronDown, ExternalLink, LoaderCircle, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { categoryPath } from '#common/paths.ts';
import {
  CATEGORY_NAME_MAX,
  categoryCreateSchema,
  categoryNameSchema,
  type AdminCategory,
  type AdminSubcategory,
  type CategoryAnswer,
  type CategoryCreateInput,
  type CategoryOrderAnswer,
} from '#common/schemas/categories.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { EmptyList } from '#app/admin/ui/list-footer.tsx';
import { ICON_BUTTON, RenameForm } from './rename-form.tsx';
import { SubcategoryManager } from './subcategory-manager.tsx';
import { Switch } from '#app/admin/ui/switch.tsx';
import { moveButtonId, useListOrder } from '#app/admin/ui/use-list-order.ts';
import { useMenuEntries } from './use-menu-entries.ts';

type ListAnswer = CategoryOrderAnswer;

const MOVE_PREFIX = 'move';
const productCount = (count: number) =>
  count === 0 ? 'No products' : `${count} ${count === 1 ? 'product' : 'products'}`;
const subcategoryCount = (count: number) =>
  count === 0 ? 'No subcategories' : `${count} ${count === 1 ? 'subcategory' : 'subcategories'}`;

/** The form at the top: a new category goes to the end of the menu. */
function AddCategory({ onAdded }: { onAdded: (category: AdminCategory) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CategoryCreateInput>({
    resolver: zodResolver(categoryCreateSchema),
    defaultValues: { name: '' },
  });
  const length = watch('name')?.length ?? 0;
  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await adminRequest<CategoryAnswer>('POST', '/api/admin/categories', input);
      if (answer.ok && answer.body) {
        onAdded(answer.body.category);
        reset();
        toast.success(answer.body.message);
        return;
      }
      if (answer.status === 401) return;
      const message = answerMessage(answer, 'The category could not be added. Please try again.');
      setError('name', { message: answer.body?.message ?? message });
      toast.error(message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-6"
    >
      <h2 className="text-2xl font-semibold">Add a category</h2>
      <p className="mt-1 text-sm text-schist-600">
        It appears at the end of the shop’s menu; move it where it belongs below.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <label htmlFor="new-category" className="sr-only">
            New category name
          </label>
          <input
            id="new-category"
            placeholder="Such as Prayer Wheels"
            maxLength={CATEGORY_NAME_MAX + 10}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'new-category-error' : 'new-category-count'}
            {...register('name')}
            className={`${INPUT_CLASS} mt-0`}
          />
          {errors.name ? (
            <p id="new-category-error" className="mt-1.5 text-sm text-red-700">
              {errors.name.message}
            </p>
          ) : (
            <p id="new-category-count" className="mt-1.5 text-xs text-schist-600">
              {length}/{CATEGORY_NAME_MAX} characters
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-schist-800 px-6 py-2.5 font-semibold text-limestone-50 hover:bg-schist-900 disabled:cursor-wait disabled:opacity-75"
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {isSubmitting ? 'Adding...' : 'Add Category'}
        </button>
      </div>
    </form>
  );
}

/**
 * The shop's categories in menu order: add, rename in place, move up or down (by keyboard too), show or hide in
 * the menu, and delete one that holds no products; each one's subcategories open below it.
 */
export function CategoryManager({ initial }: { initial: AdminCategory[] }) {
  const [categories, setCategories] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const order = useListOrder({
    items: categories,
    setItems: setCategories,
    save: (ids) => adminRequest<ListAnswer>('PUT', '/api/admin/categories/order', { ids }),
    announce: setAnnouncement,
    buttonPrefix: MOVE_PREFIX,
  });

  // A category's own answers carry its subcategories as the server has them; those the panel changed since stay.
  const replace = (category: AdminCategory) =>
    setCategories((list) =>
      list.map((item) =>
        item._id === category._id ? { ...category, subcategories: item.subcategories } : item,
      ),
    );
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

  const { toggling, toggle, remove } = useMenuEntries<AdminCategory, CategoryAnswer>({
    noun: 'category',
    url: (id) => `/api/admin/categories/${id}`,
    entryOf: (answer) => answer.category,
    replace,
    drop: (id) => setCategories((list) => list.filter((item) => item._id !== id)),
    addFieldId: 'new-category',
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
          setAnnouncement(`${category.name} added at position ${categories.length + 1}.`);
        }}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
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
                    {editing === category._id ? (
                      <RenameForm<CategoryAnswer>
                        inputId={`rename-${category._id}`}
                        name={category.name}
                        nameSchema={categoryNameSchema}
                        label={`New name for ${category.name}`}
                        saveLabel={`Save the new name of ${category.name}`}
                        hint={`Products stay in the category, and links to ${categoryPath(category)} keep working.`}
                        failure="The category could not be renamed. Please try again."
                        save={(name) =>
                          adminRequest<CategoryAnswer>('PUT', `/api/admin/categories/${category._id}`, {
                            name,
                          })
                        }
                        onSaved={(answer) => {
                          replace(answer.category);
                          setEditing(null);
                          order.focusLater(`rename-button-${category._id}`);
                        }}
                        onCancel={() => {
                          setEditing(null);
                          order.focusLater(`rename-button-${category._id}`);
                        }}
                      />
                    ) : (
                      <div className="min-w-0 flex-1">
                        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                          <span className="truncate font-semibold text-schist-900">{category.name}</span>
                          {category.visible ? null : (
                            <span className="rounded-full bg-schist-800 px-2.5 py-0.5 text-xs font-semibold text-limestone-50">
                              Hidden
                            </span>
                          )}
                        </p>
                        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-schist-600">
                          <span>{productCount(category.productCount)}</span>
                          <a
                            href={categoryPath(category)}
                            target="_blank"
                            rel="noopener"
                            className="inline-flex min-h-6 items-center gap-1 underline decoration-limestone-300 underline-offset-2 hover:text-terracotta-700"
                          >
                            {categoryPath(category)}
                            <ExternalLink aria-hidden="true" className="size-3.5" />
                            <span className="sr-only">(opens the shop’s page in a new tab)</span>
                          </a>
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
                        </p>
                      </div>
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-2 pl-13 sm:pl-0">
                    <span className="mr-1 inline-flex items-center gap-2 text-sm font-medium text-schist-700">
                      <Switch
                        checked={category.visible}
                        disabled={toggling === category._id}
                        onChange={(visible) => void toggle(category, visible)}
                        label={`Show ${category.name} in the menu`}
                      />
                      <span aria-hidden="true" className="w-14">
                        {category.visible ? 'In menu' : 'Hidden'}
                      </span>
                    </span>
                    <button
                      type="button"
                      id={moveButtonId(MOVE_PREFIX, category._id, 'up')}
                      onClick={() => order.move(index, -1)}
                      disabled={index === 0}
                      aria-label={`Move ${category.name} up`}
                      title="Move up"
                      className={ICON_BUTTON}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      id={moveButtonId(MOVE_PREFIX, category._id, 'down')}
                      onClick={() => order.move(index, 1)}
                      disabled={index === categories.length - 1}
                      aria-label={`Move ${category.name} down`}
                      title="Move down"
                      className={ICON_BUTTON}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      id={`rename-button-${category._id}`}
                      onClick={() => setEditing(category._id)}
                      disabled={editing === category._id}
                      aria-label={`Rename ${category.name}`}
                      title="Rename"
                      className={ICON_BUTTON}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </button>
                    {/* A fixed place for Delete keeps every row's controls in line. */}
                    <div className="sm:w-[6.5rem]">
                      {category.productCount === 0 ? (
                        <ConfirmDelete name={category.name} onConfirm={() => remove(category)} />
                      ) : null}
                    </div>
                  </div>
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
