import { BadgeCheck, MessageCircle, Phone, ShieldCheck, Truck } from '#app/components/icons.tsx';
import { useRef } from 'react';
import { Link } from 'react-router';
import { categoryPath, PAGE_PATHS } from '#common/paths.ts';
import { specificationLines, type ProductSpecifications } from '#common/product-specifications.ts';
import { telHref } from '#common/site.ts';
import { EXTERNAL_LINK, productChat, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { Price } from '../catalog/price.tsx';
import { SoldBadge } from '../catalog/sold-badge.tsx';
import { FavouriteButton } from '../catalog/favourite-button.tsx';
import { ShareButton } from './product-actions.tsx';
import { EnquiryOpener } from '../enquiry/enquiry-opener.tsx';
import { OrderBar } from './order-bar.tsx';
import { useShownPrices } from '#app/lib/currency.ts';

/** What a product's page says of it beside its photographs. */
type ShownProduct = ProductSpecifications & {
  id: string;
  title: string;
  description: string;
  specifications: [string, string][];
  priceCents: number | null;
  originalPriceCents: number | null;
  soldOut: boolean;
  soldOutAt: string | null;
  categories: { slug: string; name: string }[];
};

/**
 * The piece beside its gallery: category, title, favourite and share, price (or Sold), the ways to order (a
 * WhatsApp chat, a call, or a question) and how buying works, all on the first screen (issue 21, item 1); then the
 * description and specifications. On a phone a bar keeps the price and the order button at hand further down.
 */
export function ProductDetails(props: {
  product: ShownProduct;
  url: string;
  /** The shop's WhatsApp number and its phone line */
  whatsapp: string;
  phone: string;
  /** How buying works, from the settings */
  buyingNote: string;
}) {
  const { product, url } = props;
  const chat = productChat(product, url);
  const chatHref = whatsappLink(props.whatsapp, chat.message);
  const orderButton = useRef<HTMLAnchorElement>(null);
  const specifications = specificationLines(product);
  const prices = useShownPrices();
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          {product.categories[0] ? (
            <Link
              to={categoryPath(product.categories[0])}
              className="text-sm font-semibold uppercase tracking-[0.18em] text-terracotta-700 hover:underline"
            >
              {product.categories[0].name}
            </Link>
          ) : null}
          <h1 className="mt-2 text-3xl font-semibold leading-tight sm:text-5xl">{product.title}</h1>
        </div>
        <div className="flex shrink-0 gap-2">
          <FavouriteButton productId={product.id} title={product.title} />
          <ShareButton title={product.title} url={url} />
        </div>
      </div>
      {product.soldOut ? <SoldBadge soldAt={product.soldOutAt} /> : null}
      <Price priceCents={product.priceCents} originalPriceCents={product.originalPriceCents} size="lg" />
      {product.soldOut ? (
        <p className="text-schist-700">
          This piece has found its home. Each of ours is one of a kind, but our workshop can make one like it:
          ask us on WhatsApp.
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        <a
          ref={orderButton}
          href={chatHref}
          {...EXTERNAL_LINK}
          className="flex items-center justify-center gap-2 rounded-full bg-schist-800 px-6 py-4 text-lg font-semibold text-limestone-50 hover:bg-schist-900"
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {chat.label}
        </a>
        <div className="grid grid-cols-2 gap-3">
          <a
            href={telHref(props.phone)}
            className="flex items-center justify-center gap-2 rounded-full border border-schist-800 px-5 py-3 font-semibold text-schist-900 hover:bg-limestone-200"
          >
            <Phone aria-hidden="true" className="size-5" />
            Call Us
          </a>
          <a
            href={whatsappLink(
              props.whatsapp,
              WHATSAPP_MESSAGES.productInquiry(product.title, prices.format(product.priceCents), url),
            )}
            {...EXTERNAL_LINK}
            className="flex items-center justify-center gap-2 rounded-full border border-schist-800 px-5 py-3 font-semibold text-schist-900 hover:bg-limestone-200"
          >
            Inquire
          </a>
        </div>
        <EnquiryOpener subject={{ kind: 'product', id: product.id, label: product.title }} />
      </div>
      <p className="flex gap-3 rounded-2xl bg-limestone-100 px-4 py-3 text-sm leading-relaxed text-schist-700">
        <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta-700" />
        <span>
          {props.buyingNote}{' '}
          <Link
            to={PAGE_PATHS.shippingReturns}
            className="font-semibold text-terracotta-700 underline underline-offset-2 hover:text-schist-900"
          >
            Shipping &amp; returns
          </Link>
        </span>
      </p>
      <p className="whitespace-pre-line text-lg leading-relaxed text-schist-700">{product.description}</p>
      {specifications.length > 0 ? (
        <section aria-labelledby="specifications">
          <h2
            id="specifications"
            className="font-sans text-sm font-semibold uppercase tracking-[0.18em] text-schist-600"
          >
            Specifications
          </h2>
          <dl className="mt-3 divide-y divide-limestone-200 rounded-2xl border border-limestone-200 bg-white">
            {specifications.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[minmax(6rem,9rem)_1fr] gap-4 px-5 py-3 text-sm">
                <dt className="font-medium text-schist-600">{label}</dt>
                <dd className="text-schist-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <OrderBar
        watch={orderButton}
        href={chatHref}
        label={chat.short}
        priceCents={product.priceCents}
        title={product.title}
      />
    </div>
  );
}

const BENEFITS = [
  {
    icon: BadgeCheck,
    title: 'Authentic craftsmanship',
    text: 'Carved by hand in Taxila by craftsmen trained in the Gandhara tradition.',
  },
  {
    icon: ShieldCheck,
    title: 'Quality guaranteed',
    text: 'Every piece is inspected before it leaves the workshop, and returns are accepted within 30 days.',
  },
  {
    icon: Truck,
    title: 'Secure shipping',
    text: 'Crated and insured, shipped worldwide in 10–15 business days, or 5–7 by express.',
  },
];

/** Why buy here: three promises under every piece. */
export function WhyGandhara() {
  return (
    <section aria-label="Why Gandhara Arts" className="mt-20 grid gap-6 md:grid-cols-3">
      {BENEFITS.map(({ icon: Icon, title, text }) => (
        <div key={title} className="rounded-3xl bg-limestone-100 p-7">
          <Icon aria-hidden="true" className="size-8 text-terracotta-700" />
          <h2 className="mt-4 font-sans text-lg font-semibold text-schist-900">{title}</h2>
          <p className="mt-2 text-schist-600">{text}</p>
        </div>
      ))}
    </section>
  );
}
