/**
 * A record id: 24 lowercase hexadecimal characters (server/db/ids.ts makes them; the old site's MongoDB ObjectIds,
 * which imported records keep, have the same form). `ID_CHARACTERS` is for patterns that hold an id among other text.
 * Kept apart from the schemas so that the browser's public code can check an id without loading zod.
 */
export const ID_CHARACTERS = '[a-f0-9]{24}';
export const ID_PATTERN = new RegExp(`^${ID_CHARACTERS}$`);
