import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS, productPath } from '#common/paths.ts';
import { pieceAlt, type ProductSummary } from '#common/product-summary.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { prefersReducedMotion, useNearScreen } from '#app/lib/motion.ts';
import { Price } from '../catalog/price.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Seconds for a marquee row to travel its own length (public-site.md §9). */
function marqueeSeconds(itemsInRow: number): number {
  return itemsInRow <= 3 ? 25 : itemsInRow <= 6 ? 35 : 50;
}

/** How far one wheel step moves a marquee, by the size of the collection. */
function wheelStep(totalItems: number): number {
  return totalItems <= 8 ? 250 : totalItems <= 15 ? 350 : 450;
}

/** Up to 8 pieces: the first row takes 4. More: the rows share them evenly. */
function splitRows<T>(items: T[]): [T[], T[]] {
  const firstRow = items.length <= 8 ? 4 : Math.ceil(items.length / 2);
  return [items.slice(0, firstRow), items.slice(firstRow)];
}

function LuxuryCard({ product, tall = false }: { product: ProductSummary; tall?: boolean }) {
  return (
    <Link
      to={productPath(product)}
      className="group block overflow-hidden rounded-3xl bg-schist-800 ring-1 ring-white/10"
    >
      <div className={`overflow-hidden ${tall ? 'aspect-[4/5]' : 'aspect-square'}`}>
        <ResponsiveImage
          image={product.images[0]}
          alt={pieceAlt(product)}
          sizes="(min-width: 1024px) 25vw, 70vw"
          className="h-full w-full object-cover transition duration-700 group-hover:scale-105"
        />
      </div>
      <div className="p-5 text-limestone-50">
        <h3 className="font-sans text-lg font-semibold text-limestone-50">{product.title}</h3>
        <div className="mt-1 [&_span]:!text-limestone-100 [&_s]:!text-limestone-300">
          <Price priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} />
        </div>
      </div>
    </Link>
  );
}

function MarqueeRow({
  items,
  total,
  reverse = false,
}: {
  items: ProductSummary[];
  total: number;
  reverse?: boolean;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  // The looping copy is added when the row comes near the screen, not during hydration.
  const looping = useNearScreen(rowRef, '600px');
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    let paused = false;
    let frame = 0;
    let last = performance.now();
    const seconds = marqueeSeconds(items.length);
    const pause = () => (paused = true);
    const resume = () => (paused = false);
    row.addEventListener('mouseenter', pause);
    row.addEventListener('mouseleave', resume);
    row.addEventListener('focusin', pause);
    row.addEventListener('focusout', resume);
    // The vertical wheel scrolls the page, as everywhere else; a sideways wheel or trackpad moves the row by
    // itself (it scrolls sideways). Shift with the wheel means sideways too: the row takes it in steps.
    const onWheel = (event: WheelEvent) => {
      if (!event.shiftKey || event.deltaY === 0 || Math.abs(event.deltaX) >= Math.abs(event.deltaY)) return;
      event.preventDefault();
      row.scrollBy({
        left: Math.sign(event.deltaY) * wheelStep(total),
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    };
    row.addEventListener('wheel', onWheel, { passive: false });
    // The row moves only while it is on the screen: no frames spent on a marquee nobody sees.
    let visible = false;
    const tick = (now: number) => {
      if (!visible) {
        frame = 0;
        return;
      }
      const half = row.scrollWidth / 2;
      if (!paused && !prefersReducedMotion() && half > row.clientWidth) {
        row.scrollLeft += ((reverse ? -1 : 1) * half * (now - last)) / (seconds * 1000);
        if (row.scrollLeft >= half) row.scrollLeft -= half;
        if (row.scrollLeft <= 0) row.scrollLeft += half;
      }
      last = now;
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      if (visible && !frame) {
        last = performance.now();
        frame = requestAnimationFrame(tick);
      }
    });
    observer.observe(row);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      row.removeEventListener('mouseenter', pause);
      row.removeEventListener('mouseleave', resume);
      row.removeEventListener('focusin', pause);
      row.removeEventListener('focusout', resume);
      row.removeEventListener('wheel', onWheel);
    };
  }, [items.length, total, reverse]);

  // The list twice, so the row can run without an end; the copy is hidden from assistive technology and the keyboard,
  // and added only in the browser: the page's HTML carries each piece once.
  return (
    <div
      ref={rowRef}
      className="relative flex gap-5 overflow-x-auto pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {(looping ? [0, 1] : [0]).map((copy) => (
        <ul
          key={copy}
          className="flex shrink-0 gap-5"
          aria-hidden={copy === 1 || undefined}
          inert={copy === 1 || undefined}
        >
          {items.map((product) => (
            <li key={product.id} className="w-64 shrink-0 sm:w-72">
              <LuxuryCard product={product} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

/** The Luxury Collection: its layout follows how many pieces it holds. */
export function LuxuryCollection({ products, phone }: { products: ProductSummary[]; phone: string }) {
  const [firstRow, secondRow] = splitRows(products);
  return (
    <section
      id="luxury"
      aria-labelledby="luxury-heading"
      className="bg-schist-900 py-20 sm:py-28 reveal render-when-near"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="luxury-heading" eyebrow="The finest stone" title="Luxury Collection" tone="dark">
          Onyx, lapis and master-carved schist: heirloom pieces made in small numbers.
        </SectionHeading>
      </div>
      <div className="mt-12">
        {products.length === 0 ? (
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="rounded-3xl bg-schist-800 px-6 py-16 text-center">
              <h3 className="text-3xl font-semibold text-limestone-50">No Luxury Products Yet</h3>
              <p className="mt-3 text-limestone-200">Our luxury pieces will be unveiled here soon.</p>
            </div>
          </div>
        ) : products.length <= 4 ? (
          <ul
            className={`mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 ${products.length <= 2 ? 'md:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-4'}`}
          >
            {products.map((product, index) => (
              <li
                key={product.id}
                className="motion-safe:animate-[float_7s_ease-in-out_infinite]"
                style={{ animationDelay: `${index * -1.7}s` }}
              >
                <LuxuryCard product={product} tall={products.length <= 2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col gap-5" aria-label="Luxury pieces, moving; hover or focus to pause">
            <MarqueeRow items={firstRow} total={products.length} />
            {secondRow.length > 0 ? <MarqueeRow items={secondRow} total={products.length} reverse /> : null}
          </div>
        )}
      </div>
      <div className="mx-auto mt-12 flex max-w-7xl flex-wrap gap-3 px-4 sm:px-6">
        <Link
          to={PAGE_PATHS.products}
          className="rounded-full bg-limestone-50 px-7 py-3.5 font-semibold text-schist-900 hover:bg-limestone-200"
        >
          Shop Premium Collection
        </Link>
        <a
          href={whatsappLink(phone, WHATSAPP_MESSAGES.luxury)}
          {...EXTERNAL_LINK}
          className="rounded-full border border-limestone-50/60 px-7 py-3.5 font-semibold text-limestone-50 hover:bg-white/10"
        >
          Ask about a piece on WhatsApp
        </a>
      </div>
    </section>
  );
}
