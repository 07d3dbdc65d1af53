/**
 * The narrowest box: a full-screen hero on a phone. The tours hero grows with its text (0.44 at 360×640, 0.48 at
 * 390×844, and 0.38 at 320×568 if nothing stopped it); its photographs' layer is never taller than this allows, so on
 * the narrowest phones the hero's foot is its plain dark ground.
 */
export const PHONE_HERO_ASPECT = 0.44;

/**
 * The boxes pages show photographs in with CSS `object-cover` (centred), as width / height. A box narrower than the
 * photograph keeps its middle columns, a wider one its middle rows; whatever every box keeps is where the watermark
 * may go (decision 046). Measured in Chromium at 390×844 and 1440×900; a new box shape belongs here.
 */
export const SHOWN_CROPS = [
  { where: 'full-screen heroes on a phone', aspect: PHONE_HERO_ASPECT },
  { where: 'home tour banner on a phone', aspect: 0.68 },
  { where: 'luxury collection tall tiles, craftsman portraits', aspect: 4 / 5 },
  { where: 'product cards, gallery, quick view, related pieces', aspect: 1 },
  { where: 'tour cards, featured collection, about slideshow on a phone', aspect: 4 / 3 },
  { where: 'tour overlay hero on a phone', aspect: 16 / 10 },
  { where: 'full-screen heroes at 1440×900', aspect: 1.81 },
  { where: 'tour overlay hero at 1440×900', aspect: 2 },
  { where: 'about slideshow on a wide screen', aspect: 21 / 9 },
  // A full-width band: 2.86 at 1440 px, 3.81 at 1920 px, and never wider (at least a quarter of the window high).
  { where: 'home tour banner on a wide screen', aspect: 4 },
] as const;

/** The part of a width × height picture that every shown box keeps, inset for the cards' 5 % zoom on hover. */
export function keptEverywhere(width: number, height: number) {
  const aspects = SHOWN_CROPS.map((crop) => crop.aspect);
  const keptWidth = Math.min(width, height * Math.min(...aspects));
  const keptHeight = Math.min(height, width / Math.max(...aspects));
  // A 1.05 zoom from the centre hides 2.4 % of the box on each side.
  const zoomWidth = keptWidth / 1.05;
  const zoomHeight = keptHeight / 1.05;
  return {
    left: Math.ceil((width - zoomWidth) / 2),
    top: Math.ceil((height - zoomHeight) / 2),
    width: Math.floor(zoomWidth),
    height: Math.floor(zoomHeight),
  };
}
