/**
 * The old site's other collections: tour places, masters, subcategories, the category order, the admins, and those
 * the import has no use for.
 */
import bcrypt from 'bcryptjs';
import { type Document } from 'bson';
import {
  BROKEN_MASTER,
  CATEGORY_ORDER,
  DAY,
  HIDDEN_CATEGORIES,
  LAST_DAY,
  MASTER_WITHOUT_FILE,
  MASTERS,
  OLD_SITE_ORIGIN,
  PLACES,
  PROMO_VIDEO,
  SUBCATEGORIES,
} from './old-site-vocabulary.ts';
import {
  type DumpDocument,
  objectIdAt,
  oldSlug,
  type Random,
  timestamps,
  type Uploads,
  uploadStamp,
} from './dump-helpers.ts';
import { photoJob } from './product-images.ts';

/** Slugs typed by hand in the old admin: one left out, one copied from another place, one with a '_'. */
const PLACE_SLUGS: Record<string, string | undefined> = {
  'Giri Fort': undefined,
  Sirsukh: 'sirkap',
  'Mohra Moradu': 'Mohra_Moradu',
};

export function buildVisitPlaces(random: Random, uploads: Uploads, stamps: Set<number>): DumpDocument[] {
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

export function buildMasters(random: Random, uploads: Uploads, stamps: Set<number>): DumpDocument[] {
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

export function buildSubcategories(random: Random): DumpDocument[] {
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

export function buildCategoryOrder(random: Random): DumpDocument[] {
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

export function buildAdmins(random: Random, passwords: Record<string, string>): DumpDocument[] {
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
export function buildIgnored(random: Random): { tourinquiries: DumpDocument[]; sitemedia: DumpDocument[] } {
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
