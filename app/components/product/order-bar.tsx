import { MessageCircle } from '#app/components/icons.tsx';
import { useEffect, useState, type RefObject } from 'react';
import { EXTERNAL_LINK } from '#common/whatsapp-link.ts';
import { useShownPrices } from '#app/lib/currency.ts';

/**
 * On a phone, the price and the order button in a bar at the bottom of the screen once the page's own order button
 * has scrolled up out of sight (issue 21, item 1). It leaves again when that button comes back, and while the
 * footer is in view, so that it never covers the footer's last lines. Larger screens keep the button beside the
 * photographs, so they never show it.
 */
export function OrderBar(props: {
  /** The page's own order button: the bar shows while it is above the screen. */
  watch: RefObject<HTMLElement | null>;
  href: string;
  label: string;
  priceCents: number | null;
  title: string;
}) {
  const { format } = useShownPrices();
  const shown = useShownAfter(props.watch);
  return (
    <div
      // Out of the page's reading order and of the keyboard's path while hidden.
      inert={!shown}
      aria-hidden={!shown}
      data-testid="order-bar"
      data-shown={shown}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-limestone-200 bg-limestone-50/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-8px_24px_rgba(41,37,36,0.08)] backdrop-blur motion-safe:transition-transform motion-safe:duration-300 lg:hidden ${shown ? 'translate-y-0' : 'translate-y-full'}`}
    >
      <div className="mx-auto flex max-w-xl items-center gap-4">
        <p className="min-w-0 flex-1">
          <span className="block truncate text-sm text-schist-600">{props.title}</span>
          <span className="block text-lg font-semibold text-schist-900">{format(props.priceCents)}</span>
        </p>
        <a
          href={props.href}
          {...EXTERNAL_LINK}
          className="flex shrink-0 items-center gap-2 rounded-full bg-schist-800 px-5 py-3 font-semibold text-limestone-50 hover:bg-schist-900"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {props.label}
        </a>
      </div>
    </div>
  );
}

/** True while the watched element is above the screen and the footer is not in view. */
function useShownAfter(watch: RefObject<HTMLElement | null>) {
  const [passed, setPassed] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const target = watch.current;
    if (!target) return;
    const button = new IntersectionObserver(([entry]) => {
      if (entry) setPassed(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    button.observe(target);
    const footer = document.querySelector('footer');
    const end = new IntersectionObserver(([entry]) => setFooterInView(entry?.isIntersecting ?? false));
    if (footer) end.observe(footer);
    return () => {
      button.disconnect();
      end.disconnect();
    };
  }, [watch]);
  return passed && !footerInView;
}
