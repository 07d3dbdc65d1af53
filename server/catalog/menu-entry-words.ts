import { z } from 'zod';
import { recordIdSchema } from '#common/schemas/ids.ts';
import { errorResponseSchema } from '#common/schemas/records.ts';

/** The `:id` of a category's or a subcategory's admin call. */
export const entryParams = z.object({ id: recordIdSchema });
/** The refusals a change to a category or a subcategory may answer with. */
export const entryRefusals = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * What the admin is told after a change to a category or a subcategory: the same sentences, each with its own noun
 * and the place where it is shown (the menu, or its category's page).
 */
function menuEntryWords(noun: 'Category' | 'Subcategory', place: { shownOn: string; hiddenFrom: string }) {
  return {
    added: `${noun} added.`,
    ordered: `${noun} order saved.`,
    updated: (entry: { name: string; visible: boolean }, renamed: boolean) =>
      renamed
        ? `${noun} renamed to "${entry.name}".`
        : entry.visible
          ? `"${entry.name}" is shown ${place.shownOn}.`
          : `"${entry.name}" is hidden from ${place.hiddenFrom}.`,
    deleted: (name: string) => `${noun} "${name}" deleted.`,
  };
}

export const CATEGORY_WORDS = menuEntryWords('Category', { shownOn: 'in the menu', hiddenFrom: 'the menu' });
export const SUBCATEGORY_WORDS = menuEntryWords('Subcategory', {
  shownOn: 'on its category page',
  hiddenFrom: 'its category page',
});
