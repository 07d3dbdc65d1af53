import { productPath } from '#common/paths.ts';
import { centsToDollars } from '#common/money.ts';
import type { MasterRecord, ProductRecord, VisitPlaceRecord } from '#common/schemas/records.ts';
import { tourCategoryLabel } from '#common/tour-categories.ts';
import type { ProductView } from '#server/catalog/catalog-service.ts';
import type { MasterView } from '#server/masters/master-service.ts';
import { publicImageUrl } from '#server/media/public-image.ts';
import type { VisitPlaceView } from '#server/tours/visit-place-service.ts';

const dollars = (cents: number | null) => (cents == null ? null : centsToDollars(cents));

/**
 * The old site's record shape. `price` is what the customer pays; when it is reduced, `originalPrice` is the
 * regular price and `discountPrice` repeats the reduced one, which is what the old admin cards read.
 */
export function toProductRecord(product: ProductView, publicUrl: string): ProductRecord {
  const images = product.images.map((image) => publicImageUrl(image, publicUrl));
  const reduced =
    product.priceCents != null &&
    product.originalPriceCents != null &&
    product.originalPriceCents > product.priceCents;
  return {
    _id: product.id,
    slug: product.slug,
    title: product.title,
    name: product.title,
    description: product.description,
    shortDescription: product.shortDescription,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    imageAlt: product.imageAlt,
    focusKeyword: product.focusKeyword,
    keywords: product.keywords,
    metaKeywords: product.metaKeywords,
    tags: product.tags,
    image: images[0] ?? publicImageUrl(null, publicUrl),
    images,
    price: dollars(product.priceCents),
    discountPrice: reduced ? dollars(product.priceCents) : null,
    originalPrice: reduced ? dollars(product.originalPriceCents) : null,
    isNew: product.isNew,
    categories: product.categories.map((category) => category.name),
    subcategories: product.subcategories.map((subcategory) => subcategory.name),
    specifications: Object.fromEntries(product.specifications),
    status: product.status,
    isSoldOut: product.soldOut,
    material: product.material,
    dimensions: product.dimensions,
    weightKg: product.weightGrams === null ? null : product.weightGrams / 1000,
    finish: product.finish,
    origin: product.origin,
    soldOutAt: product.soldOutAt,
    featuredUntil: product.featuredUntil,
    viewCount: product.viewCount,
    canonicalUrl: product.canonicalUrl,
    seoScore: product.seoScore,
    url: `${publicUrl}${productPath(product)}`,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export function toVisitPlaceRecord(place: VisitPlaceView, publicUrl: string): VisitPlaceRecord {
  return {
    _id: place.id,
    slug: place.slug,
    name: place.name,
    description: place.description,
    tourCategory: tourCategoryLabel(place.tourCategory),
    keywords: place.keywords,
    image: publicImageUrl(place.image, publicUrl),
    video: place.videoUrl ? `${publicUrl}${place.videoUrl}` : null,
    location: place.location,
    rating: place.rating,
    reviews: place.reviews,
    price: dollars(place.priceCents),
    duration: place.duration,
    groupMin: place.groupMin,
    groupMax: place.groupMax,
    createdAt: place.createdAt,
    updatedAt: place.updatedAt,
  };
}

export function toMasterRecord(master: MasterView, publicUrl: string): MasterRecord {
  return {
    _id: master.id,
    name: master.name,
    specialty: master.specialty,
    experience: master.experience,
    description: master.description,
    quote: master.quote,
    image: publicImageUrl(master.image, publicUrl),
    createdAt: master.createdAt,
    updatedAt: master.updatedAt,
  };
}
