/**
 * Every WhatsApp chat the site opens: one number from the settings (spaces, plus sign and other separators removed)
 * and the prefilled messages of public-site.md §7. Links open in a new tab.
 */
export function whatsappNumber(phone: string): string {
  return phone.replace(/\D+/g, '');
}

export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(message)}`;
}

export const WHATSAPP_MESSAGES = {
  general: "Hello! I'd like to know more about Gandhara Arts and your stone crafts.",
  wholesale:
    "Hello! I'm interested in a wholesale dealership with Gandhara Arts. Could you share your terms?",
  tours: "Hello! I'd like to know more about your Taxila tours.",
  heritageTour: "Hello! I'd like to book a heritage tour of Taxila. Could you share the options?",
  customPackage: "Hello! I'd like to plan a custom tour package in Taxila.",
  luxury: "Hello! I'm interested in your Luxury Collection. Could you tell me more?",
  tourBooking: (tourName: string) =>
    `Hello! I'd like to book the tour: ${tourName}. Please share the details.`,
  productOrder: (title: string, url: string) => `Hello! I'm interested in ordering: ${title}\n${url}`,
  /** A sold piece's page offers a similar one instead (issue 18): each piece is one of a kind. */
  similarPiece: (title: string, url: string) =>
    `Hello! I saw "${title}", which has sold. Could you make or find a similar piece for me?\n${url}`,
  /**
   * The "Inquire" button: the piece as the visitor saw it, its title, price and page, never a database id
   * (issue 21): the page's link already tells the workshop which piece it is.
   */
  productInquiry: (title: string, price: string, url: string) =>
    `Hello, I'm interested in your product: ${title} (${price})\n${url}\nCould you tell me more about it?`,
  /** A visitor's favourites, all in one message (issue 20): each piece's title, price and page. */
  favourites: (pieces: readonly { title: string; price: string; url: string }[]) =>
    `Hello! I'm interested in these pieces:\n\n${pieces
      .map((piece, index) => `${index + 1}. ${piece.title} (${piece.price})\n${piece.url}`)
      .join('\n\n')}`,
} as const;

/** The attributes every outbound chat link carries. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The main chat of a product: an order while it is for sale, a request for a similar piece once it has sold. The
 * label is the long one (a page or the quick view); cards use `short`.
 */
export function productChat(product: { title: string; soldOut: boolean }, url: string) {
  return product.soldOut
    ? {
        message: WHATSAPP_MESSAGES.similarPiece(product.title, url),
        label: 'Ask for a similar piece',
        short: 'Ask for similar',
      }
    : {
        message: WHATSAPP_MESSAGES.productOrder(product.title, url),
        label: 'Order Now on WhatsApp',
        short: 'Order Now',
      };
}
