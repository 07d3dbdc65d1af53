import { ChevronLeft } from '#app/components/icons.tsx';
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router';
import { adminProductPath, PAGE_PATHS, productPath } from '#common/paths.ts';
import { pick } from '#common/pick.ts';
import { legacyProductDestination, looksLikeProductId } from '#common/legacy-redirects.ts';
import { centsToDollars } from '#common/money.ts';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { ProductDetails, WhyGandhara } from '#app/components/product/product-details.tsx';
import { ProductGallery } from '#app/components/product/product-gallery.tsx';
import { RelatedPieces } from '#app/components/product/related-pieces.tsx';
import { pieceAlt, toProductSummary } from '#common/product-summary.ts';
import { BackOrList, StatusPanel } from '#app/components/status-panel.tsx';
import {
  isMissingPiece,
  MissingPiecePage,
  type MissingPiece,
} from '#app/components/product/missing-piece.tsx';
import { servicesContext } from '#app/context.ts';
import { adminOf } from '#app/lib/admin-session.server.ts';
import { pageMeta, previewImage, siteFrom } from '#app/lib/seo.ts';
import { specificationsLd } from '#common/product-specifications.ts';
import type { Route } from './+types/product';

/** How many pieces a dead product link offers to browse instead. */
const BROWSE_INSTEAD = 8;

/**
 * /product/{slug or id}. A former slug moves permanently to the current one. A piece in the trash is 410 Gone and
 * an unknown one 404, each with a page that says so and pieces to browse (decision 041): the piece's category's
 * when the trash still knows it, the newest otherwise. An old-site link that the keyword table knows moves there.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const key = params.idOrSlug;
  const { catalog } = context.get(servicesContext);
  // Any key may be a slug the product had before, valid or not by today's rule (the old site's, say).
  const lookup = await catalog.findProduct(key);
  if (lookup.kind === 'found') {
    const related = await catalog.relatedProducts(lookup.product);
    return {
      product: shownOf(lookup.product),
      draft: false,
      related: related.map((piece) => toProductSummary(piece)),
    };
  }
  // A draft: the signed-in admin previews it where it will be (a request of theirs is never cached); anyone else
  // gets a 404, which, unlike a permanent redirect, no browser remembers once the piece is published.
  if (lookup.kind === 'draft') {
    if (!(await adminOf(request, context))) throw data(null, { status: 404 });
    return { product: shownOf(lookup.product), draft: true, related: [] };
  }
  if (lookup.kind === 'moved') throw redirect(productPath({ slug: lookup.slug }), 301);
  // A piece in the trash (decision 026): 410 Gone, which tells search engines to drop it, until it is restored.
  const gone = await context.get(servicesContext).trash.goneProduct(key);
  if (!gone && !looksLikeProductId(key)) {
    const legacy = legacyProductDestination(key);
    if (legacy) throw redirect(legacy, 301);
  }
  const browse = await catalog.piecesToBrowse(gone?.categoryIds ?? [], BROWSE_INSTEAD);
  const instead: MissingPiece = {
    category: browse.category && { name: browse.category.name, slug: browse.category.slug },
    pieces: browse.products.map((piece) => toProductSummary(piece)),
  };
  throw data(instead, { status: gone ? 410 : 404 });
}

/**
 * What the page and its meta tags show of a product; the rest of the record (its media ids, SEO score, view count,
 * dates) stays on the server instead of riding along in every page's hydration data.
 */
const SHOWN_FIELDS = [
  'id',
  'slug',
  'title',
  'description',
  'shortDescription',
  'seoTitle',
  'seoDescription',
  'imageAlt',
  'specifications',
  'material',
  'dimensions',
  'weightGrams',
  'finish',
  'origin',
  'priceCents',
  'originalPriceCents',
  'soldOut',
  'soldOutAt',
  'categories',
  'images',
] as const;

const shownOf = <Product extends Record<(typeof SHOWN_FIELDS)[number], unknown>>(product: Product) =>
  pick(product, SHOWN_FIELDS);

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const site = siteFrom(matches);
  if (!loaderData || !site)
    return [
      {
        title:
          isRouteErrorResponse(error) && error.status === 410
            ? `${GONE_TITLE} | Gandhara Arts`
            : 'Product Not Found | Gandhara Arts',
      },
      { name: 'robots', content: 'noindex' },
    ];
  const { product, draft } = loaderData;
  const path = productPath(product);
  if (draft)
    return [{ title: `Draft: ${product.title} | Gandhara Arts` }, { name: 'robots', content: 'noindex' }];
  const description = product.seoDescription ?? product.shortDescription ?? product.description.slice(0, 160);
  const offer =
    product.priceCents == null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: centsToDollars(product.priceCents).toFixed(2),
            priceCurrency: 'USD',
            availability: product.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            url: `${site.origin}${path}`,
            seller: { '@type': 'Organization', name: 'Gandhara Arts' },
          },
        };
  return pageMeta({
    site,
    title: product.seoTitle ?? product.title,
    description,
    path,
    image: product.images[0],
    imageAlt: pieceAlt(product),
    type: 'product',
    extra:
      product.priceCents != null
        ? [
            { property: 'product:price:amount', content: centsToDollars(product.priceCents).toFixed(2) },
            { property: 'product:price:currency', content: 'USD' },
          ]
        : [],
    structuredData: () => ({
      '@type': 'Product',
      name: product.title,
      description: product.description,
      sku: product.id,
      url: `${site.origin}${path}`,
      image: product.images.slice(0, 4).map((image) => previewImage(image, site.origin).url),
      brand: { '@type': 'Brand', name: 'Gandhara Arts' },
      category: product.categories[0]?.name,
      ...specificationsLd(product),
      ...offer,
    }),
    breadcrumb: [
      { name: 'Products', path: PAGE_PATHS.products },
      { name: product.title, path },
    ],
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const root = useRootData();
  const origin = root?.site.origin ?? '';
  const url = `${origin}${productPath(product)}`;
  return (
    <main className="mx-auto max-w-7xl px-4 pb-24 pt-4 sm:px-6 sm:pt-8">
      {loaderData.draft ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-schist-900 px-5 py-4 text-limestone-50"
        >
          <p>
            <strong className="font-semibold">Draft: not public.</strong> Only signed-in admins see this page;
            visitors get “not found” until it is published.
          </p>
          <Link
            to={adminProductPath(product.id)}
            className="rounded-full bg-limestone-50 px-4 py-2 text-sm font-semibold text-schist-900 hover:bg-limestone-200"
          >
            Edit in the panel
          </Link>
        </div>
      ) : null}
      <nav aria-label="Breadcrumb">
        {/* One line on a phone (the piece's name cut short), so that the price and order button fit the first screen. */}
        <ol className="flex items-center gap-2 whitespace-nowrap text-sm text-schist-600 sm:flex-wrap">
          <li>
            <Link to="/" className="hover:text-terracotta-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={PAGE_PATHS.products} className="hover:text-terracotta-700 hover:underline">
              Products
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="min-w-0 truncate font-medium text-schist-800">
            {product.title}
          </li>
        </ol>
      </nav>
      <div className="mt-4 grid gap-6 sm:mt-8 sm:gap-10 lg:grid-cols-2 lg:gap-16">
        <ProductGallery images={product.images} alt={pieceAlt(product)} />
        <ProductDetails
          product={product}
          url={url}
          whatsapp={root?.site.whatsappNumber ?? ''}
          phone={root?.site.phone ?? ''}
          buyingNote={root?.site.buyingNote ?? ''}
        />
      </div>
      <RelatedPieces products={loaderData.related} />
      <WhyGandhara />
      <div className="mt-14 flex justify-center">
        <Link
          to={PAGE_PATHS.products}
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-6 py-3 font-semibold text-schist-900 hover:bg-limestone-200"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          Back to Products
        </Link>
      </div>
    </main>
  );
}

const GONE_TITLE = 'This Piece Is No Longer Here';

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const gone = isRouteErrorResponse(error) && error.status === 410;
  if ((notFound || gone) && isMissingPiece(error.data))
    return <MissingPiecePage gone={gone} instead={error.data} />;
  return (
    <StatusPanel
      title={gone ? GONE_TITLE : notFound ? 'Product Not Found' : 'We could not show this product'}
      message={
        gone
          ? 'It has been taken down from the collection. Our other hand-carved pieces are a click away.'
          : notFound
            ? 'Product not found'
            : 'Failed to load products. Please try again later.'
      }
    >
      <BackOrList to={PAGE_PATHS.products} label="Back to Products" />
    </StatusPanel>
  );
}
