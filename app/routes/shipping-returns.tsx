import { Mail } from '#app/components/icons.tsx';
import { ContactButtons } from '#app/components/content/contact-buttons.tsx';
import { DocumentPage } from '#app/components/content/document-sections.tsx';
import { useRootData } from '#app/components/layout/use-root-data.ts';
import { SHIPPING_RETURNS, SHIPPING_RETURNS_PAGE } from '#app/content/shipping-returns.ts';
import { documentMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/shipping-returns';

export const meta: Route.MetaFunction = ({ matches }) => documentMeta(matches, SHIPPING_RETURNS_PAGE);

export default function ShippingReturnsPage() {
  const site = useRootData()?.site;
  return (
    <DocumentPage
      title={SHIPPING_RETURNS_PAGE.title}
      intro="Hand-carved stone travels well when it is packed with care. Here is how your piece reaches you, how long it takes, and what to do if it is not right."
      sections={SHIPPING_RETURNS}
      contact={{
        title: 'Start a return or ask about delivery',
        lead: 'Tell us which piece it is and when it arrived. We answer on WhatsApp within the day, and by e-mail within 24 hours.',
      }}
    >
      {site ? (
        <ContactButtons
          row
          whatsappNumber={site.whatsappNumber}
          chatLabel="Message us on WhatsApp"
          other={{
            href: `mailto:${site.email}?subject=${encodeURIComponent('Return request')}`,
            icon: Mail,
            label: `E-mail ${site.email}`,
          }}
        />
      ) : null}
    </DocumentPage>
  );
}
