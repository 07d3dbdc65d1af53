import type { z } from 'zod';
import type { MasterCard } from '#common/masters.ts';
import { publicImageSrc } from '#common/media-url.ts';
import { MASTER_SPECIALTIES, masterCreateSchema, masterUpdateSchema } from '#common/schemas/masters.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { MediaPicker } from '#app/admin/ui/media-picker.tsx';
import { RecordText } from './record-text.tsx';
import { RecordForm, useRecordForm, type RecordFormKind } from './use-record-form.tsx';

type MasterFormValues = {
  name: string;
  specialty: string;
  experience: string;
  description: string;
  quote: string;
};

const MASTER: RecordFormKind<MasterCard, MasterFormValues, z.output<typeof masterCreateSchema>> = {
  schemas: { create: masterCreateSchema, update: masterUpdateSchema },
  addUrl: '/masters/add',
  url: (id) => `/api/masters/${id}`,
  messages: {
    add: {
      success: 'Master added successfully!',
      failure: 'Failed to save master. Please check console for details.',
    },
    edit: {
      success: 'Master updated successfully!',
      failure: 'Failed to update master. Please check console for details.',
    },
  },
  empty: { name: '', specialty: '', experience: '', description: '', quote: '' },
  valuesOf: (master) => ({
    name: master.name,
    specialty: master.specialty,
    experience: String(master.experience),
    description: master.description,
    quote: master.quote ?? '',
  }),
};

/** Experience in years: 1-80 when adding a craftsman, 0-99 when editing one (admin-area.md §5). */
const YEARS = { create: { min: 1, max: 80 }, edit: { min: 0, max: 99 } } as const;

/**
 * Adding a master craftsman (no `master`) or editing one, with the server's own schema and an optional portrait.
 * Adding clears the form after a save.
 */
export function MasterForm(props: { master?: MasterCard; onSaved?: () => void; onCancel?: () => void }) {
  const { master } = props;
  const years = master ? YEARS.edit : YEARS.create;
  const state = useRecordForm({
    kind: MASTER,
    record: master,
    fileField: 'image',
    onSaved: props.onSaved,
  });
  const { form } = state;
  const { errors } = form.formState;

  return (
    <RecordForm
      state={state}
      uploading="Uploading the photograph"
      onCancel={props.onCancel}
      submitLabel={master ? 'Save Changes' : 'Add Master'}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <RecordText form={form} name="name" label="Name" required max={100} className="sm:col-span-2" />
        <FormField label="Specialty" required error={errors.specialty?.message}>
          <select {...form.register('specialty')} className={INPUT_CLASS}>
            <option value="">Choose a specialty</option>
            {MASTER_SPECIALTIES.map((specialty) => (
              <option key={specialty} value={specialty}>
                {specialty}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label="Years of experience"
          required
          error={errors.experience?.message}
          hint={`${years.min} to ${years.max} years`}
        >
          <input
            type="number"
            inputMode="numeric"
            min={years.min}
            max={years.max}
            step={1}
            {...form.register('experience')}
            className={INPUT_CLASS}
          />
        </FormField>
        <RecordText
          form={form}
          name="description"
          label="Description"
          required
          max={3000}
          rows={5}
          hint="The craftsman's story: training, family workshop, signature pieces."
          className="sm:col-span-2"
        />
        <RecordText
          form={form}
          name="quote"
          label="Quote"
          max={300}
          rows={2}
          hint="Optional: in the craftsman's own words, shown on the home page."
          className="sm:col-span-2"
        />
      </div>

      <MediaPicker
        kind="image"
        label="Portrait photograph"
        file={state.file}
        current={publicImageSrc(master?.image ?? null)}
        onChange={state.setFile}
      />
    </RecordForm>
  );
}
