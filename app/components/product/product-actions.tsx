import { Check, Heart, Share2 } from '#app/components/icons.tsx';
import { useEffect, useState } from 'react';

const FAVOURITES_KEY = 'gandhara:favourites';

function readFavourites(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** A favourite kept in this browser only; there are no visitor accounts. */
export function FavouriteButton({ productId, title }: { productId: string; title: string }) {
  const [favourite, setFavourite] = useState(false);
  useEffect(() => setFavourite(readFavourites().includes(productId)), [productId]);
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={favourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
      onClick={() => {
        const list = readFavourites().filter((id) => id !== productId);
        if (!favourite) list.push(productId);
        localStorage.setItem(FAVOURITES_KEY, JSON.stringify(list));
        setFavourite(!favourite);
      }}
      className="flex size-11 items-center justify-center rounded-full border border-limestone-300 text-schist-800 hover:bg-limestone-200"
    >
      <Heart
        aria-hidden="true"
        className={`size-5 ${favourite ? 'fill-terracotta-700 text-terracotta-700' : ''}`}
      />
    </button>
  );
}

const LINK_COPIED = 'Link copied to clipboard!';

/** The device's share sheet where there is one; otherwise the link is copied and the page says so. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="relative">
      <button
        type="button"
        aria-label={`Share ${title}`}
        onClick={async () => {
          try {
            if (navigator.share) {
              await navigator.share({ title, url });
            } else {
              await navigator.clipboard.writeText(url);
              setCopied(true);
            }
          } catch (error) {
            // Closing the share sheet rejects too; there is nothing to tell the visitor.
            console.info('Share did not complete', error);
          }
        }}
        className="flex size-11 items-center justify-center rounded-full border border-limestone-300 text-schist-800 hover:bg-limestone-200"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-5" />
        ) : (
          <Share2 aria-hidden="true" className="size-5" />
        )}
      </button>
      <p role="status" className="absolute right-0 top-full z-10 mt-2 whitespace-nowrap text-sm">
        {copied ? (
          <span className="rounded-full bg-schist-900 px-3 py-1.5 text-limestone-50 shadow">
            {LINK_COPIED}
          </span>
        ) : null}
      </p>
    </div>
  );
}
