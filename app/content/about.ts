/** The About page's words (public-site.md §1, §2 "About"). */
export const ABOUT_INTRO =
  'Since 1995 our workshop in Taxila has carved stone in the tradition of ancient Gandhara, and guided travellers through the ruins where that tradition was born.';

export const ABOUT_STORY: { title: string; paragraphs: string[] }[] = [
  {
    title: 'A workshop among the ruins',
    paragraphs: [
      'Two thousand years ago, the sculptors of Gandhara carved the Buddha, his teachers and the life of the cities around them into grey schist. Their work still stands in the museum and monasteries of Taxila, a short walk from our workshop.',
      'Gandhara Arts began in 1995 as a small workshop of carvers who had learnt that craft from their fathers and teachers. It has grown into a gallery of sculpture, fountains, fireplaces, tableware and pieces for the home and garden, made in onyx, marble, sandstone, soapstone and schist, and sent to homes and collections around the world.',
    ],
  },
  {
    title: 'Master craftsmen',
    paragraphs: [
      'Every piece is carved by hand by our master craftsmen, each with decades at the bench. They choose the block, draw the design onto the stone, rough it out with chisels and finish it with files and polish, as Gandhara carvers did. Apprentices work alongside them, so that the craft passes to the next generation.',
      'We also carve to order: a relief from your own drawing, a fountain for a courtyard, a fireplace surround or a monument for a building.',
    ],
  },
  {
    title: 'Heritage tours of Taxila',
    paragraphs: [
      'Taxila, about 35 km from Islamabad, is a UNESCO World Heritage Site with three ancient cities, stupas and monasteries. Our guides grew up among them. We lead tours from a few hours to a full day, for families, students and official delegations, and end them, if you wish, in our gallery among the carvers.',
    ],
  },
];

export const ABOUT_VALUES: { title: string; text: string }[] = [
  {
    title: 'Made by hand',
    text: 'No piece is cast or machine-cut. The marks of the chisel are part of what you buy.',
  },
  {
    title: 'True to Gandhara',
    text: 'Our designs follow the forms, proportions and stories of the region’s ancient sculpture.',
  },
  {
    title: 'Honest stone',
    text: 'We tell you which stone a piece is carved from, and we pack it to arrive as it left us.',
  },
  {
    title: 'Heritage shared',
    text: 'Our tours bring visitors to the sites themselves, with guides who know their history.',
  },
];

/** The slideshow's own photographs, shown when no tour photograph can be loaded (scripts/make-about-defaults.ts). */
export const ABOUT_DEFAULT_SLIDES = [
  { src: '/images/about-default-1.jpg', alt: 'A stupa of Taxila at golden hour', width: 1600, height: 1000 },
  {
    src: '/images/about-default-2.jpg',
    alt: 'The ruins of an ancient monastery in Taxila',
    width: 1600,
    height: 1000,
  },
] as const;

/** How long each slide of the About page's slideshow stays (public-site.md §9). */
export const ABOUT_SLIDE_MS = 8000;
