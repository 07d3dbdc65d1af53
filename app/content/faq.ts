import { openingHoursSentence, type OpeningHours } from '#common/opening-hours.ts';

/**
 * The questions of the FAQ page (public-site.md §2 "FAQ"), answered from the business's policies (§9). The page
 * and its FAQPage structured data both read this list.
 */
export type FaqItem = { id: string; question: string; answer: string };
export type FaqGroup = { id: 'tours' | 'booking' | 'products' | 'general'; label: string; items: FaqItem[] };

/**
 * The questions with the owner's call hours written in where an answer says `{callHours}` (the `openingHours`
 * setting, decision 034): the hours have one source, whatever page tells them.
 */
export function faqGroups(hours: OpeningHours): FaqGroup[] {
  const callHours = openingHoursSentence(hours);
  return FAQ_GROUPS.map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, answer: item.answer.replace('{callHours}', callHours) })),
  }));
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'tours',
    label: 'Tours',
    items: [
      {
        id: 'tour-length',
        question: 'How long does a heritage tour of Taxila take?',
        answer:
          'A short tour of two or three sites takes 3–4 hours. A full day lets you see the museum, the stupas, the monasteries and the city of Sirkap at an easy pace, with time for lunch. Tell us how much time you have and we will shape the route around it.',
      },
      {
        id: 'tour-sites',
        question: 'Which places can we visit?',
        answer:
          'Most visitors ask for the Taxila Museum, the Dharmarajika stupa, the ruined city of Sirkap and the hilltop monastery of Jaulian. There are quieter sites too, and you can add a visit to our gallery to watch stone being carved.',
      },
      {
        id: 'tour-pickup',
        question: 'Can you collect us from our hotel?',
        answer:
          'Yes. We can pick you up in Taxila, Islamabad or Rawalpindi and bring you back at the end of the day. Please ask for pick-up at least 24 hours before the tour so that we can arrange the car and driver.',
      },
      {
        id: 'tour-languages',
        question: 'Can the guide speak my language?',
        answer:
          'Our guides lead tours in English and Urdu. For a guide in another language, let us know at least 48 hours before the tour and we will find one for you.',
      },
      {
        id: 'tour-groups',
        question: 'Do you take private groups and custom itineraries?',
        answer:
          'Yes. Tours are for groups of 2 to 15 people, from couples to school and delegation visits. Send us your dates, group size and interests on WhatsApp and we will put together a package for you.',
      },
      {
        id: 'tour-what-to-bring',
        question: 'What should we wear and bring?',
        answer:
          'Comfortable walking shoes, a hat and water: the sites are open to the sky and some paths are steep and uneven. Modest dress is appreciated at the monasteries. Photography is allowed at the outdoor sites.',
      },
    ],
  },
  {
    id: 'booking',
    label: 'Booking',
    items: [
      {
        id: 'booking-how',
        question: 'How do I book a tour?',
        answer:
          'Send us a message on WhatsApp with your preferred date, the number of people and any sites you would like to see. We confirm the details and the price in the chat; there is no online checkout to fill in.',
      },
      {
        id: 'booking-deposit',
        question: 'Do I need to pay a deposit?',
        answer: 'A 30% deposit confirms your booking. The balance is due 48 hours before the tour starts.',
      },
      {
        id: 'booking-short-notice',
        question: 'Can I book at short notice?',
        answer:
          'Often, yes, if a guide is free. When a tour is booked less than 48 hours before it starts, the full amount is paid at the time of booking.',
      },
      {
        id: 'booking-cancellation',
        question: 'What happens if I need to cancel?',
        answer:
          'Cancel 7 days or more before the tour and you receive a full refund. Cancel 3 to 6 days before and we refund 50% of what you paid. Within 48 hours of the start we cannot offer a refund, because the guide and transport are already committed.',
      },
      {
        id: 'booking-reschedule',
        question: 'Can I change the date of my tour?',
        answer:
          'Yes. Moving your tour is free when you tell us at least 72 hours before it starts. A change made with less notice carries a fee of 15% of the tour price.',
      },
    ],
  },
  {
    id: 'products',
    label: 'Products',
    items: [
      {
        id: 'products-order',
        question: 'How do I order a piece?',
        answer:
          'Open the piece you like and press "Order Now on WhatsApp". A chat opens with the piece already named; we confirm the price, the shipping and the payment there with you.',
      },
      {
        id: 'products-shipping',
        question: 'Do you ship outside Pakistan?',
        answer:
          'We ship worldwide. Standard international delivery takes 10–15 business days; express delivery takes 5–7 business days. Every piece is packed in a wooden crate made for it.',
      },
      {
        id: 'products-returns',
        question: 'Can I return a piece?',
        answer:
          'You can return a piece within 30 days of delivery. Once it reaches us in its original condition, we refund you within 7 business days.',
      },
      {
        id: 'products-custom',
        question: 'Can you carve a piece to my own design?',
        answer:
          'Yes, we take commissions, from a single relief panel to a fountain or fireplace. Send us a drawing or a photograph and the size you have in mind. A commission takes 4–6 weeks to carve, depending on its size and detail.',
      },
      {
        id: 'products-stone',
        question: 'Which stones do you carve?',
        answer:
          'Grey-green schist, the stone of classical Gandhara sculpture, as well as marble, onyx, sandstone and soapstone. Each stone has its own colour and veining, so no two pieces are quite the same.',
      },
    ],
  },
  {
    id: 'general',
    label: 'General',
    items: [
      {
        id: 'general-location',
        question: 'Where is Taxila, and how do I get there?',
        answer:
          'Taxila lies in the north of Punjab, about 35 km from Islamabad: a drive of 45 to 60 minutes along the Grand Trunk Road. We can arrange transport from Islamabad or Rawalpindi.',
      },
      {
        id: 'general-history',
        question: 'How long has Gandhara Arts been carving?',
        answer:
          'Our workshop has been carving stone in Taxila since 1995. Our master craftsmen learnt the Gandhara tradition from the carvers before them and pass it on to their apprentices today.',
      },
      {
        id: 'general-gallery',
        question: 'Can I visit your gallery?',
        answer:
          'You are welcome at our Heritage Gallery in Taxila by appointment. Message or call us to choose a time, and we will show you the collection and the workshop.',
      },
      {
        id: 'general-wholesale',
        question: 'Do you supply shops and interior designers?',
        answer:
          'Yes. We offer wholesale dealership to shops, galleries, architects and designers. Send us a WhatsApp message about what you need and we will share our trade terms.',
      },
      {
        id: 'general-contact',
        question: 'How quickly will you answer me?',
        answer:
          'We answer calls {callHours}, and usually reply on WhatsApp within the day. E-mails are answered within 24 hours.',
      },
      {
        id: 'general-account',
        question: 'Do I need an account to order or book?',
        answer:
          'No. There is no sign-up on this website: you order and book by chatting with us. The favourites you mark are kept only in your own browser.',
      },
    ],
  },
];

/** The items, from every group, whose question or answer holds the term (any case). A blank term finds nothing. */
export function searchFaq(groups: readonly FaqGroup[], term: string): FaqItem[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [];
  return groups.flatMap((group) =>
    group.items.filter(
      (item) => item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle),
    ),
  );
}
