import { useId } from 'react';
import { DAY_NAMES, WEEK_DAYS } from '#common/opening-hours.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import type { SettingsFormState } from './use-settings-form.ts';

/** The days and hours the business answers: the contact page shows them, and search engines read them. */
export function OpeningHoursFields({ settings }: { settings: SettingsFormState }) {
  const {
    register,
    formState: { errors },
  } = settings.form;
  const daysError = errors.openingHours?.days?.message;
  const errorId = useId();
  return (
    <SettingsSection
      title="Opening hours"
      description="Shown as the call hours on the contact page, and given to search engines as the gallery’s opening hours. Pakistan time."
    >
      <fieldset aria-describedby={daysError ? errorId : undefined}>
        <legend className="text-sm font-semibold text-schist-800">Days open</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEK_DAYS.map((day) => (
            <label
              key={day}
              className="flex items-center gap-2 rounded-full border border-limestone-300 bg-white px-4 py-2 text-sm text-schist-800 has-[:checked]:border-schist-800 has-[:checked]:bg-limestone-100"
            >
              <input
                type="checkbox"
                value={day}
                {...register('openingHours.days')}
                className="size-4 accent-schist-800"
              />
              {DAY_NAMES[day].long}
            </label>
          ))}
        </div>
        {daysError ? (
          <p id={errorId} className="mt-1.5 text-sm text-red-700">
            {daysError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:max-w-md sm:grid-cols-2">
        <FormField label="Opens" required error={errors.openingHours?.opens?.message}>
          <input type="time" {...register('openingHours.opens')} className={INPUT_CLASS} />
        </FormField>
        <FormField label="Closes" required error={errors.openingHours?.closes?.message}>
          <input type="time" {...register('openingHours.closes')} className={INPUT_CLASS} />
        </FormField>
      </div>
    </SettingsSection>
  );
}
