import { PAGE_PATHS } from '#common/paths.ts';
import { ENQUIRY_RETENTION_MONTHS } from '#common/enquiries.ts';
import type { DocumentSection } from './document.ts';

/**
 * The privacy policy (public-site.md §2 "Privacy policy"). It describes what the site really does: no visitor
 * accounts, orders and bookings in WhatsApp, analytics only when the owner has set a measurement id, favourites
 * and the welcome pop-up's flag kept in the visitor's own browser. Change it when any of that changes.
 */
/** The page's name, its description for search results and its address. */
export const PRIVACY_POLICY_PAGE = {
  title: 'Privacy Policy',
  description:
    'What Gandhara Arts learns when you browse, order, book a tour or contact us, how we use and protect it, and the choices you have.',
  path: PAGE_PATHS.privacyPolicy,
};

export const PRIVACY_POLICY_UPDATED = { iso: '2025-05-11', text: 'May 11, 2025' } as const;

export const PRIVACY_POLICY: DocumentSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Gandhara Arts carves stone in Taxila, Pakistan, sells its work through this website and guides visitors around the heritage sites of Taxila. This policy explains what we learn about you when you visit the website, order a piece, book a tour or get in touch, what we do with it, and the choices you have.',
      },
      {
        kind: 'paragraph',
        text: 'You can browse the whole website without signing up: there are no visitor accounts and no online checkout. Orders, bookings and questions are handled in a conversation with us on WhatsApp, by phone or by e-mail.',
      },
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    blocks: [],
    subsections: [
      {
        title: 'Information you give us',
        blocks: [
          {
            kind: 'paragraph',
            text: 'When you message, call or write to us, we receive what you choose to share, which is usually:',
          },
          {
            kind: 'list',
            items: [
              'your name, phone number and e-mail address;',
              'the delivery address for an order, and the pieces, sizes or designs you are asking about;',
              'for a tour: the dates, the number of people, a pick-up point and any language or access needs;',
              'the details we need to confirm a payment, a refund or a return.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'The "Order", "Book" and "Chat" buttons of this website only open WhatsApp with a message already written; nothing is sent to us until you send it yourself. WhatsApp handles the conversation under its own privacy policy.',
          },
          {
            kind: 'paragraph',
            text: 'The enquiry forms of this website ("Send us a message", "Ask about this piece", "Request this tour") send us your name, your e-mail address or phone number, your message and, for a tour, the date and the number of people. We keep them to answer you, as described under "How long we keep it".',
          },
        ],
      },
      {
        title: 'Information collected automatically',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Like any web server, ours records technical details of each request it answers, such as the IP address, the browser, the page asked for and the time, to keep the website running and secure.',
          },
          {
            kind: 'paragraph',
            text: 'When we have switched on website statistics, the site asks you first, in a small banner; only if you allow it does it load Google Analytics to count visits and page views (the address and title of each page viewed). It is set up to anonymise your IP address and with Google signals and advertising personalisation turned off. When statistics are switched off, or you say no, no analytics code loads at all.',
          },
        ],
      },
      {
        title: 'Cookies and storage in your browser',
        blocks: [
          {
            kind: 'list',
            items: [
              {
                term: 'No cookies of our own.',
                text: 'This website does not set cookies for visitors, and it uses no advertising cookies.',
              },
              {
                term: 'Analytics cookies.',
                text: 'Only while website statistics are switched on and you have allowed them, Google Analytics sets its own cookies to tell one visit from another. Your answer to the statistics banner, yes or no, is kept in your browser’s local storage so that you are asked once.',
              },
              {
                term: 'Your favourites.',
                text: 'Pieces you mark as favourites are saved in your browser’s local storage, on your device only. They are never sent to us, and clearing your browser data removes them.',
              },
              {
                term: 'The welcome pop-up.',
                text: 'A small flag in your browser’s session storage remembers that the welcome pop-up has been shown, so that it does not appear on every page. It is deleted when you close the browser tab.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    blocks: [
      { kind: 'paragraph', text: 'We use what we learn about you only to:' },
      {
        kind: 'list',
        items: [
          'answer your questions and prepare quotes;',
          'make, pack and deliver your order, and handle returns and refunds;',
          'arrange your tour: the guide, the transport and the pick-up;',
          'understand, in total, which pages visitors find useful, so that we can improve the website;',
          'protect the website from abuse and keep the records the law asks of us.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'We do not use your information to build advertising profiles, and we do not send you promotional messages unless you have asked us to.',
      },
    ],
  },
  {
    id: 'sharing',
    title: 'How we share information',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We never sell or rent your information. We pass on only what each of these needs to do its part:',
      },
      {
        kind: 'list',
        items: [
          'couriers and freight companies, who need your name, address and phone number to deliver a piece;',
          'the drivers and guides who run your tour;',
          'banks and payment services, to move your payment or refund;',
          'Google, for website statistics, when they are switched on;',
          'public authorities, when the law requires it.',
        ],
      },
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The website is served over an encrypted connection, and it stores no personal details of visitors except the enquiries they send through its forms. Records of orders and bookings are open only to the people at Gandhara Arts who need them for your order or tour. No system is perfectly secure, but we take care to keep your information safe and to collect no more than we need.',
      },
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We keep order and booking details for as long as we need them to complete your order or tour and to handle any return, and afterwards for as long as tax and accounting rules require. Server records are kept only for a short time. Then we delete the information or make it anonymous.',
      },
      {
        kind: 'paragraph',
        text: `Enquiries sent through the forms of this website are kept for ${ENQUIRY_RETENTION_MONTHS} months after they arrive, and then deleted; you can ask us to delete yours sooner.`,
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    blocks: [
      {
        kind: 'list',
        items: [
          'Ask us what information we hold about you, and receive a copy.',
          'Ask us to correct it, or to delete it when we no longer need to keep it.',
          'Withdraw a permission you gave us, such as for a photograph to be published.',
          'Say no to website statistics in the banner, or take back a yes by clearing your browser’s data for this website (you are then asked again); the website works just the same either way.',
          'Remove your favourites and the pop-up flag at any time by clearing your browser’s data for this website.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'To use any of these rights, contact our data protection officer at the address below. We will answer as quickly as we can.',
      },
    ],
  },
  {
    id: 'photography',
    title: 'Photography and social media',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Our guides sometimes take photographs during tours, and we photograph the pieces we carve. We ask before we publish any photograph in which you can be recognised, or a commissioned piece that carries your name, on this website or on our Facebook, Instagram, Pinterest or YouTube pages. Ask us and we will take a photograph down.',
      },
      {
        kind: 'paragraph',
        text: 'When you follow a link to our social media pages or to WhatsApp, that service’s own privacy policy applies to what you do there.',
      },
    ],
  },
  {
    id: 'children',
    title: 'Children under 16',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This website is not meant for children under 16, and we do not knowingly collect information from them. Children are welcome on our tours with a parent, guardian or teacher, who gives us the details we need. If you believe a child has sent us information, please contact us and we will delete it.',
      },
    ],
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Gandhara Arts works from Pakistan, so what you send us is handled in Pakistan, where the data protection rules may differ from those of your own country. Some of the services we rely on, such as WhatsApp, e-mail, Google Analytics and international couriers, may handle information in other countries. By contacting us from abroad you understand that your information is transferred from and to Pakistan for the purposes in this policy, and we share only what each service needs.',
      },
    ],
  },
  {
    id: 'updates',
    title: 'Changes to this policy',
    blocks: [
      {
        kind: 'paragraph',
        text: 'When our practices change we will update this page and the date at its top. Please look at it from time to time; when a change matters, we will say so here.',
      },
    ],
  },
];
