/** What the old site held, by name (its categories, crafts, tour places and masters), and the dump's dates and sizes. */
import path from 'node:path';
import { PUBLIC_CATEGORY_NAMES } from '#common/categories.ts';

/** The old site's own address: a full URL on it names a file of the uploads folder. */
export const OLD_SITE_ORIGIN = 'https://gandhara-arts-and-taxila-stone-crafts.com';
export const DATABASE = 'gandhara';
/** Records were created between the site's launch and the dump. */
export const FIRST_DAY = Date.UTC(2023, 0, 1);
export const LAST_DAY = Date.UTC(2025, 9, 1);
export const DAY = 86_400_000;
export const DEFAULT_PHOTO_BYTES = 30_000;
/** Photographs drawn at once: enough to keep both libvips threads busy while the next one is drawn in JS. */
export const PHOTO_CONCURRENCY = 3;
export const PROMO_VIDEO = path.resolve(import.meta.dirname, '../../seed-assets/promo-featured.mp4');

type MenuName = (typeof PUBLIC_CATEGORY_NAMES)[number];

/** The public menu's names from `first` to `last`: the old site kept these runs in the same order. */
function menuRun(first: MenuName, last: MenuName): string[] {
  return PUBLIC_CATEGORY_NAMES.slice(
    PUBLIC_CATEGORY_NAMES.indexOf(first),
    PUBLIC_CATEGORY_NAMES.indexOf(last) + 1,
  );
}

/**
 * The categories of the old site's category-order document, in order: the menu's names, some spelt the old way
 * and some further down; it appended "Marble Inlay" itself.
 */
export const CATEGORY_ORDER = [
  ...menuRun('Gandhara Art', 'Fountains'),
  'Ashtray and Mortar',
  ...menuRun('Decorative Motive', 'Salt'),
  'featuredProducts',
  'Luxary Collection',
  'Raw Stone',
  'Mortar and Pestle',
  'Grinding Mills',
  'Coin',
  'Grave Designs',
  'Marble Inlay',
];
export const HIDDEN_CATEGORIES = ['Coin', 'Grave Designs'];

export type Craft = {
  noun: string;
  /** the word the old admin's upload put in the file name */
  file: string;
  category: string;
  materials: readonly string[];
  /** how often the shop lists one, relative to the others */
  weight: number;
};

// prettier-ignore
export const CRAFTS: readonly Craft[] = [
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
export const WEIGHTED_CRAFTS = CRAFTS.flatMap((craft) => Array<Craft>(craft.weight).fill(craft));
export const TITLE_PLACES = ['Taxila', 'Sirkap', 'Jaulian', 'Dharmarajika', 'Takht-i-Bahi', 'Swat', 'Mardan'];
export const TITLE_ADJECTIVES = [
  'Hand-carved',
  'Large',
  'Small',
  'Polished',
  'Antique-finish',
  'Museum Replica',
];

/** The colour of a photograph's subject, RGB: a stone by its name, a heritage site, a craftsman. */
export const SUBJECT_COLOURS: Record<string, readonly [number, number, number]> = {
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

export const SUBCATEGORIES: readonly { name: string; parent?: string; visible?: boolean }[] = [
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
export const PLACES: readonly PlaceSpec[] = [
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

export const MASTERS: readonly { name: string; specialty: string; experience: number | string }[] = [
  { name: 'Ustad Muhammad Rafiq', specialty: 'Gandhara Art', experience: 42 },
  { name: 'Ghulam Sarwar', specialty: 'Stone Carving', experience: 31 },
  { name: 'Noor Muhammad', specialty: 'Antique Restoration', experience: 18 },
  // typed into a text box of the old admin, so stored as a string
  { name: 'Abdul Hameed', specialty: 'Calligraphy', experience: '25' },
  { name: 'Zahid Mehmood', specialty: 'Jewellery Making', experience: 12 },
];
/** The master whose document is written broken. */
export const BROKEN_MASTER = 2;
/** The master whose portrait file is not in the uploads folder. */
export const MASTER_WITHOUT_FILE = 4;

export const INVALID_SLUGS = [
  'Buddha Head Large',
  'onyx_vase',
  'vase--double',
  'crème-vase',
  // 130 characters: a title pasted whole into the slug field
  'gandhara-art-large-hand-carved-grey-schist-standing-buddha-statue-with-halo-and-flowing-robes-kushan-period-museum-replicas-taxila',
  'گندھارا-بدھا',
];
/** Titles as typed into the old admin; a readable one brings the craft it names to the rest of the record. */
export const SPECIAL_TITLES: readonly {
  title: string | number | undefined;
  craft?: string;
  material?: string;
}[] = [
  { title: 'گندھارا بدھا مجسمہ', craft: 'Seated Buddha', material: 'Grey Schist' },
  { title: 'Crème Onyx Vase', craft: 'Vase', material: 'Onyx' },
  { title: 'Jaulian Stūpa Relief', craft: 'Relief Panel', material: 'Grey Schist' },
  { title: 1234 },
  { title: undefined },
  { title: '   ' },
];
