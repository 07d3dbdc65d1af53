import { Check, Share2 } from '#app/components/icons.tsx';
import { useEffect, useState } from 'react';

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
