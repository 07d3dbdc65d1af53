import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { MasterCard } from '#common/masters.ts';
import { publicImageSrc } from '#common/media-url.ts';
import { MASTER_SPECIALTIES, masterCreateSchema, masterUpdateSchema } from '#common/schemas/masters.ts';
import type { AdminOutcomeMessages } from '#app/admin/ui/admin-api.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { MediaPicker } from '#app/admin/ui/media-picker.tsx';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';
import { RecordFormActions, useRecordForm } from './use-record-form.tsx';

type MasterFormValues = {
  name: string;
  specialty: string;
  experience: string;
  description: string;
  quote: string;
};
type MasterFormOutput = z.output<typeof masterCreateSchema>;

const ADD_MESSAGES: AdminOutcomeMessages = {
  success: 'Master added successfully!',
  failure: 'Failed to save master. Please check console for details.',
};
const EDIT_MESSAGES: AdminOutcomeMessages = {
  success: 'Master updated successfully!',
  failure: 'Failed to update master. Please check console for details.',
};

const EMPTY: MasterFormValues = { name: '', specialty: '', experience: '', description: '', quote: '' };

/** Experience in years: 1-80 when adding a craftsman, 0-99 when editing one (admin-area.md §5). */
const YEARS = { create: { min: 1, max: 80 }, edit: { min: 0, max: 99 } } as const;

/**
 * Adding a master craftsman (no `master`) or editing one, with the server's own schema and an optional portrait.
 * Adding clears the form after a save.
 */
export function MasterForm(props: { master?: MasterCard; onSaved?: () => void; onCancel?: () => void }) {
  const { master } = props;
  const years = master ? YEARS.edit : YEARS.create;
  const { form, file, setFile, progress, onSubmit, clear } = useRecordForm({
    resolver: zodResolver(master ? masterUpdateSchema : masterCreateSchema) as Resolver<
      MasterFormValues,
      unknown,
      MasterFormOutput
    >,
    values: master
      ? {
          name: master.name,
          specialty: master.specialty,
          experience: String(master.experience),
          description: master.description,
          quote: master.quote ?? '',
        }
      : EMPTY,
    empty: EMPTY,
    request: master
      ? { method: 'PUT', url: `/api/masters/${master.id}` }
      : { method: 'POST', url: '/masters/add' },
    messages: master ? EDIT_MESSAGES : ADD_MESSAGES,
    fileField: 'image',
    adding: !master,
    onSaved: props.onSaved,
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const name = watch('name');
  const description = watch('description');
  const quote = watch('quote');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          required
          error={errors.name?.message}
          counter={{ length: name.length, rule: { max: 100 } }}
          className="sm:col-span-2"
        >
          <input type="text" autoComplete="off" {...register('name')} className={INPUT_CLASS} />
        </FormField>
        <FormField label="Specialty" required error={errors.specialty?.message}>
          <select {...register('specialty')} className={INPUT_CLASS}>
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
            {...register('experience')}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField
          label="Description"
          required
          error={errors.description?.message}
          counter={{ length: description.length, rule: { max: 3000 } }}
          hint="The craftsman's story: training, family workshop, signature pieces."
          className="sm:col-span-2"
        >
          <textarea rows={5} {...register('description')} className={INPUT_CLASS} />
        </FormField>
        <FormField
          label="Quote"
          error={errors.quote?.message}
          counter={{ length: quote.length, rule: { max: 300 } }}
          hint="Optional: in the craftsman's own words, shown on the home page."
          className="sm:col-span-2"
        >
          <textarea rows={2} {...register('quote')} className={INPUT_CLASS} />
        </FormField>
      </div>

      <MediaPicker
        kind="image"
        label="Portrait photograph"
        file={file}
        current={publicImageSrc(master?.image ?? null)}
        onChange={setFile}
      />

      <UploadProgress percent={progress} label="Uploading the photograph" />

      <RecordFormActions
        busy={isSubmitting}
        onCancel={props.onCancel}
        onClear={clear}
        submitLabel={master ? 'Save Changes' : 'Add Master'}
      />
    </form>
  );
}
