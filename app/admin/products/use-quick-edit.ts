import { useEffect, useState } from 'react';
import { dollarsToCents } from '#common/money.ts';
import type { ProductQuickEditAnswer } from '#common/schemas/product-bulk-edit.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import type { ListedProduct } from './listed-product.ts';

type QuickFields = { title?: string; price?: string; status?: string };

/**
 * A card's quick edit of a title, a price or a status (decision 029): each save carries the version the card
 * knows, and its answer (the product as saved, or as it is now when someone changed it since) shows at once,
 * without reading the list again.
 */
export function useQuickEdit(read: ListedProduct) {
  // What the quick edit saved since the list was read, with the version the next save must find.
  const [saved, setSaved] = useState<Partial<ListedProduct>>({});
  useEffect(() => setSaved({}), [read.updatedAt]);
  const product = { ...read, ...saved };

  const save = async (fields: QuickFields) => {
    const answer = await adminRequest<ProductQuickEditAnswer>('PATCH', `/api/admin/products/${product.id}`, {
      ...fields,
      expectedUpdatedAt: product.updatedAt,
    });
    const now = answer.body?.product;
    if (now && (answer.ok || answer.status === 409)) {
      setSaved({
        title: now.title,
        status: now.status,
        updatedAt: now.updatedAt,
        priceCents: now.price === null ? null : dollarsToCents(now.price),
        originalPriceCents: now.originalPrice === null ? null : dollarsToCents(now.originalPrice),
      });
    }
    if (answer.ok) return { ok: true as const };
    return { ok: false as const, message: answerMessage(answer, 'Not saved. Please try again.'), now };
  };

  return { product, save };
}
