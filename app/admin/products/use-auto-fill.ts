import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { suggestImageAlt, suggestSeoTitle } from '#common/admin/product-seo.ts';
import type { ProductFormValues, ProductInput } from '#common/schemas/products.ts';
import { SITE } from '#common/site.ts';
import { slugify } from '#common/slug.ts';

const AUTO_FIELDS = ['slug', 'seoTitle', 'imageAlt'] as const;
type AutoField = (typeof AUTO_FIELDS)[number];

/**
 * A new product's slug, SEO title and image alt text follow its title and main category, each until the admin
 * writes it themselves. An edit leaves them as saved: a changed slug is a changed address.
 */
export function useAutoFill(form: UseFormReturn<ProductFormValues, unknown, ProductInput>, adding: boolean) {
  // Fields the admin has written themselves: auto-fill leaves them alone.
  const ownWords = useRef(new Set<string>());
  return {
    fill(title: string, categories: unknown) {
      if (!adding) return;
      const first = Array.isArray(categories) ? (categories[0] as string | undefined) : undefined;
      const suggestions = {
        slug: slugify(`${first ?? ''} ${title}`),
        // Only when 'title - category | brand' or 'title | brand' fits in 60 characters.
        seoTitle: (() => {
          const text = suggestSeoTitle(title, first);
          return text.endsWith(`| ${SITE.name}`) ? text : '';
        })(),
        imageAlt: title.trim() ? suggestImageAlt(title, first) : '',
      };
      for (const field of AUTO_FIELDS)
        if (!ownWords.current.has(field)) form.setValue(field, suggestions[field], { shouldValidate: false });
    },
    /** Registers a field's typing as the admin's own words. */
    own: (field: AutoField) => ({ onChange: () => ownWords.current.add(field) }),
    /** The form starts again: every field follows the title again. */
    forget: () => ownWords.current.clear(),
  };
}

export type AutoFill = ReturnType<typeof useAutoFill>;
