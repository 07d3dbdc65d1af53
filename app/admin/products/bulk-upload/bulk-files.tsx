import { FileArchive, Images, TriangleAlert, Upload, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatFileSize, UPLOAD_RULES } from '#common/admin/uploads.ts';
import { PanelSection } from '../panel-section.tsx';
import { MAX_IMAGES, PHOTO_LIMIT, ZIP_LIMIT, type ChosenFiles } from './chosen-files.ts';

/**
 * Drafts first (issue 21, item 9): a name made from a camera's file name and no price should not go live unseen.
 */
const PUBLISH_CHOICES = [
  {
    publish: false,
    label: 'Save as drafts',
    help: 'Check each title and add a price in the Products List, then publish.',
  },
  {
    publish: true,
    label: 'Publish now',
    help: 'Visitors see the new products at once, with the titles made from the file names.',
  },
] as const;

/** The bulk upload's second step: photographs or one ZIP, dropped or chosen, and whether to publish at once. */
export function BulkFiles(props: {
  chosen: ChosenFiles;
  publish: boolean;
  onPublish: (publish: boolean) => void;
}) {
  const { chosen } = props;
  return (
    <PanelSection id="bulk-files" title="2. Photographs">
      <fieldset>
        <legend className="sr-only">Upload as</legend>
        <div className="inline-flex rounded-full bg-limestone-200 p-1">
          {(['images', 'zip'] as const).map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold focus-within:ring-2 focus-within:ring-terracotta-700 ${chosen.mode === value ? 'bg-schist-800 text-limestone-50' : 'text-schist-800'}`}
            >
              <input
                type="radio"
                name="mode"
                value={value}
                checked={chosen.mode === value}
                onChange={() => chosen.switchMode(value)}
                className="sr-only"
              />
              {value === 'images' ? (
                <Images aria-hidden="true" className="size-4" />
              ) : (
                <FileArchive aria-hidden="true" className="size-4" />
              )}
              {value === 'images' ? 'Images' : 'ZIP file'}
            </label>
          ))}
        </div>
      </fieldset>
      <DropZone chosen={chosen} />
      {chosen.notice ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {chosen.notice}
        </p>
      ) : null}
      {chosen.files.length > 0 ? <FileList files={chosen.files} onRemove={chosen.remove} /> : null}
      <fieldset className="space-y-2">
        <legend className="font-semibold text-schist-900">When the products are made</legend>
        {PUBLISH_CHOICES.map((choice) => (
          <label key={choice.label} className="flex items-start gap-3 text-schist-800">
            <input
              type="radio"
              name="publish"
              checked={props.publish === choice.publish}
              onChange={() => props.onPublish(choice.publish)}
              className="mt-1 size-4 accent-terracotta-700"
            />
            <span>
              <span className="font-medium text-schist-900">{choice.label}</span>
              <span className="block text-sm text-schist-600">{choice.help}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </PanelSection>
  );
}

function DropZone({ chosen }: { chosen: ChosenFiles }) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const images = chosen.mode === 'images';
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        chosen.add(event.dataTransfer.files);
      }}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center ${dragging ? 'border-terracotta-700 bg-limestone-100' : 'border-limestone-300 bg-white'}`}
    >
      <Upload aria-hidden="true" className="size-9 text-terracotta-700" />
      <p className="font-semibold text-schist-900">
        {images ? 'Drop photographs here' : 'Drop a ZIP file here'}
      </p>
      <p className="text-sm text-schist-600">
        {images
          ? `${UPLOAD_RULES.bulkImages.typeNames}, up to ${MAX_IMAGES} at a time, ${PHOTO_LIMIT} and ${UPLOAD_RULES.image.maxMegapixels} megapixels each.`
          : `One ZIP of up to ${ZIP_LIMIT}; folders inside are fine.`}
      </p>
      <label
        htmlFor={inputId}
        className="cursor-pointer rounded-full bg-schist-800 px-5 py-2.5 font-semibold text-limestone-50 focus-within:ring-2 focus-within:ring-terracotta-700 hover:bg-schist-900"
      >
        {images ? 'Choose photographs' : 'Choose a ZIP file'}
        <input
          key={chosen.mode}
          id={inputId}
          type="file"
          multiple={images}
          accept={images ? UPLOAD_RULES.bulkImages.accept : UPLOAD_RULES.zip.accept}
          className="sr-only"
          onChange={(event) => {
            if (event.currentTarget.files) chosen.add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
    </div>
  );
}

function FileList({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <div>
      <p className="text-sm font-semibold text-schist-800">
        {files.length} {files.length === 1 ? 'file' : 'files'} · {formatFileSize(total)}
      </p>
      <ul
        aria-label="Chosen files"
        className="mt-2 max-h-72 divide-y divide-limestone-200 overflow-y-auto rounded-2xl bg-white ring-1 ring-limestone-200"
      >
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`} className="flex items-center gap-3 px-4 py-2 text-sm">
            <span className="min-w-0 flex-1 truncate text-schist-900">{file.name}</span>
            <span className="tabular-nums text-schist-600">{formatFileSize(file.size)}</span>
            <button
              type="button"
              onClick={() => onRemove(index)}
              aria-label={`Remove ${file.name}`}
              className="rounded-full p-1 text-schist-700 hover:bg-limestone-200"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
