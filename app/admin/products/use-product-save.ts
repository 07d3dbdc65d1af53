import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { ProductFormValues, ProductInput, ProductSaved } from '#common/schemas/products.ts';
import { adminRequest, answerMessage, fieldErrors } from '#app/admin/ui/admin-api.ts';
import { listValue } from './form-values.ts';
import { photoPayload, type PhotoTile } from './product-images.tsx';

/** The statuses of a file the media pipeline refused: 413 too large, 415 not an image, 422 damaged. */
const PHOTO_REFUSALS = new Set([413, 415, 422]);

/**
 * The product form's save: the fields and the photographs (new files, the order, the turns) as one multipart
 * request with its upload's progress, the server's field errors beside their fields, and a refusal because the
 * product changed since the form opened kept apart, so that the admin's typing stays while they load the latest.
 */
export function useProductSave(options: {
  form: UseFormReturn<ProductFormValues, unknown, ProductInput>;
  tiles: PhotoTile[];
  /** The product being edited, at the version the form loaded; absent when adding. */
  product?: { id: string; updatedAt: string };
  onSaved: (answer: ProductSaved) => void;
}) {
  const { form, tiles, product } = options;
  const [progress, setProgress] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  // The save was refused because the product changed since the form opened: the admin's typed values stay.
  const [conflict, setConflict] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async () => {
    if (tiles.length === 0) {
      setPhotoError('Add at least one photograph of the piece.');
      return;
    }
    setPhotoError(undefined);
    setConflict(null);
    const body = new FormData();
    for (const [name, value] of Object.entries(form.getValues())) {
      if (name === 'categories' || name === 'subcategories')
        body.append(name, JSON.stringify(listValue(value)));
      else if (value !== undefined && value !== null) body.append(name, String(value));
    }
    const photos = photoPayload(tiles);
    body.append('imageOrder', JSON.stringify(photos.order));
    for (const file of photos.files) body.append('images', file, file.name);
    if (product) body.append('expectedUpdatedAt', product.updatedAt);
    setProgress(0);
    try {
      const url = product ? `/api/admin/products/${product.id}` : '/api/admin/products/add';
      const answer = await adminRequest<ProductSaved>(product ? 'PUT' : 'POST', url, body, setProgress);
      if (!answer.ok || !answer.body) {
        const changed = fieldErrors(answer).expectedUpdatedAt;
        if (answer.status === 409 && changed) {
          setConflict(changed);
          return;
        }
        const errors = Object.entries(fieldErrors(answer));
        for (const [field, message] of errors)
          if (field === 'images') setPhotoError(message);
          else form.setError(field as keyof ProductFormValues, { message });
        // A photograph the server refused (its type, size or pixels): said under the photographs, naming the file.
        if (errors.length === 0 && PHOTO_REFUSALS.has(answer.status) && answer.body?.message)
          setPhotoError(answer.body.message);
        const reason =
          answer.body === null
            ? `Server error: ${answer.status} - ${answer.text.slice(0, 200)}`
            : answerMessage(answer, `HTTP error! status: ${answer.status}`);
        toast.error(`Failed to save product: ${reason}`);
        return;
      }
      toast.success(
        `Product ${product ? 'updated' : 'added'} successfully! SEO Score: ${answer.body.seoScore}/100`,
      );
      options.onSaved(answer.body);
    } catch (error) {
      toast.error(`Failed to save product: ${(error as Error).message}`);
    } finally {
      setProgress(null);
    }
  });

  return { onSubmit, progress, photoError, setPhotoError, conflict };
}
