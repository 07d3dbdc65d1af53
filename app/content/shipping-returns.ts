import { PAGE_PATHS } from '#common/paths.ts';
import type { DocumentSection } from './document.ts';

/** The shipping and returns page, from the business's delivery and returns promises (public-site.md §9). */
/** The page's name, its description for search results and its address. */
export const SHIPPING_RETURNS_PAGE = {
  title: 'Shipping & Returns',
  description:
    'How Gandhara Arts crates and ships hand-carved stone worldwide (10–15 business days, or 5–7 by express), returns within 30 days, refunds within 7 business days.',
  path: PAGE_PATHS.shippingReturns,
};

export const SHIPPING_RETURNS: DocumentSection[] = [
  {
    id: 'packing',
    title: 'How we pack stone',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Stone is heavy but it can chip, so every piece leaves the workshop the way our carvers would want to receive it:',
      },
      {
        kind: 'list',
        items: [
          'wrapped in foam and padding, with the carved faces and edges protected first;',
          'fixed inside a wooden crate built to its size, so that it cannot shift on the way;',
          'marked as fragile, with the right way up shown on the crate;',
          'photographed before the crate is closed, so that you and we know how it left Taxila.',
        ],
      },
    ],
  },
  {
    id: 'delivery-times',
    title: 'Delivery times',
    blocks: [
      {
        kind: 'list',
        items: [
          {
            term: 'International standard:',
            text: '10–15 business days from dispatch.',
          },
          {
            term: 'International express:',
            text: '5–7 business days from dispatch.',
          },
          {
            term: 'Within Pakistan:',
            text: 'we agree the delivery date with you when you order, and we can deliver large pieces ourselves.',
          },
        ],
      },
      {
        kind: 'paragraph',
        text: 'Pieces in stock are dispatched once your payment is confirmed. When a courier collects the crate, we send you its tracking number in the same chat you ordered in. The cost of shipping depends on the size and weight of the piece and on where it is going: we quote it before you pay.',
      },
      {
        kind: 'paragraph',
        text: 'Import duties and local taxes are set by the country a piece is sent to and are not part of our price. Ask us before ordering and we will tell you what we know about your country.',
      },
    ],
  },
  {
    id: 'custom-commissions',
    title: 'Custom commissions',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A commission is carved to order, to your drawing, photograph or measurements, and takes 4–6 weeks to make, depending on its size and detail. We send you photographs as the work goes on, and shipping starts once you have approved the finished piece.',
      },
      {
        kind: 'paragraph',
        text: 'Because a commissioned piece is made for you alone, it cannot be returned because of a change of mind. If it arrives damaged, or differs from the design we agreed, the returns promise below applies to it as to any other piece.',
      },
    ],
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    blocks: [
      {
        kind: 'paragraph',
        text: 'If a piece is not what you hoped for, you can return it within 30 days of delivery. Please send it back unused, in its original crate and packing. Once it reaches us and we have checked it, we refund you within 7 business days, by the same method you paid with.',
      },
      {
        kind: 'paragraph',
        text: 'If a piece arrives damaged, keep the crate and the packing, take photographs of the crate and the piece, and send them to us as soon as you can. We will repair, replace or refund it.',
      },
    ],
  },
  {
    id: 'start-a-return',
    title: 'How to start a return',
    blocks: [
      {
        kind: 'list',
        items: [
          'Message us on WhatsApp or write to us by e-mail, with your name, the piece and the date it arrived.',
          'Add a few photographs of the piece, and of the crate if anything is damaged.',
          'We reply with the return address and how to send the crate back to us.',
          'When the piece is back with us and checked, your refund is on its way within 7 business days.',
        ],
      },
    ],
  },
];
