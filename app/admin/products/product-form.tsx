import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { imageVariantUrl, type PublicImage } from '#common/media-url.ts';
import { parsePrice } from '#common/money.ts';
import { productFormValues } from '#common/admin/product-form.ts';
import { scoreProductSeo } from '#common/admin/product-seo.ts';
import type { SubcategoryChoice } from '#common/schemas/categories.ts';
import {
  productInputSchema,
  type ProductFormValues,
  type ProductInput,
  type ProductSaved,
} from '#common/schemas/products.ts';
import { SaveBar } from '#app/admin/ui/save-bar.tsx';
import { textValue as text } from './form-values.ts';
import { PanelSection } from './panel-section.tsx';
import { ProductImages, storedTiles, type PhotoTile } from './product-images.tsx';
import { ProductPieceFields } from './product-piece-fields.tsx';
import { ProductSeoFields } from './product-seo-fields.tsx';
import { SeoPanel } from './seo-panel.tsx';
import { useAutoFill } from './use-auto-fill.ts';
import { useProductSave } from './use-product-save.ts';

/** A saved product as the form needs it (the admin loaders send this). */
export type EditableProduct = Parameters<typeof productFormValues>[0] & {
  id: string;
  /** The version the form loaded: its save is refused (409) when the product changed since. */
  updatedAt: string;
  images: PublicImage[];
  imageKeys: string[];
  subcategories: { id: string }[];
};

const EMPTY: ProductFormValues = {
  title: '',
  price: '',
  discountPrice: '',
  description: '',
  keywords: '',
  categories: [],
  subcategories: [],
  material: '',
  dimensions: '',
  weightKg: '',
  finish: '',
  origin: '',
  shortDescription: '',
  seoTitle: '',
  seoDescription: '',
  imageAlt: '',
  focusKeyword: '',
  slug: '',
  status: 'published',
};

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
  /** Words to add to the product's keywords for the admin to check and save (the dashboard's search misses) */
  addKeyword?: string;
  onSaved?: (answer: ProductSaved) => void;
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

  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as ProductFormValues;
  // Added as a change of the admin's, so that the bar says it is not saved yet.
  const { addKeyword } = props;
  useEffect(() => {
    const keywords = text(form.getValues('keywords'));
    const words = keywords.split(',').map((word) => word.trim());
    if (addKeyword && !words.includes(addKeyword))
      form.setValue('keywords', keywords ? `${keywords}, ${addKeyword}` : addKeyword, { shouldDirty: true });
  }, [form, addKeyword]);
  const autoFill = useAutoFill(form, !editing);
  const save = useProductSave({
    form,
    tiles,
    product: props.product,
    onSaved: (answer) => {
      if (!props.product) {
        // Added: the form is cleared for the next piece.
        form.reset(EMPTY);
        setTiles(initialTiles);
        autoFill.forget();
        window.scrollTo({ top: 0 });
      }
      props.onSaved?.(answer);
    },
  });

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

  // Photographs added, removed, moved or turned count as changes as much as the fields do (a photo moved and moved
  // back does not).
  const unsaved =
    form.formState.isDirty ||
    tiles.length !== initialTiles.length ||
    tiles.some((tile, index) => tile !== initialTiles[index]);
  const discard = () => {
    form.reset(initial);
    setTiles(initialTiles);
    autoFill.forget();
    save.setPhotoError(undefined);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={save.onSubmit} noValidate>
        <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-8">
            <ProductPieceFields
              categories={props.categories}
              subcategories={props.subcategories ?? []}
              autoFill={autoFill}
            />
            <PanelSection
              id="product-photos"
              title="Photographs"
              level={2}
              className=""
              headingClassName="mb-4 text-2xl font-semibold"
            >
              <ProductImages
                tiles={tiles}
                onChange={(next) => {
                  setTiles(next);
                  save.setPhotoError(undefined);
                }}
                error={save.photoError}
              />
            </PanelSection>
            <ProductSeoFields origin={props.origin} autoFill={autoFill} />
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
        </div>
        <SaveBar
          unsaved={unsaved}
          busy={form.formState.isSubmitting}
          progress={save.progress}
          progressLabel="Uploading photographs"
          saveLabel={editing ? 'Save Changes' : 'Add Product'}
          savedText={editing ? 'Everything is saved.' : 'Nothing entered yet.'}
          onDiscard={discard}
          notice={
            save.conflict ? (
              <SaveConflict
                message={save.conflict}
                onLoadLatest={props.onLoadLatest}
                loading={props.loadingLatest}
              />
            ) : null
          }
        />
      </form>
    </FormProvider>
  );
}

/** The save was refused because someone changed the product since the form opened: the way to its latest version. */
function SaveConflict(props: { message: string; onLoadLatest?: () => void; loading?: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-terracotta-700/10 p-4 text-schist-900 ring-1 ring-terracotta-700/40"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-terracotta-700" />
      <p className="min-w-0 flex-1 basis-56 text-sm font-medium">{props.message}</p>
      {props.onLoadLatest ? (
        <button
          type="button"
          onClick={props.onLoadLatest}
          disabled={props.loading}
          className="rounded-full bg-schist-800 px-5 py-2 text-sm font-semibold text-limestone-50 hover:bg-schist-900 disabled:opacity-70"
        >
          {props.loading ? 'Loading…' : 'Load the latest version'}
        </button>
      ) : null}
    </div>
  );
}
