import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CATEGORY_NAME_MAX,
  categoryNameSchema,
  SUBCATEGORY_NAME_MAX,
  subcategoryNameSchema,
  type AdminCategory,
  type AdminSubcategory,
  type CategoryAnswer,
  type SubcategoryAnswer,
} from '#common/schemas/categories.ts';
import { adminRequest } from '#app/admin/ui/admin-api.ts';
import { INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { SubmitButton } from '#app/admin/ui/submit-button.tsx';
import { sendName } from './rename-form.tsx';

/**
 * A new entry of the menu (a category, a subcategory) by its name alone: checked with the server's own rule as the
 * admin types, sent, and the form emptied for the next one; the server's refusal (a name taken) shows under the box.
 */
function useAddEntry<Answer extends { message: string }, T>(options: {
  nameSchema: z.ZodType<string, string>;
  url: string;
  entryOf: (answer: Answer) => T;
  failure: string;
  onAdded: (entry: T) => void;
}) {
  const { nameSchema } = options;
  const schema = useMemo(() => z.object({ name: nameSchema }), [nameSchema]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const onSubmit = handleSubmit(async (input) => {
    const added = await sendName(
      () => adminRequest<Answer>('POST', options.url, input),
      options.failure,
      (message) => setError('name', { message }),
    );
    if (!added) return;
    options.onAdded(options.entryOf(added));
    reset();
  });
  return {
    field: register('name'),
    error: errors.name?.message,
    length: watch('name')?.length ?? 0,
    isSubmitting,
    onSubmit,
  };
}

/** The name's box, with the server's refusal under it, or else the characters used out of the limit. */
function NameInput(props: {
  id: string;
  placeholder: string;
  max: number;
  entry: ReturnType<typeof useAddEntry>;
  className: string;
}) {
  const { id, entry } = props;
  return (
    <div className="min-w-0 flex-1">
      <input
        id={id}
        placeholder={props.placeholder}
        maxLength={props.max + 10}
        aria-invalid={entry.error ? true : undefined}
        aria-describedby={entry.error ? `${id}-error` : `${id}-count`}
        {...entry.field}
        className={props.className}
      />
      {entry.error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {entry.error}
        </p>
      ) : (
        <p id={`${id}-count`} className="mt-1.5 text-xs text-schist-600">
          {entry.length}/{props.max} characters
        </p>
      )}
    </div>
  );
}

/** The form at the top: a new category goes to the end of the menu. */
export function AddCategory({ onAdded }: { onAdded: (category: AdminCategory) => void }) {
  const entry = useAddEntry({
    nameSchema: categoryNameSchema,
    url: '/api/admin/categories',
    entryOf: (answer: CategoryAnswer) => answer.category,
    failure: 'The category could not be added. Please try again.',
    onAdded,
  });
  return (
    <form
      onSubmit={entry.onSubmit}
      noValidate
      className="rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-6"
    >
      <h2 className="text-2xl font-semibold">Add a category</h2>
      <p className="mt-1 text-sm text-schist-600">
        It appears at the end of the shop’s menu; move it where it belongs below.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <label htmlFor="new-category" className="sr-only">
          New category name
        </label>
        <NameInput
          id="new-category"
          placeholder="Such as Prayer Wheels"
          max={CATEGORY_NAME_MAX}
          entry={entry}
          className={`${INPUT_CLASS} mt-0`}
        />
        <SubmitButton busy={entry.isSubmitting} busyLabel="Adding..." icon={Plus}>
          Add Category
        </SubmitButton>
      </div>
    </form>
  );
}

/** The form under a category's subcategories: a new one goes to the end of them. */
export function AddSubcategory(props: { category: AdminCategory; onAdded: (sub: AdminSubcategory) => void }) {
  const inputId = `new-subcategory-${props.category._id}`;
  const entry = useAddEntry({
    nameSchema: subcategoryNameSchema,
    url: `/api/admin/categories/${props.category._id}/subcategories`,
    entryOf: (answer: SubcategoryAnswer) => answer.subcategory,
    failure: 'The subcategory could not be added. Please try again.',
    onAdded: props.onAdded,
  });
  return (
    <form onSubmit={entry.onSubmit} noValidate className="mt-4">
      <label htmlFor={inputId} className="text-sm font-semibold text-schist-800">
        New subcategory of {props.category.name}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-start">
        <NameInput
          id={inputId}
          placeholder="Such as Marble Vases"
          max={SUBCATEGORY_NAME_MAX}
          entry={entry}
          className="w-full rounded-xl border border-limestone-300 bg-white px-4 py-2 text-schist-900 placeholder:text-schist-500 focus:border-terracotta-700 focus:outline-none focus:ring-2 focus:ring-terracotta-700/30 aria-[invalid=true]:border-red-600"
        />
        <SubmitButton busy={entry.isSubmitting} busyLabel="Adding..." icon={Plus} outline>
          Add Subcategory
        </SubmitButton>
      </div>
    </form>
  );
}
