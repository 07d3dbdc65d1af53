import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, ExternalLink, LoaderCircle, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { categoryPath } from '#common/paths.ts';
import {
  SUBCATEGORY_NAME_MAX,
  subcategoryCreateSchema,
  subcategoryNameSchema,
  type AdminCategory,
  type AdminSubcategory,
  type SubcategoryAnswer,
  type SubcategoryCreateInput,
  type SubcategoryOrderAnswer,
} from '#common/schemas/categories.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { ICON_BUTTON, RenameForm } from './rename-form.tsx';
import { Switch } from '#app/admin/ui/switch.tsx';
import { moveButtonId, useListOrder } from '#app/admin/ui/use-list-order.ts';
import { useMenuEntries } from './use-menu-entries.ts';

type OrderAnswer = SubcategoryOrderAnswer;

const MOVE_PREFIX = 'move-sub';
const productCount = (count: number) =>
  count === 0 ? 'No products' : `${count} ${count === 1 ? 'product' : 'products'}`;

/** The form under a category's subcategories: a new one goes to the end of them. */
function AddSubcategory(props: { category: AdminCategory; onAdded: (sub: AdminSubcategory) => void }) {
  const inputId = `new-subcategory-${props.category._id}`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SubcategoryCreateInput>({
    resolver: zodResolver(subcategoryCreateSchema),
    defaultValues: { name: '' },
  });
  const length = watch('name')?.length ?? 0;
  const onSubmit = handleSubmit(async (input) => {
    try {
      const answer = await adminRequest<SubcategoryAnswer>(
        'POST',
        `/api/admin/categories/${props.category._id}/subcategories`,
        input,
      );
      if (answer.ok && answer.body) {
        props.onAdded(answer.body.subcategory);
        reset();
        toast.success(answer.body.message);
        return;
      }
      if (answer.status === 401) return;
      const message = answerMessage(answer, 'The subcategory could not be added. Please try again.');
      setError('name', { message: answer.body?.message ?? message });
      toast.error(message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <label htmlFor={inputId} className="text-sm font-semibold text-schist-800">
        New subcategory of {props.category.name}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <input
            id={inputId}
            placeholder="Such as Marble Vases"
            maxLength={SUBCATEGORY_NAME_MAX + 10}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${inputId}-error` : `${inputId}-count`}
            {...register('name')}
            className="w-full rounded-xl border border-limestone-300 bg-white px-4 py-2 text-schist-900 placeholder:text-schist-500 focus:border-terracotta-700 focus:outline-none focus:ring-2 focus:ring-terracotta-700/30 aria-[invalid=true]:border-red-600"
          />
          {errors.name ? (
            <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
              {errors.name.message}
            </p>
          ) : (
            <p id={`${inputId}-count`} className="mt-1.5 text-xs text-schist-600">
              {length}/{SUBCATEGORY_NAME_MAX} characters
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center justify-center gap-2 rounded-full border border-schist-800 px-5 py-2 font-semibold text-schist-900 hover:bg-schist-800 hover:text-limestone-50 disabled:cursor-wait disabled:opacity-75"
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {isSubmitting ? 'Adding...' : 'Add Subcategory'}
        </button>
      </div>
    </form>
  );
}

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
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const order = useListOrder({
    items: subcategories,
    setItems: (items) => props.onChange(() => items),
    save: (ids) =>
      adminRequest<OrderAnswer>('PUT', `/api/admin/categories/${category._id}/subcategories/order`, { ids }),
    announce: setAnnouncement,
    buttonPrefix: MOVE_PREFIX,
  });
  const replace = (sub: AdminSubcategory) =>
    props.onChange((list) => list.map((item) => (item._id === sub._id ? sub : item)));

  const { toggling, toggle, remove } = useMenuEntries<AdminSubcategory, SubcategoryAnswer>({
    noun: 'subcategory',
    url: (id) => `/api/admin/subcategories/${id}`,
    entryOf: (answer) => answer.subcategory,
    replace,
    drop: (id) => props.onChange((list) => list.filter((item) => item._id !== id)),
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
        {announcement}
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
                {editing === sub._id ? (
                  <RenameForm<SubcategoryAnswer>
                    inputId={`rename-sub-${sub._id}`}
                    name={sub.name}
                    nameSchema={subcategoryNameSchema}
                    label={`New name for ${sub.name} in ${category.name}`}
                    saveLabel={`Save the new name of ${sub.name}`}
                    hint={`Its products stay in it; the link's ?sub=${sub.slug} changes with the name.`}
                    failure="The subcategory could not be renamed. Please try again."
                    save={(name) =>
                      adminRequest<SubcategoryAnswer>('PUT', `/api/admin/subcategories/${sub._id}`, { name })
                    }
                    onSaved={(answer) => {
                      replace(answer.subcategory);
                      setEditing(null);
                      order.focusLater(`rename-sub-button-${sub._id}`);
                    }}
                    onCancel={() => {
                      setEditing(null);
                      order.focusLater(`rename-sub-button-${sub._id}`);
                    }}
                  />
                ) : (
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="truncate font-semibold text-schist-900">{sub.name}</span>
                      {sub.visible ? null : (
                        <span className="rounded-full bg-schist-800 px-2.5 py-0.5 text-xs font-semibold text-limestone-50">
                          Hidden
                        </span>
                      )}
                    </p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-schist-600">
                      <span>{productCount(sub.productCount)}</span>
                      <a
                        href={categoryPath(category, { subcategory: sub.slug })}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex min-h-6 items-center gap-1 underline decoration-limestone-300 underline-offset-2 hover:text-terracotta-700"
                      >
                        ?sub={sub.slug}
                        <ExternalLink aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">(opens the shop’s page in a new tab)</span>
                      </a>
                    </p>
                  </div>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="mr-1 inline-flex items-center gap-2 text-sm font-medium text-schist-700">
                  <Switch
                    checked={sub.visible}
                    disabled={toggling === sub._id}
                    onChange={(visible) => void toggle(sub, visible)}
                    label={`Show ${sub.name} on the ${category.name} page`}
                  />
                  {/* On a phone the switch alone says it (with the Hidden badge), so the row fits one line. */}
                  <span aria-hidden="true" className="hidden w-14 sm:inline">
                    {sub.visible ? 'Shown' : 'Hidden'}
                  </span>
                </span>
                <button
                  type="button"
                  id={moveButtonId(MOVE_PREFIX, sub._id, 'up')}
                  onClick={() => order.move(index, -1)}
                  disabled={index === 0}
                  aria-label={`Move ${sub.name} up in ${category.name}`}
                  title="Move up"
                  className={ICON_BUTTON}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  id={moveButtonId(MOVE_PREFIX, sub._id, 'down')}
                  onClick={() => order.move(index, 1)}
                  disabled={index === subcategories.length - 1}
                  aria-label={`Move ${sub.name} down in ${category.name}`}
                  title="Move down"
                  className={ICON_BUTTON}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  id={`rename-sub-button-${sub._id}`}
                  onClick={() => setEditing(sub._id)}
                  disabled={editing === sub._id}
                  aria-label={`Rename ${sub.name} in ${category.name}`}
                  title="Rename"
                  className={ICON_BUTTON}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <ConfirmDelete
                  name={sub.name}
                  onConfirm={() => remove(sub)}
                  className="inline-flex items-center gap-1.5 rounded-full border border-red-200 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <AddSubcategory
        category={category}
        onAdded={(sub) => {
          props.onChange((list) => [...list, sub]);
          setAnnouncement(`${sub.name} added to ${category.name} at position ${subcategories.length + 1}.`);
        }}
      />
    </section>
  );
}
