/**
 * Demo content seeded into an empty database, so that a fresh install of the site reads like the real
 * catalogue of a Taxila stone workshop: products across every public category, heritage tour places and
 * the master carvers. All text is original; prices are in US dollars.
 */
import type { PUBLIC_CATEGORY_NAMES } from '#common/categories.ts';

export type DemoShape =
  | 'buddha-head'
  | 'seated-buddha'
  | 'relief-panel'
  | 'vase'
  | 'bowl'
  | 'plate'
  | 'mortar'
  | 'grinding-mill'
  | 'fountain'
  | 'fireplace'
  | 'tile'
  | 'column'
  | 'lamp'
  | 'ashtray'
  | 'coin'
  | 'pendant'
  | 'sphere'
  | 'obelisk'
  | 'planter'
  | 'basin'
  | 'raw-block'
  | 'headstone'
  | 'calligraphy-panel'
  | 'box'
  | 'candle-holder'
  | 'gem';
type DemoStone =
  | 'grey-schist'
  | 'green-schist'
  | 'white-marble'
  | 'black-marble'
  | 'onyx'
  | 'sandstone'
  | 'soapstone'
  | 'granite'
  | 'himalayan-salt'
  | 'lapis'
  | 'jade';

export type DemoProduct = {
  /** 3-8 words, unique across the file */
  title: string;
  /** 1-3 names; the first is the product's main category */
  categories: (typeof PUBLIC_CATEGORY_NAMES)[number][];
  /** 2-4 sentences: material, how it is carved, use, care */
  description: string;
  /** one sentence, at most 200 characters */
  shortDescription: string;
  /** null: "Contact for pricing" */
  priceUsd: number | null;
  /** a higher regular price, 10-35 % above priceUsd */
  originalPriceUsd?: number;
  /** lowercase search keywords */
  keywords: string[];
  specifications: [string, string][];
  isNew?: boolean;
  /** what the generated product photo draws */
  shape: DemoShape;
  /** the stone texture of the generated photo */
  stone: DemoStone;
  /** how many photos the product gets */
  imageCount: 2 | 3 | 4;
};

export type DemoVisitPlace = {
  name: string;
  tourCategory: 'featured' | 'cultural' | 'historical' | 'adventure';
  /** 3-5 sentences, factual about the real site */
  description: string;
  /** short highlight chips */
  keywords: string[];
  location: string;
  /** one decimal, 4.5-4.9 */
  rating?: number;
  /** only together with rating */
  reviews?: number;
  /** per person: the tour's price from */
  priceUsd?: number;
  /** the tour's own facts, left out where the owner would not know them */
  duration?: string;
  groupMin?: number;
  groupMax?: number;
  scene: 'stupa' | 'monastery' | 'museum' | 'city-ruins' | 'hills' | 'lake' | 'festival';
  /** the photograph's file name: its keywords title the tours page's hero slide (tour-slides.ts) */
  photo: string;
  /** how many days before today it was added */
  daysAgo: number;
};

export type DemoMaster = {
  name: string;
  specialty:
    | 'Gandhara Art'
    | 'Stone Carving'
    | 'Calligraphy'
    | 'Jewellery Making'
    | 'Antique Restoration'
    | 'Moulded Art'
    | 'Garden Decor'
    | 'Building Embellishing';
  /** years */
  experience: number;
  /** biography, 2-4 sentences */
  description: string;
  /** one sentence in their own voice */
  quote: string;
  palette: 'ochre' | 'slate' | 'olive' | 'rust';
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Gandhara Art
  {
    title: 'Gandhara Buddha Head in Grey Schist',
    categories: ['Gandhara Art', 'Featured Products'],
    description:
      'Carved from a single block of grey schist quarried in the hills around Taxila, this head follows the Gandhara type of the 2nd–3rd century: wavy hair gathered into a topknot, half-closed eyes and a calm, full mouth. The curls are cut with fine chisels and the face is rubbed smooth with fine stone and water. Dust it with a soft brush; indoors it needs no other care.',
    shortDescription:
      'A hand-carved grey schist Buddha head in the classic Gandhara manner, with wavy hair and a quiet, inward expression.',
    priceUsd: 385,
    originalPriceUsd: 450,
    keywords: ['buddha head', 'gandhara', 'grey schist', 'buddhist sculpture', 'taxila'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '30 × 18 × 15 cm'],
      ['Weight', '6.5 kg'],
      ['Finish', 'Hand-polished'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'buddha-head',
    stone: 'grey-schist',
    imageCount: 4,
  },
  {
    title: 'Seated Buddha in Dhyana Mudra',
    categories: ['Gandhara Art', 'Luxury Collection'],
    description:
      'A seated Buddha with hands resting in the lap in the gesture of meditation, the robe falling in the deep, rope-like folds that Gandhara sculptors borrowed from Roman drapery. The figure and its cushion base are cut from one block of dark schist over about five weeks, then finished with progressively finer abrasives. It is heavy enough to stand securely on a plinth or a wide shelf.',
    shortDescription:
      'A meditating Buddha in dark grey schist, carved from one block with deep Gandhara-style robe folds.',
    priceUsd: 1450,
    originalPriceUsd: 1650,
    keywords: ['seated buddha', 'meditation', 'dhyana mudra', 'gandhara sculpture', 'schist statue'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '62 × 40 × 28 cm'],
      ['Weight', '38 kg'],
      ['Finish', 'Satin, hand-rubbed'],
      ['Carving time', 'About 5 weeks'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'seated-buddha',
    stone: 'grey-schist',
    imageCount: 4,
  },
  {
    title: 'Fasting Siddhartha Replica in Schist',
    categories: ['Gandhara Art', 'Luxury Collection', 'Featured Products'],
    description:
      "Our workshop's reading of the Fasting Siddhartha found at Sikri and now kept in the Lahore Museum: the future Buddha in the last days of his austerities, ribs and veins standing out under the skin. It is one of the hardest pieces we make, because the thin forms must be cut without cracking the schist along its layers. Each one is carved to order by a senior master and signed on the base.",
    shortDescription:
      'A to-order replica of the famous Fasting Siddhartha of Gandhara, carved by a senior master in grey schist.',
    priceUsd: 1850,
    keywords: [
      'fasting buddha',
      'siddhartha',
      'sikri',
      'lahore museum',
      'gandhara replica',
      'master carving',
    ],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '56 × 34 × 24 cm'],
      ['Weight', '29 kg'],
      ['Finish', 'Matte, lightly waxed'],
      ['Lead time', '6–8 weeks'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'seated-buddha',
    stone: 'grey-schist',
    imageCount: 3,
  },
  {
    title: 'Bodhisattva Maitreya Bust',
    categories: ['Gandhara Art', 'Carved Stone', 'Luxury Collection'],
    description:
      'Maitreya, the Buddha still to come, shown as a princely figure with a moustache, looped hair and a jewelled necklace, as he appears in many Gandhara sculptures. The jewellery is undercut so that it stands a little away from the chest, which catches light well on a side table or mantel. Keep it away from standing water, since schist can stain if left damp.',
    shortDescription:
      'A princely Maitreya bust with looped hair and an undercut necklace, carved in grey schist.',
    priceUsd: 620,
    keywords: ['bodhisattva', 'maitreya', 'bust', 'gandhara', 'schist sculpture'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '38 × 26 × 16 cm'],
      ['Weight', '11 kg'],
      ['Finish', 'Hand-polished'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'buddha-head',
    stone: 'grey-schist',
    imageCount: 3,
  },
  {
    title: 'Birth of Siddhartha Relief Panel',
    categories: ['Gandhara Art', 'Decorative Motive', 'Luxury Collection'],
    description:
      'A narrative panel showing Queen Maya holding the branch of a sal tree while the infant Siddhartha emerges from her side, a scene carved again and again on Gandhara stupas. The figures are cut in layered relief, deepest at the centre, and the frame carries a small row of acanthus leaves. The back is drilled for two wall hooks.',
    shortDescription: "A layered relief of the Buddha's birth under the sal tree, ready to hang on a wall.",
    priceUsd: 540,
    keywords: ['relief panel', 'birth of buddha', 'queen maya', 'gandhara', 'wall sculpture'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '45 × 35 × 6 cm'],
      ['Weight', '14 kg'],
      ['Mounting', 'Two drilled hanging points'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'relief-panel',
    stone: 'grey-schist',
    imageCount: 3,
  },
  {
    title: 'Jataka Story Frieze in Schist',
    categories: ['Gandhara Art', 'Building Embellishing'],
    description:
      "A long, low frieze telling one of the Jataka tales of the Buddha's earlier lives in three scenes separated by small pilasters, in the way stair risers of Gandhara stupas were decorated. It works well set into a wall above a doorway or laid on a bookshelf. Let us know which tale you prefer; the Dipankara and Shibi stories are the ones we carve most.",
    shortDescription:
      'A three-scene frieze of a Jataka tale, divided by small pilasters as on Gandhara stupa steps.',
    priceUsd: 295,
    keywords: ['jataka', 'frieze', 'gandhara', 'narrative relief', 'wall panel'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '60 × 18 × 5 cm'],
      ['Weight', '9 kg'],
      ['Finish', 'Matte'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'relief-panel',
    stone: 'grey-schist',
    imageCount: 2,
  },
  {
    title: 'Small Buddha Head in Green Schist',
    categories: ['Gandhara Art', 'Home Decor'],
    description:
      'A desk-sized Buddha head in the greener schist that shows up in some Swat valley sculptures, slightly softer in tone than the Taxila grey. The face is kept simple so that it reads clearly at this small scale, and the base is cut flat and lined with felt. It is a good first piece for someone starting to collect Gandhara-style work.',
    shortDescription: 'A desk-sized Buddha head in soft green schist, with a felt-lined base.',
    priceUsd: 165,
    keywords: ['small buddha', 'green schist', 'desk sculpture', 'gandhara', 'gift'],
    specifications: [
      ['Material', 'Green schist'],
      ['Dimensions', '16 × 10 × 9 cm'],
      ['Weight', '1.6 kg'],
      ['Base', 'Felt-lined'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    isNew: true,
    shape: 'buddha-head',
    stone: 'green-schist',
    imageCount: 2,
  },
  {
    title: 'Meditating Buddha Shelf Figure',
    categories: ['Gandhara Art', 'Carved Stone'],
    description:
      'A compact seated Buddha sized for a bookshelf or meditation corner, with the halo carved as a plain disc behind the head as on early Gandhara figures. It is carved by our younger carvers under supervision, which keeps the price within reach. Wipe it with a dry cloth; a drop of mineral oil once a year deepens the grey.',
    shortDescription: 'A small seated Buddha with a plain halo, sized for a shelf or a quiet corner.',
    priceUsd: 95,
    keywords: ['seated buddha', 'small statue', 'meditation corner', 'schist', 'gandhara'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '22 × 14 × 10 cm'],
      ['Weight', '2.8 kg'],
      ['Finish', 'Hand-polished'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'seated-buddha',
    stone: 'grey-schist',
    imageCount: 3,
  },
  {
    title: 'Gandhara Corinthian Capital with Seated Figure',
    categories: ['Gandhara Art', 'Building Embellishing', 'Luxury Collection'],
    description:
      'A pilaster capital in the Indo-Corinthian style of Gandhara: two rows of acanthus leaves with a small seated Buddha nestled among them. The leaves are cut deep enough to throw real shadows, and the top is left flat to carry a beam, a shelf or a glass top. Several can be made to matching dimensions for a veranda or hall.',
    shortDescription: 'An Indo-Corinthian capital with acanthus leaves and a small seated Buddha among them.',
    priceUsd: 780,
    keywords: ['corinthian capital', 'acanthus', 'gandhara architecture', 'pilaster', 'schist'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '40 × 40 × 32 cm'],
      ['Weight', '34 kg'],
      ['Top', 'Flat, load-bearing'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'column',
    stone: 'grey-schist',
    imageCount: 4,
  },

  // Antique Products
  {
    title: 'Stupa Railing Fragment, Weathered Finish',
    categories: ['Antique Products', 'Gandhara Art'],
    description:
      'A reproduction of a section of stone railing of the kind that once enclosed stupas, with a lotus medallion on the upright and a rounded crossbar. After carving, the piece is weathered with soil, lime wash and repeated scrubbing, so it looks as if it came out of the ground. It is a modern piece and is sold with a note saying so.',
    shortDescription:
      'A weathered reproduction of a stupa railing section with a lotus medallion, sold as a modern piece.',
    priceUsd: 240,
    keywords: ['stupa railing', 'antique finish', 'reproduction', 'lotus medallion', 'gandhara'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '48 × 22 × 10 cm'],
      ['Weight', '12 kg'],
      ['Finish', 'Hand-weathered'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'relief-panel',
    stone: 'grey-schist',
    imageCount: 3,
  },
  {
    title: 'Aged Sandstone Storage Jar',
    categories: ['Antique Products', 'Home Decor'],
    description:
      'A round-bellied jar turned and carved from a block of buff sandstone, then aged with earth and smoke so the surface looks softened by time. It is modelled on the stone storage jars once used in Potohar villages for grain and pickles. Use it for dried flowers or as a floor piece; it is not sealed for food.',
    shortDescription:
      'A round-bellied sandstone jar with an aged surface, modelled on old Potohar village storage jars.',
    priceUsd: 135,
    keywords: ['stone jar', 'antique finish', 'sandstone', 'village craft', 'floor vase'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Dimensions', '34 × 28 cm (height × width)'],
      ['Weight', '10 kg'],
      ['Finish', 'Smoke-aged'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'vase',
    stone: 'sandstone',
    imageCount: 2,
  },
  {
    title: 'Restored Village Grinding Stone',
    categories: ['Antique Products', 'Grinding Mills'],
    description:
      'An old hand mill collected from a farming family near Haripur, cleaned and given a new wooden handle and peg by our restorer. The grinding faces still carry the grooves worn by decades of use, and no two are alike. It can still grind grain, but most people keep it as a reminder of village kitchens.',
    shortDescription:
      'A genuine old village hand mill, cleaned and fitted with a new handle; every piece is different.',
    priceUsd: 210,
    keywords: ['old chakki', 'antique mill', 'village kitchen', 'restored', 'granite'],
    specifications: [
      ['Material', 'Granite'],
      ['Diameter', 'About 40 cm'],
      ['Weight', 'About 30 kg'],
      ['Condition', 'Restored, one of a kind'],
      ['Origin', 'Haripur District, Pakistan'],
    ],
    shape: 'grinding-mill',
    stone: 'granite',
    imageCount: 4,
  },
  {
    title: 'Old Marble Jali Window Panel',
    categories: ['Antique Products', 'Building Embellishing', 'Decorative Motive'],
    description:
      'Pierced marble screens salvaged from old houses in Rawalpindi and Peshawar as they are rebuilt; we clean them, repair small breaks and supply them with a steel frame if needed. The geometric patterns vary from hexagons to eight-pointed stars. Stock changes every month, so write to us with the size you need and we will send photos of what we have.',
    shortDescription:
      'Salvaged pierced-marble window screens, cleaned and repaired; sizes and patterns vary with stock.',
    priceUsd: null,
    keywords: ['jali', 'marble screen', 'salvaged', 'window panel', 'geometric'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', 'Varies, typically 60 × 90 cm'],
      ['Thickness', '4–5 cm'],
      ['Condition', 'Salvaged, restored'],
      ['Origin', 'Rawalpindi and Peshawar'],
    ],
    shape: 'relief-panel',
    stone: 'white-marble',
    imageCount: 3,
  },
  {
    title: 'Aged Soapstone Spice Box',
    categories: ['Antique Products', 'Crockery'],
    description:
      'A lidded box with four small compartments, carved from a single piece of soapstone and darkened with oil to look like a well-used kitchen heirloom. The lid slides in a groove and the corners are rounded so they do not chip. Soapstone does not absorb smells, so whole spices keep well inside.',
    shortDescription:
      'A four-compartment soapstone spice box with a sliding lid and an oil-darkened heirloom finish.',
    priceUsd: 68,
    keywords: ['spice box', 'soapstone', 'masala dabba', 'kitchen', 'antique look'],
    specifications: [
      ['Material', 'Soapstone'],
      ['Dimensions', '18 × 18 × 7 cm'],
      ['Weight', '1.9 kg'],
      ['Finish', 'Oiled'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'box',
    stone: 'soapstone',
    imageCount: 2,
  },

  // Calligraphy
  {
    title: 'Bismillah Panel in Black Marble',
    categories: ['Calligraphy', 'Home Decor', 'Featured Products'],
    description:
      'The Bismillah written in thuluth script by our calligrapher, then cut into polished black marble and filled with a warm ivory paste so the letters stand out. The edges are bevelled and the back carries a hidden keyhole bracket. Wipe with a damp cloth only; polish or cleaning sprays can dull the marble.',
    shortDescription:
      'The Bismillah in thuluth script, incised in polished black marble and filled in ivory.',
    priceUsd: 340,
    keywords: ['bismillah', 'islamic calligraphy', 'black marble', 'thuluth', 'wall art'],
    specifications: [
      ['Material', 'Black marble'],
      ['Dimensions', '60 × 20 × 2 cm'],
      ['Weight', '6 kg'],
      ['Script', 'Thuluth'],
      ['Mounting', 'Keyhole bracket'],
    ],
    shape: 'calligraphy-panel',
    stone: 'black-marble',
    imageCount: 3,
  },
  {
    title: 'Ayat al-Kursi Marble Panel with Gold Leaf',
    categories: ['Calligraphy', 'Luxury Collection'],
    description:
      'The Throne Verse composed in a circular arrangement, carved in relief on white marble and gilded with 22-carat gold leaf laid by hand. The layout alone takes our calligrapher several days, and the carving is done with fine chisels over about three weeks. It comes in a walnut frame ready to hang.',
    shortDescription:
      'The Throne Verse in a circular composition, carved in relief on white marble and hand-gilded.',
    priceUsd: 890,
    keywords: ['ayat al-kursi', 'gold leaf', 'marble calligraphy', 'islamic art', 'framed panel'],
    specifications: [
      ['Material', 'White marble, 22-carat gold leaf'],
      ['Dimensions', '55 × 55 × 4 cm (framed)'],
      ['Weight', '12 kg'],
      ['Frame', 'Walnut'],
      ['Lead time', '4 weeks'],
    ],
    shape: 'calligraphy-panel',
    stone: 'white-marble',
    imageCount: 4,
  },
  {
    title: 'Engraved Onyx House Name Plaque',
    categories: ['Calligraphy', 'Building Embellishing'],
    description:
      'A name or house plaque in honey-coloured onyx, engraved in your choice of Urdu nastaliq or English lettering. Send us the text and we return a drawing for approval before cutting. Onyx is translucent, so it looks best in a shaded porch or beside a light; outdoors, seal it once a year.',
    shortDescription:
      'A honey onyx name plaque, lettered in Urdu or English to your text after a drawing is approved.',
    priceUsd: 120,
    keywords: ['name plate', 'house plaque', 'onyx', 'nastaliq', 'custom engraving'],
    specifications: [
      ['Material', 'Onyx'],
      ['Dimensions', '40 × 15 × 2 cm'],
      ['Weight', '3 kg'],
      ['Lettering', 'Urdu or English, engraved'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    isNew: true,
    shape: 'calligraphy-panel',
    stone: 'onyx',
    imageCount: 2,
  },
  {
    title: 'Nastaliq Verse Tablet in Sandstone',
    categories: ['Calligraphy', 'Garden Decor'],
    description:
      'A garden tablet carrying a line of Urdu or Persian poetry of your choosing, written in nastaliq and cut deep into sandstone so the weather cannot wear it away for many years. The letters are left rough-tooled against a smooth field, which keeps them readable in low sun. It can lean against a wall or be set into a bed of gravel.',
    shortDescription: 'A sandstone garden tablet with a line of poetry in deep-cut nastaliq, chosen by you.',
    priceUsd: 185,
    keywords: ['urdu poetry', 'nastaliq', 'garden tablet', 'sandstone', 'calligraphy'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Dimensions', '50 × 30 × 5 cm'],
      ['Weight', '15 kg'],
      ['Finish', 'Rough-tooled letters, smooth field'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'calligraphy-panel',
    stone: 'sandstone',
    imageCount: 3,
  },

  // Crockery
  {
    title: 'Fluted White Marble Fruit Bowl',
    categories: ['Crockery', 'Home Decor'],
    description:
      'A wide, shallow bowl turned from white marble, with a fluted outer wall cut by hand one groove at a time. It is heavy and steady, so it suits a dining table or kitchen island. Marble reacts with acids, so keep citrus on a leaf or cloth if you leave it for days, and wash with mild soap.',
    shortDescription: 'A shallow white marble bowl with a hand-cut fluted wall, steady on any table.',
    priceUsd: 78,
    originalPriceUsd: 95,
    keywords: ['fruit bowl', 'marble bowl', 'fluted', 'table centrepiece', 'kitchen'],
    specifications: [
      ['Material', 'White marble'],
      ['Diameter', '28 cm'],
      ['Height', '9 cm'],
      ['Weight', '4.2 kg'],
      ['Finish', 'Polished'],
    ],
    shape: 'bowl',
    stone: 'white-marble',
    imageCount: 3,
  },
  {
    title: 'Black Marble Serving Platter',
    categories: ['Crockery', 'Featured Products'],
    description:
      'A round platter of black marble with a slightly raised rim, polished on top and honed underneath so it does not slide. It stays cool for a long time, which makes it good for cheese, fruit or kulfi. Hand-wash and dry it; avoid lemon juice and vinegar sitting on the surface.',
    shortDescription:
      'A round black marble platter with a raised rim that stays cool for serving cheese, fruit or desserts.',
    priceUsd: 64,
    keywords: ['serving platter', 'black marble', 'cheese board', 'round tray', 'tableware'],
    specifications: [
      ['Material', 'Black marble'],
      ['Diameter', '32 cm'],
      ['Thickness', '2 cm'],
      ['Weight', '3.5 kg'],
      ['Finish', 'Polished top, honed base'],
    ],
    shape: 'plate',
    stone: 'black-marble',
    imageCount: 2,
  },
  {
    title: 'Onyx Tea Cup Set of Four',
    categories: ['Crockery', 'Home Decor'],
    description:
      'Four small handle-less cups turned from green-and-honey onyx, thin enough at the rim that light passes through the banding. They are meant for green tea or qehwa, and are heavier in the hand than porcelain. Rinse them in warm water and dry them right away; they are not dishwasher safe.',
    shortDescription:
      'Four handle-less onyx cups for qehwa or green tea, turned thin enough to glow at the rim.',
    priceUsd: 86,
    keywords: ['tea cups', 'onyx', 'qehwa', 'green tea', 'gift set'],
    specifications: [
      ['Material', 'Onyx'],
      ['Cup size', '7 cm high, 120 ml'],
      ['Set', '4 cups'],
      ['Weight', '1.1 kg (set)'],
      ['Care', 'Hand-wash only'],
    ],
    shape: 'bowl',
    stone: 'onyx',
    imageCount: 3,
  },
  {
    title: 'Soapstone Handi Cooking Pot',
    categories: ['Crockery', 'Carved Stone'],
    description:
      'A lidded cooking pot carved from one block of soapstone, the way stone handis are still made in the northern valleys. Soapstone heats slowly and holds heat for a long time, which suits dal, saag and slow-cooked meat. Season it with oil before first use and heat it gradually on a low flame.',
    shortDescription:
      'A lidded soapstone handi that heats slowly and holds warmth for dal, saag and slow cooking.',
    priceUsd: 72,
    keywords: ['stone handi', 'soapstone pot', 'slow cooking', 'cookware', 'lidded pot'],
    specifications: [
      ['Material', 'Soapstone'],
      ['Capacity', 'About 2 litres'],
      ['Dimensions', '22 × 16 cm'],
      ['Weight', '4.8 kg'],
      ['Care', 'Season with oil; heat gradually'],
    ],
    isNew: true,
    shape: 'bowl',
    stone: 'soapstone',
    imageCount: 4,
  },
  {
    title: 'Onyx Coaster Set of Six',
    categories: ['Crockery', 'Home Decor'],
    description:
      'Six square coasters cut from one slab of onyx, so the banding runs on from one to the next when they are stacked. The backs have small cork feet to protect furniture. They are sealed against water rings, but wipe up spills of coffee, tea or wine quickly, as onyx is softer than it looks.',
    shortDescription: 'Six onyx coasters cut from one slab, with cork feet and matching banding.',
    priceUsd: 42,
    keywords: ['coasters', 'onyx', 'drink coasters', 'tableware', 'gift'],
    specifications: [
      ['Material', 'Onyx'],
      ['Dimensions', '10 × 10 × 1 cm each'],
      ['Set', '6 coasters'],
      ['Backing', 'Cork feet'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'tile',
    stone: 'onyx',
    imageCount: 2,
  },

  // Home Decor
  {
    title: 'Onyx Table Lamp with Brass Fittings',
    categories: ['Home Decor', 'Luxury Collection'],
    description:
      'A table lamp whose body is a hollow column of onyx, turned and bored from a single block so the light glows through the natural bands. The brass base and fittings are made by a metalworker in Rawalpindi, and it takes a standard E27 bulb with a linen shade. Wiring can be supplied for 220 V or 110 V.',
    shortDescription:
      'A hollow-bored onyx lamp that glows through its natural bands, with brass fittings and a linen shade.',
    priceUsd: 460,
    keywords: ['onyx lamp', 'table lamp', 'brass', 'lighting', 'translucent stone'],
    specifications: [
      ['Material', 'Onyx, brass'],
      ['Height', '52 cm with shade'],
      ['Weight', '6 kg'],
      ['Bulb', 'E27, up to 40 W'],
      ['Wiring', '220 V or 110 V on request'],
    ],
    shape: 'lamp',
    stone: 'onyx',
    imageCount: 4,
  },
  {
    title: 'Black Marble Sphere on Stand',
    categories: ['Home Decor', 'Carved Stone'],
    description:
      'A polished sphere of black marble with fine white veins, ground round on a lathe and finished by hand. It sits on a small turned stand of the same stone, which makes a good paperweight or a quiet shelf object. Wipe with a dry cloth to keep the shine.',
    shortDescription: 'A polished black marble sphere with fine white veins, on a matching turned stand.',
    priceUsd: 58,
    originalPriceUsd: 70,
    keywords: ['marble sphere', 'black marble', 'decorative ball', 'paperweight', 'shelf decor'],
    specifications: [
      ['Material', 'Black marble'],
      ['Diameter', '10 cm'],
      ['Weight', '1.5 kg with stand'],
      ['Finish', 'High polish'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'sphere',
    stone: 'black-marble',
    imageCount: 2,
  },
  {
    title: 'Pair of Black Marble Obelisks',
    categories: ['Home Decor', 'Decorative Motive'],
    description:
      'Two tapering obelisks in black marble on square stepped bases, cut and polished as a matched pair. They sit well at either end of a mantelpiece or bookshelf, or on both sides of a doorway niche. The bases are lined with felt, and the marble needs nothing more than dusting.',
    shortDescription: 'A matched pair of tapering black marble obelisks on stepped, felt-lined bases.',
    priceUsd: 74,
    keywords: ['obelisk', 'black marble', 'mantel decor', 'pair', 'bookshelf'],
    specifications: [
      ['Material', 'Black marble'],
      ['Height', '30 cm each'],
      ['Base', '7 × 7 cm, felt-lined'],
      ['Weight', '2.2 kg each'],
      ['Set', '2 pieces'],
    ],
    shape: 'obelisk',
    stone: 'black-marble',
    imageCount: 3,
  },
  {
    title: 'Tall Onyx Vase with Tapered Neck',
    categories: ['Home Decor', 'Featured Products'],
    description:
      'A tall vase turned from a single block of onyx, its neck narrowing before a small flared lip. The walls are thin enough that the bands of honey and green show clearly when it stands near a window. The inside is sealed, so it can hold fresh flowers with a glass liner, which we include.',
    shortDescription:
      'A tall onyx vase with a tapered neck and a glass liner, glowing where light passes through its bands.',
    priceUsd: 135,
    originalPriceUsd: 165,
    keywords: ['onyx vase', 'flower vase', 'translucent', 'home decor', 'turned stone'],
    specifications: [
      ['Material', 'Onyx'],
      ['Height', '36 cm'],
      ['Weight', '3.4 kg'],
      ['Liner', 'Glass, included'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'vase',
    stone: 'onyx',
    imageCount: 4,
  },
  {
    title: 'White Marble Candle Holder Trio',
    categories: ['Home Decor', 'Carved Stone'],
    description:
      'Three pillar candle holders of different heights, turned from white marble with a shallow dish at the top to catch wax. Grouped together they make a simple centrepiece; used singly they work on a windowsill. Wax lifts off easily once cooled in the fridge for half an hour.',
    shortDescription:
      'Three white marble pillar candle holders of different heights, each with a wax-catching dish.',
    priceUsd: 48,
    keywords: ['candle holder', 'marble', 'centrepiece', 'pillar candle', 'set of three'],
    specifications: [
      ['Material', 'White marble'],
      ['Heights', '8, 12 and 16 cm'],
      ['Top dish', '8 cm diameter'],
      ['Weight', '2.6 kg (set)'],
      ['Set', '3 pieces'],
    ],
    shape: 'candle-holder',
    stone: 'white-marble',
    imageCount: 3,
  },
  {
    title: 'Pietra Dura Inlaid Marble Box',
    categories: ['Home Decor', 'Decorative Motive'],
    description:
      'A white marble box with a floral spray inlaid on the lid in lapis, malachite, carnelian and mother-of-pearl, using the pietra dura method in which each petal is cut separately and fitted into a recess. The inside is lined with velvet for jewellery or keepsakes. It is a good example of what patient inlay work can do on a small scale.',
    shortDescription:
      'A white marble keepsake box with a hand-inlaid floral spray of coloured stones on the lid.',
    priceUsd: 145,
    keywords: ['pietra dura', 'inlay', 'marble box', 'keepsake box', 'floral'],
    specifications: [
      ['Material', 'White marble, semi-precious inlay'],
      ['Dimensions', '15 × 10 × 6 cm'],
      ['Weight', '1.2 kg'],
      ['Lining', 'Velvet'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'box',
    stone: 'white-marble',
    imageCount: 3,
  },

  // Garden Decor
  {
    title: 'Sandstone Bird Bath on Pedestal',
    categories: ['Garden Decor', 'Carved Stone'],
    description:
      'A shallow carved bowl resting on a baluster pedestal, both in buff sandstone and made in two parts for easy setting-up. The bowl has a gently sloping floor so small birds can stand at the edge. Scrub it with plain water every week or two; sandstone greens up slowly outdoors, which many people like.',
    shortDescription: 'A two-part sandstone bird bath with a gently sloping bowl on a baluster pedestal.',
    priceUsd: 260,
    keywords: ['bird bath', 'sandstone', 'garden', 'pedestal', 'outdoor'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Height', '75 cm'],
      ['Bowl diameter', '50 cm'],
      ['Weight', '48 kg (two parts)'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'basin',
    stone: 'sandstone',
    imageCount: 3,
  },
  {
    title: 'Carved Sandstone Garden Lantern',
    categories: ['Garden Decor', 'Carved Stone'],
    description:
      'A four-sided garden lantern with a pierced lotus pattern in each face and a small pitched roof, made from sandstone in three stacking parts. A tea light or a small solar lamp fits inside. The pieces sit on each other without mortar, so it can be moved when the garden changes.',
    shortDescription:
      'A three-part sandstone lantern with pierced lotus faces, for a tea light or small solar lamp.',
    priceUsd: 175,
    keywords: ['garden lantern', 'sandstone', 'tea light', 'outdoor lighting', 'lotus'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Height', '55 cm'],
      ['Weight', '22 kg'],
      ['Parts', '3, stacking'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'lamp',
    stone: 'sandstone',
    imageCount: 2,
  },
  {
    title: 'Large Sandstone Planter with Lotus Band',
    categories: ['Garden Decor', 'Carved Stone'],
    description:
      'A round planter in sandstone with a carved band of open lotus flowers below the rim, drawn from the bases of Gandhara stupas. It has a drainage hole and stands on three short feet to keep water from pooling beneath it. Big enough for a citrus tree or a clump of bamboo.',
    shortDescription:
      'A round sandstone planter with a carved band of lotus flowers, drainage and raised feet.',
    priceUsd: 190,
    originalPriceUsd: 225,
    keywords: ['planter', 'sandstone', 'lotus', 'garden pot', 'outdoor decor'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Diameter', '55 cm'],
      ['Height', '45 cm'],
      ['Weight', '40 kg'],
      ['Drainage', 'Yes, one hole'],
    ],
    shape: 'planter',
    stone: 'sandstone',
    imageCount: 3,
  },
  {
    title: 'Sandstone Garden Buddha',
    categories: ['Garden Decor', 'Gandhara Art', 'Featured Products'],
    description:
      'A seated Buddha in buff sandstone sized for a garden bed or a courtyard corner, with the robe simplified so that rain runs off rather than pooling in the folds. Outdoors it slowly takes on moss and lichen. Set it on a level slab so it does not lean as the ground settles.',
    shortDescription: 'A weather-friendly seated Buddha in sandstone, made for gardens and courtyards.',
    priceUsd: 480,
    keywords: ['garden buddha', 'sandstone statue', 'outdoor sculpture', 'seated buddha', 'courtyard'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Dimensions', '70 × 48 × 35 cm'],
      ['Weight', '55 kg'],
      ['Use', 'Indoor or outdoor'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'seated-buddha',
    stone: 'sandstone',
    imageCount: 4,
  },
  {
    title: 'Granite Stepping Stones, Set of Five',
    categories: ['Garden Decor', 'Raw Stone'],
    description:
      'Five irregular stepping stones split from granite boulders, with the top face lightly flamed so it is not slippery when wet. Each one is about the size of a stride and thick enough not to rock once bedded in sand. The sides are left natural so they blend into grass or gravel.',
    shortDescription: 'Five split granite stepping stones with a non-slip flamed top and natural edges.',
    priceUsd: 150,
    keywords: ['stepping stones', 'granite', 'garden path', 'landscaping', 'natural stone'],
    specifications: [
      ['Material', 'Granite'],
      ['Size', 'About 40 × 35 cm each'],
      ['Thickness', '5–6 cm'],
      ['Set', '5 stones'],
      ['Surface', 'Flamed, non-slip'],
    ],
    shape: 'tile',
    stone: 'granite',
    imageCount: 2,
  },

  // Fireplaces
  {
    title: 'Carved White Marble Fireplace Surround',
    categories: ['Fireplaces', 'Luxury Collection'],
    description:
      'A full fireplace surround in white marble, with fluted pilasters, a plain frieze and a moulded mantel shelf, made in five pieces to be fixed on site. We make it to the opening size you send us, and a drawing is approved before cutting begins. Crating and fixing notes are included; we can recommend a fitter in most Pakistani cities.',
    shortDescription:
      'A made-to-measure white marble fireplace surround with fluted pilasters and a moulded shelf.',
    priceUsd: 1950,
    keywords: ['fireplace surround', 'marble mantel', 'white marble', 'made to measure', 'living room'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', '140 × 115 × 25 cm (standard)'],
      ['Weight', 'About 260 kg'],
      ['Parts', '5, fixed on site'],
      ['Lead time', '6 weeks'],
    ],
    shape: 'fireplace',
    stone: 'white-marble',
    imageCount: 4,
  },
  {
    title: 'Sandstone Mantel with Vine Frieze',
    categories: ['Fireplaces', 'Building Embellishing'],
    description:
      'A fireplace mantel in warm sandstone whose frieze carries a running grapevine, a motif found on Gandhara carvings and still loved by our carvers. Because every room and opening is different, this piece is quoted individually after we see a photo and measurements. Sandstone should be sealed near the firebox to keep soot from settling in.',
    shortDescription:
      "A sandstone fireplace mantel with a carved grapevine frieze, quoted to your room's measurements.",
    priceUsd: null,
    keywords: ['fireplace mantel', 'sandstone', 'vine frieze', 'custom', 'carved fireplace'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Dimensions', 'Made to measure'],
      ['Motif', 'Grapevine frieze'],
      ['Lead time', '5–8 weeks'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'fireplace',
    stone: 'sandstone',
    imageCount: 3,
  },
  {
    title: 'Black Marble Hearth Slab',
    categories: ['Fireplaces', 'Raw Stone'],
    description:
      'A thick hearth slab of black marble, honed rather than polished so that it does not show scuffs from logs and fire tools. The front edge is rounded and the other three are left square to meet the floor. We cut it to size; send the dimensions of your hearth and the floor height.',
    shortDescription: 'A honed black marble hearth slab cut to size, with a rounded front edge.',
    priceUsd: 420,
    keywords: ['hearth', 'black marble', 'fireplace slab', 'cut to size', 'honed'],
    specifications: [
      ['Material', 'Black marble'],
      ['Standard size', '150 × 50 × 4 cm'],
      ['Weight', 'About 80 kg'],
      ['Finish', 'Honed'],
      ['Edge', 'Rounded front'],
    ],
    shape: 'fireplace',
    stone: 'black-marble',
    imageCount: 2,
  },
  {
    title: 'Gandhara Schist Fireplace with Acanthus Pilasters',
    categories: ['Fireplaces', 'Gandhara Art', 'Luxury Collection'],
    description:
      'A fireplace surround in grey schist framed by Indo-Corinthian pilasters, with a lintel carved as a row of small arches, each holding a seated figure, as on Gandhara stupa drums. It is a large commission that occupies two carvers for about two months. A drawing and a clay model of one panel are shared with you before work starts.',
    shortDescription:
      'A grey schist fireplace with Indo-Corinthian pilasters and a lintel of arched niches with seated figures.',
    priceUsd: 1800,
    keywords: ['gandhara fireplace', 'schist', 'acanthus', 'commission', 'carved mantel'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '150 × 120 × 28 cm'],
      ['Weight', 'About 300 kg'],
      ['Lead time', 'About 8 weeks'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'fireplace',
    stone: 'grey-schist',
    imageCount: 3,
  },

  // Building Embellishing
  {
    title: 'Sandstone Jharokha Window Frame',
    categories: ['Building Embellishing', 'Carved Stone'],
    description:
      'A projecting window frame in the jharokha tradition, with a cusped arch, small brackets and a carved sill, made in sandstone for house fronts and courtyards. It arrives in numbered pieces with a setting drawing for your mason. Standard size is shown; other sizes are made to order.',
    shortDescription:
      'A cusped-arch jharokha window frame in sandstone, supplied in numbered pieces for your mason.',
    priceUsd: 880,
    keywords: ['jharokha', 'window frame', 'sandstone', 'facade', 'arch'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Opening', '90 × 140 cm'],
      ['Depth', '35 cm'],
      ['Weight', 'About 210 kg'],
      ['Supply', 'Numbered pieces with drawing'],
    ],
    shape: 'relief-panel',
    stone: 'sandstone',
    imageCount: 3,
  },
  {
    title: 'Marble Column Pair with Lotus Capitals',
    categories: ['Building Embellishing', 'Luxury Collection'],
    description:
      'Two round columns in white marble, each with a plain shaft and a capital of opening lotus petals, sized for a porch or an interior archway. The shafts are turned in sections and dowelled together with stainless steel. Load-bearing use should be checked with your engineer; they are often used as cladding round a concrete core.',
    shortDescription:
      'Two white marble columns with lotus capitals, turned in dowelled sections for porches and archways.',
    priceUsd: 1350,
    keywords: ['marble columns', 'lotus capital', 'porch', 'pillars', 'architecture'],
    specifications: [
      ['Material', 'White marble'],
      ['Height', '240 cm each'],
      ['Shaft diameter', '25 cm'],
      ['Weight', 'About 170 kg each'],
      ['Set', '2 columns'],
    ],
    shape: 'column',
    stone: 'white-marble',
    imageCount: 4,
  },
  {
    title: 'Hand-Dressed Sandstone Wall Cladding',
    categories: ['Building Embellishing', 'Raw Stone'],
    description:
      'Sandstone cladding strips dressed by hand with a pitching chisel, giving each face a soft, uneven texture that catches the sun in the morning and evening. They are sold by the square metre in mixed lengths and a single height, so they lay in neat courses. Seal them once after fixing if the wall faces driving rain.',
    shortDescription: 'Hand-dressed sandstone cladding strips in mixed lengths, sold by the square metre.',
    priceUsd: 95,
    keywords: ['wall cladding', 'sandstone', 'facade stone', 'per square metre', 'natural texture'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Strip height', '10 cm'],
      ['Thickness', '2–3 cm'],
      ['Coverage', '1 square metre per lot'],
      ['Weight', 'About 55 kg per square metre'],
    ],
    shape: 'tile',
    stone: 'sandstone',
    imageCount: 2,
  },
  {
    title: 'Geometric Marble Floor Medallion',
    categories: ['Building Embellishing', 'Decorative Motive', 'Luxury Collection'],
    description:
      'A round floor medallion built from white marble, black marble and onyx cut into a twelve-pointed star, the kind of pattern that covers the floors of Mughal buildings in Lahore. Every piece is waterjet-cut and then hand-fitted on a backing board, so it is laid like a single tile. Polish after laying and protect it with a stone sealer.',
    shortDescription:
      'A twelve-pointed star floor medallion in white and black marble with onyx, laid as a single unit.',
    priceUsd: 690,
    keywords: ['floor medallion', 'marble inlay', 'geometric', 'star pattern', 'entrance hall'],
    specifications: [
      ['Material', 'White marble, black marble, onyx'],
      ['Diameter', '120 cm'],
      ['Thickness', '2 cm'],
      ['Weight', 'About 60 kg'],
      ['Installation', 'Laid as one unit'],
    ],
    shape: 'tile',
    stone: 'white-marble',
    imageCount: 3,
  },

  // Fountains
  {
    title: 'Three-Tier Sandstone Garden Fountain',
    categories: ['Fountains', 'Garden Decor', 'Luxury Collection'],
    description:
      'A classic tiered fountain in sandstone: a wide lower basin, two smaller bowls above and a carved finial, with water spilling from one level to the next. The pump channel is drilled through the centre column and a submersible pump is included. It is shipped in six crated parts, and assembly takes two people about an hour.',
    shortDescription:
      'A three-tier sandstone fountain with a drilled pump channel and pump, shipped in six crated parts.',
    priceUsd: 1250,
    originalPriceUsd: 1450,
    keywords: ['tiered fountain', 'garden fountain', 'sandstone', 'water feature', 'outdoor'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Height', '170 cm'],
      ['Basin diameter', '120 cm'],
      ['Weight', 'About 380 kg'],
      ['Pump', 'Submersible, included'],
      ['Parts', '6'],
    ],
    shape: 'fountain',
    stone: 'sandstone',
    imageCount: 4,
  },
  {
    title: 'Tabletop Onyx Water Fountain',
    categories: ['Fountains', 'Home Decor', 'Featured Products'],
    description:
      'A small indoor fountain in which water rises through a drilled onyx sphere and runs down over its surface into a shallow bowl. The sound is a soft trickle, quiet enough for a desk or bedside. It comes with a low-voltage pump and adapter; top it up with distilled water to avoid white marks.',
    shortDescription:
      'A desk-sized onyx fountain where water wells up through a sphere and trickles into a bowl.',
    priceUsd: 165,
    keywords: ['tabletop fountain', 'onyx', 'indoor water feature', 'desk', 'relaxing'],
    specifications: [
      ['Material', 'Onyx'],
      ['Dimensions', '30 × 25 cm'],
      ['Weight', '5 kg'],
      ['Pump', 'Low-voltage, with adapter'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    isNew: true,
    shape: 'fountain',
    stone: 'onyx',
    imageCount: 3,
  },
  {
    title: 'Lotus Wall Fountain in White Marble',
    categories: ['Fountains', 'Building Embellishing'],
    description:
      'A wall-mounted fountain in which water falls from a carved lotus spout into a half-round basin below, both in white marble set on a carved back plate. It suits a courtyard wall or a shaded veranda. Pipework runs behind the back plate, so the pump and tubing stay out of sight.',
    shortDescription:
      'A white marble wall fountain with a lotus spout and half-round basin, with hidden pipework.',
    priceUsd: 540,
    keywords: ['wall fountain', 'lotus', 'white marble', 'courtyard', 'water feature'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', '90 × 60 × 35 cm'],
      ['Weight', 'About 95 kg'],
      ['Pump', 'Included'],
      ['Mounting', 'Wall, hidden pipework'],
    ],
    shape: 'fountain',
    stone: 'white-marble',
    imageCount: 3,
  },
  {
    title: 'Granite Bubbling Sphere Fountain',
    categories: ['Fountains', 'Garden Decor'],
    description:
      'A granite sphere drilled through the centre and set over a hidden reservoir, so water bubbles out of the top and slides down all sides into a bed of pebbles. There is no open pool, which makes it a safe choice for gardens with small children. The reservoir, grate and pump come with it.',
    shortDescription:
      'A drilled granite sphere that bubbles water over its sides into pebbles, with no open pool.',
    priceUsd: 720,
    keywords: ['sphere fountain', 'granite', 'bubbler', 'child safe', 'garden water feature'],
    specifications: [
      ['Material', 'Granite'],
      ['Sphere diameter', '50 cm'],
      ['Weight', 'About 170 kg'],
      ['Included', 'Reservoir, grate and pump'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'fountain',
    stone: 'granite',
    imageCount: 2,
  },

  // Mortar and Pestle
  {
    title: 'Green Onyx Mortar and Pestle',
    categories: ['Mortar and Pestle', 'Crockery'],
    description:
      'A mortar and pestle in green-banded onyx, polished outside and left slightly rough inside so spices do not slide away from the pestle. It is the right size for grinding cardamom, cloves or a pinch of saffron for a pot of rice. Rinse with water and let it dry upright.',
    shortDescription:
      'A polished green onyx mortar and pestle, rough inside for grinding small amounts of spice.',
    priceUsd: 42,
    keywords: ['mortar and pestle', 'onyx', 'spice grinder', 'kitchen', 'cardamom'],
    specifications: [
      ['Material', 'Onyx'],
      ['Dimensions', '10 cm diameter × 7 cm'],
      ['Weight', '1.3 kg'],
      ['Inside', 'Unpolished'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'mortar',
    stone: 'onyx',
    imageCount: 2,
  },
  {
    title: 'Large Black Granite Mortar and Pestle',
    categories: ['Mortar and Pestle', 'Crockery', 'Featured Products'],
    description:
      'A heavy mortar cut from black granite, deep enough for garlic, ginger and green chilli pastes without splashing over the rim. The weight keeps it from walking across the counter, and granite does not take on smells. Before first use, grind a handful of raw rice to clear any stone dust.',
    shortDescription: 'A deep, heavy granite mortar and pestle for garlic, ginger and chilli pastes.',
    priceUsd: 58,
    originalPriceUsd: 68,
    keywords: ['granite mortar', 'mortar and pestle', 'garlic paste', 'kitchen', 'heavy duty'],
    specifications: [
      ['Material', 'Granite'],
      ['Dimensions', '18 cm diameter × 12 cm'],
      ['Weight', '5.2 kg'],
      ['Capacity', 'About 500 ml'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'mortar',
    stone: 'granite',
    imageCount: 3,
  },
  {
    title: 'White Marble Spice Mortar',
    categories: ['Mortar and Pestle', 'Home Decor'],
    description:
      'A small white marble mortar with a rounded pestle, as good for crushing basil, mint or sea salt as for displaying on an open kitchen shelf. The outside is polished and the bowl honed. Turmeric and saffron can tint marble, so rinse straight after use.',
    shortDescription: 'A small white marble mortar and pestle for herbs and whole spices.',
    priceUsd: 36,
    keywords: ['marble mortar', 'mortar and pestle', 'herbs', 'white marble', 'kitchen shelf'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', '11 cm diameter × 8 cm'],
      ['Weight', '1.6 kg'],
      ['Finish', 'Polished outside, honed inside'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'mortar',
    stone: 'white-marble',
    imageCount: 2,
  },
  {
    title: 'Sandstone Kunda with Wooden Danda',
    categories: ['Mortar and Pestle', 'Antique Products'],
    description:
      'The kunda and danda of Punjabi kitchens: a wide stone bowl paired with a long wooden pestle of shisham, used standing for pounding chutneys of mint, coriander and green chilli. The bowl is cut from dense sandstone and rubbed smooth inside. Wash it with water only, never soap, so the chutney keeps its taste.',
    shortDescription:
      'A traditional Punjabi kunda in sandstone with a long shisham-wood danda for pounding chutneys.',
    priceUsd: 49,
    keywords: ['kunda danda', 'chutney', 'punjabi kitchen', 'sandstone', 'traditional mortar'],
    specifications: [
      ['Material', 'Sandstone, shisham wood'],
      ['Bowl', '22 cm diameter × 14 cm'],
      ['Danda length', '45 cm'],
      ['Weight', '6 kg'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'mortar',
    stone: 'sandstone',
    imageCount: 3,
  },
  {
    title: 'Soapstone Mini Mortar for Pills',
    categories: ['Mortar and Pestle', 'Carved Stone'],
    description:
      'A palm-sized soapstone mortar and pestle, handy for crushing a tablet, a few peppercorns or a seed for a bird feeder. Soapstone is soft to carve, so the bowl has a small lotus cut into its outside wall. It is light enough to carry in a travel bag or keep in a bedside drawer.',
    shortDescription: 'A palm-sized soapstone mortar and pestle with a small carved lotus on the outside.',
    priceUsd: 24,
    keywords: ['mini mortar', 'soapstone', 'pill crusher', 'travel', 'small'],
    specifications: [
      ['Material', 'Soapstone'],
      ['Dimensions', '7 cm diameter × 5 cm'],
      ['Weight', '0.35 kg'],
      ['Decoration', 'Carved lotus'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'mortar',
    stone: 'soapstone',
    imageCount: 2,
  },

  // Grinding Mills
  {
    title: 'Granite Hand Chakki Grinding Mill',
    categories: ['Grinding Mills', 'Crockery'],
    description:
      'A two-stone hand chakki in granite: the upper stone turns on a wooden spindle over the fixed lower stone, and grain fed through the eye comes out as flour around the edge. The grinding faces are dressed with fine radial grooves, and the gap can be set with a wedge for coarser or finer flour. It grinds wheat, maize, lentils and dried spices.',
    shortDescription: 'A working two-stone granite hand mill for wheat, maize, lentils and dried spices.',
    priceUsd: 185,
    keywords: ['chakki', 'hand mill', 'flour mill', 'granite', 'stone ground flour'],
    specifications: [
      ['Material', 'Granite, wood'],
      ['Diameter', '42 cm'],
      ['Weight', '34 kg'],
      ['Adjustment', 'Wedge-set grinding gap'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'grinding-mill',
    stone: 'granite',
    imageCount: 4,
  },
  {
    title: 'Sandstone Flour Chakki with Wooden Handle',
    categories: ['Grinding Mills', 'Antique Products'],
    description:
      'A lighter hand mill in hard sandstone, made the way village chakkis were made before steel mills arrived, with a shisham handle fixed upright in the upper stone. Sandstone grinds a little coarser than granite, which suits daliya and cracked wheat. Brush out the grooves after each use to keep them sharp.',
    shortDescription:
      'A traditional sandstone hand chakki with an upright shisham handle, good for coarse flour and daliya.',
    priceUsd: 160,
    keywords: ['sandstone chakki', 'grinding mill', 'daliya', 'village mill', 'traditional'],
    specifications: [
      ['Material', 'Sandstone, shisham wood'],
      ['Diameter', '38 cm'],
      ['Weight', '26 kg'],
      ['Best for', 'Coarse flour, cracked wheat'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'grinding-mill',
    stone: 'sandstone',
    imageCount: 3,
  },
  {
    title: 'Tabletop Granite Spice Mill',
    categories: ['Grinding Mills', 'Crockery'],
    description:
      'A kitchen-counter version of the chakki with stones about the size of a dinner plate, made for grinding spice blends, coffee or small batches of flour. A wooden tray catches the powder as it falls from the edge. It clamps to a worktop so it stays put while turning.',
    shortDescription: 'A counter-sized granite chakki for spice blends, coffee and small batches of flour.',
    priceUsd: 95,
    keywords: ['spice mill', 'granite', 'countertop', 'garam masala', 'coffee grinder'],
    specifications: [
      ['Material', 'Granite, wood'],
      ['Diameter', '24 cm'],
      ['Weight', '9 kg'],
      ['Includes', 'Catch tray, clamp'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    isNew: true,
    shape: 'grinding-mill',
    stone: 'granite',
    imageCount: 3,
  },
  {
    title: 'Decorative Chakki for the Garden',
    categories: ['Grinding Mills', 'Garden Decor'],
    description:
      'A full-size pair of millstones carved in sandstone for display rather than grinding, with the upper stone set slightly off-centre as if it had just been turned. They make a good centre for a gravel bed or an edge to a lawn. Moss grows readily in the grooves if the spot is shaded.',
    shortDescription: 'A display pair of sandstone millstones for a gravel bed, path edge or courtyard.',
    priceUsd: 130,
    keywords: ['millstone', 'garden feature', 'sandstone', 'chakki', 'landscaping'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Diameter', '50 cm'],
      ['Weight', '45 kg (pair)'],
      ['Use', 'Decorative, outdoor'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'grinding-mill',
    stone: 'sandstone',
    imageCount: 2,
  },

  // Ashtray
  {
    title: 'Onyx Ashtray with Three Rests',
    categories: ['Ashtray', 'Home Decor'],
    description:
      'A round ashtray turned from honey onyx with three cigarette rests cut into the rim. The bowl is deep enough that ash does not blow out on a breezy veranda or rooftop. Onyx washes clean under a tap; dry it before putting it back so water marks do not form.',
    shortDescription: 'A round honey onyx ashtray with three rests and a deep, wind-sheltered bowl.',
    priceUsd: 28,
    originalPriceUsd: 34,
    keywords: ['ashtray', 'onyx', 'veranda', 'smoking', 'gift'],
    specifications: [
      ['Material', 'Onyx'],
      ['Diameter', '13 cm'],
      ['Height', '4 cm'],
      ['Weight', '0.7 kg'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'ashtray',
    stone: 'onyx',
    imageCount: 2,
  },
  {
    title: 'Black Marble Cigar Ashtray',
    categories: ['Ashtray', 'Home Decor'],
    description:
      'A square ashtray in black marble with two long channels wide enough to hold a cigar, set into a thick, heavy block that will not tip. The top surface is polished and the base is lined with felt so it will not mark wood. A quiet, solid piece for a study desk.',
    shortDescription: 'A heavy square black marble ashtray with two long cigar channels and a felt base.',
    priceUsd: 45,
    keywords: ['cigar ashtray', 'black marble', 'study', 'heavy', 'desk accessory'],
    specifications: [
      ['Material', 'Black marble'],
      ['Dimensions', '16 × 16 × 5 cm'],
      ['Weight', '2.4 kg'],
      ['Base', 'Felt-lined'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'ashtray',
    stone: 'black-marble',
    imageCount: 3,
  },
  {
    title: 'Carved Soapstone Lotus Ashtray',
    categories: ['Ashtray', 'Carved Stone'],
    description:
      'A small ashtray carved from soft grey-green soapstone in the shape of an open lotus, each petal cut as a shallow rest. It also works as a dish for incense cones, paper clips or rings. Soapstone is soft, so wash it gently and do not scrub with steel wool.',
    shortDescription: 'A small soapstone ashtray carved as an open lotus, also handy for incense or rings.',
    priceUsd: 22,
    keywords: ['lotus ashtray', 'soapstone', 'incense dish', 'carved', 'small gift'],
    specifications: [
      ['Material', 'Soapstone'],
      ['Diameter', '11 cm'],
      ['Weight', '0.4 kg'],
      ['Finish', 'Matte, oiled'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'ashtray',
    stone: 'soapstone',
    imageCount: 2,
  },
  {
    title: 'Granite Outdoor Ashtray Stand',
    categories: ['Ashtray', 'Garden Decor'],
    description:
      'A low granite block with a sunken bowl and a sand-filled well, made for a terrace, shop front or office entrance. It is heavy enough to stay put in wind and will not rust or crack in the sun. Empty the sand every so often and rinse the well with a hose.',
    shortDescription: 'A heavy granite ashtray block with a sand-filled well for terraces and entrances.',
    priceUsd: 65,
    keywords: ['outdoor ashtray', 'granite', 'terrace', 'entrance', 'weatherproof'],
    specifications: [
      ['Material', 'Granite'],
      ['Dimensions', '30 × 30 × 25 cm'],
      ['Weight', '28 kg'],
      ['Use', 'Outdoor'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'ashtray',
    stone: 'granite',
    imageCount: 2,
  },

  // Coin
  {
    title: 'Kanishka Coin Medallion in Soapstone',
    categories: ['Coin', 'Antique Products'],
    description:
      'An enlarged medallion based on the gold coins of the Kushan king Kanishka, showing the king standing at a fire altar on one face and a standing Buddha on the other. It is carved in soapstone rather than struck in metal, and finished with a soft brown patina. A small easel for display is included.',
    shortDescription:
      'An enlarged, two-sided soapstone medallion after the gold coins of the Kushan king Kanishka.',
    priceUsd: 26,
    keywords: ['kanishka', 'kushan coin', 'medallion', 'soapstone', 'replica'],
    specifications: [
      ['Material', 'Soapstone'],
      ['Diameter', '8 cm'],
      ['Thickness', '1.2 cm'],
      ['Weight', '0.15 kg'],
      ['Includes', 'Display easel'],
    ],
    shape: 'coin',
    stone: 'soapstone',
    imageCount: 2,
  },
  {
    title: 'Indo-Greek Drachm Paperweight',
    categories: ['Coin', 'Home Decor'],
    description:
      'A heavy black marble paperweight carved with the portrait of King Menander in a diadem, after the silver drachms of the Indo-Greek kings who once ruled from Taxila. The legend around the edge follows the Greek lettering of the original coins. The back is left flat and polished.',
    shortDescription:
      'A black marble paperweight carved after the silver drachms of the Indo-Greek king Menander.',
    priceUsd: 34,
    keywords: ['indo-greek', 'menander', 'drachm', 'paperweight', 'black marble'],
    specifications: [
      ['Material', 'Black marble'],
      ['Diameter', '9 cm'],
      ['Thickness', '2.5 cm'],
      ['Weight', '0.5 kg'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'coin',
    stone: 'black-marble',
    imageCount: 2,
  },
  {
    title: 'Punch-Marked Coin Replica Set',
    categories: ['Coin', 'Antique Products', 'Featured Products'],
    description:
      'Six small replicas of the bent-bar and punch-marked coins found at Taxila, among the earliest coins of the subcontinent, each cut from grey schist and stamped by hand with sun, tree and hill symbols. They come in a wooden tray with a printed card explaining each type. A good set for teaching or a study shelf.',
    shortDescription:
      'Six schist replicas of early Taxila bent-bar and punch-marked coins, in a wooden tray with notes.',
    priceUsd: 48,
    keywords: ['punch-marked coins', 'ancient coins', 'taxila', 'replica set', 'education'],
    specifications: [
      ['Material', 'Grey schist, wood'],
      ['Set', '6 coins in tray'],
      ['Coin size', '1.5–4 cm'],
      ['Tray', '20 × 12 cm'],
      ['Includes', 'Printed notes'],
    ],
    isNew: true,
    shape: 'coin',
    stone: 'grey-schist',
    imageCount: 3,
  },
  {
    title: 'Large Sandstone Coin Wall Roundel',
    categories: ['Coin', 'Building Embellishing', 'Decorative Motive'],
    description:
      'A wall roundel in sandstone modelled on a Kushan coin, with a standing king and a border of dots, enlarged so it can be set into a garden wall or above a gate. It is carved in low relief so it reads well from a few metres away. Fix it with stainless steel pins and outdoor adhesive.',
    shortDescription: 'A large sandstone roundel in the form of a Kushan coin, for a garden wall or gate.',
    priceUsd: 210,
    keywords: ['coin roundel', 'kushan', 'wall decor', 'sandstone', 'gate'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Diameter', '60 cm'],
      ['Thickness', '8 cm'],
      ['Weight', '42 kg'],
      ['Fixing', 'Stainless pins and adhesive'],
    ],
    shape: 'coin',
    stone: 'sandstone',
    imageCount: 3,
  },

  // Decorative Motive
  {
    title: 'Lotus Rosette Wall Motif',
    categories: ['Decorative Motive', 'Building Embellishing'],
    description:
      'A square marble tile carrying a many-petalled lotus rosette, the motif that appears again and again on Gandhara railings and stupa bases. Used singly it makes a quiet accent above a door; in a row it becomes a frieze. The edges are sawn square so they butt together neatly.',
    shortDescription:
      'A square marble tile with a lotus rosette, for a single accent or a continuous frieze.',
    priceUsd: 88,
    keywords: ['lotus rosette', 'wall motif', 'marble tile', 'frieze', 'gandhara pattern'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', '30 × 30 × 3 cm'],
      ['Weight', '6 kg'],
      ['Edges', 'Sawn square'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'tile',
    stone: 'white-marble',
    imageCount: 2,
  },
  {
    title: 'Acanthus Leaf Corner Motif in Schist',
    categories: ['Decorative Motive', 'Gandhara Art'],
    description:
      'An L-shaped corner piece in grey schist with a curling acanthus leaf, meant for the corners of a door frame, a mirror surround or a large panel. The leaf is undercut along its edges so it seems to lift from the stone. Sold singly; order four for a full frame.',
    shortDescription: 'A grey schist corner piece with a curling acanthus leaf for frames and panels.',
    priceUsd: 115,
    keywords: ['acanthus', 'corner motif', 'schist', 'door frame', 'ornament'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '25 × 25 × 5 cm'],
      ['Weight', '4 kg'],
      ['Sold as', 'Single piece'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'relief-panel',
    stone: 'grey-schist',
    imageCount: 3,
  },
  {
    title: 'Pietra Dura Floral Wall Panel',
    categories: ['Decorative Motive', 'Home Decor', 'Luxury Collection'],
    description:
      'A white marble panel inlaid with a flowering plant in a vase, in the Mughal pietra dura manner: lapis for the irises, carnelian for the poppies and malachite for the leaves. Each petal is shaped on a small wheel and fitted into its recess by hand, and a panel this size takes about a month. It is framed in walnut, ready to hang.',
    shortDescription:
      'A Mughal-style inlaid marble panel of a flowering vase in lapis, carnelian and malachite.',
    priceUsd: 760,
    keywords: ['pietra dura', 'mughal inlay', 'floral panel', 'marble', 'wall art'],
    specifications: [
      ['Material', 'White marble, semi-precious inlay'],
      ['Dimensions', '45 × 60 × 3 cm (framed)'],
      ['Weight', '13 kg'],
      ['Frame', 'Walnut'],
      ['Carving time', 'About 4 weeks'],
    ],
    shape: 'tile',
    stone: 'white-marble',
    imageCount: 4,
  },
  {
    title: 'Onyx and Marble Star Tile Set',
    categories: ['Decorative Motive', 'Building Embellishing'],
    description:
      'A set of eight-pointed star tiles in honey onyx with cross-shaped tiles in white marble that fit between them, the pattern used in old Persian and Punjabi buildings. They can line a splashback, a fireplace surround or a small entrance floor. Sold as a set covering about half a square metre.',
    shortDescription:
      'Interlocking onyx star and marble cross tiles, a classic pattern for splashbacks and small floors.',
    priceUsd: 120,
    keywords: ['star tiles', 'onyx', 'marble', 'splashback', 'geometric pattern'],
    specifications: [
      ['Material', 'Onyx, white marble'],
      ['Tile size', '10 cm'],
      ['Coverage', 'About 0.5 square metre'],
      ['Thickness', '1 cm'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'tile',
    stone: 'onyx',
    imageCount: 2,
  },

  // Stone Sanitary
  {
    title: 'Onyx Vessel Sink with Honed Interior',
    categories: ['Stone Sanitary', 'Luxury Collection'],
    description:
      'A round vessel sink hollowed from one block of onyx, polished outside and honed inside so soap marks show less. With a light below the counter the whole bowl glows amber. It is drilled for a standard pop-up waste; seal it twice a year and avoid bleach-based cleaners.',
    shortDescription: 'A one-piece onyx vessel sink that glows amber when lit, drilled for a standard waste.',
    priceUsd: 640,
    originalPriceUsd: 740,
    keywords: ['vessel sink', 'onyx basin', 'bathroom', 'countertop sink', 'luxury bathroom'],
    specifications: [
      ['Material', 'Onyx'],
      ['Diameter', '42 cm'],
      ['Height', '15 cm'],
      ['Weight', '18 kg'],
      ['Waste', 'Standard pop-up, 32 mm'],
    ],
    shape: 'basin',
    stone: 'onyx',
    imageCount: 4,
  },
  {
    title: 'Hand-Carved White Marble Wash Basin',
    categories: ['Stone Sanitary', 'Carved Stone'],
    description:
      'An oval wash basin in white marble with a carved band of leaves around the outer wall, made to sit on a vanity top. The bowl is shaped with a gentle slope to the drain so water does not stand. Clean with a pH-neutral stone cleaner and wipe dry to keep the polish.',
    shortDescription: 'An oval white marble basin with a carved leaf band and a gently sloped bowl.',
    priceUsd: 390,
    keywords: ['marble basin', 'wash basin', 'bathroom', 'carved sink', 'vanity'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', '50 × 36 × 14 cm'],
      ['Weight', '22 kg'],
      ['Mounting', 'Countertop'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'basin',
    stone: 'white-marble',
    imageCount: 3,
  },
  {
    title: 'Black Marble Soap Dish and Tumbler',
    categories: ['Stone Sanitary', 'Home Decor'],
    description:
      'A matching soap dish and toothbrush tumbler in black marble, the dish cut with drainage grooves so the soap stays dry. They bring a bit of weight and calm to a small bathroom shelf or a guest washroom. Rinse out soap residue weekly so it does not build up on the stone.',
    shortDescription: 'A black marble soap dish with drainage grooves and a matching tumbler.',
    priceUsd: 46,
    keywords: ['soap dish', 'tumbler', 'black marble', 'bathroom set', 'accessories'],
    specifications: [
      ['Material', 'Black marble'],
      ['Soap dish', '13 × 9 × 2.5 cm'],
      ['Tumbler', '10 cm high'],
      ['Weight', '1.4 kg (set)'],
      ['Set', '2 pieces'],
    ],
    shape: 'basin',
    stone: 'black-marble',
    imageCount: 2,
  },
  {
    title: 'Granite Kitchen Sink, Single Bowl',
    categories: ['Stone Sanitary'],
    description:
      'A deep single-bowl kitchen sink carved out of a solid granite block, with a sloped drainer cut into the top on one side. Because it is made to fit your counter and drain position, the price depends on size and stone colour and is quoted on request. Granite shrugs off heat and scratches and needs only soap and water.',
    shortDescription:
      'A solid granite kitchen sink with a carved drainer, made to fit your counter; quoted on request.',
    priceUsd: null,
    keywords: ['kitchen sink', 'granite sink', 'solid stone', 'made to order', 'farmhouse sink'],
    specifications: [
      ['Material', 'Granite'],
      ['Typical size', '80 × 50 × 22 cm'],
      ['Weight', 'About 120 kg'],
      ['Drainer', 'Carved, one side'],
      ['Lead time', '4–6 weeks'],
    ],
    shape: 'basin',
    stone: 'granite',
    imageCount: 3,
  },

  // Moulded Art
  {
    title: 'Moulded Gandhara Frieze Cast',
    categories: ['Moulded Art', 'Gandhara Art'],
    description:
      'A cast of a short Gandhara frieze showing a procession of worshippers, made from crushed grey schist bound with resin and poured into a mould taken from one of our hand-carved panels. Casting keeps the detail of the original while making it far lighter and more affordable. It hangs from a single hook.',
    shortDescription:
      'A lightweight cast of a carved Gandhara procession frieze, made from crushed schist and resin.',
    priceUsd: 68,
    keywords: ['cast frieze', 'moulded', 'gandhara', 'lightweight', 'wall panel'],
    specifications: [
      ['Material', 'Crushed grey schist and resin'],
      ['Dimensions', '40 × 15 × 3 cm'],
      ['Weight', '1.8 kg'],
      ['Method', 'Cast from hand-carved master'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'relief-panel',
    stone: 'grey-schist',
    imageCount: 2,
  },
  {
    title: 'Cast Stone Buddha Head, Lightweight',
    categories: ['Moulded Art', 'Garden Decor'],
    description:
      'A Buddha head cast in a sandstone-coloured mix of stone powder and white cement, hollow inside so it weighs about a third of a carved one. It is meant for gardens, balconies and rented homes where a heavy stone piece is impractical. The surface is sealed, and it takes on a softer colour after a season outdoors.',
    shortDescription: 'A hollow cast-stone Buddha head, light enough for balconies and gardens.',
    priceUsd: 78,
    keywords: ['cast stone', 'buddha head', 'garden statue', 'lightweight', 'balcony'],
    specifications: [
      ['Material', 'Cast stone (stone powder and white cement)'],
      ['Dimensions', '35 × 22 × 20 cm'],
      ['Weight', '4 kg'],
      ['Use', 'Indoor or outdoor'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'buddha-head',
    stone: 'sandstone',
    imageCount: 3,
  },
  {
    title: 'Moulded Lion Head Wall Plaque',
    categories: ['Moulded Art', 'Building Embellishing'],
    description:
      'A lion head plaque cast from a hand-carved original, the mane swept back in curls, for a garden wall or either side of a gateway. It is cast in weatherproof stone composite and tinted to match our carved sandstone. Pairs can be ordered facing left and right.',
    shortDescription: 'A cast lion head plaque in sandstone-toned composite, for gateways and garden walls.',
    priceUsd: 55,
    keywords: ['lion head', 'wall plaque', 'cast stone', 'gateway', 'garden wall'],
    specifications: [
      ['Material', 'Stone composite'],
      ['Dimensions', '32 × 30 × 10 cm'],
      ['Weight', '3.5 kg'],
      ['Use', 'Outdoor'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'relief-panel',
    stone: 'sandstone',
    imageCount: 2,
  },
  {
    title: 'Cast Stone Planter with Garland Frieze',
    categories: ['Moulded Art', 'Garden Decor'],
    description:
      'A square planter cast in stone composite, each side carrying the garland held up by small cherubs that is one of the best-known Gandhara motifs. Casting makes it light enough to move about a terrace with two hands. It has a drainage hole and a sealed inside.',
    shortDescription:
      'A cast stone planter decorated with the Gandhara garland-bearer motif on all four sides.',
    priceUsd: 85,
    keywords: ['planter', 'cast stone', 'garland bearers', 'gandhara motif', 'terrace'],
    specifications: [
      ['Material', 'Stone composite'],
      ['Dimensions', '35 × 35 × 35 cm'],
      ['Weight', '9 kg'],
      ['Drainage', 'Yes'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    isNew: true,
    shape: 'planter',
    stone: 'sandstone',
    imageCount: 3,
  },

  // Jewellery
  {
    title: 'Lapis Lazuli Teardrop Pendant',
    categories: ['Jewellery', 'Precious Stone'],
    description:
      'A teardrop of deep blue lapis lazuli with small flecks of golden pyrite, cut and polished in our workshop and hung from a sterling silver bail. The chain is 45 cm, also in sterling silver. Lapis is fairly soft, so keep it away from perfume and store it separately from harder stones.',
    shortDescription: 'A deep blue lapis teardrop with pyrite flecks on a sterling silver bail and chain.',
    priceUsd: 45,
    originalPriceUsd: 54,
    keywords: ['lapis lazuli', 'pendant', 'silver', 'blue stone', 'necklace'],
    specifications: [
      ['Stone', 'Lapis lazuli'],
      ['Pendant size', '3 × 1.8 cm'],
      ['Metal', 'Sterling silver'],
      ['Chain length', '45 cm'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'pendant',
    stone: 'lapis',
    imageCount: 3,
  },
  {
    title: 'Carved Jade Leaf Pendant',
    categories: ['Jewellery', 'Precious Stone', 'Featured Products'],
    description:
      'A leaf carved from green jade, with the central vein and side veins cut in fine lines and the edges thinned so it glows when held up to light. It hangs on a braided cotton cord that can be adjusted for length. Wipe it with a soft cloth; jade needs very little care.',
    shortDescription: 'A finely veined green jade leaf on an adjustable braided cord.',
    priceUsd: 58,
    keywords: ['jade pendant', 'leaf', 'green jade', 'carved jewellery', 'gift'],
    specifications: [
      ['Stone', 'Jade'],
      ['Pendant size', '4 × 2 cm'],
      ['Cord', 'Braided cotton, adjustable'],
      ['Weight', '12 g'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'pendant',
    stone: 'jade',
    imageCount: 2,
  },
  {
    title: 'Honey Onyx Bead Necklace',
    categories: ['Jewellery'],
    description:
      'A single strand of round onyx beads graded from small at the clasp to larger at the centre, each bead drilled and polished by hand. The warm honey bands vary from bead to bead, so no two necklaces match exactly. It closes with a sterling silver hook clasp.',
    shortDescription: 'A strand of graded, hand-polished honey onyx beads with a silver clasp.',
    priceUsd: 38,
    keywords: ['onyx necklace', 'beads', 'jewellery', 'silver clasp', 'handmade'],
    specifications: [
      ['Stone', 'Onyx'],
      ['Bead size', '6–12 mm'],
      ['Length', '48 cm'],
      ['Clasp', 'Sterling silver'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'gem',
    stone: 'onyx',
    imageCount: 2,
  },
  {
    title: 'Silver Ring with Lapis Cabochon',
    categories: ['Jewellery', 'Precious Stone'],
    description:
      'A plain sterling silver band set with an oval lapis cabochon, made by a silversmith who works alongside our stone cutters. The stone sits in a closed bezel so its edges are protected in daily wear. Tell us your ring size at checkout; sizes 5 to 12 are made to order.',
    shortDescription:
      'A sterling silver ring with an oval lapis cabochon in a protective bezel, made to your size.',
    priceUsd: 65,
    keywords: ['lapis ring', 'silver ring', 'cabochon', 'blue stone', 'jewellery'],
    specifications: [
      ['Stone', 'Lapis lazuli'],
      ['Cabochon', '14 × 10 mm'],
      ['Metal', 'Sterling silver'],
      ['Sizes', '5–12, made to order'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'gem',
    stone: 'lapis',
    imageCount: 3,
  },
  {
    title: 'Tiny Buddha Pendant in Grey Schist',
    categories: ['Jewellery', 'Gandhara Art'],
    description:
      'A thumbnail-sized seated Buddha carved in grey schist, the smallest piece our Gandhara carvers make, strung on a black waxed cord. Working at this scale means carving under a magnifying lens with tiny hand-made gravers. It is light enough to wear every day.',
    shortDescription: 'A thumbnail-sized Gandhara-style Buddha in grey schist on a waxed cord.',
    priceUsd: 32,
    keywords: ['buddha pendant', 'gandhara', 'schist', 'miniature carving', 'necklace'],
    specifications: [
      ['Stone', 'Grey schist'],
      ['Pendant size', '2.5 × 1.6 cm'],
      ['Cord', 'Black waxed cotton'],
      ['Weight', '8 g'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    isNew: true,
    shape: 'pendant',
    stone: 'grey-schist',
    imageCount: 2,
  },

  // Carved Stone
  {
    title: 'Carved Soapstone Lotus Trinket Box',
    categories: ['Carved Stone', 'Home Decor'],
    description:
      'A round trinket box in soapstone with a lotus carved on the lid in low relief and a band of leaves running round the base. Soapstone is soft enough to take very fine lines, and the finished box is rubbed with oil to bring out its grey-green tone. It holds rings, earrings or a few coins.',
    shortDescription: 'A round soapstone trinket box with a carved lotus lid and leaf band.',
    priceUsd: 34,
    keywords: ['trinket box', 'soapstone', 'lotus', 'carved box', 'jewellery storage'],
    specifications: [
      ['Material', 'Soapstone'],
      ['Diameter', '9 cm'],
      ['Height', '5 cm'],
      ['Weight', '0.3 kg'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'box',
    stone: 'soapstone',
    imageCount: 2,
  },
  {
    title: 'Pierced Marble Jali Lantern',
    categories: ['Carved Stone', 'Home Decor'],
    description:
      'A small lantern of white marble with walls pierced in a jali pattern of interlocking circles, so candlelight falls across the room in a lace of shadows. The piercing is drilled and then filed by hand, which takes a carver about four days. Use it with a tea light in a glass cup.',
    shortDescription:
      'A white marble lantern pierced in a jali pattern that throws lace-like candle shadows.',
    priceUsd: 96,
    keywords: ['jali lantern', 'marble', 'tea light', 'candle holder', 'pierced stone'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', '12 × 12 × 18 cm'],
      ['Weight', '2.1 kg'],
      ['Light', 'Tea light in glass cup'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'candle-holder',
    stone: 'white-marble',
    imageCount: 3,
  },
  {
    title: 'Schist Candle Stand with Lotus Base',
    categories: ['Carved Stone', 'Gandhara Art'],
    description:
      'A tall pillar candle stand in grey schist, the shaft ringed with bead-and-reel moulding and the base carved as an upturned lotus. The top cup takes a standard pillar or a church candle. Schist holds a quiet sheen that suits prayer rooms and dining tables alike.',
    shortDescription: 'A grey schist pillar candle stand with bead-and-reel moulding and a lotus base.',
    priceUsd: 72,
    keywords: ['candle stand', 'schist', 'lotus', 'pillar candle', 'carved'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Height', '30 cm'],
      ['Cup diameter', '7.5 cm'],
      ['Weight', '3 kg'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'candle-holder',
    stone: 'grey-schist',
    imageCount: 2,
  },

  // Precious Stone
  {
    title: 'Rough Lapis Lazuli Specimen',
    categories: ['Precious Stone', 'Raw Stone'],
    description:
      'A hand-sized piece of rough lapis lazuli from the Badakhshan mines, brought across the border by traders who have supplied our family for years. One face is polished as a window into the colour while the rest is left as it came from the mine. Each specimen is photographed and sold individually.',
    shortDescription: 'A rough Badakhshan lapis specimen with one polished face, each piece unique.',
    priceUsd: 75,
    keywords: ['lapis lazuli', 'rough specimen', 'badakhshan', 'mineral', 'collector'],
    specifications: [
      ['Stone', 'Lapis lazuli'],
      ['Size', 'About 8 × 6 × 4 cm'],
      ['Weight', 'About 350 g'],
      ['Finish', 'One polished face'],
      ['Source', 'Badakhshan'],
    ],
    shape: 'gem',
    stone: 'lapis',
    imageCount: 3,
  },
  {
    title: 'Polished Green Jade Sphere',
    categories: ['Precious Stone', 'Home Decor'],
    description:
      'A sphere of green jade ground and polished by hand until it has a deep, oily lustre, with lighter clouds moving through the green. It comes with a small carved wooden stand and rolls gently in the palm. Jade is tough and needs only an occasional wipe with a soft cloth.',
    shortDescription: 'A hand-polished green jade sphere with cloudy inclusions, on a carved wooden stand.',
    priceUsd: 120,
    keywords: ['jade sphere', 'green jade', 'polished', 'decorative stone', 'collector'],
    specifications: [
      ['Stone', 'Jade'],
      ['Diameter', '7 cm'],
      ['Weight', '0.5 kg'],
      ['Stand', 'Carved wood'],
      ['Origin', 'Pakistan'],
    ],
    isNew: true,
    shape: 'sphere',
    stone: 'jade',
    imageCount: 3,
  },
  {
    title: 'Lapis Inlaid Keepsake Box',
    categories: ['Precious Stone', 'Luxury Collection', 'Home Decor'],
    description:
      'A box built from solid lapis lazuli panels, edged with thin silver strips and lined with suede. The panels are cut from a single rough so the blue and the gold pyrite flecks carry round the corners. It is a small piece that takes a long time to make, as lapis must be cut slowly to avoid chipping.',
    shortDescription:
      'A box of solid lapis lazuli panels edged in silver, cut from one rough so the pattern flows round it.',
    priceUsd: 420,
    keywords: ['lapis box', 'keepsake box', 'silver', 'precious stone', 'gift'],
    specifications: [
      ['Stone', 'Lapis lazuli'],
      ['Dimensions', '12 × 8 × 6 cm'],
      ['Weight', '0.7 kg'],
      ['Lining', 'Suede'],
      ['Trim', 'Silver'],
    ],
    shape: 'box',
    stone: 'lapis',
    imageCount: 4,
  },

  // Salt
  {
    title: 'Natural Himalayan Salt Lamp, Medium',
    categories: ['Salt', 'Home Decor', 'Featured Products'],
    description:
      'A rough-cut lump of pink rock salt from the Khewra mine in the Salt Range, hollowed out to take a small bulb and set on a sheesham wood base. The light it gives is a low, warm orange, more a mood than a reading lamp. Salt draws moisture from the air, so keep it away from bathrooms and switch it on often in humid weather.',
    shortDescription: 'A rough-cut Khewra pink salt lamp on a sheesham base that gives a low, warm glow.',
    priceUsd: 32,
    originalPriceUsd: 40,
    keywords: ['salt lamp', 'himalayan salt', 'khewra', 'pink salt', 'night light'],
    specifications: [
      ['Material', 'Himalayan rock salt, sheesham wood'],
      ['Height', '20–24 cm'],
      ['Weight', '3–4 kg'],
      ['Bulb', 'E14, 15 W, included'],
      ['Source', 'Khewra, Salt Range, Pakistan'],
    ],
    shape: 'lamp',
    stone: 'himalayan-salt',
    imageCount: 3,
  },
  {
    title: 'Himalayan Salt Cooking Block',
    categories: ['Salt', 'Crockery'],
    description:
      'A thick slab of pink rock salt for searing, grilling or serving chilled. Heated slowly, it cooks thin slices of meat, fish or vegetables and seasons them lightly as they cook. Never wash it under running water; scrape it clean, wipe with a damp cloth and let it dry fully.',
    shortDescription: 'A thick pink salt slab for searing and serving that seasons food lightly as it cooks.',
    priceUsd: 38,
    keywords: ['salt block', 'cooking slab', 'himalayan salt', 'grilling', 'serving board'],
    specifications: [
      ['Material', 'Himalayan rock salt'],
      ['Dimensions', '30 × 20 × 4 cm'],
      ['Weight', '5 kg'],
      ['Use', 'Heat slowly; hob, oven or grill'],
      ['Source', 'Khewra, Pakistan'],
    ],
    shape: 'tile',
    stone: 'himalayan-salt',
    imageCount: 2,
  },
  {
    title: 'Salt Fire Bowl Lamp with Stones',
    categories: ['Salt', 'Home Decor'],
    description:
      'A bowl carved from rock salt and filled with small tumbled salt pebbles, lit from beneath so the whole thing glows like embers. Warm to the touch after a while, it is often kept on a bedside table. Pebbles can be rinsed quickly and dried if they become dusty.',
    shortDescription: 'A carved rock salt bowl filled with tumbled salt pebbles and lit from beneath.',
    priceUsd: 44,
    keywords: ['salt bowl lamp', 'fire bowl', 'himalayan salt', 'bedside', 'warm light'],
    specifications: [
      ['Material', 'Himalayan rock salt, wood base'],
      ['Bowl diameter', '15 cm'],
      ['Weight', '3 kg'],
      ['Bulb', 'E14, 15 W, included'],
      ['Source', 'Khewra, Pakistan'],
    ],
    shape: 'lamp',
    stone: 'himalayan-salt',
    imageCount: 3,
  },
  {
    title: 'Pink Salt Tea Light Holders, Set of Four',
    categories: ['Salt', 'Home Decor'],
    description:
      'Four squared blocks of rock salt, each drilled to hold a tea light, with a rough natural finish on the sides. Candlelight inside turns the salt a soft, warm pink that suits a dinner table. Keep them on a tray in damp seasons, since salt can sweat a little in humid rooms.',
    shortDescription: 'Four rough-sided rock salt tea light holders that glow pink by candlelight.',
    priceUsd: 26,
    keywords: ['salt candle holder', 'tea light', 'himalayan salt', 'set of four', 'pink salt'],
    specifications: [
      ['Material', 'Himalayan rock salt'],
      ['Block size', '8 × 8 × 6 cm'],
      ['Set', '4 holders'],
      ['Weight', '2.8 kg (set)'],
      ['Source', 'Khewra, Pakistan'],
    ],
    isNew: true,
    shape: 'candle-holder',
    stone: 'himalayan-salt',
    imageCount: 2,
  },
  {
    title: 'Himalayan Salt Bricks for Wall Cladding',
    categories: ['Salt', 'Building Embellishing', 'Raw Stone'],
    description:
      'Sawn bricks of pink rock salt for building backlit walls in spas, restaurants and reading rooms. They are laid with a salt-based mortar or stacked in a steel frame with LED strips behind. Sold in boxes of twelve; keep the room dry and ventilated so the wall stays crisp.',
    shortDescription: 'Sawn pink salt bricks for backlit feature walls, sold in boxes of twelve.',
    priceUsd: 85,
    keywords: ['salt bricks', 'salt wall', 'spa', 'backlit wall', 'himalayan salt'],
    specifications: [
      ['Material', 'Himalayan rock salt'],
      ['Brick size', '20 × 10 × 5 cm'],
      ['Per box', '12 bricks'],
      ['Weight', 'About 25 kg per box'],
      ['Source', 'Khewra, Pakistan'],
    ],
    shape: 'raw-block',
    stone: 'himalayan-salt',
    imageCount: 2,
  },

  // Raw Stone
  {
    title: 'Grey Schist Carving Block',
    categories: ['Raw Stone', 'Gandhara Art'],
    description:
      'A sawn block of the same grey schist our carvers use for Gandhara figures, chosen for an even grain without cracks or quartz seams. It is a good size for a head or small relief. Schist splits along its layers, so plan the piece with the layers running upright.',
    shortDescription: 'A sawn block of fine, even-grained Taxila grey schist, ready for carving.',
    priceUsd: 120,
    keywords: ['carving block', 'grey schist', 'sculptor', 'raw stone', 'taxila schist'],
    specifications: [
      ['Material', 'Grey schist'],
      ['Dimensions', '35 × 25 × 20 cm'],
      ['Weight', 'About 48 kg'],
      ['Finish', 'Sawn'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'raw-block',
    stone: 'grey-schist',
    imageCount: 2,
  },
  {
    title: 'Rough Onyx Block for Sculptors',
    categories: ['Raw Stone', 'Carved Stone'],
    description:
      'A rough block of banded onyx with two sawn faces so you can see the pattern before you start. Onyx is brittle compared with marble, so it suits turning and simple forms rather than deep undercutting. Blocks vary in colour from honey to green; each is photographed before dispatch.',
    shortDescription: 'A rough banded onyx block with two sawn faces showing its colour and pattern.',
    priceUsd: 95,
    keywords: ['onyx block', 'raw onyx', 'sculptor', 'banded stone', 'carving'],
    specifications: [
      ['Material', 'Onyx'],
      ['Dimensions', 'About 30 × 20 × 20 cm'],
      ['Weight', 'About 32 kg'],
      ['Faces', 'Two sawn'],
      ['Origin', 'Pakistan'],
    ],
    shape: 'raw-block',
    stone: 'onyx',
    imageCount: 3,
  },
  {
    title: 'Soapstone Carving Blank, Beginner Size',
    categories: ['Raw Stone', 'Carved Stone'],
    description:
      'A small block of soft soapstone for people trying stone carving for the first time, soft enough to shape with rasps, files and sandpaper rather than chisels. Our workshop uses the same blanks when we teach children on school visits. Wet-sand at the end and rub in a little oil for a deep finish.',
    shortDescription: 'A small, soft soapstone block for first-time carvers, workable with rasps and files.',
    priceUsd: 18,
    keywords: ['soapstone blank', 'carving for beginners', 'craft', 'raw stone', 'hobby'],
    specifications: [
      ['Material', 'Soapstone'],
      ['Dimensions', '10 × 8 × 6 cm'],
      ['Weight', '1.2 kg'],
      ['Tools', 'Rasps, files, sandpaper'],
      ['Origin', 'Pakistan'],
    ],
    shape: 'raw-block',
    stone: 'soapstone',
    imageCount: 2,
  },

  // Grave Designs
  {
    title: 'Black Granite Headstone with Engraved Verse',
    categories: ['Grave Designs', 'Calligraphy'],
    description:
      'An upright headstone in polished black granite, engraved with the name, dates and a Quranic verse or a line of poetry chosen by the family. The lettering is drawn by our calligrapher and cut by hand, then filled with gold or white. Because wording, size and delivery differ so much, we agree every detail with the family and quote it personally.',
    shortDescription:
      'A polished black granite headstone with hand-cut calligraphy, quoted personally for each family.',
    priceUsd: null,
    keywords: ['headstone', 'black granite', 'memorial', 'engraved verse', 'grave marker'],
    specifications: [
      ['Material', 'Granite'],
      ['Typical size', '90 × 50 × 8 cm'],
      ['Lettering', 'Hand-cut, gold or white fill'],
      ['Languages', 'Arabic, Urdu, English'],
      ['Lead time', '2–3 weeks'],
    ],
    shape: 'headstone',
    stone: 'granite',
    imageCount: 2,
  },
  {
    title: 'Arched White Marble Headstone',
    categories: ['Grave Designs', 'Calligraphy'],
    description:
      'A white marble headstone with a rounded arch and a narrow carved border of leaves, the plain shape seen in many old graveyards of the Punjab. The inscription is cut in naskh or nastaliq and can be left uncoloured or filled in black. Marble weathers softly outdoors; a gentle scrub with water twice a year is enough.',
    shortDescription: 'An arched white marble headstone with a leaf border and hand-cut inscription.',
    priceUsd: 680,
    keywords: ['marble headstone', 'arched', 'memorial', 'inscription', 'grave'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', '100 × 55 × 8 cm'],
      ['Weight', 'About 120 kg'],
      ['Script', 'Naskh or nastaliq'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'headstone',
    stone: 'white-marble',
    imageCount: 3,
  },
  {
    title: 'Sandstone Grave Marker with Floral Border',
    categories: ['Grave Designs', 'Carved Stone'],
    description:
      'A low grave marker in sandstone with a border of small flowers and leaves around the inscription panel, set flat at the head of the grave. Sandstone blends into village graveyards and ages with the ground around it. The marker is supplied with a concrete footing block.',
    shortDescription: 'A low sandstone grave marker with a carved floral border and a footing block.',
    priceUsd: 340,
    keywords: ['grave marker', 'sandstone', 'floral border', 'memorial', 'village graveyard'],
    specifications: [
      ['Material', 'Sandstone'],
      ['Dimensions', '60 × 40 × 10 cm'],
      ['Weight', 'About 55 kg'],
      ['Includes', 'Footing block'],
      ['Origin', 'Taxila, Pakistan'],
    ],
    shape: 'headstone',
    stone: 'sandstone',
    imageCount: 2,
  },
  {
    title: 'Marble Grave Surround with Headstone',
    categories: ['Grave Designs'],
    description:
      "A complete grave enclosure in white marble: kerbs on all four sides, a raised inscribed headstone and a shallow planting bed in the middle for roses or jasmine. It is made to the measurements of the plot and set by our team within a day's drive of Taxila. A drainage gap under the kerbs keeps rainwater from collecting.",
    shortDescription:
      'A white marble grave enclosure with kerbs, headstone and planting bed, set by our team.',
    priceUsd: 980,
    keywords: ['grave surround', 'kerb set', 'marble memorial', 'headstone', 'planting bed'],
    specifications: [
      ['Material', 'White marble'],
      ['Dimensions', '200 × 90 cm (standard plot)'],
      ['Weight', 'About 450 kg'],
      ['Installation', 'Included near Taxila'],
      ['Lead time', '3–4 weeks'],
    ],
    shape: 'headstone',
    stone: 'white-marble',
    imageCount: 3,
  },
];

export const DEMO_VISIT_PLACES: DemoVisitPlace[] = [
  {
    name: 'Dharmarajika Stupa and Monastery',
    tourCategory: 'featured',
    description:
      'The Dharmarajika is the largest Buddhist monument in Taxila: a great circular stupa ringed by smaller votive stupas and chapels, with a monastery beside it. Its founding is traditionally linked to the Mauryan emperor Ashoka in the 3rd century BCE, and it was enlarged several times over the following centuries. Sir John Marshall excavated it in the early 20th century, and it is part of the Taxila site inscribed on the UNESCO World Heritage List in 1980. Our guide walks the path around the stupa and shows how the changing styles of masonry date each phase.',
    keywords: [
      'Buddhist stupa',
      'UNESCO World Heritage',
      'Ashoka tradition',
      'Monastery ruins',
      'Guided walk',
    ],
    location: 'Dharmarajika, Taxila, Punjab, Pakistan',
    rating: 4.8,
    reviews: 112,
    priceUsd: 45,
    duration: '2-3 hours',
    groupMin: 2,
    groupMax: 12,
    scene: 'stupa',
    daysAgo: 3,
    photo: 'dharmarajeka-stupa.jpg',
  },
  {
    name: 'Jaulian Monastery',
    tourCategory: 'featured',
    description:
      "Jaulian sits on a hilltop a short climb from the road, with wide views over the Taxila valley. The monastery dates from around the 2nd century CE and has two parts: a stupa court crowded with small votive stupas, many still bearing stucco Buddha figures, and a two-storey block of monks' cells around an open courtyard. One figure, often called the healing Buddha, has a hole at the navel where pilgrims are said to have placed a finger while praying for recovery. Shelters now protect the most delicate stucco.",
    keywords: [
      'Hilltop monastery',
      'Stucco Buddhas',
      'Votive stupas',
      'Healing Buddha',
      'Valley views',
      'Short climb',
    ],
    location: 'Jaulian, Taxila Valley, Pakistan',
    priceUsd: 35,
    duration: 'Half a day',
    groupMax: 8,
    scene: 'monastery',
    daysAgo: 9,
    photo: 'jullian-monastery.jpg',
  },
  {
    name: 'Sirkap Ancient City',
    tourCategory: 'featured',
    description:
      'Sirkap is the second city of ancient Taxila, laid out in the 2nd century BCE under the Indo-Greek kings and later rebuilt under Scythian and Parthian rulers. A broad main street runs north to south with regular side lanes, a grid plan unusual for the region at the time. Along it stand the foundations of houses, shops and shrines, including the Shrine of the Double-Headed Eagle, whose front mixes Greek pilasters with Indian arches. The walk from the north gate to the palace area takes about an hour at an easy pace.',
    keywords: ['Indo-Greek city', 'Grid street plan', 'Double-Headed Eagle', 'Archaeology', 'Easy walk'],
    location: 'Sirkap, Taxila, Punjab, Pakistan',
    rating: 4.7,
    reviews: 86,
    duration: 'About an hour',
    scene: 'city-ruins',
    daysAgo: 14,
    photo: 'sirkap-ancient-city.jpg',
  },
  {
    name: 'Taxila Museum',
    tourCategory: 'cultural',
    description:
      'The Taxila Museum holds much of what was found in the excavations of the surrounding sites: stone sculpture in grey schist, stucco heads, coins, jewellery, pottery and household tools. The building opened in 1928 and stands in a quiet garden near the roads to Dharmarajika and Sirkap. Its Gandhara galleries are a good introduction before visiting the sites themselves, and our carvers often point visitors to the pieces that shaped their own work. Photography rules change from time to time, so it is worth asking at the entrance.',
    keywords: ['Gandhara sculpture', 'Ancient coins', 'Stucco heads', 'Opened 1928', 'Garden setting'],
    location: 'Taxila Museum, Taxila, Punjab, Pakistan',
    rating: 4.6,
    reviews: 64,
    scene: 'museum',
    daysAgo: 21,
    photo: 'taxila-museum-gallery.jpg',
  },
  {
    name: 'Jandial Temple',
    tourCategory: 'cultural',
    description:
      'The Jandial temple stands on a low mound just north of Sirkap and is among the most Greek-looking buildings in South Asia. Its plan, with a front porch, a main hall and a rear chamber, recalls classical temples, and the bases and capitals of Ionic columns still mark the entrance. Its purpose is not certain; the excavator John Marshall suggested it may have been a Zoroastrian fire temple. The site is small, but it helps explain the mix of cultures that met at ancient Taxila.',
    keywords: ['Ionic columns', 'Greek influence', 'Fire temple theory', 'Near Sirkap', 'Small site'],
    location: 'Jandial, Taxila, Punjab, Pakistan',
    scene: 'city-ruins',
    daysAgo: 72,
    photo: 'jandial-temple.jpg',
  },
  {
    name: 'Gurdwara Panja Sahib, Hasan Abdal',
    tourCategory: 'cultural',
    description:
      "Gurdwara Panja Sahib in Hasan Abdal, a short drive west of Taxila, is one of the most important Sikh shrines. It is built around a rock bearing a handprint that Sikh tradition associates with Guru Nanak, beside a spring-fed pool. Pilgrims from India and many other countries gather here for Baisakhi in April, when the town fills with music, processions and communal meals. Access for visitors depends on the season and on the shrine's management, so we confirm arrangements in advance for each group.",
    keywords: ['Sikh shrine', 'Baisakhi festival', 'Guru Nanak', 'Sacred spring', 'Pilgrimage'],
    location: 'Hasan Abdal, Attock District, Punjab, Pakistan',
    scene: 'festival',
    daysAgo: 95,
    photo: 'cultural-event-baisakhi.jpg',
  },
  {
    name: 'Bhir Mound',
    tourCategory: 'historical',
    description:
      "Bhir Mound is the oldest of the three cities of Taxila, with settlement going back to around the 6th century BCE. Its irregular streets and closely packed houses of rough stone contrast with the planned grid of Sirkap nearby. Many historians identify it as the city Alexander the Great reached in 326 BCE, at a time when Taxila was already known as a place of learning. The remains are low walls rather than standing buildings, so a guide's explanation brings them to life.",
    keywords: ['Oldest city', '6th century BCE', 'Alexander the Great', 'Early urban life', 'Archaeology'],
    location: 'Bhir Mound, Taxila, Punjab, Pakistan',
    scene: 'city-ruins',
    daysAgo: 33,
    photo: 'bhir-mound.jpg',
  },
  {
    name: 'Mohra Moradu Monastery',
    tourCategory: 'historical',
    description:
      "Mohra Moradu is a small Buddhist monastery tucked into a narrow valley between low hills, not far from the road to Jaulian. It was in use roughly between the 2nd and 5th centuries CE and is known for the stucco decoration that survives on its main stupa. A finely carved miniature stupa was found intact in one of the monks' cells and is now shown in the Taxila Museum. The quiet setting makes it a favourite stop for visitors who want to sit a while away from the busier sites.",
    keywords: ['Buddhist monastery', 'Stucco decoration', 'Miniature stupa', 'Quiet valley', "Monks' cells"],
    location: 'Mohra Moradu, Taxila Valley, Pakistan',
    scene: 'monastery',
    daysAgo: 47,
    photo: 'mohra-moradu.jpg',
  },
  {
    name: 'Sirsukh City Walls',
    tourCategory: 'historical',
    description:
      'Sirsukh is the third and latest city of ancient Taxila, founded in the Kushan period around the 1st century CE. Only part of it has been excavated, and much of the ground inside its walls is still farmland. What can be seen clearly is a long stretch of stone city wall with rounded bastions, built in the careful masonry typical of Kushan builders. It is a calm place to walk and completes the story of how Taxila moved across its valley over several centuries.',
    keywords: ['Kushan city', 'Stone ramparts', 'Rounded bastions', 'Farmland setting', 'Quiet walk'],
    location: 'Sirsukh, Taxila Valley, Pakistan',
    scene: 'city-ruins',
    daysAgo: 58,
    photo: 'sirsukh-walls.jpg',
  },
  {
    name: 'Giri Fort and Monastery',
    tourCategory: 'adventure',
    description:
      'Giri lies in a narrow, wooded valley in the hills east of Taxila, reached by a rough track and a walk along a stream. The site combines the remains of Buddhist stupas and a monastery with the ruins of a later fortified stronghold on the hill above. A small mosque and shrine near the spring still draw local visitors. It is one of the least visited Taxila sites, and the climb to the fort walls calls for sturdy shoes and a reasonable level of fitness.',
    keywords: ['Hill hike', 'Fort ruins', 'Buddhist remains', 'Stream walk', 'Off the beaten path'],
    location: 'Giri, Taxila Valley, Pakistan',
    priceUsd: 40,
    scene: 'hills',
    daysAgo: 110,
    photo: 'group-event-giri-hike.jpg',
  },
  {
    name: 'Khanpur Lake',
    tourCategory: 'adventure',
    description:
      "Khanpur Lake is the reservoir of the Khanpur Dam on the Haro River, completed in 1983 to supply water to Islamabad and Rawalpindi. It lies about an hour's drive from Taxila among green hills known for their orange and lychee orchards. In the warmer months visitors come for boating, kayaking and jet-skiing, and local operators hire out equipment on the shore. Our day trip pairs a morning on the water with lunch by the lake; activities are booked with established operators who provide life jackets.",
    keywords: ['Boating', 'Kayaking', 'Jet-ski', 'Reservoir views', 'Orchards', 'Day trip'],
    location: 'Khanpur, Haripur District, Khyber Pakhtunkhwa, Pakistan',
    priceUsd: 65,
    scene: 'lake',
    daysAgo: 128,
    photo: 'group-event-khanpur-lake.jpg',
  },
  {
    name: 'Margalla Hills Trail 3',
    tourCategory: 'adventure',
    description:
      "Trail 3 is one of the best-known walks in Margalla Hills National Park, starting at the northern edge of Islamabad and climbing steadily through scrub forest. The path is steep in places and rises several hundred metres to viewpoints over the city. Early morning is the best time, before the heat, and monkeys and birds of prey are often seen along the way. The trailhead is under an hour's drive from Taxila, so the walk combines well with an afternoon at the heritage sites.",
    keywords: ['Hiking', 'National park', 'City viewpoints', 'Early morning', 'Wildlife'],
    location: 'Margalla Hills National Park, Islamabad, Pakistan',
    scene: 'hills',
    daysAgo: 160,
    photo: 'margalla-trail.jpg',
  },
];

/** Two more hero photographs for the tours page that are not of a listed place. */
export const DEMO_EXTRA_TOUR_SLIDES: { photo: string; scene: DemoVisitPlace['scene'] }[] = [
  { photo: 'delegation-welcome.jpg', scene: 'museum' },
  { photo: 'taxila-museum-tour.jpg', scene: 'stupa' },
];

export const DEMO_MASTERS: DemoMaster[] = [
  {
    name: 'Ustad Muhammad Bashir',
    specialty: 'Gandhara Art',
    experience: 41,
    description:
      'Muhammad Bashir began by sweeping stone chips in a Taxila workshop at the age of twelve and carved his first Buddha head six years later. He has spent much of his working life studying the sculptures in the Taxila and Lahore museums, and he takes on our largest figures, including the Fasting Siddhartha. He trains two apprentices at a time and insists that they draw every piece before they touch the stone.',
    quote: 'Schist tells you where it wants to break; a good carver listens before he strikes.',
    palette: 'ochre',
  },
  {
    name: 'Ustad Abdul Hameed Qureshi',
    specialty: 'Calligraphy',
    experience: 29,
    description:
      'Abdul Hameed learned nastaliq and thuluth from a calligrapher in the old city of Rawalpindi before bringing his pen to stone. He draws every inscription we cut, from house plaques to memorial stones, and adjusts each letter so that it holds up when carved rather than inked. Families ordering a headstone usually sit with him over tea to choose the words.',
    quote: 'A letter drawn in ink can be forgiven; a letter cut in marble stays exactly as you made it.',
    palette: 'slate',
  },
  {
    name: 'Naveed Akhtar',
    specialty: 'Garden Decor',
    experience: 18,
    description:
      "Naveed grew up between his father's sandstone yard and the orchards around Khanpur, and today he designs most of our fountains, planters and bird baths. He is practical about water, weight and weather, and runs every fountain with its pump in the yard before it is crated. When he is not carving he is usually in a customer's garden, working out where a piece should stand.",
    quote: 'A fountain has to sound right before it looks right, so I tune the water first.',
    palette: 'olive',
  },
  {
    name: 'Haji Noor Muhammad',
    specialty: 'Antique Restoration',
    experience: 52,
    description:
      'Haji Noor Muhammad has worked with stone since the early 1970s and now looks after the restoration side of the workshop: salvaged jali screens, old village chakkis and carved door frames from houses being pulled down. He repairs breaks with pinned stone and matched stone dust, never with paint. He keeps a notebook of every piece he has restored, with the village or street it came from.',
    quote: 'I try to make my repair the least interesting part of an old stone.',
    palette: 'rust',
  },
];
