/**
 * A product's words, as the owner writes them and visitors and search engines read them: one list for the saved
 * record (the server's ProductView), the admin form's starting values and a product read from the old site.
 */
export type ProductWords = {
  title: string;
  description: string;
  shortDescription: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  imageAlt: string | null;
  focusKeyword: string | null;
  keywords: string[];
};
