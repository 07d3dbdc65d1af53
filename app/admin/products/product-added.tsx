import { CircleCheck, ExternalLink, PencilLine, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { adminProductPath, productPath } from '#common/paths.ts';

/**
 * What follows adding a product (issue 21, item 3): the piece is saved, and the next steps are one tap away: see it
 * on the website (a draft's preview), go on editing it, or add another in the form, already cleared.
 */
export function ProductAdded(props: {
  product: { _id: string; slug: string; title: string; status: 'published' | 'draft' };
  onAddAnother: () => void;
}) {
  const { product } = props;
  const panel = useRef<HTMLDivElement>(null);
  // Focus follows the save here, so a keyboard or screen reader user starts from the next steps.
  useEffect(() => panel.current?.focus(), [product._id]);
  const draft = product.status === 'draft';
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-labelledby="product-added-title"
      className="flex flex-col gap-4 rounded-3xl bg-emerald-50 p-5 ring-1 ring-emerald-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:flex-row sm:items-center sm:p-6"
    >
      <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-emerald-700" />
      <div className="min-w-0 flex-1">
        <h3 id="product-added-title" className="break-words text-xl font-semibold text-schist-900">
          “{product.title}” is added
        </h3>
        <p className="mt-1 text-sm text-schist-700">
          {draft
            ? 'Saved as a draft: only you can see it until it is published.'
            : 'It is on the website now.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={productPath(product)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-4 py-2 text-sm font-semibold text-schist-900 hover:bg-white"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {draft ? 'Preview on the site' : 'View on the site'}
        </a>
        <Link
          to={adminProductPath(product._id)}
          className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-4 py-2 text-sm font-semibold text-schist-900 hover:bg-white"
        >
          <PencilLine aria-hidden="true" className="size-4" /> Edit it
        </Link>
        <button
          type="button"
          onClick={() => {
            props.onAddAnother();
            document.querySelector<HTMLInputElement>('form input[name="title"]')?.focus();
          }}
          className="inline-flex items-center gap-2 rounded-full bg-schist-800 px-4 py-2 text-sm font-semibold text-limestone-50 hover:bg-schist-900"
        >
          <Plus aria-hidden="true" className="size-4" /> Add another
        </button>
      </div>
    </div>
  );
}
