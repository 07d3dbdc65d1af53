/** A product's `image` in each form the old site wrote it, and the file (or the lack of one) each stands for. */
import { OLD_SITE_ORIGIN, SUBJECT_COLOURS } from './old-site-vocabulary.ts';
import { type PhotoJob, type Random, type Uploads, uploadStamp } from './dump-helpers.ts';

export type ImageForm =
  | 'standard'
  | 'png'
  | 'windows'
  | 'doubled'
  | 'bare'
  | 'bulk'
  | 'own-host'
  | 'external'
  | 'missing'
  | 'empty'
  | 'absent'
  | 'hostile'
  | 'duplicate-original'
  | 'duplicate-copy'
  | 'truncated'
  | 'text';

export const HOSTILE_PATHS = [
  '../../etc/passwd',
  'uploads/../../../etc/hosts',
  'uploads/%2e%2e/%2e%2e/etc/shadow',
  'C:\\Windows\\win.ini',
];
export function photoJob(
  file: string,
  format: PhotoJob['format'],
  subject: string,
  random: Random,
  aspect: PhotoJob['aspect'] = random.pick(['landscape', 'landscape', 'portrait', 'square'] as const),
): PhotoJob {
  return {
    file,
    format,
    aspect,
    colour: SUBJECT_COLOURS[subject] ?? [128, 128, 128],
    seed: random.int(1, 2 ** 31),
  };
}

type ImageContext = {
  index: number;
  name: string;
  material: string;
  createdAt: Date;
  random: Random;
  uploads: Uploads;
  stamps: Set<number>;
  hostilePath?: string;
  /** the file names of the products whose photograph was uploaded twice */
  duplicateFiles: Map<number, string>;
};

/** A product's `image` in the form `form`, with the file (or the lack of one) it stands for. */
export function productImage(form: ImageForm, context: ImageContext): string | undefined {
  const { name, material, random, uploads } = context;
  const stamp = uploadStamp(context.stamps, context.createdAt);
  const jpeg = `${stamp}-${name}.jpg`;
  const photo = (file: string, format: PhotoJob['format'] = 'jpeg') =>
    uploads.photos.push(photoJob(file, format, material, random));
  switch (form) {
    case 'standard':
      photo(jpeg);
      return `uploads/${jpeg}`;
    case 'duplicate-original':
      photo(jpeg);
      context.duplicateFiles.set(context.index, jpeg);
      return `uploads/${jpeg}`;
    case 'png':
      photo(`${stamp}-${name}.png`, 'png');
      return `uploads/${stamp}-${name}.png`;
    case 'windows':
      photo(`${stamp}.jpeg`);
      return `uploads\\${stamp}.jpeg`;
    case 'doubled':
      photo(jpeg);
      return `/uploads/uploads/${jpeg}`;
    case 'bare':
      photo(jpeg);
      return jpeg;
    case 'bulk': {
      const file = `bulk_${stamp}_IMG_${random.int(1000, 9999)}.jpg`;
      photo(file);
      return `uploads/${file}`;
    }
    case 'own-host':
      photo(jpeg);
      return `${OLD_SITE_ORIGIN}/uploads/${jpeg}`;
    case 'external': {
      const url = random.chance(0.5)
        ? `https://images.example-cdn.com/p/${random.int(100, 99999)}.jpg`
        : `http://static.example.net/stone/${name}-${random.int(1, 999)}.jpg`;
      uploads.externalUrls.push(url);
      return url;
    }
    case 'missing':
      uploads.missingFiles.push(`uploads/${jpeg}`);
      return `uploads/${jpeg}`;
    case 'empty':
      return '';
    case 'absent':
      return undefined;
    case 'hostile':
      uploads.hostilePaths.push(context.hostilePath!);
      return context.hostilePath;
    case 'duplicate-copy':
      // the original's bytes are copied here once all photographs exist
      context.duplicateFiles.set(context.index, jpeg);
      return `uploads/${jpeg}`;
    case 'truncated':
      uploads.photos.push({ ...photoJob(jpeg, 'jpeg', material, random), truncate: true });
      uploads.unreadableFiles.push(`uploads/${jpeg}`);
      return `uploads/${jpeg}`;
    case 'text':
      uploads.texts.push({
        file: jpeg,
        text: '<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n',
      });
      uploads.unreadableFiles.push(`uploads/${jpeg}`);
      return `uploads/${jpeg}`;
  }
}
