/**
 * A piece's specifications (issue 21 item 2, decision 040): its material, dimensions, weight, finish and origin,
 * each entered by the owner and each optional. One place for their limits, their labels and how the product page
 * lists them, for the server, the admin form and the storefront alike.
 */

/** The longest text each may be, in characters. */
export const SPECIFICATION_LIMITS = { material: 60, dimensions: 120, finish: 80, origin: 80 } as const;
/** The heaviest weight the form takes, in kilograms: a schist fountain may weigh a tonne, a typo a hundred. */
export const MAX_WEIGHT_KG = 10_000;

export type ProductSpecifications = {
  material: string | null;
  dimensions: string | null;
  weightGrams: number | null;
  finish: string | null;
  origin: string | null;
};

/** The labels a visitor reads, in the order the page lists them. */
const SPECIFICATION_LABELS = {
  material: 'Material',
  dimensions: 'Dimensions',
  weightGrams: 'Weight',
  finish: 'Finish',
  origin: 'Origin',
} as const satisfies Record<keyof ProductSpecifications, string>;

/** Grams as kilograms for the form's box (`6.5`), empty when not given. */
export const kilogramsOf = (grams: number | null) => (grams === null ? '' : String(grams / 1000));

/** A weight as the page writes it: `6.5 kg`, or `850 g` under a kilogram. */
export function weightText(grams: number): string {
  if (grams < 1000) return `${grams} g`;
  return `${Number((grams / 1000).toFixed(3))} kg`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The lines of a product page's specifications list: the owner's fields that are set, then the other labelled
 * lines a product carries (the old site's, a CSV's), leaving out those that the fields already say. Empty when
 * none is set.
 */
export function specificationLines(
  product: ProductSpecifications & { specifications: readonly (readonly [string, string])[] },
): [string, string][] {
  const own: [string, string][] = [];
  if (product.material) own.push([SPECIFICATION_LABELS.material, capitalised(product.material)]);
  if (product.dimensions) own.push([SPECIFICATION_LABELS.dimensions, product.dimensions]);
  if (product.weightGrams !== null)
    own.push([SPECIFICATION_LABELS.weightGrams, weightText(product.weightGrams)]);
  if (product.finish) own.push([SPECIFICATION_LABELS.finish, product.finish]);
  if (product.origin) own.push([SPECIFICATION_LABELS.origin, product.origin]);
  const said = new Set(own.map(([label]) => label.toLowerCase()));
  const others = product.specifications
    .filter(([label, value]) => value.trim() && !said.has(label.trim().toLowerCase()))
    .map(([label, value]): [string, string] => [label, value]);
  return [...own, ...others];
}

/**
 * The specifications in a Product's JSON-LD: `material` and `weight` (a QuantitativeValue in kilograms, KGM) where
 * schema.org has them; the dimensions, written by hand rather than as width, height and depth, and the finish and
 * origin as `additionalProperty` text (decision 040).
 */
export function specificationsLd(product: ProductSpecifications) {
  const more = (
    [
      [SPECIFICATION_LABELS.dimensions, product.dimensions],
      [SPECIFICATION_LABELS.finish, product.finish],
      [SPECIFICATION_LABELS.origin, product.origin],
    ] as const
  ).filter(([, value]) => value);
  return {
    ...(product.material ? { material: capitalised(product.material) } : {}),
    ...(product.weightGrams !== null
      ? { weight: { '@type': 'QuantitativeValue', value: product.weightGrams / 1000, unitCode: 'KGM' } }
      : {}),
    ...(more.length > 0
      ? {
          additionalProperty: more.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
        }
      : {}),
  };
}
