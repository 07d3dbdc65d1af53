import { useState } from 'react';
import { hasExtension, megabytes, UPLOAD_RULES } from '#common/admin/uploads.ts';
import type { BulkMode } from './use-bulk-job.ts';

const { bulkImages, zip: ZIP } = UPLOAD_RULES;
export const MAX_IMAGES = bulkImages.maxFiles;
export const PHOTO_LIMIT = megabytes(UPLOAD_RULES.image.maxBytes);
export const ZIP_LIMIT = megabytes(ZIP.maxBytes);

const isZip = (file: File) =>
  file.type === 'application/zip' ||
  file.type === 'application/x-zip-compressed' ||
  hasExtension(file.name, ZIP);

/**
 * The files an upload keeps when `added` join those chosen before, and what the admin is told about the rest. The
 * type the system gives a file is a hint (the server decides by content): its name counts too. Null files: the
 * choice stays as it was.
 */
export function chooseFiles(
  mode: BulkMode,
  current: File[],
  added: File[],
): { files: File[] | null; notice: string | null } {
  if (mode === 'zip') {
    const zip = added.find(isZip);
    if (!zip) return { files: null, notice: 'Please choose a ZIP file.' };
    if (zip.size > ZIP.maxBytes)
      return { files: null, notice: `The ZIP file is larger than ${ZIP_LIMIT}. Split it into smaller ones.` };
    return { files: [zip], notice: added.length > 1 ? 'One ZIP file per upload: the first was kept.' : null };
  }
  const images = added.filter(
    (file) => file.type.startsWith('image/') || hasExtension(file.name, bulkImages),
  );
  const tooLarge = images.filter((file) => file.size > UPLOAD_RULES.image.maxBytes);
  const merged = [...current, ...images.filter((file) => !tooLarge.includes(file))];
  const notices = [
    images.length < added.length ? `Only image files (${bulkImages.typeNames}) were kept.` : null,
    tooLarge.length > 0
      ? `Not added, over the ${PHOTO_LIMIT} limit per photograph: ${tooLarge.map((file) => file.name).join(', ')}.`
      : null,
    merged.length > MAX_IMAGES
      ? `At most ${MAX_IMAGES} images per upload: the first ${MAX_IMAGES} were kept. Upload the rest next, or as a ZIP.`
      : null,
  ].filter((line) => line !== null);
  return { files: merged.slice(0, MAX_IMAGES), notice: notices.length > 0 ? notices.join(' ') : null };
}

/** The files chosen for the next upload, photographs or one ZIP, with the notice about what was left out. */
export function useChosenFiles() {
  const [mode, setMode] = useState<BulkMode>('images');
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    mode,
    files,
    notice,
    setNotice,
    add(list: FileList | File[]) {
      const chosen = chooseFiles(mode, files, [...list]);
      setNotice(chosen.notice);
      if (chosen.files) setFiles(chosen.files);
    },
    remove: (index: number) => setFiles(files.filter((_, n) => n !== index)),
    clear: () => setFiles([]),
    /** Photographs and a ZIP do not mix: switching starts the choice again. */
    switchMode(next: BulkMode) {
      setMode(next);
      setFiles([]);
      setNotice(null);
    },
  };
}

export type ChosenFiles = ReturnType<typeof useChosenFiles>;
