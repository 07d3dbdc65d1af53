import { centsToDollars } from '../money.ts';
import { suggestImageAlt } from './product-seo.ts';
import { kilogramsOf, type ProductSpecifications } from '../product-specifications.ts';
import type { ProductFormValues, ProductInput } from '../schemas/products.ts';
import type { ProductWords } from '../product-words.ts';

type EditableProduct = ProductWords & {
  slug: string;
  priceCents: number | null;
  originalPriceCents: number | null;
  status: 'published' | 'draft';
  categories: { name: string }[];
} & ProductSpecifications;

const money = (cents: number | null) => (cents === null ? '' : centsToDollars(cents).toFixed(2));

/**
 * A saved product as the form's values: the regular price in `price` and a reduced one in `discountPrice`. An
 * edit starts from these, so a client that sends only some fields (the old list's edit modal) changes only those.
 */
export function productFormValues(product: EditableProduct): ProductFormValues {
  const reduced =
    product.priceCents !== null &&
    product.originalPriceCents !== null &&
    product.originalPriceCents > product.priceCents;
  return {
    title: product.title,
    price: money(reduced ? product.originalPriceCents : product.priceCents),
    discountPrice: reduced ? money(product.priceCents) : '',
    description: product.description,
    keywords: product.keywords.join(', '),
    categories: product.categories.map((category) => category.name),
    material: product.material ?? '',
    dimensions: product.dimensions ?? '',
    weightKg: kilogramsOf(product.weightGrams),
    finish: product.finish ?? '',
    origin: product.origin ?? '',
    shortDescription: product.shortDescription ?? '',
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    imageAlt: product.imageAlt ?? suggestImageAlt(product.title, product.categories[0]?.name),
    focusKeyword: product.focusKeyword ?? '',
    slug: product.slug,
    status: product.status,
  };
}

/** The form's checked values as stored prices: what the customer pays, and the regular price when reduced. */
export function storedPrices(input: Pick<ProductInput, 'price' | 'discountPrice'>) {
  return input.discountPrice !== null
    ? { priceCents: input.discountPrice, originalPriceCents: input.price }
    : { priceCents: input.price, originalPriceCents: null };
}
