/**
 * A visitor's favourites: pieces hearted in this browser (no accounts), listed on /favourites and sent together in one
 * WhatsApp message. At most this many are kept, and `GET /api/products/by-ids` reads at most this many at once.
 */
export const FAVOURITES_LIMIT = 50;
