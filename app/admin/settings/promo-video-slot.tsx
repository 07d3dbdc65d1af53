import { emptyPromoSlot, promoSlotNumber } from '#common/schemas/settings.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { SettingsMedia } from './settings-section.tsx';
import type { SettingsFormState } from './use-settings-form.ts';

/** One place of the home page's "Stone in Motion": its words, its film and poster, and a way to empty it. */
export function PromoVideoSlot({ settings, index }: { settings: SettingsFormState; index: number }) {
  const { register, formState } = settings.form;
  const slot = settings.values.promoVideos?.[index] ?? emptyPromoSlot();
  const errors = formState.errors.promoVideos?.[index];
  const media = settings.media.promoVideos[index];
  const n = promoSlotNumber(index);
  const used =
    Boolean(slot.title || slot.description || slot.category || slot.videoMediaId) ||
    Boolean(settings.files[`promoVideo${index}`] || settings.files[`promoPoster${index}`]);
  return (
    <fieldset className="rounded-2xl border border-limestone-200 bg-white/60 p-4 sm:p-5">
      <legend className="px-2 font-display text-xl font-semibold text-schist-900">
        Promo video {n}
        {used ? null : <span className="ml-2 font-sans text-sm font-normal text-schist-600">(empty)</span>}
      </legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Title"
          error={errors?.title?.message}
          counter={{ length: slot.title.length, rule: { max: 80 } }}
        >
          <input {...register(`promoVideos.${index}.title`)} maxLength={80} className={INPUT_CLASS} />
        </FormField>
        <FormField
          label="Label"
          error={errors?.category?.message}
          hint="The badge on the film, such as Heritage Art."
        >
          <input {...register(`promoVideos.${index}.category`)} maxLength={40} className={INPUT_CLASS} />
        </FormField>
        <FormField
          label="Description"
          className="sm:col-span-2"
          error={errors?.description?.message}
          counter={{ length: slot.description.length, rule: { max: 240 } }}
        >
          <textarea
            rows={3}
            {...register(`promoVideos.${index}.description`)}
            maxLength={240}
            className={INPUT_CLASS}
          />
        </FormField>
      </div>
      <div className="mt-5 space-y-5">
        <SettingsMedia
          settings={settings}
          kind="video"
          label={`Film of promo video ${n}`}
          fileField={`promoVideo${index}`}
          preview={media?.video}
          mediaId={slot.videoMediaId}
          error={errors?.videoMediaId?.message}
        />
        <SettingsMedia
          settings={settings}
          kind="image"
          label={`Poster of promo video ${n}`}
          fileField={`promoPoster${index}`}
          preview={media?.poster}
          mediaId={slot.posterMediaId}
          clear={`promoVideos.${index}.posterMediaId`}
          error={errors?.posterMediaId?.message}
        />
      </div>
      {used ? (
        <button
          type="button"
          onClick={() => settings.emptySlot(index)}
          className="mt-4 inline-flex items-center gap-1.5 rounded-full border border-red-200 px-3.5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          Empty this place
        </button>
      ) : null}
    </fieldset>
  );
}
