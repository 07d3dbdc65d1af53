import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { UploadKind } from '#common/admin/uploads.ts';
import type { MediaPreview, SettingsFormInput } from '#common/schemas/settings.ts';
import { MediaPicker } from '#app/admin/ui/media-picker.tsx';
import { Switch } from '#app/admin/ui/switch.tsx';
import type { SettingsFormState } from './use-settings-form.ts';

/** One group of settings: its title and what it is for beside (or above) a card of fields. */
export function SettingsSection(props: { title: string; description: ReactNode; children: ReactNode }) {
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

/** A setting that is on or off: the switch, its name with its state, and what it does. */
export function SettingSwitch(props: {
  control: Control<SettingsFormInput>;
  name: 'watermarkEnabled' | 'watermarkPhone' | 'hideSoldFromLists';
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

/**
 * A picture or film of the settings: the file chosen for `fileField`, or else what the place holds now (its
 * preview, as long as the form still names that same medium), and, with `clear`, a way to take that away.
 */
export function SettingsMedia(props: {
  settings: SettingsFormState;
  kind: UploadKind;
  label: string;
  fileField: string;
  preview: MediaPreview | null | undefined;
  mediaId: string | null | undefined;
  clear?: FieldPath<SettingsFormInput>;
  error: string | undefined;
}) {
  const { settings, preview, mediaId } = props;
  return (
    <MediaPicker
      kind={props.kind}
      label={props.label}
      file={settings.files[props.fileField] ?? null}
      current={preview && mediaId && preview.id === mediaId ? preview.url : null}
      onChange={settings.chooseFile(props.fileField)}
      onClear={props.clear ? settings.clearMedia(props.clear) : undefined}
      error={props.error}
    />
  );
}

/**
 * One of the site's own pictures or films (the pop-up image, the home film and its poster): its file goes up as
 * `name`, and the form names what it holds now by `{name}MediaId`, which Remove empties.
 */
export function SiteMedia(props: {
  settings: SettingsFormState;
  kind: UploadKind;
  label: string;
  name: 'popupImage' | 'heroVideo' | 'heroPoster';
}) {
  const { settings, name } = props;
  const idField = `${name}MediaId` as const;
  return (
    <SettingsMedia
      settings={settings}
      kind={props.kind}
      label={props.label}
      fileField={name}
      preview={settings.media[name]}
      mediaId={settings.values[idField]}
      clear={idField}
      error={settings.form.formState.errors[idField]?.message}
    />
  );
}
