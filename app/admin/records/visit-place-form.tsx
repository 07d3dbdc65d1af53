import { zodResolver } from '@hookform/resolvers/zod';
import { ImageIcon, Video } from 'lucide-react';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { publicImageSrc } from '#common/media-url.ts';
import { centsToDollars } from '#common/money.ts';
import { visitPlaceCreateSchema, visitPlaceUpdateSchema } from '#common/schemas/tours.ts';
import { normalizeTourCategory, TOUR_CATEGORIES, tourCategoryLabel } from '#common/tour-categories.ts';
import type { TourSummary } from '#common/tours.ts';
import type { UploadKind } from '#common/admin/uploads.ts';
import type { AdminOutcomeMessages } from '#app/admin/ui/admin-api.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { MediaPicker } from '#app/admin/ui/media-picker.tsx';
import { StatusChoice } from '#app/admin/ui/status-choice.tsx';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';
import { RecordFormActions, useRecordForm } from './use-record-form.tsx';

/** What the form holds: every field as the admin typed it; the shared schema reads the numbers and keywords. */
type PlaceFormValues = {
  name: string;
  tourCategory: string;
  description: string;
  keywords: string;
  location: string;
  rating: string;
  reviews: string;
  price: string;
  status: 'published' | 'draft';
};
/** A place as the admin list holds it: what visitors see, and whether they see it at all. */
export type AdminPlace = TourSummary & { status: 'published' | 'draft' };
type PlaceFormOutput = z.output<typeof visitPlaceCreateSchema>;

const ADD_MESSAGES: AdminOutcomeMessages = {
  success: 'Visit place added successfully!',
  failure: 'Failed to save visit place. Please check console for details.',
  unsent: 'Failed to save visit place. Please try again.',
  reasonAsTitle: true,
};
const EDIT_MESSAGES: AdminOutcomeMessages = {
  success: 'Tour place updated successfully!',
  failure: 'Failed to update tour place. Please check console for details.',
};

const EMPTY: PlaceFormValues = {
  name: '',
  tourCategory: '',
  description: '',
  keywords: '',
  location: '',
  rating: '',
  reviews: '',
  price: '',
  status: 'published',
};

function valuesOf(place: AdminPlace): PlaceFormValues {
  return {
    name: place.name,
    tourCategory: tourCategoryLabel(place.tourCategory),
    description: place.description,
    keywords: place.keywords.join(', '),
    location: place.location ?? '',
    rating: place.rating?.toString() ?? '',
    reviews: place.reviews?.toString() ?? '',
    price: place.priceCents === null ? '' : centsToDollars(place.priceCents).toString(),
    status: place.status,
  };
}

/**
 * Adding a tour place (no `place`) or editing one: the same fields and the same schema as the server, a photograph
 * or a video (choosing one kind drops a file of the other), and the upload's progress. Adding clears the form after
 * a save; the category is optional then (featured) and required when editing, as in the old panel.
 */
export function VisitPlaceForm(props: { place?: AdminPlace; onSaved?: () => void; onCancel?: () => void }) {
  const { place } = props;
  const schema = place ? visitPlaceUpdateSchema : visitPlaceCreateSchema;
  const [mediaType, setMediaType] = useState<UploadKind>(place?.videoUrl ? 'video' : 'image');
  const { form, file, setFile, progress, onSubmit, clear } = useRecordForm({
    resolver: zodResolver(schema) as Resolver<PlaceFormValues, unknown, PlaceFormOutput>,
    values: place ? valuesOf(place) : EMPTY,
    empty: EMPTY,
    request: place
      ? { method: 'PUT', url: `/api/visit-places/${place.id}` }
      : { method: 'POST', url: '/visit-places/add' },
    messages: place ? EDIT_MESSAGES : ADD_MESSAGES,
    fileField: mediaType,
    adding: !place,
    onSaved: props.onSaved,
    onClear: () => setMediaType('image'),
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const current = mediaType === 'video' ? (place?.videoUrl ?? null) : publicImageSrc(place?.image ?? null);
  const hasMedia = Boolean(place?.videoUrl || place?.image);

  const category = watch('tourCategory');
  const description = watch('description');
  const name = watch('name');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Place name"
          required
          error={errors.name?.message}
          counter={{ length: name.length, rule: { max: 120 } }}
          className="sm:col-span-2"
        >
          <input type="text" autoComplete="off" {...register('name')} className={INPUT_CLASS} />
        </FormField>
        <FormField
          label="Tour category"
          required={Boolean(place)}
          error={errors.tourCategory?.message}
          hint={place ? undefined : 'Left empty, the place shows under Featured.'}
        >
          <select {...register('tourCategory')} className={INPUT_CLASS}>
            <option value="">{place ? 'Choose a category' : 'No category (Featured)'}</option>
            {TOUR_CATEGORIES.map((value) => (
              <option key={value} value={tourCategoryLabel(value)}>
                {tourCategoryLabel(value)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Location"
          error={errors.location?.message}
          hint="For example: Jaulian, Taxila Valley"
        >
          <input type="text" autoComplete="off" {...register('location')} className={INPUT_CLASS} />
        </FormField>
        {place ? (
          <div className="flex items-center gap-3 text-sm text-schist-600 sm:col-span-2">
            <span>On the website the card shows</span>
            <span
              data-testid="category-badge-preview"
              className="rounded-full bg-schist-800 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-limestone-50"
            >
              {tourCategoryLabel(normalizeTourCategory(category))}
            </span>
          </div>
        ) : null}
        <FormField
          label="Description"
          required
          error={errors.description?.message}
          counter={{ length: description.length, rule: { max: 5000 } }}
          className="sm:col-span-2"
        >
          <textarea rows={5} {...register('description')} className={INPUT_CLASS} />
        </FormField>
        <FormField
          label="Keywords"
          error={errors.keywords?.message}
          hint="Separated by commas, for example: stupa, monastery, sunset. Up to 20; cards show the first 4."
          className="sm:col-span-2"
        >
          <input type="text" autoComplete="off" {...register('keywords')} className={INPUT_CLASS} />
        </FormField>
      </div>

      <fieldset className="space-y-4 rounded-2xl border border-limestone-200 p-4 sm:p-5">
        <legend className="px-2 text-sm font-semibold text-schist-800">Photograph or video</legend>
        <div className="flex flex-wrap gap-3">
          {(
            [
              { value: 'image', label: 'Image', icon: ImageIcon },
              { value: 'video', label: 'Video', icon: Video },
            ] as const
          ).map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-limestone-300 bg-white px-4 py-2 text-sm font-semibold text-schist-800 has-checked:border-terracotta-700 has-checked:bg-limestone-100 has-focus-visible:ring-2 has-focus-visible:ring-terracotta-700/40"
            >
              <input
                type="radio"
                name="mediaType"
                value={value}
                checked={mediaType === value}
                onChange={() => {
                  // One or the other: switching drops a file chosen for the other kind.
                  setMediaType(value);
                  setFile(null);
                }}
                className="size-4 accent-terracotta-700"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          ))}
        </div>
        <MediaPicker
          key={mediaType}
          kind={mediaType}
          label={mediaType === 'image' ? 'Photograph of the place' : 'Video of the place'}
          file={file}
          current={current}
          onChange={setFile}
        />
        {place && hasMedia && !current ? (
          <p className="text-sm text-schist-600">
            The place keeps its {place.videoUrl ? 'video' : 'photograph'} until you choose{' '}
            {mediaType === 'image' ? 'an image' : 'a video'} to replace it.
          </p>
        ) : null}
      </fieldset>

      <fieldset className="rounded-2xl border border-limestone-200 p-4 sm:p-5">
        <legend className="px-2 text-sm font-semibold text-schist-800">Rating and price (optional)</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Rating (1-5)" error={errors.rating?.message}>
            <input
              type="number"
              inputMode="decimal"
              min={1}
              max={5}
              step={0.1}
              {...register('rating')}
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField label="Reviews" error={errors.reviews?.message}>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('reviews')}
              className={INPUT_CLASS}
            />
          </FormField>
          <FormField label="Price (USD)" error={errors.price?.message} hint="Empty: Contact for Pricing">
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              {...register('price')}
              className={INPUT_CLASS}
            />
          </FormField>
        </div>
      </fieldset>

      <StatusChoice
        field={register('status')}
        publishedLabel="Published on the Visit Taxila page"
        draftLabel="Draft (hidden from visitors)"
        framed
      />

      <UploadProgress percent={progress} label={`Uploading the ${mediaType}`} />

      <RecordFormActions
        busy={isSubmitting}
        onCancel={props.onCancel}
        onClear={clear}
        submitLabel={place ? 'Save Changes' : 'Add Place'}
      />
    </form>
  );
}
