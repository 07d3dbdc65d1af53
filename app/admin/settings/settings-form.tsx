import { zodResolver } from '@hookform/resolvers/zod';
import { SubmitButton } from '#app/admin/ui/submit-button.tsx';
import { Undo2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import {
  emptyPromoSlot,
  PROMO_VIDEO_SLOTS,
  promoSlotNumber,
  SETTINGS_SAVED,
  settingsFormSchema,
  toSettingsForm,
  type ChosenFiles,
  type SettingsForm as SettingsValues,
  type SettingsFormInput,
} from '#common/schemas/settings.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';
import type { MediaPreview, SettingsAdminView, SettingsAnswer } from '#common/schemas/settings.ts';
import { FormField, INPUT_CLASS } from '#app/admin/ui/form-field.tsx';
import { MediaPicker } from '#app/admin/ui/media-picker.tsx';
import { Switch } from '#app/admin/ui/switch.tsx';
import { UploadProgress } from '#app/admin/ui/upload-progress.tsx';

type Files = Partial<Record<string, File>>;
type SaveAnswer = SettingsAnswer;

const SLOTS = Array.from({ length: PROMO_VIDEO_SLOTS }, (_, index) => index);

const SOCIAL_PROFILES = [
  { key: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/gandhara-arts' },
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/gandhara.arts' },
  { key: 'pinterest', label: 'Pinterest', placeholder: 'https://pinterest.com/gandhara-arts' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@gandhara-arts' },
  { key: 'whatsapp', label: 'WhatsApp channel or group', placeholder: 'https://whatsapp.com/channel/…' },
] as const;

const chosenIn = (files: Files): ChosenFiles => ({
  promoVideos: SLOTS.filter((index) => files[`promoVideo${index}`]),
  promoPosters: SLOTS.filter((index) => files[`promoPoster${index}`]),
});

/** The preview of what a place holds now, as long as the form still names that same picture or film. */
const currentUrl = (preview: MediaPreview | null | undefined, id: string | null | undefined) =>
  preview && id && preview.id === id ? preview.url : null;

/** One group of settings: its title and what it is for beside (or above) a card of fields. */
function SettingsSection(props: { title: string; description: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 border-b border-limestone-200 pb-10 last:border-b-0 lg:grid-cols-[18rem_1fr] lg:gap-10"
    >
      <div>
        <h2 id={id} className="text-2xl font-semibold">
          {props.title}
        </h2>
        <div className="mt-1.5 text-sm text-schist-600">{props.description}</div>
      </div>
      <div className="space-y-5 rounded-3xl bg-limestone-50 p-5 ring-1 ring-limestone-200 sm:p-7">
        {props.children}
      </div>
    </section>
  );
}

/**
 * The owner's Settings: contact, social profiles, analytics, watermark, pop-up image, the home film and the four
 * promo videos, checked with the same schema as the server. Files go up with the form, with its progress shown.
 */
/** A setting that is on or off: the switch, its name with its state, and what it does. */
function SettingSwitch(props: {
  control: Control<SettingsFormInput>;
  name: 'watermarkEnabled' | 'hideSoldFromLists';
  label: string;
  help: string;
}) {
  const helpId = useId();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <div className="flex items-start gap-4">
          <Switch checked={field.value} onChange={field.onChange} label={props.label} describedBy={helpId} />
          <div>
            <p className="font-semibold text-schist-900">
              {props.label}{' '}
              <span className="font-normal text-schist-600">({field.value ? 'on' : 'off'})</span>
            </p>
            <p id={helpId} className="mt-1 text-sm text-schist-600">
              {props.help}
            </p>
          </div>
        </div>
      )}
    />
  );
}

export function SettingsForm({ initial }: { initial: SettingsAdminView }) {
  const [media, setMedia] = useState(initial.media);
  const [files, setFiles] = useState<Files>({});
  const [progress, setProgress] = useState<number | null>(null);
  // The form's check needs to know which promo places have a film waiting to upload.
  const filesRef = useRef(files);
  filesRef.current = files;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SettingsFormInput, unknown, SettingsValues>({
    resolver: (values, context, options) =>
      zodResolver(settingsFormSchema(chosenIn(filesRef.current)))(values, context, options),
    defaultValues: toSettingsForm(initial.settings),
  });
  const values = watch();
  const pending = Object.values(files).some(Boolean);
  const unsaved = isDirty || pending;

  const chooseFile = (field: string) => (file: File | null) =>
    setFiles((current) => ({ ...current, [field]: file ?? undefined }));

  const onSubmit = handleSubmit(
    async (form) => {
      const body = new FormData();
      body.append('settings', JSON.stringify(form));
      for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
      setProgress(pending ? 0 : null);
      try {
        const answer = await adminRequest<SaveAnswer>(
          'PUT',
          '/api/admin/settings',
          body,
          pending ? setProgress : undefined,
        );
        if (answer.ok && answer.body) {
          reset(toSettingsForm(answer.body.settings));
          setMedia(answer.body.media);
          setFiles({});
          toast.success(answer.body.message || SETTINGS_SAVED);
          return;
        }
        if (answer.status === 401) return;
        for (const error of answer.body?.errors ?? [])
          if (error.path) setError(error.path as FieldPath<SettingsFormInput>, { message: error.message });
        toast.error(answerMessage(answer, 'The settings could not be saved. Please try again.'));
      } catch (error) {
        toast.error((error as Error).message);
      } finally {
        setProgress(null);
      }
    },
    () => toast.error('Some settings need attention: see the messages beside them.'),
  );

  const discard = () => {
    reset();
    setFiles({});
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-6xl">
      <p className="max-w-2xl text-schist-600">
        What visitors see across the website: how to reach you, where to follow you, and the pictures and
        films of the home page. Changes show on the website as soon as you save.
      </p>

      <div className="mt-10 space-y-10">
        <SettingsSection
          title="Contact"
          description="Shown in the header, the footer and the contact page. The WhatsApp number is the one every Order and Chat link opens."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Business phone"
              required
              error={errors.businessPhone?.message}
              hint="The Call links and the watermark on photographs use it."
            >
              <input type="tel" autoComplete="tel" {...register('businessPhone')} className={INPUT_CLASS} />
            </FormField>
            <FormField
              label="WhatsApp number"
              required
              error={errors.whatsappNumber?.message}
              hint="With the country code, such as +92 300 1234567."
            >
              <input type="tel" {...register('whatsappNumber')} className={INPUT_CLASS} />
            </FormField>
            <FormField label="E-mail" required error={errors.email?.message}>
              <input type="email" autoComplete="email" {...register('email')} className={INPUT_CLASS} />
            </FormField>
            <FormField label="Address" required error={errors.address?.message}>
              <input autoComplete="street-address" {...register('address')} className={INPUT_CLASS} />
            </FormField>
          </div>
        </SettingsSection>

        <SettingsSection
          title="Social profiles"
          description="Each profile you fill in gets its icon in the footer. Leave a profile empty to hide its icon."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {SOCIAL_PROFILES.map((profile) => (
              <FormField
                key={profile.key}
                label={profile.label}
                error={errors.social?.[profile.key]?.message}
              >
                <input
                  type="url"
                  inputMode="url"
                  placeholder={profile.placeholder}
                  {...register(`social.${profile.key}`)}
                  className={INPUT_CLASS}
                />
              </FormField>
            ))}
          </div>
        </SettingsSection>

        <SettingsSection
          title="Analytics"
          description="Google Analytics 4. Without a measurement id the website loads no analytics at all."
        >
          <FormField
            label="Measurement id"
            error={errors.analyticsId?.message}
            hint="Found in Google Analytics under Admin, Data streams. It looks like G-ABC123XYZ."
          >
            <input
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="G-ABC123XYZ"
              {...register('analyticsId')}
              className={`${INPUT_CLASS} sm:max-w-xs`}
            />
          </FormField>
        </SettingsSection>

        <SettingsSection
          title="Watermark"
          description="Protects your photographs from being passed off as someone else’s work."
        >
          <SettingSwitch
            control={control}
            name="watermarkEnabled"
            label="Watermark on public photographs"
            help="The mark, the name Gandhara Arts and the business phone, lightly printed in the corner of every product, place and craftsman photograph. Turning it on or off, or changing the phone, gives every photograph a new address, so visitors see the change at once."
          />
        </SettingsSection>

        <SettingsSection
          title="Sold pieces"
          description="A sold piece keeps its page, with a Sold badge and an “Ask for a similar piece” button, for the links already shared."
        >
          <SettingSwitch
            control={control}
            name="hideSoldFromLists"
            label="Hide sold pieces from the lists"
            help="When on, sold pieces leave the shop, the collections, the home page and search; their pages still open from a link. When off, they are listed after every available piece."
          />
        </SettingsSection>

        <SettingsSection
          title="Pop-up image"
          description="The picture of the welcome pop-up that invites first-time visitors on a Taxila tour. Without one, no pop-up opens."
        >
          <MediaPicker
            kind="image"
            label="Pop-up image"
            file={files.popupImage ?? null}
            current={currentUrl(media.popupImage, values.popupImageMediaId)}
            onChange={chooseFile('popupImage')}
            onClear={() => setValue('popupImageMediaId', null, { shouldDirty: true })}
            error={errors.popupImageMediaId?.message}
          />
        </SettingsSection>

        <SettingsSection
          title="Home page film"
          description="Plays without sound behind the home page’s heading. The poster shows while it loads, and instead of it for visitors who prefer less motion."
        >
          <MediaPicker
            kind="video"
            label="Home film"
            file={files.heroVideo ?? null}
            current={currentUrl(media.heroVideo, values.heroVideoMediaId)}
            onChange={chooseFile('heroVideo')}
            onClear={() => setValue('heroVideoMediaId', null, { shouldDirty: true })}
            error={errors.heroVideoMediaId?.message}
          />
          <MediaPicker
            kind="image"
            label="Home poster"
            file={files.heroPoster ?? null}
            current={currentUrl(media.heroPoster, values.heroPosterMediaId)}
            onChange={chooseFile('heroPoster')}
            onClear={() => setValue('heroPosterMediaId', null, { shouldDirty: true })}
            error={errors.heroPosterMediaId?.message}
          />
        </SettingsSection>

        <SettingsSection
          title="Promo videos"
          description={`Up to ${PROMO_VIDEO_SLOTS} short films in the home page’s “Stone in Motion” section, in this order. A place left empty is not shown.`}
        >
          <div className="space-y-6">
            {SLOTS.map((index) => {
              const slot = values.promoVideos?.[index] ?? emptyPromoSlot();
              const slotErrors = errors.promoVideos?.[index];
              const n = promoSlotNumber(index);
              const used =
                Boolean(slot.title || slot.description || slot.category || slot.videoMediaId) ||
                Boolean(files[`promoVideo${index}`] || files[`promoPoster${index}`]);
              return (
                <fieldset
                  key={index}
                  className="rounded-2xl border border-limestone-200 bg-white/60 p-4 sm:p-5"
                >
                  <legend className="px-2 font-display text-xl font-semibold text-schist-900">
                    Promo video {n}
                    {used ? null : (
                      <span className="ml-2 font-sans text-sm font-normal text-schist-600">(empty)</span>
                    )}
                  </legend>
                  <div className="grid gap-5 sm:grid-cols-2">
                    <FormField
                      label="Title"
                      error={slotErrors?.title?.message}
                      counter={{ length: slot.title.length, rule: { max: 80 } }}
                    >
                      <input
                        {...register(`promoVideos.${index}.title`)}
                        maxLength={80}
                        className={INPUT_CLASS}
                      />
                    </FormField>
                    <FormField
                      label="Label"
                      error={slotErrors?.category?.message}
                      hint="The badge on the film, such as Heritage Art."
                    >
                      <input
                        {...register(`promoVideos.${index}.category`)}
                        maxLength={40}
                        className={INPUT_CLASS}
                      />
                    </FormField>
                    <FormField
                      label="Description"
                      className="sm:col-span-2"
                      error={slotErrors?.description?.message}
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
                    <MediaPicker
                      kind="video"
                      label={`Film of promo video ${n}`}
                      file={files[`promoVideo${index}`] ?? null}
                      current={currentUrl(media.promoVideos[index]?.video, slot.videoMediaId)}
                      onChange={chooseFile(`promoVideo${index}`)}
                      error={slotErrors?.videoMediaId?.message}
                    />
                    <MediaPicker
                      kind="image"
                      label={`Poster of promo video ${n}`}
                      file={files[`promoPoster${index}`] ?? null}
                      current={currentUrl(media.promoVideos[index]?.poster, slot.posterMediaId)}
                      onChange={chooseFile(`promoPoster${index}`)}
                      onClear={() =>
                        setValue(`promoVideos.${index}.posterMediaId`, null, { shouldDirty: true })
                      }
                      error={slotErrors?.posterMediaId?.message}
                    />
                  </div>
                  {used ? (
                    <button
                      type="button"
                      onClick={() => {
                        setValue(`promoVideos.${index}`, emptyPromoSlot(), { shouldDirty: true });
                        setFiles((current) => ({
                          ...current,
                          [`promoVideo${index}`]: undefined,
                          [`promoPoster${index}`]: undefined,
                        }));
                      }}
                      className="mt-4 inline-flex items-center gap-1.5 rounded-full border border-red-200 px-3.5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                    >
                      Empty this place
                    </button>
                  ) : null}
                </fieldset>
              );
            })}
          </div>
        </SettingsSection>
      </div>

      <div className="sticky bottom-0 z-20 -mx-4 mt-10 border-t border-limestone-200 bg-limestone-50/95 px-4 py-4 backdrop-blur sm:-mx-8 sm:px-8">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1" aria-live="polite">
            {progress !== null ? (
              <UploadProgress percent={progress} label="Uploading files" />
            ) : (
              <p className="text-sm text-schist-600">
                {unsaved ? 'You have unsaved changes.' : 'Everything is saved.'}
              </p>
            )}
          </div>
          <div className="flex gap-3">
            <button
              type="button"
              onClick={discard}
              disabled={!unsaved || isSubmitting}
              className="inline-flex items-center gap-2 rounded-full border border-schist-800 px-5 py-2.5 font-semibold text-schist-900 hover:bg-limestone-200 disabled:opacity-50"
            >
              <Undo2 aria-hidden="true" className="size-4" />
              Discard
            </button>
            <SubmitButton busy={isSubmitting}>Save settings</SubmitButton>
          </div>
        </div>
      </div>
    </form>
  );
}
