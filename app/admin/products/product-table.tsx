import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '#common/money.ts';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import type { ListedProduct } from './listed-product.ts';
import { ViewOnSite } from './product-card.tsx';

const CELL = 'px-3 py-2.5 align-middle';

/**
 * The list as a dense table (issue 21, item 10): a row a piece, with its photograph, title, price, status and
 * categories, for an owner going through hundreds of pieces. The cards keep the edits in place; here a row links to
 * its editor, and its box selects it for the bulk edit as a card's does (shift-click selects a range).
 */
export function ProductTable(props: {
  products: ListedProduct[];
  isSelected: (id: string) => boolean;
  onSelect: (id: string, range: boolean) => void;
  /** A product's editor */
  editHref: (product: ListedProduct) => string;
}) {
  return (
    // Positioned, so that its screen-reader words stay inside its scroll and never widen the page.
    <div className="relative overflow-x-auto rounded-2xl bg-limestone-50 ring-1 ring-limestone-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Products, one a row</caption>
        <thead className="border-b border-limestone-200 text-xs font-semibold uppercase tracking-wider text-schist-600">
          <tr>
            <th scope="col" className={CELL}>
              <span className="sr-only">Selected</span>
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">Photograph</span>
            </th>
            <th scope="col" className={CELL}>
              Title
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Price
            </th>
            <th scope="col" className={CELL}>
              Status
            </th>
            <th scope="col" className={CELL}>
              Categories
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-limestone-200">
          {props.products.map((product) => {
            const selected = props.isSelected(product.id);
            return (
              <tr key={product.id} className={selected ? 'bg-terracotta-700/5' : 'hover:bg-white'}>
                <td className={CELL}>
                  <input
                    type="checkbox"
                    checked={selected}
                    onChange={() => undefined}
                    onClick={(event) => props.onSelect(product.id, event.shiftKey)}
                    aria-label={`Select ${product.title}`}
                    className="size-4 accent-schist-800"
                  />
                </td>
                <td className={CELL}>
                  <div className="size-12 overflow-hidden rounded-lg bg-limestone-200">
                    <ResponsiveImage
                      image={product.image}
                      alt=""
                      sizes="48px"
                      className="size-full object-cover"
                    />
                  </div>
                </td>
                <th scope="row" className={`${CELL} max-w-[20rem] font-medium text-schist-900`}>
                  <span className="line-clamp-2">{product.title}</span>
                </th>
                <td className={`${CELL} whitespace-nowrap text-right tabular-nums`}>
                  {product.priceCents === null ? (
                    <span className="text-schist-500">On request</span>
                  ) : (
                    formatUsd(product.priceCents)
                  )}
                </td>
                <td className={CELL}>
                  <StatusBadge product={product} />
                </td>
                <td className={`${CELL} max-w-[16rem] text-schist-700`}>
                  <span className="line-clamp-2">
                    {product.categories.map((category) => category.name).join(', ') || '—'}
                  </span>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <div className="flex justify-end gap-1">
                    <Link
                      to={props.editHref(product)}
                      aria-label={`Edit ${product.title}`}
                      className="rounded-full p-2 text-schist-800 hover:bg-limestone-200"
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Link>
                    <ViewOnSite
                      product={product}
                      className="rounded-full p-2 text-schist-800 hover:bg-limestone-200"
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function StatusBadge({ product }: { product: ListedProduct }) {
  const [label, tone] =
    product.status === 'draft'
      ? ['Draft', 'bg-limestone-200 text-schist-800']
      : product.soldOut
        ? ['Sold', 'bg-schist-800 text-limestone-50']
        : ['Published', 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'];
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>{label}</span>;
}
