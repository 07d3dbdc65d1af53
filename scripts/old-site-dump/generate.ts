/**
 * A realistic copy of the old site's MongoDB, as `mongodump` (BSON) or `mongoexport` (Extended JSON) writes
 * it, with an uploads folder of real files: the input of the old-site import's tests and benchmark. Every
 * defect of the real data is in it (missing and malformed fields, legacy image paths, broken documents,
 * missing and unreadable files, paths that try to leave the uploads folder), placed deterministically: the
 * same seed gives the same collection files, apart from the admins' bcrypt salts.
 */
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { deserialize, Double, EJSON, Int32, Long, ObjectId, serialize, type Document } from 'bson';
import sharp from 'sharp';
import { createRandom } from '#server/demo/stone-texture.ts';

export type DumpForm = 'bson' | 'json-relaxed' | 'json-canonical';
export type OldCollectionName =
  'products' | 'visitplaces' | 'masters' | 'subcategories' | 'categoryorders' | 'admins';

export type GenerateOptions = {
  /** folder to create (created if missing; must be empty if it exists) */
  out: string;
  form: DumpForm;
  /** json forms only: one JSON array per file (mongoexport --jsonArray) instead of JSON lines */
  jsonArray?: boolean;
  products: number;
  /** default 1 */
  seed?: number;
  /** approximate size of each photograph; default 30 000 bytes */
  photoBytes?: number;
  /** called as photographs are written */
  onProgress?: (done: number, total: number) => void;
};

export type GeneratedDump = {
  /** what to pass to --from: `${out}/dump` for bson (files in `dump/gandhara/`), `${out}/export` for json */
  dumpDir: string;
  /** what to pass to --uploads: `${out}/uploads` */
  uploadsDir: string;
  /**
   * every collection's documents in file order, as reading the dump gives them (ObjectId, Date, numbers,
   * strings); null where the document was written deliberately broken (unreadable)
   */
  collections: Record<OldCollectionName, (Record<string, unknown> | null)[]>;
  /** e-mail (as stored) -> plaintext password of its bcrypt hash */
  adminPasswords: Record<string, string>;
  /**
   * The four lists below are disjoint, and hold paths exactly as written in the records.
   * Local paths (inside the uploads folder) whose file is not there.
   */
  missingFiles: string[];
  /** local paths whose file exists but is not a decodable image (a truncated JPEG, a text file named .jpg) */
  unreadableFiles: string[];
  /** paths that point outside the uploads folder, e.g. '../../etc/passwd' */
  hostilePaths: string[];
  /** http(s) image URLs on other hosts, with no file */
  externalUrls: string[];
};

/** The old site's own address: a full URL on it names a file of the uploads folder. */
const OLD_SITE_ORIGIN = 'https://gandhara-arts-and-taxila-stone-crafts.com';
const DATABASE = 'gandhara';
/** Records were created between the site's launch and the dump. */
const FIRST_DAY = Date.UTC(2023, 0, 1);
const LAST_DAY = Date.UTC(2025, 9, 1);
const DAY = 86_400_000;
const DEFAULT_PHOTO_BYTES = 30_000;
/** Photographs drawn at once: enough to keep both libvips threads busy while the next one is drawn in JS. */
const PHOTO_CONCURRENCY = 3;
const PROMO_VIDEO = path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4');

/** The categories of the old site's category-order document, in order; it appended "Marble Inlay" itself. */
const CATEGORY_ORDER = [
  'Gandhara Art',
  'Antique Products',
  'Calligraphy',
  'Crockery',
  'Home Decor',
  'Garden Decor',
  'Fireplaces',
  'Building Embellishing',
  'Fountains',
  'Ashtray and Mortar',
  'Decorative Motive',
  'Stone Sanitary',
  'Moulded Art',
  'Jewellery',
  'Carved Stone',
  'Precious Stone',
  'Salt',
  'featuredProducts',
  'Luxary Collection',
  'Raw Stone',
  'Mortar and Pestle',
  'Grinding Mills',
  'Coin',
  'Grave Designs',
  'Marble Inlay',
];
const HIDDEN_CATEGORIES = ['Coin', 'Grave Designs'];

type Craft = {
  noun: string;
  /** the word the old admin's upload put in the file name */
  file: string;
  category: string;
  materials: readonly string[];
  /** how often the shop lists one, relative to the others */
  weight: number;
};

// prettier-ignore
const CRAFTS: readonly Craft[] = [
  { noun: 'Buddha Head', file: 'buddha-head', category: 'Gandhara Art', materials: ['Grey Schist', 'Green Schist'], weight: 3 },
  { noun: 'Seated Buddha', file: 'seated-buddha', category: 'Gandhara Art', materials: ['Grey Schist', 'Green Schist'], weight: 3 },
  { noun: 'Standing Buddha', file: 'standing-buddha', category: 'Gandhara Art', materials: ['Grey Schist'], weight: 2 },
  { noun: 'Bodhisattva Maitreya', file: 'bodhisattva', category: 'Gandhara Art', materials: ['Grey Schist'], weight: 1 },
  { noun: 'Relief Panel', file: 'panel', category: 'Gandhara Art', materials: ['Grey Schist', 'Green Schist'], weight: 2 },
  { noun: 'Frieze', file: 'frieze', category: 'Gandhara Art', materials: ['Grey Schist'], weight: 1 },
  { noun: 'Vase', file: 'vase', category: 'Home Decor', materials: ['Onyx', 'Marble'], weight: 3 },
  { noun: 'Candle Holder', file: 'candle-holder', category: 'Home Decor', materials: ['Onyx', 'Marble', 'Soapstone'], weight: 1 },
  { noun: 'Jewellery Box', file: 'box', category: 'Home Decor', materials: ['Soapstone', 'Onyx'], weight: 1 },
  { noun: 'Mortar and Pestle', file: 'mortar', category: 'Mortar and Pestle', materials: ['Marble', 'Granite', 'Onyx'], weight: 2 },
  { noun: 'Ashtray', file: 'ashtray', category: 'Ashtray and Mortar', materials: ['Onyx', 'Marble'], weight: 3 },
  { noun: 'Fountain', file: 'fountain', category: 'Fountains', materials: ['Sandstone', 'Marble'], weight: 2 },
  { noun: 'Planter', file: 'planter', category: 'Garden Decor', materials: ['Sandstone', 'Granite'], weight: 1 },
  { noun: 'Garden Lantern', file: 'lantern', category: 'Garden Decor', materials: ['Sandstone', 'Granite'], weight: 1 },
  { noun: 'Pendant', file: 'pendant', category: 'Jewellery', materials: ['Lapis Lazuli', 'Jade'], weight: 1 },
  { noun: 'Bead Necklace', file: 'necklace', category: 'Jewellery', materials: ['Lapis Lazuli', 'Jade'], weight: 1 },
  { noun: 'Lamp', file: 'lamp', category: 'Salt', materials: ['Himalayan Salt'], weight: 2 },
  { noun: 'Headstone', file: 'headstone', category: 'Grave Designs', materials: ['Granite', 'Marble'], weight: 1 },
  { noun: 'Fireplace Mantel', file: 'fireplace', category: 'Fireplaces', materials: ['Marble', 'Sandstone'], weight: 1 },
  { noun: 'Jali Screen', file: 'jali', category: 'Building Embellishing', materials: ['Sandstone', 'Marble'], weight: 1 },
  { noun: 'Calligraphy Panel', file: 'calligraphy', category: 'Calligraphy', materials: ['Marble', 'Sandstone'], weight: 1 },
  { noun: 'Antique Coin', file: 'coin', category: 'Coin', materials: ['Copper', 'Silver'], weight: 1 },
  { noun: 'Dinner Plate Set', file: 'plates', category: 'Crockery', materials: ['Marble', 'Onyx'], weight: 1 },
  { noun: 'Fruit Bowl', file: 'bowl', category: 'Crockery', materials: ['Onyx', 'Marble'], weight: 1 },
  { noun: 'Wash Basin', file: 'basin', category: 'Stone Sanitary', materials: ['Marble', 'Granite'], weight: 1 },
  { noun: 'Grinding Mill', file: 'chakki', category: 'Grinding Mills', materials: ['Granite'], weight: 1 },
  { noun: 'Rough Block', file: 'raw', category: 'Raw Stone', materials: ['Onyx', 'Jade', 'Lapis Lazuli'], weight: 1 },
  { noun: 'Elephant Figurine', file: 'elephant', category: 'Moulded Art', materials: ['Marble', 'Soapstone'], weight: 1 },
  { noun: 'Lotus Motif', file: 'motif', category: 'Decorative Motive', materials: ['Marble', 'Sandstone'], weight: 1 },
  { noun: 'Carved Pillar', file: 'pillar', category: 'Carved Stone', materials: ['Grey Schist', 'Sandstone'], weight: 1 },
  { noun: 'Tumbled Gemstones', file: 'gemstones', category: 'Precious Stone', materials: ['Lapis Lazuli', 'Jade'], weight: 1 },
  { noun: 'Oil Lamp', file: 'oil-lamp', category: 'Antique Products', materials: ['Soapstone', 'Grey Schist'], weight: 1 },
];
const WEIGHTED_CRAFTS = CRAFTS.flatMap((craft) => Array<Craft>(craft.weight).fill(craft));
const TITLE_PLACES = ['Taxila', 'Sirkap', 'Jaulian', 'Dharmarajika', 'Takht-i-Bahi', 'Swat', 'Mardan'];
const TITLE_ADJECTIVES = ['Hand-carved', 'Large', 'Small', 'Polished', 'Antique-finish', 'Museum Replica'];

/** The colour of a photograph's subject, RGB: a stone by its name, a heritage site, a craftsman. */
const SUBJECT_COLOURS: Record<string, readonly [number, number, number]> = {
  'Grey Schist': [112, 112, 108],
  'Green Schist': [92, 110, 96],
  Marble: [226, 222, 214],
  Onyx: [196, 176, 128],
  Sandstone: [196, 150, 104],
  Soapstone: [170, 170, 150],
  Granite: [120, 112, 110],
  Jade: [88, 140, 100],
  'Lapis Lazuli': [40, 64, 150],
  'Himalayan Salt': [230, 150, 120],
  Copper: [170, 100, 60],
  Silver: [190, 190, 196],
  Landscape: [176, 138, 96],
  Portrait: [168, 120, 90],
};

const SUBCATEGORIES: readonly { name: string; parent?: string; visible?: boolean }[] = [
  { name: 'Buddha Sculptures', parent: 'Gandhara Art' },
  { name: 'Relief Panels', parent: 'Gandhara Art' },
  { name: 'Friezes', parent: 'Gandhara Art', visible: false },
  { name: 'Vases', parent: 'Home Decor' },
  { name: 'Candle Holders', parent: 'Home Decor' },
  { name: 'Planters', parent: 'Garden Decor' },
  { name: 'Outdoor Statues', parent: 'Garden Decor' },
  { name: 'Wall Fountains', parent: 'Fountains' },
  { name: 'Floor Fountains', parent: 'Fountains' },
  { name: 'Arabic Calligraphy', parent: 'Calligraphy' },
  { name: 'Urdu Calligraphy', parent: 'Calligraphy' },
  // the parent exists nowhere else, and the last one was saved before the parent field existed
  { name: 'Engraved Boxes', parent: 'Soapstone Boxes' },
  { name: 'Miscellaneous' },
];

type PlaceSpec = {
  name: string;
  tourCategory?: string;
  coordinates: [number, number];
  district: string;
  province: string;
  attractions: string[];
};

// prettier-ignore
const PLACES: readonly PlaceSpec[] = [
  { name: 'Taxila Museum', tourCategory: 'Featured', coordinates: [72.8228, 33.7463], district: 'Rawalpindi', province: 'Punjab', attractions: ['Gandhara sculpture gallery', 'Coin collection', 'Museum garden'] },
  { name: 'Dharmarajika Stupa', tourCategory: 'Historical', coordinates: [72.8406, 33.7283], district: 'Rawalpindi', province: 'Punjab', attractions: ['Great stupa', 'Votive stupas', 'Monastery ruins'] },
  { name: 'Sirkap', tourCategory: 'Historical', coordinates: [72.8306, 33.7561], district: 'Rawalpindi', province: 'Punjab', attractions: ['Double-headed eagle stupa', 'Main street', 'Apsidal temple'] },
  { name: 'Jaulian Monastery', tourCategory: 'Cultural', coordinates: [72.8619, 33.7633], district: 'Haripur', province: 'Khyber Pakhtunkhwa', attractions: ['Healing Buddha', 'Monks’ cells', 'Stucco sculptures'] },
  { name: 'Mohra Moradu', tourCategory: 'Historical', coordinates: [72.865, 33.75], district: 'Rawalpindi', province: 'Punjab', attractions: ['Monolithic stupa', 'Monastery courtyard'] },
  { name: 'Bhir Mound', tourCategory: 'Historical', coordinates: [72.8194, 33.745], district: 'Rawalpindi', province: 'Punjab', attractions: ['Oldest city of Taxila', 'Street plan'] },
  { name: 'Jandial Temple', tourCategory: 'Cultural', coordinates: [72.8325, 33.7622], district: 'Rawalpindi', province: 'Punjab', attractions: ['Ionic columns', 'Greek-style temple'] },
  { name: 'Khanpur Lake', tourCategory: 'Adventure', coordinates: [72.932, 33.802], district: 'Haripur', province: 'Khyber Pakhtunkhwa', attractions: ['Boating', 'Cliff jumping', 'Jet skiing'] },
  { name: 'Giri Fort', tourCategory: 'Adventure', coordinates: [72.88, 33.71], district: 'Rawalpindi', province: 'Punjab', attractions: ['Hike to the fort', 'Spring', 'Shrine'] },
  { name: 'Sirsukh', tourCategory: 'Historical', coordinates: [72.849, 33.765], district: 'Rawalpindi', province: 'Punjab', attractions: ['Kushan city walls'] },
  { name: 'Kalawan', tourCategory: '', coordinates: [72.86, 33.74], district: 'Rawalpindi', province: 'Punjab', attractions: ['Assembly hall', 'Chapel stupa'] },
  { name: 'Pipplian', coordinates: [72.862, 33.765], district: 'Haripur', province: 'Khyber Pakhtunkhwa', attractions: ['Monastery', 'Stupa court'] },
  { name: 'Hasan Abdal (Gurdwara Panja Sahib)', tourCategory: 'cultural', coordinates: [72.689, 33.819], district: 'Attock', province: 'Punjab', attractions: ['Panja Sahib', 'Sacred spring', 'Mughal garden'] },
  { name: 'Margalla Pass Monument', tourCategory: 'Historical', coordinates: [72.8056, 33.7069], district: 'Rawalpindi', province: 'Punjab', attractions: ['Nicholson’s obelisk', 'Old Grand Trunk Road'] },
];

const MASTERS: readonly { name: string; specialty: string; experience: number | string }[] = [
  { name: 'Ustad Muhammad Rafiq', specialty: 'Gandhara Art', experience: 42 },
  { name: 'Ghulam Sarwar', specialty: 'Stone Carving', experience: 31 },
  { name: 'Noor Muhammad', specialty: 'Antique Restoration', experience: 18 },
  // typed into a text box of the old admin, so stored as a string
  { name: 'Abdul Hameed', specialty: 'Calligraphy', experience: '25' },
  { name: 'Zahid Mehmood', specialty: 'Jewellery Making', experience: 12 },
];
/** The master whose document is written broken. */
const BROKEN_MASTER = 2;
/** The master whose portrait file is not in the uploads folder. */
const MASTER_WITHOUT_FILE = 4;

type Random = ReturnType<typeof randomTools>;

function randomTools(seed: number) {
  const next = createRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (probability: number) => next() < probability,
    hex: (bytes: number) =>
      Array.from({ length: bytes }, () =>
        Math.floor(next() * 256)
          .toString(16)
          .padStart(2, '0'),
      ).join(''),
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    date: (from: number, to: number) => new Date(from + Math.floor(next() * (to - from))),
  };
}

/** Each collection draws from its own stream: a change to one leaves the others' documents as they were. */
const streamSeed = (seed: number, stream: number) => (Math.imul(seed, 2654435761) + stream * 40503) >>> 0;

/** An ObjectId as MongoDB makes it: the creation second, then bytes that only need to be unique. */
function objectIdAt(date: Date, random: Random): ObjectId {
  return new ObjectId(
    Math.floor(date.getTime() / 1000)
      .toString(16)
      .padStart(8, '0') + random.hex(8),
  );
}

/** The old site's slug rule: lowercase ASCII, everything else a hyphen, cut at 100 characters. */
function oldSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

function timestamps(random: Random): { createdAt: Date; updatedAt: Date } {
  const createdAt = random.date(FIRST_DAY, LAST_DAY - 30 * DAY);
  const updatedAt = random.date(createdAt.getTime(), LAST_DAY);
  return { createdAt, updatedAt };
}

/** One document as written; a broken one is written so that no reader can take it. */
type DumpDocument = { doc: Document; broken?: boolean };

/** A file the generator puts in the uploads folder, by its path inside that folder. */
type PhotoJob = {
  file: string;
  format: 'jpeg' | 'png';
  aspect: 'landscape' | 'portrait' | 'square';
  colour: readonly [number, number, number];
  seed: number;
  /** an upload cut short: the file keeps its first bytes only */
  truncate?: boolean;
};

/** What the records point at: the files to make, and the references that have no readable file. */
type Uploads = {
  photos: PhotoJob[];
  /** the same photograph uploaded twice under two names */
  copies: { from: string; to: string }[];
  texts: { file: string; text: string }[];
  videos: { file: string; source: string }[];
  missingFiles: string[];
  unreadableFiles: string[];
  hostilePaths: string[];
  externalUrls: string[];
};

/** Unix milliseconds, as the old upload handler put them in file names; unique in the dump. */
function uploadStamp(taken: Set<number>, date: Date): number {
  let stamp = date.getTime();
  while (taken.has(stamp)) stamp++;
  taken.add(stamp);
  return stamp;
}

/**
 * Deals a field's defects out to product indexes: each index gets at most one defect of the field, so that
 * every defect is really there for the import to meet.
 */
function dealer(random: Random, indexes: readonly number[]) {
  const deck = random.shuffle(indexes);
  return (count: number): Set<number> => {
    if (count > deck.length) throw new Error('Too few products for the defects of one field.');
    return new Set(deck.splice(0, count));
  };
}

type ImageForm =
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

const HOSTILE_PATHS = [
  '../../etc/passwd',
  'uploads/../../../etc/hosts',
  'uploads/%2e%2e/%2e%2e/etc/shadow',
  'C:\\Windows\\win.ini',
];
const INVALID_SLUGS = [
  'Buddha Head Large',
  'onyx_vase',
  'vase--double',
  'crème-vase',
  // 130 characters: a title pasted whole into the slug field
  'gandhara-art-large-hand-carved-grey-schist-standing-buddha-statue-with-halo-and-flowing-robes-kushan-period-museum-replicas-taxila',
  'گندھارا-بدھا',
];
/** Titles as typed into the old admin; a readable one brings the craft it names to the rest of the record. */
const SPECIAL_TITLES: readonly { title: string | number | undefined; craft?: string; material?: string }[] = [
  { title: 'گندھارا بدھا مجسمہ', craft: 'Seated Buddha', material: 'Grey Schist' },
  { title: 'Crème Onyx Vase', craft: 'Vase', material: 'Onyx' },
  { title: 'Jaulian Stūpa Relief', craft: 'Relief Panel', material: 'Grey Schist' },
  { title: 1234 },
  { title: undefined },
  { title: '   ' },
];

function buildProducts(count: number, random: Random, uploads: Uploads, stamps: Set<number>): DumpDocument[] {
  const all = Array.from({ length: count }, (_, index) => index);
  const broken = new Set(random.shuffle(all).slice(0, 2));
  const readable = all.filter((index) => !broken.has(index));
  const few = (rate: number, least = 1) => Math.max(least, Math.round(count * rate));

  const slugDeal = dealer(random, readable);
  const slugAbsent = slugDeal(few(0.03));
  const slugNull = slugDeal(few(0.005));
  const slugEmpty = slugDeal(few(0.005));
  const slugInvalid = [...slugDeal(INVALID_SLUGS.length)];
  const slugPairs = [...slugDeal(few(0.001, 2) * 2)];

  const titleSpecial = [...dealer(random, readable)(SPECIAL_TITLES.length)];

  const keywordDeal = dealer(random, readable);
  const keywordsAsString = keywordDeal(few(0.1));
  const keywordsAbsent = keywordDeal(few(0.02));

  const priceDeal = dealer(random, readable);
  const priceZero = priceDeal(Math.round(count * 0.3));
  const [priceString, priceNegative, priceAbsent] = [...priceDeal(3)];

  const imageDeal = dealer(random, readable);
  const imageForms = new Map<number, ImageForm>();
  const assign = (form: ImageForm, indexes: Iterable<number>) => {
    for (const index of indexes) imageForms.set(index, form);
  };
  assign('png', imageDeal(few(0.03)));
  assign('windows', imageDeal(few(0.03)));
  assign('doubled', imageDeal(few(0.02)));
  assign('bare', imageDeal(few(0.02)));
  assign('bulk', imageDeal(few(0.05)));
  assign('own-host', imageDeal(few(0.02)));
  assign('external', imageDeal(few(0.02)));
  assign('missing', imageDeal(few(0.02)));
  assign('empty', imageDeal(1));
  assign('absent', imageDeal(1));
  assign('truncated', imageDeal(1));
  assign('text', imageDeal(1));
  const hostile = [...imageDeal(HOSTILE_PATHS.length)];
  assign('hostile', hostile);
  const duplicates = [...imageDeal(few(0.001) * 2)];
  assign(
    'duplicate-original',
    duplicates.filter((_, position) => position % 2 === 0),
  );
  assign(
    'duplicate-copy',
    duplicates.filter((_, position) => position % 2 === 1),
  );
  const gallery = imageDeal(few(0.03, 2));

  const categoryDeal = dealer(random, readable);
  const lowerLuxury = categoryDeal(1);
  const subcategoryNamed = [...categoryDeal(few(0.02, 2))];
  const marbleInlay = categoryDeal(few(0.02));
  const [categoriesString, categoriesAbsent, categoriesEmpty] = [...categoryDeal(3)];

  const flagDeal = dealer(random, readable);
  const inactive = flagDeal(few(0.05));
  const featured = [...flagDeal(few(0.05, 2))];
  const soldOut = flagDeal(few(0.05));
  const [soldOutUndated] = [...flagDeal(1)];

  const recordDeal = dealer(random, readable);
  const [createdAtString, updatedAtAbsent, legacyId] = [...recordDeal(3)];
  const seoAbsent = recordDeal(few(0.15));
  const viewCountLong = recordDeal(few(0.02));

  const duplicateFiles = new Map<number, string>();
  const taken = new Set<string>();
  const documents: DumpDocument[] = [];
  const slugs: string[] = [];
  for (let index = 0; index < count; index++) {
    const special = SPECIAL_TITLES[titleSpecial.indexOf(index)];
    const craft = CRAFTS.find(({ noun }) => noun === special?.craft) ?? random.pick(WEIGHTED_CRAFTS);
    const material = special?.material ?? random.pick(craft.materials);
    const size = random.int(3, 36) * 5;
    const generatedTitle = productTitle(craft, material, size, random);
    const title = typeof special?.title === 'string' && special.title.trim() ? special.title : generatedTitle;
    const categories = productCategories(craft, random);
    const { createdAt, updatedAt } = timestamps(random);
    const _id = objectIdAt(createdAt, random);

    let slug = oldSlug(`${categories[0]} ${title}`);
    for (let n = 2; taken.has(slug); n++) slug = `${oldSlug(`${categories[0]} ${title}`).slice(0, 96)}-${n}`;
    taken.add(slug);
    slugs.push(slug);

    const keywords = [
      craft.noun.toLowerCase(),
      material.toLowerCase(),
      'taxila',
      'gandhara',
      'handmade',
    ].slice(0, random.int(3, 5));
    const description =
      `${title}. Hand-carved by the craftsmen of Taxila from ${material.toLowerCase()}, about ${size} cm. ` +
      random.pick([
        'Each piece is one of a kind; small differences in colour and veining are part of the stone.',
        'Packed in a wooden crate and shipped worldwide.',
        'Made to order in about three weeks.',
        'A faithful copy of a piece in the Taxila Museum.',
      ]);
    const shortDescription = `Hand-carved ${material.toLowerCase()} ${craft.noun.toLowerCase()} from Taxila, about ${size} cm.`;
    const focusKeyword = `${material} ${craft.noun}`.toLowerCase();

    const doc: Document = { _id, title, keywords, description, price: productPrice(random) };
    // a broken document is never read, so it points at no file
    const imageForm = broken.has(index) ? 'absent' : (imageForms.get(index) ?? 'standard');
    const image = productImage(imageForm, {
      index,
      name: craft.file,
      material,
      createdAt,
      random,
      uploads,
      stamps,
      hostilePath: HOSTILE_PATHS[hostile.indexOf(index)],
      duplicateFiles,
    });
    if (image !== undefined) doc.image = image;
    if (gallery.has(index) && typeof image === 'string') {
      doc.images = [image];
      for (const view of ['side', 'back'].slice(0, random.int(1, 2))) {
        const stamp = uploadStamp(stamps, createdAt);
        const file = `${stamp}-${craft.file}-${view}.jpg`;
        uploads.photos.push(photoJob(file, 'jpeg', material, random));
        doc.images.push(`uploads/${file}`);
      }
    }
    doc.categories = categories;
    doc.slug = slug;
    const seoDate = random.date(createdAt.getTime(), updatedAt.getTime());
    if (!seoAbsent.has(index)) {
      const seoTitle = `${title} | Gandhara Arts`;
      Object.assign(doc, {
        seoTitle: seoTitle.length <= 60 ? seoTitle : title.slice(0, 60).trim(),
        seoDescription: `${shortDescription} Shipped worldwide from the workshops of Taxila.`.slice(0, 160),
        imageAlt: `${title}, ${material.toLowerCase()}, Gandhara Arts Taxila`.slice(0, 125),
        metaKeywords: [
          focusKeyword,
          material.toLowerCase(),
          'taxila stone crafts',
          craft.category.toLowerCase(),
        ],
        ...(random.chance(0.3) ? { canonicalUrl: `${OLD_SITE_ORIGIN}/product/${slug}` } : {}),
        focusKeyword,
        shortDescription: shortDescription.slice(0, 200),
        seoScore: random.int(35, 100),
        lastSEOUpdate: seoDate,
      });
    }
    const featuredUntil = featured.includes(index)
      ? featured.indexOf(index) % 2 === 0
        ? random.date(createdAt.getTime(), LAST_DAY)
        : random.date(LAST_DAY + 400 * DAY, LAST_DAY + 800 * DAY)
      : null;
    Object.assign(doc, {
      isActive: !inactive.has(index),
      isFeatured: featuredUntil !== null,
      featuredUntil,
      isSoldOut: soldOut.has(index) || index === soldOutUndated,
      soldOutAt: soldOut.has(index) ? random.date(createdAt.getTime(), updatedAt.getTime()) : null,
      viewCount: Math.floor(random.next() ** 3 * 5000),
      createdAt,
      updatedAt,
      __v: 0,
    });

    // the defects of this product, one field at a time
    if (slugAbsent.has(index)) delete doc.slug;
    if (slugNull.has(index)) doc.slug = null;
    if (slugEmpty.has(index)) doc.slug = '';
    const invalid = slugInvalid.indexOf(index);
    if (invalid >= 0) doc.slug = INVALID_SLUGS[invalid];
    if ((doc.slug === undefined || doc.slug === null || doc.slug === '') && doc.canonicalUrl)
      delete doc.canonicalUrl;
    if (special && special.title === undefined) delete doc.title;
    else if (special) doc.title = special.title;
    if (keywordsAsString.has(index)) doc.keywords = keywords.join(', ');
    if (keywordsAbsent.has(index)) delete doc.keywords;
    if (priceZero.has(index)) doc.price = 0;
    if (index === priceString) doc.price = '250';
    if (index === priceNegative) doc.price = -35;
    if (index === priceAbsent) delete doc.price;
    if (lowerLuxury.has(index)) doc.categories = [craft.category, 'luxury collection'];
    const subcategory = subcategoryNamed.indexOf(index);
    if (subcategory >= 0)
      doc.categories = [subcategory % 2 === 0 ? 'Buddha Sculptures' : 'Wall Fountains', craft.category];
    if (marbleInlay.has(index)) doc.categories = ['Marble Inlay', ...categories];
    if (index === categoriesString) doc.categories = craft.category;
    if (index === categoriesAbsent) delete doc.categories;
    if (index === categoriesEmpty) doc.categories = [];
    if (index === createdAtString) doc.createdAt = createdAt.toISOString();
    if (index === updatedAtAbsent) delete doc.updatedAt;
    if (index === legacyId) doc._id = 'legacy-42';
    if (viewCountLong.has(index)) doc.viewCount = Long.fromNumber(doc.viewCount as number);

    documents.push({ doc, broken: broken.has(index) });
  }
  // two products that share a slug: the old site checked for duplicates only when the slug was typed by hand
  for (let pair = 0; pair < slugPairs.length; pair += 2) {
    const [first, second] = [slugPairs[pair]!, slugPairs[pair + 1]!];
    documents[second]!.doc.slug = slugs[first];
  }
  for (let pair = 0; pair < duplicates.length; pair += 2)
    uploads.copies.push({
      from: duplicateFiles.get(duplicates[pair]!)!,
      to: duplicateFiles.get(duplicates[pair + 1]!)!,
    });
  return documents;
}

function productTitle(craft: Craft, material: string, size: number, random: Random): string {
  switch (random.int(0, 4)) {
    case 0:
      return `${craft.noun} in ${material}`;
    case 1:
      return `${material} ${craft.noun}`;
    case 2:
      return `${random.pick(TITLE_ADJECTIVES)} ${material} ${craft.noun}`;
    case 3:
      return `${random.pick(TITLE_PLACES)} ${craft.noun}`;
    default:
      return `${craft.noun} \u2013 ${material}, ${size} cm`;
  }
}

/** The old admin's keys: "featuredProducts" and "Luxary Collection" put a product on the home page. */
function productCategories(craft: Craft, random: Random): string[] {
  const categories = [craft.category];
  if (craft.category === 'Mortar and Pestle' && random.chance(0.6)) categories.push('Ashtray and Mortar');
  if (random.chance(0.1)) categories.push('Ashtray and Mortar');
  if (random.chance(0.15)) categories.unshift('featuredProducts');
  else if (random.chance(0.1)) categories.push('featuredProducts');
  if (random.chance(0.15)) categories.push('Luxary Collection');
  return [...new Set(categories)];
}

/** Prices as the old admin stored them: a Double with cents, or a whole number as Int32 or as a Double. */
function productPrice(random: Random): Double | Int32 {
  const whole = random.int(2, 500) * 5;
  switch (random.int(0, 2)) {
    case 0:
      return new Double(whole - 0.01);
    case 1:
      return new Int32(whole);
    default:
      return new Double(whole);
  }
}

function photoJob(
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
function productImage(form: ImageForm, context: ImageContext): string | undefined {
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

/** Slugs typed by hand in the old admin: one left out, one copied from another place, one with a '_'. */
const PLACE_SLUGS: Record<string, string | undefined> = {
  'Giri Fort': undefined,
  Sirsukh: 'sirkap',
  'Mohra Moradu': 'Mohra_Moradu',
};

function buildVisitPlaces(random: Random, uploads: Uploads, stamps: Set<number>): DumpDocument[] {
  return PLACES.map((place, index) => {
    const { createdAt, updatedAt } = timestamps(random);
    const name = oldSlug(place.name);
    const stamp = uploadStamp(stamps, createdAt);
    const jpeg = `${stamp}-${name}.jpg`;
    const photo = (file: string) =>
      uploads.photos.push(photoJob(file, 'jpeg', 'Landscape', random, 'landscape'));
    let image: string | null = `uploads/${jpeg}`;
    // the first places were saved before the video field existed
    let video: string | null | undefined = index < 3 ? undefined : null;
    // the legacy path forms, one place each
    if (place.name === 'Dharmarajika Stupa') {
      photo(`${stamp}.jpeg`);
      image = `uploads\\${stamp}.jpeg`;
    } else if (place.name === 'Sirkap') {
      photo(jpeg);
      image = `/uploads/${jpeg}`;
    } else if (place.name === 'Jaulian Monastery') {
      photo(jpeg);
      image = `${OLD_SITE_ORIGIN}/uploads/${jpeg}`;
    } else if (place.name === 'Sirsukh') {
      photo(jpeg);
      image = `/uploads/uploads/${jpeg}`;
    } else if (place.name === 'Hasan Abdal (Gurdwara Panja Sahib)') {
      photo(jpeg);
      image = jpeg;
    } else if (place.name === 'Bhir Mound') {
      uploads.missingFiles.push(image);
    } else if (place.name === 'Kalawan') {
      image = '';
    } else if (place.name === 'Khanpur Lake') {
      const file = `videos/video-${stamp}-${random.int(100000, 999999)}.mp4`;
      uploads.videos.push({ file, source: PROMO_VIDEO });
      image = null;
      video = `uploads\\${file.replace('/', '\\')}`;
    } else {
      photo(jpeg);
    }

    const doc: Document = {
      _id: objectIdAt(createdAt, random),
      name: place.name,
      description:
        `${place.name} is one of the heritage sites of the Taxila valley. ` +
        `Our guides take you there from the workshop and back in half a day.`,
      image,
    };
    if (video !== undefined) doc.video = video;
    if (place.name === 'Khanpur Lake') doc.mediaType = 'video';
    if (place.tourCategory !== undefined) doc.tourCategory = place.tourCategory;
    const slug = place.name in PLACE_SLUGS ? PLACE_SLUGS[place.name] : name;
    if (slug !== undefined) doc.slug = slug;
    const location: Document = {
      coordinates: [...place.coordinates],
      address: `${place.name}, Taxila`,
      district: place.district,
      province: place.province,
      country: 'Pakistan',
    };
    if (place.name === 'Kalawan') delete location.coordinates;
    Object.assign(doc, {
      seoTitle: `${place.name} \u2013 Taxila Heritage Tour`.slice(0, 60),
      seoDescription:
        `Visit ${place.name} near Taxila with Gandhara Arts: ${place.attractions.join(', ')}.`.slice(0, 160),
      imageAlt: `${place.name}, Taxila valley`,
      metaKeywords: [place.name.toLowerCase(), 'taxila', 'heritage tour'],
      attractions: place.attractions,
      ...(place.name === 'Pipplian' ? {} : { location }),
      seoScore: random.int(40, 95),
      isActive: place.name !== 'Margalla Pass Monument',
      createdAt,
      updatedAt,
      __v: 0,
    });
    return { doc };
  });
}

function buildMasters(random: Random, uploads: Uploads, stamps: Set<number>): DumpDocument[] {
  return MASTERS.map((master, index) => {
    const { createdAt, updatedAt } = timestamps(random);
    const file = `masters/master-${uploadStamp(stamps, createdAt)}-${random.int(100000000, 999999999)}.jpg`;
    if (index === MASTER_WITHOUT_FILE) uploads.missingFiles.push(`uploads/${file}`);
    else if (index !== BROKEN_MASTER)
      uploads.photos.push(photoJob(file, 'jpeg', 'Portrait', random, 'square'));
    return {
      doc: {
        _id: objectIdAt(createdAt, random),
        name: master.name,
        specialty: master.specialty,
        experience: master.experience,
        description: `${master.name} has worked in ${master.specialty.toLowerCase()} in Taxila for ${master.experience} years.`,
        image: `uploads/${file}`,
        createdAt,
        updatedAt,
        __v: 0,
      },
      broken: index === BROKEN_MASTER,
    };
  });
}

function buildSubcategories(random: Random): DumpDocument[] {
  const orderInParent = new Map<string, number>();
  return SUBCATEGORIES.map((subcategory) => {
    const { createdAt, updatedAt } = timestamps(random);
    const sortOrder = orderInParent.get(subcategory.parent ?? '') ?? 0;
    orderInParent.set(subcategory.parent ?? '', sortOrder + 1);
    return {
      doc: {
        _id: objectIdAt(createdAt, random),
        name: subcategory.name,
        slug: oldSlug(subcategory.name),
        ...(subcategory.parent === undefined ? {} : { parentCategoryName: subcategory.parent }),
        isVisible: subcategory.visible ?? true,
        sortOrder,
        createdAt,
        updatedAt,
        __v: 0,
      },
    };
  });
}

function buildCategoryOrder(random: Random): DumpDocument[] {
  const { createdAt, updatedAt } = timestamps(random);
  return [
    {
      doc: {
        _id: objectIdAt(createdAt, random),
        configKey: 'main',
        categories: CATEGORY_ORDER.map((name) => ({ name, isVisible: !HIDDEN_CATEGORIES.includes(name) })),
        createdAt,
        updatedAt,
        __v: 0,
      },
    },
  ];
}

const ADMINS = [
  {
    email: 'owner@gandhara-arts-and-taxila-stone-crafts.com',
    name: 'Site Owner',
    role: 'super-admin',
    cost: 12,
  },
  {
    email: 'manager@gandhara-arts-and-taxila-stone-crafts.com',
    name: 'Shop Manager',
    role: 'admin',
    cost: 10,
  },
  {
    email: 'former.staff@gandhara-arts-and-taxila-stone-crafts.com',
    name: 'Former Staff',
    role: 'admin',
    cost: 10,
  },
] as const;
const PASSWORD_CHARACTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#%&*-_';

function buildAdmins(random: Random, passwords: Record<string, string>): DumpDocument[] {
  return ADMINS.map((admin, index) => {
    const { createdAt, updatedAt } = timestamps(random);
    const password = Array.from({ length: 16 }, () => random.pick([...PASSWORD_CHARACTERS])).join('');
    passwords[admin.email] = password;
    return {
      doc: {
        _id: objectIdAt(createdAt, random),
        email: admin.email,
        password: bcrypt.hashSync(password, admin.cost),
        name: admin.name,
        role: admin.role,
        isActive: index < 2,
        lastLogin: random.date(updatedAt.getTime(), LAST_DAY),
        createdAt,
        updatedAt,
        __v: 0,
      },
    };
  });
}

/** Collections of the old site the import has no use for; they are in every real dump. */
function buildIgnored(random: Random): { tourinquiries: DumpDocument[]; sitemedia: DumpDocument[] } {
  const inquiry = (name: string, place: string) => {
    const { createdAt, updatedAt } = timestamps(random);
    return {
      doc: {
        _id: objectIdAt(createdAt, random),
        name,
        email: `${oldSlug(name).replace(/-/g, '.')}@example.com`,
        phone: `+92 3${random.int(0, 4)}${random.int(10_000_000, 99_999_999)}`,
        placeName: place,
        message: `We are a family of four and would like to visit ${place}.`,
        travelDate: random.date(updatedAt.getTime(), LAST_DAY + 90 * DAY),
        status: 'new',
        createdAt,
        updatedAt,
        __v: 0,
      },
    };
  };
  const media = (section: string) => {
    const { createdAt, updatedAt } = timestamps(random);
    return {
      doc: {
        _id: objectIdAt(createdAt, random),
        section,
        mediaType: 'video',
        url: `https://www.youtube.com/watch?v=${random.hex(5)}`,
        createdAt,
        updatedAt,
      },
    };
  };
  return {
    tourinquiries: [
      inquiry('Sarah Mitchell', 'Taxila Museum'),
      inquiry('Kenji Watanabe', 'Jaulian Monastery'),
      inquiry('Ayesha Siddiqui', 'Khanpur Lake'),
    ],
    sitemedia: [media('hero'), media('promo')],
  };
}

/** mongodump's indexes for each collection, as its metadata file lists them. */
const INDEXES: Record<string, Document[]> = {
  products: [
    { key: { slug: 1 }, name: 'slug_1' },
    { key: { categories: 1 }, name: 'categories_1' },
  ],
  visitplaces: [{ key: { slug: 1 }, name: 'slug_1' }],
  subcategories: [{ key: { parentCategoryName: 1, sortOrder: 1 }, name: 'parentCategoryName_1_sortOrder_1' }],
  categoryorders: [{ key: { configKey: 1 }, name: 'configKey_1', unique: true }],
  admins: [{ key: { email: 1 }, name: 'email_1', unique: true }],
};

function metadata(collection: string, random: Random): string {
  const indexes = [{ key: { _id: 1 }, name: '_id_' }, ...(INDEXES[collection] ?? [])].map((index) => ({
    v: 2,
    ...index,
  }));
  const described = { indexes, uuid: random.hex(16), collectionName: collection, type: 'collection' };
  return EJSON.stringify(described, { relaxed: false });
}

/**
 * BSON type bytes 0x14–0x7E name no type (0x7F is MaxKey, a real one): a reader refuses the document but
 * still finds the next one by the length at its start.
 */
const UNKNOWN_BSON_TYPE = 0x55;
/** The second element's type byte, after the int32 length and an `_id` ObjectId element. */
const SECOND_ELEMENT_OFFSET = 4 + 1 + '_id\0'.length + 12;

function bsonDocument({ doc, broken }: DumpDocument): Buffer {
  const bytes = Buffer.from(serialize(doc));
  if (broken) bytes[SECOND_ELEMENT_OFFSET] = UNKNOWN_BSON_TYPE;
  return bytes;
}

/** A line of `mongoexport`; a broken one stops a few characters into its second field, as on a full disk. */
function jsonLine({ doc, broken }: DumpDocument, relaxed: boolean): string {
  const line = EJSON.stringify(doc, { relaxed });
  if (!broken) return line;
  const secondField = line.indexOf('},"') + 2;
  return line.slice(0, secondField + 12);
}

/** An element of `mongoexport --jsonArray`; a broken one is valid JSON with an `_id` that is no ObjectId. */
function jsonArrayElement({ doc, broken }: DumpDocument, relaxed: boolean): string {
  if (!broken) return EJSON.stringify(doc, { relaxed });
  const rest = { ...doc };
  delete rest._id;
  return `{"_id":{"$oid":"not-an-object-id"},${EJSON.stringify(rest, { relaxed }).slice(1)}`;
}

async function writeCollections(
  folder: string,
  collections: Record<string, DumpDocument[]>,
  form: DumpForm,
  jsonArray: boolean,
  random: Random,
): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const [name, documents] of Object.entries(collections)) {
    if (form === 'bson') {
      await writeFile(path.join(folder, `${name}.bson`), Buffer.concat(documents.map(bsonDocument)));
      await writeFile(path.join(folder, `${name}.metadata.json`), metadata(name, random));
      continue;
    }
    const relaxed = form === 'json-relaxed';
    const text = jsonArray
      ? `[${documents.map((document) => jsonArrayElement(document, relaxed)).join(',\n')}]\n`
      : documents.map((document) => `${jsonLine(document, relaxed)}\n`).join('');
    await writeFile(path.join(folder, `${name}.json`), text);
  }
}

type NoiseSettings = {
  pixels: number;
  jpeg: { quality: number; chromaSubsampling: string; optimiseCoding: false };
  /** 0–1: the grain that brings a photograph near the wanted size, for each format */
  grain: Record<PhotoJob['format'], number>;
};

/** A PNG's grain is sparse specks of this strength: dense noise makes even a small PNG megabytes. */
const PNG_SPECK = 6;

function dimensions(pixels: number, aspect: PhotoJob['aspect']): { width: number; height: number } {
  const ratio = aspect === 'landscape' ? 4 / 3 : aspect === 'portrait' ? 3 / 4 : 1;
  const width = Math.round(Math.sqrt(pixels * ratio));
  return { width, height: Math.round(pixels / width) };
}

/**
 * A lit shape on a plinth against a studio backdrop (a carving, a site, a face), with film grain: the grain
 * sets the file's size.
 */
function drawPhotograph(
  job: PhotoJob,
  pixels: number,
  grain: number,
): { raw: Buffer; width: number; height: number } {
  const { width, height } = dimensions(pixels, job.aspect);
  const random = createRandom(job.seed);
  const dark = random() < 0.3;
  const top = dark ? [58, 54, 49] : [239 - random() * 20, 230 - random() * 20, 216 - random() * 20];
  const bottom = dark ? [36, 33, 30] : [205 - random() * 30, 190 - random() * 30, 170 - random() * 30];
  const centreX = width * (0.4 + random() * 0.2);
  const centreY = height * (0.4 + random() * 0.1);
  const radiusX = width * (0.15 + random() * 0.15);
  const radiusY = height * (0.2 + random() * 0.12);
  const plinthTop = centreY + radiusY * 0.9;
  const plinthBottom = Math.min(height * 0.95, plinthTop + height * 0.08);
  const [stoneR, stoneG, stoneB] = job.colour;
  const png = job.format === 'png';
  const amplitude = png ? PNG_SPECK : Math.round(grain * 255);
  const speckThreshold = png ? Math.round(grain * 256) : 256;
  const half = amplitude >> 1;

  const raw = Buffer.allocUnsafe(width * height * 3);
  let state = job.seed | 1;
  let offset = 0;
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const backR = top[0]! + (bottom[0]! - top[0]!) * t;
    const backG = top[1]! + (bottom[1]! - top[1]!) * t;
    const backB = top[2]! + (bottom[2]! - top[2]!) * t;
    const dy = (y - centreY) / radiusY;
    const onPlinth = y >= plinthTop && y < plinthBottom;
    for (let x = 0; x < width; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const dx = (x - centreX) / radiusX;
      let r = backR;
      let g = backG;
      let b = backB;
      if (dx * dx + dy * dy < 1) {
        // lit from the upper left
        const light = 1.1 - 0.3 * dx - 0.2 * dy;
        r = stoneR * light;
        g = stoneG * light;
        b = stoneB * light;
      } else if (onPlinth && Math.abs(dx) < 1.3) {
        r = stoneR * 0.7;
        g = stoneG * 0.7;
        b = stoneB * 0.7;
      }
      if (state >>> 24 < speckThreshold) {
        r += (((state & 0xff) * amplitude) >> 8) - half;
        g += ((((state >>> 8) & 0xff) * amplitude) >> 8) - half;
        b += ((((state >>> 16) & 0xff) * amplitude) >> 8) - half;
      }
      raw[offset++] = r < 0 ? 0 : r > 255 ? 255 : r;
      raw[offset++] = g < 0 ? 0 : g > 255 ? 255 : g;
      raw[offset++] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
  return { raw, width, height };
}

async function encodePhotograph(job: PhotoJob, settings: NoiseSettings, grain: number): Promise<Buffer> {
  const { raw, width, height } = drawPhotograph(job, settings.pixels, grain);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return job.format === 'png'
    ? image.png({ compressionLevel: 3 }).toBuffer()
    : image.jpeg(settings.jpeg).toBuffer();
}

/** Sizes within this ratio of the wanted one are kept; others are drawn again with a corrected grain. */
const SIZE_TOLERANCE = 1.2;

async function photographBytes(job: PhotoJob, settings: NoiseSettings, photoBytes: number): Promise<Buffer> {
  let grain = settings.grain[job.format];
  let best = await encodePhotograph(job, settings, grain);
  for (let attempt = 0; attempt < 2; attempt++) {
    const ratio = photoBytes / best.length;
    if (ratio < SIZE_TOLERANCE && ratio > 1 / SIZE_TOLERANCE) break;
    grain = Math.min(1, grain * ratio);
    const again = await encodePhotograph(job, settings, grain);
    if (Math.abs(again.length - photoBytes) < Math.abs(best.length - photoBytes)) best = again;
  }
  return best;
}

/**
 * The grain for each format that gives a photograph of about `photoBytes`, found by bisection on one sample.
 * The pixel count is fixed (600 to 1600 px on the long side) so that the grain alone sets the size.
 */
async function calibrateNoise(photoBytes: number): Promise<NoiseSettings> {
  const pixels = Math.round(Math.min(1600 * 1200, Math.max(600 * 600, photoBytes / 0.08)));
  const bitsPerPixel = (photoBytes * 8) / pixels;
  const settings: NoiseSettings = {
    pixels,
    // A camera's settings: standard Huffman tables (a second pass to optimise them would triple the encoding
    // time of a large photograph) and half-resolution colour; only past about 8 bits a pixel does the grain
    // need full colour and past 2.5 a very high quality.
    jpeg: {
      quality: bitsPerPixel > 2.5 ? 96 : 82,
      chromaSubsampling: bitsPerPixel > 8 ? '4:4:4' : '4:2:0',
      optimiseCoding: false,
    },
    grain: { jpeg: 0, png: 0 },
  };
  for (const format of ['jpeg', 'png'] as const) {
    const sample: PhotoJob = {
      file: '',
      format,
      aspect: 'landscape',
      colour: SUBJECT_COLOURS['Grey Schist']!,
      seed: 1,
    };
    let low = 0;
    let high = 1;
    for (let step = 0; step < 8; step++) {
      const middle = (low + high) / 2;
      if ((await encodePhotograph(sample, settings, middle)).length < photoBytes) low = middle;
      else high = middle;
    }
    settings.grain[format] = (low + high) / 2;
  }
  return settings;
}

async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function writeUploads(
  folder: string,
  uploads: Uploads,
  photoBytes: number,
  onProgress?: GenerateOptions['onProgress'],
): Promise<void> {
  const settings = await calibrateNoise(photoBytes);
  const folders = new Set([...uploads.photos, ...uploads.videos].map(({ file }) => path.dirname(file)));
  for (const sub of folders) await mkdir(path.join(folder, sub), { recursive: true });
  let done = 0;
  await inParallel(uploads.photos, PHOTO_CONCURRENCY, async (job) => {
    const bytes = await photographBytes(job, settings, photoBytes);
    // an upload cut off in the middle of the picture data: the header reads, the picture does not
    await writeFile(
      path.join(folder, job.file),
      job.truncate ? bytes.subarray(0, Math.floor(bytes.length * 0.4)) : bytes,
    );
    onProgress?.(++done, uploads.photos.length);
  });
  for (const { from, to } of uploads.copies) await copyFile(path.join(folder, from), path.join(folder, to));
  for (const { file, text } of uploads.texts) await writeFile(path.join(folder, file), text);
  for (const { file, source } of uploads.videos) await copyFile(source, path.join(folder, file));
}

/** Fewer products leave some defect without a product to carry it. */
export const MIN_PRODUCTS = 40;

export async function generateOldSiteDump(options: GenerateOptions): Promise<GeneratedDump> {
  const { out, form, products: productCount } = options;
  const seed = options.seed ?? 1;
  if (!Number.isInteger(productCount) || productCount < MIN_PRODUCTS)
    throw new Error(`products must be a whole number of at least ${MIN_PRODUCTS}.`);
  if (options.jsonArray && form === 'bson') throw new Error('jsonArray applies to the json forms only.');
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length > 0) throw new Error(`${out} is not empty.`);
  sharp.concurrency(2);

  const uploads: Uploads = {
    photos: [],
    copies: [],
    texts: [],
    videos: [],
    missingFiles: [],
    unreadableFiles: [],
    hostilePaths: [],
    externalUrls: [],
  };
  const stamps = new Set<number>();
  const adminPasswords: Record<string, string> = {};
  const old: Record<OldCollectionName, DumpDocument[]> = {
    categoryorders: buildCategoryOrder(randomTools(streamSeed(seed, 1))),
    subcategories: buildSubcategories(randomTools(streamSeed(seed, 2))),
    products: buildProducts(productCount, randomTools(streamSeed(seed, 3)), uploads, stamps),
    visitplaces: buildVisitPlaces(randomTools(streamSeed(seed, 4)), uploads, stamps),
    masters: buildMasters(randomTools(streamSeed(seed, 5)), uploads, stamps),
    admins: buildAdmins(randomTools(streamSeed(seed, 6)), adminPasswords),
  };
  const ignored = buildIgnored(randomTools(streamSeed(seed, 7)));

  const dumpDir = path.join(out, form === 'bson' ? 'dump' : 'export');
  const uploadsDir = path.join(out, 'uploads');
  await writeCollections(
    form === 'bson' ? path.join(dumpDir, DATABASE) : dumpDir,
    // mongoexport is run per collection, and the owner exported the inquiries but not the site media
    form === 'bson' ? { ...old, ...ignored } : { ...old, tourinquiries: ignored.tourinquiries },
    form,
    options.jsonArray ?? false,
    randomTools(streamSeed(seed, 8)),
  );
  await writeUploads(uploadsDir, uploads, options.photoBytes ?? DEFAULT_PHOTO_BYTES, options.onProgress);

  const collections = Object.fromEntries(
    Object.entries(old).map(([name, documents]) => [
      name,
      // what a reader of the dump gets: Int32, Double and Long become numbers
      documents.map(({ doc, broken }) => (broken ? null : deserialize(serialize(doc)))),
    ]),
  ) as GeneratedDump['collections'];
  return {
    dumpDir,
    uploadsDir,
    collections,
    adminPasswords,
    missingFiles: uploads.missingFiles,
    unreadableFiles: uploads.unreadableFiles,
    hostilePaths: uploads.hostilePaths,
    externalUrls: uploads.externalUrls,
  };
}
