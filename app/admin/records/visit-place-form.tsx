import { useState } from 'react';
import type { z } from 'zod';
import { centsToDollars } from '#common/money.ts';
import { visitPlaceCreateSchema, visitPlaceUpdateSchema } from '#common/schemas/tours.ts';
import { normalizeTourCategory, TOUR_CATEGORIES, tourCategoryLabel } from '#common/tour-categories.ts';
import type { UploadKind } from '#common/admin/uploads.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { StatusChoice } from '#app/admin/ui/status-choice.tsx';
import type { AdminPlace } from './place-card.tsx';
import { PlaceMedia } from './place-media.tsx';
import { RecordText } from './record-text.tsx';
import { RecordForm, useRecordForm, type RecordFormKind } from './use-record-form.tsx';

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
  duration: string;
  groupMin: string;
  groupMax: string;
  status: 'published' | 'draft';
};

const PLACE: RecordFormKind<AdminPlace, PlaceFormValues, z.output<typeof visitPlaceCreateSchema>> = {
  schemas: { create: visitPlaceCreateSchema, update: visitPlaceUpdateSchema },
  addUrl: '/visit-places/add',
  url: (id) => `/api/visit-places/${id}`,
  messages: {
    add: {
      success: 'Visit place added successfully!',
      failure: 'Failed to save visit place. Please check console for details.',
      unsent: 'Failed to save visit place. Please try again.',
      reasonAsTitle: true,
    },
    edit: {
      success: 'Tour place updated successfully!',
      failure: 'Failed to update tour place. Please check console for details.',
    },
  },
  empty: {
    name: '',
    tourCategory: '',
    description: '',
    keywords: '',
    location: '',
    rating: '',
    reviews: '',
    price: '',
    duration: '',
    groupMin: '',
    groupMax: '',
    status: 'published',
  },
  valuesOf: (place) => ({
    name: place.name,
    tourCategory: tourCategoryLabel(place.tourCategory),
    description: place.description,
    keywords: place.keywords.join(', '),
    location: place.location ?? '',
    rating: place.rating?.toString() ?? '',
    reviews: place.reviews?.toString() ?? '',
    price: place.priceCents === null ? '' : centsToDollars(place.priceCents).toString(),
    duration: place.duration ?? '',
    groupMin: place.groupMin?.toString() ?? '',
    groupMax: place.groupMax?.toString() ?? '',
    status: place.status,
  }),
};

/** The optional numbers of a place, each with the bounds the server checks. */
const RATING_NUMBERS = [
  { name: 'rating', label: 'Rating (1-5)', inputMode: 'decimal', min: 1, max: 5, step: 0.1 },
  { name: 'reviews', label: 'Reviews', inputMode: 'numeric', min: 0, step: 1 },
] as const;

/** What a visitor reads of the tour on its card and page: each is left out there while it is empty here. */
const FACT_NUMBERS = [
  { name: 'groupMin', label: 'Smallest group', inputMode: 'numeric', min: 1, max: 500, step: 1 },
  { name: 'groupMax', label: 'Largest group', inputMode: 'numeric', min: 1, max: 500, step: 1 },
  {
    name: 'price',
    label: 'Price from (USD)',
    inputMode: 'decimal',
    min: 0,
    step: 0.01,
    hint: 'Per person. Empty: Contact for Pricing',
  },
] as const;

type NumberField = (typeof RATING_NUMBERS)[number] | (typeof FACT_NUMBERS)[number];

/**
 * Adding a tour place (no `place`) or editing one: the same fields and the same schema as the server, a photograph
 * or a video (choosing one kind drops a file of the other), and the upload's progress. Adding clears the form after
 * a save; the category is optional then (featured) and required when editing, as in the old panel.
 */
export function VisitPlaceForm(props: { place?: AdminPlace; onSaved?: () => void; onCancel?: () => void }) {
  const { place } = props;
  const [mediaType, setMediaType] = useState<UploadKind>(place?.videoUrl ? 'video' : 'image');
  const state = useRecordForm({
    kind: PLACE,
    record: place,
    fileField: mediaType,
    onSaved: props.onSaved,
    onClear: () => setMediaType('image'),
  });
  const { form } = state;
  const { register } = form;
  const { errors } = form.formState;
  const numberField = ({ name, label, ...bounds }: NumberField) => (
    <FormField
      key={name}
      label={label}
      error={errors[name]?.message}
      hint={'hint' in bounds ? bounds.hint : undefined}
    >
      <input
        type="number"
        inputMode={bounds.inputMode}
        min={bounds.min}
        max={'max' in bounds ? bounds.max : undefined}
        step={bounds.step}
        {...register(name)}
        className={INPUT_CLASS}
      />
    </FormField>
  );

  return (
    <RecordForm
      state={state}
      uploading={`Uploading the ${mediaType}`}
      onCancel={props.onCancel}
      submitLabel={place ? 'Save Changes' : 'Add Place'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <RecordText form={form} name="name" label="Place name" required max={120} className="sm:col-span-2" />
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
        <RecordText form={form} name="location" label="Location" hint="For example: Jaulian, Taxila Valley" />
        {place ? (
          <div className="flex items-center gap-3 text-sm text-schist-600 sm:col-span-2">
            <span>On the website the card shows</span>
            <span
              data-testid="category-badge-preview"
              className="rounded-full bg-schist-800 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-limestone-50"
            >
              {tourCategoryLabel(normalizeTourCategory(form.watch('tourCategory')))}
            </span>
          </div>
        ) : null}
        <RecordText
          form={form}
          name="description"
          label="Description"
          required
          max={5000}
          rows={5}
          className="sm:col-span-2"
        />
        <RecordText
          form={form}
          name="keywords"
          label="Keywords"
          hint="Separated by commas, for example: stupa, monastery, sunset. Up to 20; cards show the first 4."
          className="sm:col-span-2"
        />
      </div>

      <PlaceMedia
        place={place}
        mediaType={mediaType}
        onMediaType={setMediaType}
        file={state.file}
        onFile={state.setFile}
      />

      <fieldset className="rounded-2xl border border-limestone-200 p-4 sm:p-5">
        <legend className="px-2 text-sm font-semibold text-schist-800">
          Duration, group and price (optional)
        </legend>
        <p className="mb-4 text-sm text-schist-600">
          Visitors see only what you fill in: an empty field is left off the tour&apos;s card and page.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <RecordText
            form={form}
            name="duration"
            label="Duration"
            max={60}
            hint="For example: 3-4 hours, or A full day"
            className="sm:col-span-2"
          />
          {FACT_NUMBERS.map((field) => numberField(field))}
        </div>
      </fieldset>

      <fieldset className="rounded-2xl border border-limestone-200 p-4 sm:p-5">
        <legend className="px-2 text-sm font-semibold text-schist-800">Rating (optional)</legend>
        <div className="grid gap-5 sm:grid-cols-2">{RATING_NUMBERS.map((field) => numberField(field))}</div>
      </fieldset>

      <StatusChoice
        field={register('status')}
        publishedLabel="Published on the Visit Taxila page"
        draftLabel="Draft (hidden from visitors)"
        framed
      />
    </RecordForm>
  );
}
