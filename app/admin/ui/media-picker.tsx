import { ImagePlus, Video, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  formatFileSize,
  megabytes,
  UPLOAD_RULES,
  uploadProblem,
  type UploadKind,
} from '#common/admin/uploads.ts';

/**
 * Choosing one photograph or video, with a preview and the spec's type and size messages before anything is
 * sent. `current` is what the record has now, shown until another file is chosen; `onClear`, when given, offers
 * to take it away.
 */
export function MediaPicker(props: {
  kind: UploadKind;
  label: string;
  file: File | null;
  current?: string | null;
  onChange: (file: File | null) => void;
  onClear?: () => void;
  error?: string;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (props.file ? URL.createObjectURL(props.file) : null), [props.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? props.current ?? null;
  const rule = UPLOAD_RULES[props.kind];
  const Icon = props.kind === 'image' ? ImagePlus : Video;
  const message = problem ?? props.error;

  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-schist-800">
        {props.label}
      </p>
      <div className="mt-1.5 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-limestone-200 sm:w-56">
          {shown ? (
            props.kind === 'image' ? (
              <img src={shown} alt="Preview of the chosen photograph" className="size-full object-cover" />
            ) : (
              <video src={shown} controls muted className="size-full bg-schist-900 object-contain">
                <track kind="captions" />
              </video>
            )
          ) : (
            <Icon aria-hidden="true" className="size-10 text-schist-500" />
          )}
        </div>
        <div className="min-w-0 space-y-2 text-sm">
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-schist-800 px-4 py-2 font-semibold text-schist-900 focus-within:ring-2 focus-within:ring-terracotta-700/40 hover:bg-limestone-200"
          >
            <Icon aria-hidden="true" className="size-4" />
            <span id={`${id}-action`}>
              {props.file || props.current
                ? `Choose another ${props.kind}`
                : `Choose ${props.kind === 'image' ? 'an image' : 'a video'}`}
            </span>
            <input
              id={id}
              type="file"
              accept={rule.accept}
              // Named by the field and the action, so that several pickers on one form can be told apart.
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
              aria-invalid={message ? true : undefined}
              className="sr-only"
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                event.currentTarget.value = '';
                if (!chosen) return;
                const reason = uploadProblem(props.kind, chosen);
                setProblem(reason);
                if (!reason) props.onChange(chosen);
              }}
            />
          </label>
          <p id={`${id}-hint`} className="text-schist-600">
            {rule.extensions.map((extension) => extension.slice(1).toUpperCase()).join(', ')}, up to{' '}
            {megabytes(rule.maxBytes)}
          </p>
          {props.file ? (
            <p className="flex items-center gap-2 text-schist-700">
              <span className="truncate">
                {props.file.name} · {formatFileSize(props.file.size)}
              </span>
              <button
                type="button"
                onClick={() => props.onChange(null)}
                aria-label={`Remove ${props.file.name}`}
                className="rounded-full p-1 hover:bg-limestone-200"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </p>
          ) : null}
          {!props.file && props.current && props.onClear ? (
            <button
              type="button"
              onClick={props.onClear}
              className="-ml-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50"
            >
              <X aria-hidden="true" className="size-4" />
              Remove {props.label.toLowerCase()}
            </button>
          ) : null}
          {message ? (
            <p id={`${id}-error`} role="alert" className="text-red-700">
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
