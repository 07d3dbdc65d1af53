import type { ChangeBus } from '#server/events/change-bus.ts';
import { keptUntilChange, type KeptRead } from '#server/events/kept-until-change.ts';
import { isCatalogueChange } from './product-pages.ts';

/** One read of the catalogue kept by this instance until a catalogue change on any instance (`keptUntilChange`). */
export const keptUntilCatalogueChange = <T>(
  changes: Pick<ChangeBus, 'subscribe'> | undefined,
  read: () => Promise<T>,
  now?: () => number,
): KeptRead<T> => keptUntilChange(changes, isCatalogueChange, read, now);
