/**
 * The workshop's own vocabulary, from which the bench's catalogue (catalogue.ts) draws its titles, descriptions and
 * keywords: the stones, what is carved from them in each menu category, and the styles and motifs.
 */
export type Material = { name: string; stone: string; finish: string[]; outdoor: boolean };

export const MATERIALS: Material[] = [
  { name: 'Grey Schist', stone: 'schist', finish: ['hand-polished', 'matte', 'antique'], outdoor: true },
  { name: 'Green Schist', stone: 'schist', finish: ['hand-polished', 'antique'], outdoor: true },
  { name: 'Black Schist', stone: 'schist', finish: ['hand-polished', 'antique'], outdoor: true },
  { name: 'White Marble', stone: 'marble', finish: ['high-gloss', 'honed'], outdoor: true },
  { name: 'Black Marble', stone: 'marble', finish: ['high-gloss', 'honed'], outdoor: false },
  { name: 'Pink Marble', stone: 'marble', finish: ['high-gloss', 'honed'], outdoor: false },
  { name: 'Green Onyx', stone: 'onyx', finish: ['high-gloss'], outdoor: false },
  { name: 'Honey Onyx', stone: 'onyx', finish: ['high-gloss'], outdoor: false },
  { name: 'Red Sandstone', stone: 'sandstone', finish: ['natural', 'sandblasted'], outdoor: true },
  { name: 'Yellow Sandstone', stone: 'sandstone', finish: ['natural', 'sandblasted'], outdoor: true },
  { name: 'Black Granite', stone: 'granite', finish: ['flamed', 'polished'], outdoor: true },
  { name: 'Grey Granite', stone: 'granite', finish: ['flamed', 'polished'], outdoor: true },
  { name: 'Soapstone', stone: 'soapstone', finish: ['oiled', 'matte'], outdoor: false },
  { name: 'Jade', stone: 'jade', finish: ['high-gloss'], outdoor: false },
  { name: 'Lapis Lazuli', stone: 'lapis', finish: ['high-gloss'], outdoor: false },
  { name: 'Himalayan Salt', stone: 'salt', finish: ['natural', 'hand-cut'], outdoor: false },
];

type Subject = {
  name: string;
  /** the subcategory it is listed under in its category, when it has one */
  subcategory?: string;
  /** kilograms, for the specifications and the price */
  weight: [number, number];
  stones: string[];
  /** other categories it is often also listed in */
  also?: string[];
};

/** A subject with no subcategory has `null` there; `also` lists other categories it is often listed in too. */
function subject(
  name: string,
  subcategory: string | null,
  weight: [number, number],
  stones: string[],
  also?: string[],
): Subject {
  return { name, ...(subcategory ? { subcategory } : {}), weight, stones, ...(also ? { also } : {}) };
}

/** What is carved, by main category; the weights say how much of the catalogue each category holds. */
export const CATALOGUE: { category: string; weight: number; subjects: Subject[] }[] = [
  {
    category: 'Gandhara Art',
    weight: 16,
    subjects: [
      subject('Buddha Head', 'Buddha Heads', [3, 20], ['schist']),
      subject('Seated Buddha', 'Buddha Statues', [8, 60], ['schist', 'marble']),
      subject('Standing Buddha', 'Buddha Statues', [10, 80], ['schist']),
      subject('Fasting Buddha', 'Buddha Statues', [5, 30], ['schist']),
      subject('Bodhisattva', 'Bodhisattvas', [8, 50], ['schist']),
      subject('Maitreya Bodhisattva', 'Bodhisattvas', [8, 50], ['schist']),
      subject('Jataka Relief Panel', 'Relief Panels', [6, 40], ['schist']),
      subject('Stupa Relief Panel', 'Relief Panels', [6, 40], ['schist']),
      subject('Hariti Figure', null, [5, 25], ['schist']),
      subject('Votive Stupa', null, [4, 30], ['schist', 'sandstone'], ['Antique Products']),
    ],
  },
  {
    category: 'Home Decor',
    weight: 14,
    subjects: [
      subject('Vase', 'Vases', [1, 8], ['marble', 'onyx', 'soapstone']),
      subject('Table Lamp', 'Lamps', [2, 9], ['onyx', 'marble', 'salt']),
      subject('Candle Holder', 'Candle Holders', [0.5, 3], ['onyx', 'marble']),
      subject('Elephant Figurine', 'Figurines', [0.5, 6], ['marble', 'onyx', 'jade']),
      subject('Jewellery Box', 'Boxes', [0.4, 2], ['marble', 'onyx', 'soapstone']),
      subject('Sphere', 'Spheres and Obelisks', [0.5, 5], ['onyx', 'lapis', 'jade']),
      subject('Obelisk', 'Spheres and Obelisks', [0.5, 4], ['onyx', 'marble']),
      subject('Bookend Pair', null, [1, 4], ['marble', 'granite']),
      subject('Coaster Set', null, [0.5, 2], ['marble', 'onyx'], ['Crockery']),
    ],
  },
  {
    category: 'Garden Decor',
    weight: 9,
    subjects: [
      subject('Garden Buddha', 'Garden Statues', [15, 120], ['sandstone', 'granite']),
      subject('Planter', 'Planters', [8, 60], ['sandstone', 'granite', 'marble']),
      subject('Bird Bath', 'Bird Baths', [20, 90], ['sandstone', 'granite']),
      subject('Garden Lantern', 'Lanterns', [15, 80], ['granite', 'sandstone']),
      subject('Stepping Stone Set', null, [20, 100], ['sandstone', 'granite'], ['Raw Stone']),
    ],
  },
  {
    category: 'Crockery',
    weight: 8,
    subjects: [
      subject('Serving Bowl', 'Bowls', [0.8, 4], ['marble', 'onyx', 'soapstone']),
      subject('Dinner Plate Set', 'Plates', [2, 8], ['marble', 'onyx']),
      subject('Serving Tray', 'Trays', [1, 5], ['marble', 'onyx']),
      subject('Tea Cup Set', null, [1, 3], ['onyx', 'marble']),
      subject('Fruit Platter', 'Plates', [1, 6], ['marble', 'onyx']),
    ],
  },
  {
    category: 'Fountains',
    weight: 5,
    subjects: [
      subject('Tiered Fountain', 'Garden Fountains', [80, 400], ['sandstone', 'marble']),
      subject('Wall Fountain', 'Wall Fountains', [30, 150], ['sandstone', 'marble']),
      subject('Bowl Fountain', 'Garden Fountains', [40, 200], ['granite', 'sandstone']),
      subject('Tabletop Fountain', null, [3, 12], ['marble', 'onyx', 'soapstone'], ['Home Decor']),
    ],
  },
  {
    category: 'Building Embellishing',
    weight: 6,
    subjects: [
      subject('Column', 'Columns and Pillars', [60, 400], ['marble', 'sandstone']),
      subject('Pillar Capital', 'Columns and Pillars', [30, 150], ['sandstone', 'marble']),
      subject('Jali Screen', 'Jali Screens', [20, 120], ['sandstone', 'marble']),
      subject('Window Arch', null, [40, 200], ['sandstone']),
      subject('Mosaic Tile Set', 'Tiles', [10, 50], ['marble', 'onyx']),
    ],
  },
  {
    category: 'Fireplaces',
    weight: 3,
    subjects: [
      subject('Fireplace Mantel', null, [120, 600], ['marble', 'sandstone', 'granite']),
      subject('Fireplace Surround', null, [150, 700], ['marble', 'granite']),
    ],
  },
  {
    category: 'Mortar and Pestle',
    weight: 3,
    subjects: [
      subject('Mortar and Pestle', null, [1, 6], ['granite', 'marble', 'onyx'], ['Crockery']),
      subject('Spice Grinder Bowl', null, [1, 4], ['granite', 'soapstone'], ['Crockery']),
    ],
  },
  {
    category: 'Grinding Mills',
    weight: 2,
    subjects: [subject('Hand Grinding Mill', null, [15, 60], ['granite', 'sandstone'], ['Antique Products'])],
  },
  {
    category: 'Ashtray',
    weight: 2,
    subjects: [subject('Ashtray', null, [0.4, 2], ['onyx', 'marble', 'soapstone'], ['Home Decor'])],
  },
  {
    category: 'Coin',
    weight: 1,
    subjects: [
      subject('Indo-Greek Coin Replica', null, [0.05, 0.3], ['soapstone', 'schist'], ['Antique Products']),
      subject('Kushan Coin Replica', null, [0.05, 0.3], ['soapstone', 'schist'], ['Antique Products']),
    ],
  },
  {
    category: 'Calligraphy',
    weight: 3,
    subjects: [
      subject('Calligraphy Panel', null, [4, 30], ['marble', 'granite']),
      subject('Name Plaque', null, [2, 10], ['marble', 'granite'], ['Grave Designs']),
    ],
  },
  {
    category: 'Decorative Motive',
    weight: 3,
    subjects: [
      subject('Lotus Motif Panel', null, [3, 20], ['marble', 'sandstone'], ['Building Embellishing']),
      subject('Floral Inlay Panel', null, [3, 20], ['marble'], ['Home Decor']),
    ],
  },
  {
    category: 'Stone Sanitary',
    weight: 3,
    subjects: [
      subject('Vessel Sink', 'Basins', [12, 40], ['marble', 'onyx', 'granite']),
      subject('Pedestal Wash Basin', 'Basins', [40, 120], ['marble', 'granite']),
      subject('Soap Dish', null, [0.3, 1.5], ['marble', 'onyx', 'soapstone'], ['Home Decor']),
      subject('Freestanding Bathtub', null, [300, 900], ['marble', 'onyx'], ['Luxury Collection']),
    ],
  },
  {
    category: 'Moulded Art',
    weight: 2,
    subjects: [subject('Moulded Frieze', null, [5, 30], ['sandstone', 'marble'], ['Gandhara Art'])],
  },
  {
    category: 'Jewellery',
    weight: 3,
    subjects: [
      subject('Pendant', null, [0.01, 0.05], ['jade', 'lapis', 'onyx'], ['Precious Stone']),
      subject('Bead Bracelet', null, [0.02, 0.1], ['jade', 'lapis'], ['Precious Stone']),
      subject('Bangle', null, [0.03, 0.1], ['jade', 'onyx']),
    ],
  },
  {
    category: 'Carved Stone',
    weight: 5,
    subjects: [
      subject('Elephant', null, [2, 40], ['marble', 'granite', 'soapstone'], ['Home Decor']),
      subject('Horse Head', null, [2, 20], ['marble', 'onyx']),
      subject('Lion Statue', null, [10, 90], ['sandstone', 'granite'], ['Garden Decor']),
      subject('Turtle', null, [1, 10], ['soapstone', 'onyx', 'granite']),
    ],
  },
  {
    category: 'Precious Stone',
    weight: 2,
    subjects: [
      subject('Lapis Egg', null, [0.2, 1], ['lapis']),
      subject('Jade Bowl', null, [0.3, 2], ['jade'], ['Crockery']),
    ],
  },
  {
    category: 'Salt',
    weight: 4,
    subjects: [
      subject('Salt Lamp', 'Salt Lamps', [2, 15], ['salt'], ['Home Decor']),
      subject('Salt Cooking Block', 'Cooking Blocks', [3, 8], ['salt'], ['Crockery']),
      subject('Salt Tile Set', null, [5, 20], ['salt'], ['Building Embellishing']),
    ],
  },
  {
    category: 'Antique Products',
    weight: 3,
    subjects: [
      subject('Oil Lamp', null, [0.3, 2], ['schist', 'soapstone']),
      subject('Antique-finish Vase', null, [2, 10], ['schist', 'sandstone'], ['Home Decor']),
    ],
  },
  {
    category: 'Raw Stone',
    weight: 2,
    subjects: [
      subject('Rough Block', null, [20, 500], ['marble', 'onyx', 'granite', 'sandstone']),
      subject('Polished Slab', null, [40, 300], ['marble', 'onyx', 'granite']),
    ],
  },
  {
    category: 'Grave Designs',
    weight: 2,
    subjects: [
      subject('Headstone', null, [60, 300], ['granite', 'marble'], ['Calligraphy']),
      subject('Memorial Plaque', null, [5, 30], ['granite', 'marble']),
    ],
  },
];

export const STYLES = [
  'Hand-carved',
  'Gandhara-style',
  'Classic',
  'Polished',
  'Antique-finish',
  'Traditional',
  'Small',
  'Large',
];
export const MOTIFS = [
  'Lotus Motif',
  'Floral Border',
  'Acanthus Leaves',
  'Geometric Inlay',
  'Vine Scroll',
  'Beaded Rim',
];
export const FEATURED = 'Featured Products';
export const LUXURY = 'Luxury Collection';
