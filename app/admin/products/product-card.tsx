import { BadgeCheck, ExternalLink, History, Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { productPath } from '#common/paths.ts';
import { formatUsd, savingsPercent } from '#common/money.ts';
import { ConfirmDelete } from '#app/admin/ui/confirm-delete.tsx';
import { QuickEditField } from '#app/admin/ui/quick-edit-field.tsx';
import { ResponsiveImage } from '#app/components/responsive-image.tsx';
import type { ListedProduct } from './listed-product.ts';
import { useQuickEdit } from './use-quick-edit.ts';

/** One product of the list: its photograph and badges, its title, price and status edited in place, its actions. */
export function ProductCard({
  product: read,
  selected,
  onSelect,
  editHref,
  onDelete,
  onSold,
}: {
  product: ListedProduct;
  selected: boolean;
  onSelect: (range: boolean) => void;
  /** The product's editor */
  editHref: string;
  onDelete: () => Promise<void>;
  onSold: (sold: boolean) => Promise<void>;
}) {
  const { product, save } = useQuickEdit(read);
  const saving = savingsPercent(product.priceCents, product.originalPriceCents);
  const [marking, setMarking] = useState(false);
  const toggleSold = async () => {
    setMarking(true);
    try {
      await onSold(!product.soldOut);
    } finally {
      setMarking(false);
    }
  };
  return (
    <li
      className={`flex overflow-hidden rounded-2xl bg-limestone-50 sm:flex-col ${selected ? 'ring-2 ring-terracotta-700' : 'ring-1 ring-limestone-200'}`}
    >
      <CardPhoto
        product={product}
        title={read.title}
        saving={saving}
        selected={selected}
        onSelect={onSelect}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <h3 className="sr-only">{product.title}</h3>
        <QuickEditField
          label={`Title of ${read.title}`}
          value={product.title}
          className="-mx-2"
          onSave={async (title) => {
            const answer = await save({ title });
            return answer.ok ? answer : { ...answer, value: answer.now?.title };
          }}
        />
        <QuickEditField
          label={`Price of ${read.title} in dollars`}
          kind="price"
          value={product.priceCents === null ? '' : String(product.priceCents / 100)}
          className="-mx-2"
          fieldClassName="max-w-32"
          after={
            saving ? (
              <span className="text-sm text-schist-600 line-through">
                <span className="sr-only">Former price </span>
                {formatUsd(product.originalPriceCents)}
              </span>
            ) : null
          }
          onSave={async (price) => {
            const answer = await save({ price });
            if (answer.ok) return answer;
            const now = answer.now?.price;
            return { ...answer, value: now === undefined ? undefined : now === null ? '' : String(now) };
          }}
        />
        <QuickEditField
          label={`Status of ${read.title}`}
          kind="status"
          value={product.status}
          className="-mx-2"
          fieldClassName="max-w-40"
          onSave={async (status) => {
            const answer = await save({ status });
            return answer.ok ? answer : { ...answer, value: answer.now?.status };
          }}
        />
        <p className="line-clamp-1 text-sm text-schist-600">
          {product.categories.map((category) => category.name).join(' · ') || 'No category'}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={editHref}
            aria-label={`Edit ${product.title}`}
            className="inline-flex items-center gap-1.5 rounded-full bg-schist-800 px-3.5 py-2 text-sm font-semibold text-limestone-50 hover:bg-schist-900"
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Link>
          <button
            type="button"
            onClick={() => void toggleSold()}
            disabled={marking}
            aria-label={
              product.soldOut ? `Mark ${product.title} available again` : `Mark ${product.title} sold`
            }
            className="inline-flex items-center gap-1.5 rounded-full border border-schist-800 px-3.5 py-2 text-sm font-semibold text-schist-900 hover:bg-limestone-200 disabled:opacity-60"
          >
            {product.soldOut ? (
              <>
                <Undo2 aria-hidden="true" className="size-4" /> Mark available
              </>
            ) : (
              <>
                <BadgeCheck aria-hidden="true" className="size-4" /> Mark sold
              </>
            )}
          </button>
          <Link
            to={`/admin/activity?kind=product&recordId=${product.id}`}
            aria-label={`History of ${product.title}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-limestone-300 px-3.5 py-2 text-sm font-semibold text-schist-800 hover:bg-limestone-200"
          >
            <History aria-hidden="true" className="size-4" /> History
          </Link>
          <ConfirmDelete name={product.title} onConfirm={onDelete} toTrash />
        </div>
      </div>
    </li>
  );
}

/** The card's photograph with its tick box, its badges (saving, draft, sold) and a link to its public page. */
function CardPhoto(props: {
  product: ListedProduct;
  /** The title the list read: the tick box keeps its name while the title is edited */
  title: string;
  saving: number | null;
  selected: boolean;
  onSelect: (range: boolean) => void;
}) {
  const { product, saving } = props;
  return (
    <div className="relative w-28 shrink-0 bg-limestone-200 sm:aspect-[4/3] sm:w-auto">
      <label className="absolute bottom-2 left-2 z-10 inline-flex cursor-pointer items-center rounded-full bg-limestone-50/95 p-2 shadow-sm sm:bottom-3 sm:left-3">
        <input
          type="checkbox"
          checked={props.selected}
          onChange={() => undefined}
          onClick={(event) => props.onSelect(event.shiftKey)}
          className="size-5 cursor-pointer accent-terracotta-700"
        />
        <span className="sr-only">Select {props.title}</span>
      </label>
      <ResponsiveImage
        image={product.image}
        alt=""
        sizes="(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="size-full object-cover"
      />
      <div className="absolute left-2 top-2 flex flex-col items-start gap-1.5 sm:left-3 sm:top-3 sm:flex-row sm:gap-2">
        {saving ? (
          <span className="rounded-full bg-terracotta-700 px-2.5 py-1 text-xs font-semibold text-white">
            -{saving}%
          </span>
        ) : null}
        {product.status === 'draft' ? (
          <span className="rounded-full bg-schist-900/85 px-2.5 py-1 text-xs font-semibold text-limestone-50">
            Draft
          </span>
        ) : null}
        {product.soldOut ? (
          <span className="rounded-full bg-limestone-50 px-2.5 py-1 text-xs font-semibold text-schist-900 ring-1 ring-schist-800">
            Sold
          </span>
        ) : null}
      </div>
      <ViewOnSite
        product={product}
        className="absolute right-2 top-2 inline-flex items-center rounded-full bg-limestone-50/95 p-2 text-schist-800 shadow-sm hover:bg-limestone-50 sm:right-3 sm:top-3"
      />
    </div>
  );
}

/** A published product's page on the website, in a new tab; nothing for a draft. */
export function ViewOnSite(props: {
  product: { title: string; slug: string; status: string };
  className: string;
}) {
  if (props.product.status !== 'published') return null;
  return (
    <a
      href={productPath(props.product)}
      target="_blank"
      rel="noopener"
      aria-label={`View ${props.product.title} on the website`}
      className={props.className}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
