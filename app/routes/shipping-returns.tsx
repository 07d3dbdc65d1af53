import { Mail, MessageCircle } from '#app/components/icons.tsx';
import { PAGE_PATHS } from '#common/paths.ts';
import { EXTERNAL_LINK, WHATSAPP_MESSAGES, whatsappLink } from '#common/whatsapp-link.ts';
import { DocumentPage } from '#app/components/content/document-sections.tsx';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { SHIPPING_RETURNS } from '#app/content/shipping-returns.ts';
import { pageMeta, siteFrom } from '#app/lib/seo.ts';
import type { Route } from './+types/shipping-returns';

const PATH = PAGE_PATHS.shippingReturns;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    site: siteFrom(matches),
    title: 'Shipping & Returns',
    description:
      'How Gandhara Arts crates and ships hand-carved stone worldwide (10–15 business days, or 5–7 by express), returns within 30 days, refunds within 7 business days.',
    path: PATH,
    type: 'article',
    breadcrumb: [{ name: 'Shipping & Returns', path: PATH }],
  });

export default function ShippingReturnsPage() {
  const site = useRootData()?.site;
  return (
    <DocumentPage
      title="Shipping & Returns"
      intro="Hand-carved stone travels well when it is packed with care. Here is how your piece reaches you, how long it takes, and what to do if it is not right."
      sections={SHIPPING_RETURNS}
      contact={{
        title: 'Start a return or ask about delivery',
        lead: 'Tell us which piece it is and when it arrived. We answer on WhatsApp within the day, and by e-mail within 24 hours.',
      }}
    >
      {site ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href={whatsappLink(site.whatsappNumber, WHATSAPP_MESSAGES.general)}
            {...EXTERNAL_LINK}
            className="flex items-center justify-center gap-2 rounded-full bg-limestone-50 px-6 py-3.5 font-semibold text-schist-900 hover:bg-limestone-200"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Message us on WhatsApp
          </a>
          <a
            href={`mailto:${site.email}?subject=${encodeURIComponent('Return request')}`}
            className="flex items-center justify-center gap-2 rounded-full border border-limestone-300/60 px-6 py-3.5 font-semibold text-limestone-50 hover:bg-schist-800"
          >
            <Mail aria-hidden="true" className="size-5" />
            E-mail {site.email}
          </a>
        </div>
      ) : null}
    </DocumentPage>
  );
}
