import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import {
  emptyPromoSlot,
  PROMO_VIDEO_SLOTS,
  SETTINGS_SAVED,
  settingsFormSchema,
  toSettingsForm,
  type ChosenFiles,
  type SettingsAdminView,
  type SettingsAnswer,
  type SettingsForm,
  type SettingsFormInput,
} from '#common/schemas/settings.ts';
import { adminRequest, answerMessage } from '#app/admin/ui/admin-api.ts';

/** The files chosen and not yet sent, by their field in the form sent: popupImage, promoVideo0, … */
type Files = Partial<Record<string, File>>;

/** The promo places, by index. */
export const SLOTS = Array.from({ length: PROMO_VIDEO_SLOTS }, (_, index) => index);

const chosenIn = (files: Files): ChosenFiles => ({
  promoVideos: SLOTS.filter((index) => files[`promoVideo${index}`]),
  promoPosters: SLOTS.filter((index) => files[`promoPoster${index}`]),
});

/**
 * The owner's Settings as a form: checked with the same schema as the server (which needs to know which promo places
 * have a film waiting to upload), sent with the chosen files and the upload's progress, and reset to what the
 * server kept. The server's field errors show beside their fields.
 */
export function useSettingsForm(initial: SettingsAdminView) {
  const [media, setMedia] = useState(initial.media);
  const [files, setFiles] = useState<Files>({});
  const [progress, setProgress] = useState<number | null>(null);
  const filesRef = useRef(files);
  filesRef.current = files;
  const form = useForm<SettingsFormInput, unknown, SettingsForm>({
    resolver: (values, context, options) =>
      zodResolver(settingsFormSchema(chosenIn(filesRef.current)))(values, context, options),
    defaultValues: toSettingsForm(initial.settings),
  });
  const { handleSubmit, reset, setError, setValue } = form;
  const pending = Object.values(files).some(Boolean);

  const chooseFile = (field: string) => (file: File | null) =>
    setFiles((current) => ({ ...current, [field]: file ?? undefined }));
  /** Takes away the picture or film a place holds now. */
  const clearMedia = (field: FieldPath<SettingsFormInput>) => () =>
    setValue(field, null, { shouldDirty: true });
  const emptySlot = (index: number) => {
    setValue(`promoVideos.${index}`, emptyPromoSlot(), { shouldDirty: true });
    setFiles((current) => ({
      ...current,
      [`promoVideo${index}`]: undefined,
      [`promoPoster${index}`]: undefined,
    }));
  };

  const onSubmit = handleSubmit(
    async (values) => {
      const body = new FormData();
      body.append('settings', JSON.stringify(values));
      for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);
      setProgress(pending ? 0 : null);
      try {
        const answer = await adminRequest<SettingsAnswer>(
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

  return {
    form,
    values: form.watch(),
    media,
    files,
    chooseFile,
    clearMedia,
    emptySlot,
    progress,
    unsaved: form.formState.isDirty || pending,
    onSubmit,
    discard,
  };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;
