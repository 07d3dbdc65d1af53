/** Lists load 20 at a time (public-site.md §9); an API client may ask for up to 100. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
