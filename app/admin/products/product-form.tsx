import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { SubmitButton } from '#app/admin/ui/submit-button.tsx';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { productPath } from '#common/paths.ts';
import { imageVariantUrl, type PublicImage } from '#common/media-url.ts';
import { parsePrice } from '#common/money.ts';
import { productFormValues } from '#common/admin/product-form.ts';
import { scoreProductSeo, SEO_LIMITS, suggestImageAlt, suggestSeoTitle } from '#common/admin/product-seo.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import {
  productInputSchema,
  type ProductFormValues,
  type ProductInput,
  type ProductSaved,
} from '#common/schemas/products.ts';
import { SITE } from '#common/site.ts';
import { slugify } from '#common/slug.ts';
import { adminRequest, answerMessage, fieldErrors } from '#app/admin/ui/admin-api.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { photoPayload, ProductImages, storedTiles, type PhotoTile } from './product-images.tsx';
import { SeoPanel } from './seo-panel.tsx';
import { StatusChoice } from '#app/admin/ui/status-choice.tsx';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';

/** A saved product as the form needs it (the admin loaders send this). */
export type EditableProduct = Parameters<typeof productFormValues>[0] & {
  id: string;
  /** The version the form loaded: its save is refused (409) when the product changed since. */
  updatedAt: string;
  images: PublicImage[];
  imageKeys: string[];
  subcategories: { id: string }[];
};

type SaveAnswer = ProductSaved;

const EMPTY: ProductFormValues = {
  title: '',
  price: '',
  discountPrice: '',
  description: '',
  keywords: '',
  categories: [],
  subcategories: [],
  shortDescription: '',
  seoTitle: '',
  seoDescription: '',
  imageAlt: '',
  focusKeyword: '',
  slug: '',
  status: 'published',
};

const AUTO_FIELDS = ['slug', 'seoTitle', 'imageAlt'] as const;

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);
const CHIP =
  'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 focus-within:ring-2 focus-within:ring-terracotta-700';
const chipState = (chosen: boolean) =>
  chosen
    ? 'bg-schist-800 text-limestone-50 ring-schist-800'
    : 'bg-white text-schist-800 ring-limestone-300 hover:ring-schist-600';

function previewSrc(tile: PhotoTile | undefined): string | null {
  if (!tile) return null;
  if (tile.kind === 'new') return tile.preview;
  if (tile.image?.kind === 'media') return imageVariantUrl(tile.image.ref, 640);
  return tile.image?.kind === 'url' ? tile.image.url : null;
}

/**
 * The product form, to add (`product` absent) or edit. Checked as the admin types with the schema the server
 * uses; in add mode the slug, SEO title and image alt text follow the title until the admin writes their own.
 */
export function ProductForm(props: {
  categories: string[];
  /** Every category's subcategories; the form offers those of the categories chosen. */
  subcategories?: SubcategoryChoice[];
  origin: string;
  product?: EditableProduct;
  /** A new product's first words: its title and keywords */
  prefill?: { title: string; keywords: string };
  onSaved?: (answer: SaveAnswer) => void;
  onCancel?: () => void;
  /** Opens the product as it is now, after a save was refused because someone else changed it. */
  onLoadLatest?: () => void;
  /** While the latest version is being loaded */
  loadingLatest?: boolean;
}) {
  const editing = Boolean(props.product);
  const initial = useMemo(
    () =>
      props.product
        ? {
            ...productFormValues(props.product),
            subcategories: props.product.subcategories.map((sub) => sub.id),
          }
        : { ...EMPTY, title: props.prefill?.title ?? '', keywords: props.prefill?.keywords ?? '' },
    [props.product, props.prefill],
  );
  const initialTiles = useMemo(
    () => (props.product ? storedTiles(props.product.imageKeys, props.product.images) : []),
    [props.product],
  );
  const [tiles, setTiles] = useState<PhotoTile[]>(initialTiles);
  const [progress, setProgress] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  // The save was refused because the product changed since the form opened: the admin's typed values stay.
  const [conflict, setConflict] = useState<string | null>(null);
  // Fields the admin has written themselves: auto-fill leaves them alone.
  const ownWords = useRef(new Set<string>());

  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { register, handleSubmit, setValue, reset, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control }) as ProductFormValues;

  const autoFill = (title: string, categories: unknown) => {
    if (editing) return;
    const first = Array.isArray(categories) ? (categories[0] as string | undefined) : undefined;
    const suggestions = {
      slug: slugify(`${first ?? ''} ${title}`),
      // Only when 'title - category | brand' or 'title | brand' fits in 60 characters.
      seoTitle: (() => {
        const text = suggestSeoTitle(title, first);
        return text.endsWith(`| ${SITE.name}`) ? text : '';
      })(),
      imageAlt: title.trim() ? suggestImageAlt(title, first) : '',
    };
    for (const field of AUTO_FIELDS)
      if (!ownWords.current.has(field)) setValue(field, suggestions[field], { shouldValidate: false });
  };

  // A subcategory belongs with its category: unchoosing the category unchooses its subcategories (the server
  // refuses a subcategory whose category is not among the product's).
  const offered = (props.subcategories ?? []).filter((sub) => list(values.categories).includes(sub.category));
  const chosenSubcategories = list(values.subcategories);
  const keepOffered = (categories: unknown) => {
    const kept = chosenSubcategories.filter((id) =>
      (props.subcategories ?? []).some((sub) => sub.id === id && list(categories).includes(sub.category)),
    );
    if (kept.length !== chosenSubcategories.length) setValue('subcategories', kept);
  };
  const toggleSubcategory = (id: string, chosen: boolean) =>
    setValue(
      'subcategories',
      chosen ? [...chosenSubcategories, id] : chosenSubcategories.filter((other) => other !== id),
      { shouldDirty: true },
    );

  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const priceCents = (() => {
    const sale = parsePrice(text(values.discountPrice));
    if (sale.ok && sale.cents !== null) return sale.cents;
    const regular = parsePrice(text(values.price));
    return regular.ok ? regular.cents : null;
  })();
  const report = scoreProductSeo({
    title: text(values.title),
    description: text(values.description),
    seoTitle: text(values.seoTitle),
    seoDescription: text(values.seoDescription),
    imageAlt: text(values.imageAlt),
    focusKeyword: text(values.focusKeyword),
    slug: text(values.slug),
    imageCount: tiles.length,
  });

  const startOver = () => {
    reset(initial);
    setTiles(initialTiles);
    ownWords.current.clear();
    setPhotoError(undefined);
  };

  const onSubmit = handleSubmit(async () => {
    if (tiles.length === 0) {
      setPhotoError('Add at least one photograph of the piece.');
      return;
    }
    setPhotoError(undefined);
    setConflict(null);
    const raw = form.getValues();
    const body = new FormData();
    for (const [name, value] of Object.entries(raw)) {
      if (name === 'categories' || name === 'subcategories') body.append(name, JSON.stringify(list(value)));
      else if (value !== undefined && value !== null) body.append(name, String(value));
    }
    const photos = photoPayload(tiles);
    body.append('imageOrder', JSON.stringify(photos.order));
    for (const file of photos.files) body.append('images', file, file.name);
    if (props.product) body.append('expectedUpdatedAt', props.product.updatedAt);
    setProgress(0);
    try {
      const url = props.product ? `/api/admin/products/${props.product.id}` : '/api/admin/products/add';
      const answer = await adminRequest<SaveAnswer>(props.product ? 'PUT' : 'POST', url, body, setProgress);
      if (!answer.ok || !answer.body) {
        const changed = fieldErrors(answer).expectedUpdatedAt;
        if (answer.status === 409 && changed) {
          setConflict(changed);
          return;
        }
        for (const [field, message] of Object.entries(fieldErrors(answer)))
          if (field === 'images') setPhotoError(message);
          else setError(field as keyof ProductFormValues, { message });
        const reason =
          answer.body === null
            ? `Server error: ${answer.status} - ${answer.text.slice(0, 200)}`
            : answerMessage(answer, `HTTP error! status: ${answer.status}`);
        toast.error(`Failed to save product: ${reason}`);
        return;
      }
      toast.success(
        `Product ${props.product ? 'updated' : 'added'} successfully! SEO Score: ${answer.body.seoScore}/100`,
      );
      if (!props.product) {
        // Added: the form is cleared for the next piece.
        reset(EMPTY);
        setTiles([]);
        ownWords.current.clear();
        window.scrollTo({ top: 0 });
      }
      props.onSaved?.(answer.body);
    } catch (error) {
      toast.error(`Failed to save product: ${(error as Error).message}`);
    } finally {
      setProgress(null);
    }
  });

  const own = (field: (typeof AUTO_FIELDS)[number]) => ({
    onChange: () => ownWords.current.add(field),
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="min-w-0 space-y-8">
        <section
          aria-labelledby="product-basics"
          className="space-y-5 rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-7"
        >
          <h2 id="product-basics" className="text-2xl font-semibold">
            The piece
          </h2>
          <FormField label="Title" required error={errors.title?.message}>
            <input
              type="text"
              className={INPUT_CLASS}
              {...register('title', {
                onChange: (event) => autoFill(event.target.value, form.getValues('categories')),
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
              <input
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                className={INPUT_CLASS}
                {...register('price')}
              />
            </FormField>
            <FormField
              label="Sale price (USD)"
              error={errors.discountPrice?.message}
              hint="Optional: a reduced price shown with the saving."
            >
              <input
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                className={INPUT_CLASS}
                {...register('discountPrice')}
              />
            </FormField>
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-schist-800">Categories</legend>
            <p className="mt-1 text-xs text-schist-600">The first one chosen is the main category.</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {props.categories.map((name) => {
                const chosen = list(values.categories).includes(name);
                return (
                  <label key={name} className={`${CHIP} ${chipState(chosen)}`}>
                    <input
                      type="checkbox"
                      name="categories"
                      value={name}
                      checked={chosen}
                      className="sr-only"
                      onChange={(event) => {
                        // In the order chosen, not the menu's: the first chosen is the main category, which
                        // leads the slug, the SEO title and the product page (issue 18, item 9).
                        const current = list(form.getValues('categories'));
                        const next = event.target.checked
                          ? [...current.filter((other) => other !== name), name]
                          : current.filter((other) => other !== name);
                        setValue('categories', next, {
                          shouldDirty: true,
                          shouldTouch: true,
                          shouldValidate: true,
                        });
                        autoFill(form.getValues('title'), next);
                        keepOffered(next);
                      }}
                    />
                    {name}
                  </label>
                );
              })}
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
                      .map((sub) => {
                        const chosen = chosenSubcategories.includes(sub.id);
                        return (
                          <label key={sub.id} className={`${CHIP} ${chipState(chosen)}`}>
                            <input
                              type="checkbox"
                              className="sr-only"
                              checked={chosen}
                              onChange={(event) => toggleSubcategory(sub.id, event.target.checked)}
                            />
                            {sub.name}
                            {sub.visible ? null : <span className="font-normal"> (hidden)</span>}
                          </label>
                        );
                      })}
                  </div>
                </div>
              ))}
              {errors.subcategories ? (
                <p className="mt-1.5 text-sm text-red-700">{errors.subcategories.message}</p>
              ) : null}
            </fieldset>
          ) : null}
          <FormField
            label="Short description"
            error={errors.shortDescription?.message}
            counter={{ length: text(values.shortDescription).length, rule: SEO_LIMITS.shortDescription }}
          >
            <textarea
              rows={2}
              maxLength={SEO_LIMITS.shortDescription.max}
              className={INPUT_CLASS}
              {...register('shortDescription')}
            />
          </FormField>
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
        </section>

        <section
          aria-labelledby="product-photos"
          className="rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-7"
        >
          <h2 id="product-photos" className="mb-4 text-2xl font-semibold">
            Photographs
          </h2>
          <ProductImages
            tiles={tiles}
            onChange={(next) => {
              setTiles(next);
              setPhotoError(undefined);
            }}
            error={photoError}
          />
        </section>

        <section
          aria-labelledby="product-seo"
          className="space-y-5 rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-7"
        >
          <h2 id="product-seo" className="text-2xl font-semibold">
            Search and sharing
          </h2>
          <FormField
            label="URL slug"
            error={errors.slug?.message}
            hint={`${props.origin}${productPath({ slug: text(values.slug) || '…' })}`}
          >
            <input
              type="text"
              className={INPUT_CLASS}
              {...register('slug', {
                ...own('slug'),
                onBlur: (event) => setValue('slug', slugify(event.target.value), { shouldValidate: true }),
              })}
            />
          </FormField>
          <FormField
            label="SEO title"
            error={errors.seoTitle?.message}
            counter={{ length: text(values.seoTitle).length, rule: SEO_LIMITS.seoTitle }}
          >
            <input
              type="text"
              maxLength={SEO_LIMITS.seoTitle.max}
              className={INPUT_CLASS}
              {...register('seoTitle', own('seoTitle'))}
            />
          </FormField>
          <FormField
            label="SEO description"
            error={errors.seoDescription?.message}
            counter={{ length: text(values.seoDescription).length, rule: SEO_LIMITS.seoDescription }}
          >
            <textarea
              rows={3}
              maxLength={SEO_LIMITS.seoDescription.max}
              className={INPUT_CLASS}
              {...register('seoDescription')}
            />
          </FormField>
          <FormField
            label="Image alt text"
            required
            error={errors.imageAlt?.message}
            counter={{
              length: text(values.imageAlt).length,
              rule: { ...SEO_LIMITS.imageAlt, minMessage: 'Minimum 5 characters required' },
            }}
            hint="What the main photograph shows, for people who cannot see it."
          >
            <input
              type="text"
              maxLength={SEO_LIMITS.imageAlt.max}
              className={INPUT_CLASS}
              {...register('imageAlt', own('imageAlt'))}
            />
          </FormField>
          <FormField
            label="Focus keyword"
            error={errors.focusKeyword?.message}
            counter={{ length: text(values.focusKeyword).length, rule: SEO_LIMITS.focusKeyword }}
            hint="The words a buyer would search for, such as stone buddha statue."
          >
            <input
              type="text"
              maxLength={SEO_LIMITS.focusKeyword.max}
              className={INPUT_CLASS}
              {...register('focusKeyword')}
            />
          </FormField>
        </section>

        <div className="space-y-4">
          {conflict ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-2xl bg-terracotta-700/10 p-4 text-schist-900 ring-1 ring-terracotta-700/40"
            >
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-terracotta-700" />
              <p className="min-w-0 flex-1 basis-56 text-sm font-medium">{conflict}</p>
              {props.onLoadLatest ? (
                <button
                  type="button"
                  onClick={props.onLoadLatest}
                  disabled={props.loadingLatest}
                  className="rounded-full bg-schist-800 px-5 py-2 text-sm font-semibold text-limestone-50 hover:bg-schist-900 disabled:opacity-70"
                >
                  {props.loadingLatest ? 'Loading…' : 'Load the latest version'}
                </button>
              ) : null}
            </div>
          ) : null}
          <UploadProgress percent={progress} label="Uploading photographs" />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={isSubmitting}>{editing ? 'Save Changes' : 'Add Product'}</SubmitButton>
            {editing ? (
              <button
                type="button"
                onClick={() => {
                  startOver();
                  props.onCancel?.();
                }}
                className="rounded-full border border-schist-800 px-7 py-3 font-semibold text-schist-900 hover:bg-limestone-200"
              >
                Cancel Edit
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <aside className="xl:sticky xl:top-24 xl:self-start">
        <SeoPanel
          report={report}
          origin={props.origin}
          slug={text(values.slug)}
          title={text(values.seoTitle) || text(values.title)}
          description={
            text(values.seoDescription) ||
            text(values.shortDescription) ||
            text(values.description).slice(0, 160)
          }
          priceCents={priceCents}
          imageSrc={previewSrc(tiles[0])}
        />
      </aside>
    </form>
  );
}
