import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Check, ExternalLink, LoaderCircle, Pencil, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  CATEGORY_NAME_MAX,
  categoryCreateSchema,
  type AdminCategory,
  type CategoryCreateInput,
} from '#common/schemas/categories.ts';
import { adminRequest, answerMessage } from '#app/lib/admin-api.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { INPUT_CLASS } from './form-field.tsx';
import { EmptyList } from './list-footer.tsx';
import { Switch } from './switch.tsx';

type CategoryAnswer = { message: string; category: AdminCategory };
type ListAnswer = { message: string; categories: AdminCategory[] };

const productCount = (count: number) =>
  count === 0 ? 'No products' : `${count} ${count === 1 ? 'product' : 'products'}`;

const ICON_BUTTON =
  'inline-flex size-10 items-center justify-center rounded-full border border-limestone-300 text-schist-800 hover:bg-limestone-200 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

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

/** Renaming in place: Enter saves, Escape puts the name back. */
function RenameForm(props: {
  category: AdminCategory;
  onSaved: (category: AdminCategory) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CategoryCreateInput>({
    resolver: zodResolver(categoryCreateSchema),
    defaultValues: { name: props.category.name },
  });
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);
  const inputId = `rename-${props.category._id}`;
  const onSubmit = handleSubmit(async ({ name }) => {
    if (name === props.category.name) return props.onCancel();
    try {
      const answer = await adminRequest<CategoryAnswer>(
        'PUT',
        `/api/admin/categories/${props.category._id}`,
        { name },
      );
      if (answer.ok && answer.body) {
        props.onSaved(answer.body.category);
        toast.success(answer.body.message);
        return;
      }
      if (answer.status === 401) return;
      const message = answerMessage(answer, 'The category could not be renamed. Please try again.');
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
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          props.onCancel();
        }
      }}
      className="flex min-w-0 flex-1 flex-col gap-1.5"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          New name for {props.category.name}
        </label>
        <input
          id={inputId}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${inputId}-error` : `${inputId}-hint`}
          {...register('name')}
          className={`${INPUT_CLASS} mt-0 py-2`}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          aria-label={`Save the new name of ${props.category.name}`}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-schist-800 text-limestone-50 hover:bg-schist-900 disabled:opacity-70"
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Check aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          onClick={props.onCancel}
          aria-label="Cancel renaming"
          className={`${ICON_BUTTON} shrink-0`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {errors.name ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700">
          {errors.name.message}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-xs text-schist-600">
          Products stay in the category, and links to /category/{props.category.slug} keep working.
        </p>
      )}
    </form>
  );
}

/**
 * The shop's categories in menu order: add, rename in place, move up or down (by keyboard too), show or hide in
 * the menu, and delete one that holds no products.
 */
export function CategoryManager({ initial }: { initial: AdminCategory[] }) {
  const [categories, setCategories] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move the row is drawn in its new place; the key the admin pressed keeps the focus.
  const focusNext = useRef<string | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const replace = (category: AdminCategory) =>
    setCategories((list) => list.map((item) => (item._id === category._id ? category : item)));

  const move = (index: number, step: -1 | 1) => {
    const before = categories;
    const next = [...before];
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved!);
    const position = index + step;
    const atEdge = position === 0 || position === next.length - 1;
    focusNext.current = `move-${moved!._id}-${atEdge ? (step === -1 ? 'down' : 'up') : step === -1 ? 'up' : 'down'}`;
    setCategories(next);
    setAnnouncement(`${moved!.name} moved to position ${position + 1} of ${next.length}.`);
    // Moves are saved one after another, each with the whole order, so the last one pressed wins.
    saving.current = saving.current.then(async () => {
      try {
        const answer = await adminRequest<ListAnswer>('PUT', '/api/admin/categories/order', {
          ids: next.map((category) => category._id),
        });
        if (answer.ok || answer.status === 401) return;
        setCategories(before);
        toast.error(answerMessage(answer, 'The new order could not be saved. Please try again.'));
      } catch (error) {
        setCategories(before);
        toast.error((error as Error).message);
      }
    });
  };

  const toggle = async (category: AdminCategory, visible: boolean) => {
    setToggling(category._id);
    replace({ ...category, visible });
    try {
      const answer = await adminRequest<CategoryAnswer>('PUT', `/api/admin/categories/${category._id}`, {
        visible,
      });
      if (answer.ok && answer.body) {
        replace(answer.body.category);
        toast.success(answer.body.message);
      } else if (answer.status !== 401) {
        replace(category);
        toast.error(answerMessage(answer, 'The category could not be changed. Please try again.'));
      }
    } catch (error) {
      replace(category);
      toast.error((error as Error).message);
    } finally {
      setToggling(null);
    }
  };

  const remove = async (category: AdminCategory) => {
    try {
      const answer = await adminRequest('DELETE', `/api/admin/categories/${category._id}`);
      if (answer.ok) {
        setCategories((list) => list.filter((item) => item._id !== category._id));
        toast.success(answer.body?.message ?? `Category "${category.name}" deleted.`);
        document.getElementById('new-category')?.focus();
      } else if (answer.status !== 401) {
        toast.error(answerMessage(answer, 'The category could not be deleted. Please try again.'));
      }
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

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
              <li
                key={category._id}
                className={`flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6 ${category.visible ? '' : 'bg-limestone-100'}`}
              >
                <div className="flex min-w-0 flex-1 items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-limestone-200 text-sm font-semibold tabular-nums text-schist-800"
                  >
                    {index + 1}
                  </span>
                  {editing === category._id ? (
                    <RenameForm
                      category={category}
                      onSaved={(saved) => {
                        replace(saved);
                        setEditing(null);
                        focusNext.current = `rename-button-${saved._id}`;
                      }}
                      onCancel={() => {
                        setEditing(null);
                        focusNext.current = `rename-button-${category._id}`;
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
                          href={`/category/${category.slug}`}
                          target="_blank"
                          rel="noopener"
                          className="inline-flex items-center gap-1 underline decoration-limestone-300 underline-offset-2 hover:text-terracotta-700"
                        >
                          /category/{category.slug}
                          <ExternalLink aria-hidden="true" className="size-3.5" />
                          <span className="sr-only">(opens the shop’s page in a new tab)</span>
                        </a>
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
                    id={`move-${category._id}-up`}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move ${category.name} up`}
                    title="Move up"
                    className={ICON_BUTTON}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    id={`move-${category._id}-down`}
                    onClick={() => move(index, 1)}
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
