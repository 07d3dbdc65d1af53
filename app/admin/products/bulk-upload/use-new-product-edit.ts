import { useState } from 'react';
import type { BulkResult } from '#common/schemas/bulk.ts';
import { productQuickEditSchema, type ProductQuickEditAnswer } from '#common/schemas/product-bulk-edit.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import type { SaveState } from '#app/admin/ui/quick-edit-field.tsx';

/** The row's two fields as typed. */
export type NewProductFields = { title: string; price: string };
type FieldErrors = Partial<Record<keyof NewProductFields, string>>;

const priceText = (price: number | null) => (price === null ? '' : String(price));

/**
 * A bulk upload's new product, its title and price edited in place and saved together by the list's quick edit
 * (`PATCH /api/admin/products/{id}`, decision 047): checked first by the same schema the server applies, its
 * messages beside the fields; what was typed stays whatever the answer. Each save carries the version the row
 * knows, so a product changed elsewhere since is not overwritten unseen (409: its message, and the next Save
 * applies the row's values to the product as it is now).
 */
export function useNewProductEdit(result: BulkResult) {
  // The product as last read or saved, and the version a save must find.
  const [stored, setStored] = useState({
    title: result.title,
    price: priceText(result.price),
    status: result.status,
    slug: result.slug,
    updatedAt: result.updatedAt,
  });
  const [fields, setFields] = useState<NewProductFields>({ title: stored.title, price: stored.price });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const changed = {
    title: fields.title.trim() !== stored.title,
    price: fields.price.trim() !== stored.price,
  };

  const edit = (name: keyof NewProductFields, value: string) => {
    setFields((now) => ({ ...now, [name]: value }));
    setErrors((now) => ({ ...now, [name]: undefined }));
    if (state.kind === 'saved') setState({ kind: 'idle' });
  };

  const save = async () => {
    if (state.kind === 'saving' || !stored.updatedAt || (!changed.title && !changed.price)) return;
    const body = {
      ...(changed.title ? { title: fields.title } : {}),
      ...(changed.price ? { price: fields.price } : {}),
      expectedUpdatedAt: stored.updatedAt,
    };
    const checked = productQuickEditSchema.safeParse(body);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0];
        if ((name === 'title' || name === 'price') && !found[name]) found[name] = issue.message;
      }
      setErrors(found);
      setState({ kind: 'error', message: 'Not saved: correct the field marked.' });
      return;
    }
    const sent = fields;
    setErrors({});
    setState({ kind: 'saving' });
    try {
      const answer = await adminRequest<ProductQuickEditAnswer>(
        'PATCH',
        `/api/admin/products/${result._id}`,
        body,
      );
      const now = answer.body?.product;
      if (now && (answer.ok || answer.status === 409))
        setStored({
          title: now.title,
          price: priceText(now.price),
          status: now.status,
          slug: now.slug,
          updatedAt: now.updatedAt,
        });
      if (answer.ok && now) {
        // The fields show what was saved as the server wrote it ("1,250.50" is 1250.5), unless typed in since.
        setFields((current) => ({
          title: current.title === sent.title ? now.title : current.title,
          price: current.price === sent.price ? priceText(now.price) : current.price,
        }));
        setState({ kind: 'saved' });
        return;
      }
      setState({ kind: 'error', message: answerMessage(answer, 'Not saved. Please try again.') });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  };

  return { stored, fields, errors, state, dirty: changed.title || changed.price, edit, save };
}
