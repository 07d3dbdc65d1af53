/**
 * A watched value of the product form as a list (categories, subcategories) or as text: while the admin types,
 * react-hook-form's values are whatever the inputs hold, not yet the schema's output.
 */
export const listValue = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);
export const textValue = (value: unknown): string => (typeof value === 'string' ? value : '');
