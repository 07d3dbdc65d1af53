import type { ChangeBus, ChangeTopic } from '#server/events/change-bus.ts';

/** A catalogue topic after which the categories shown to visitors may differ: a product's status or links changed. */
const affects = (topic: ChangeTopic | 'all') =>
  topic === 'all' || topic === 'products' || topic.startsWith('product:');

/**
 * Which categories a visitor is shown depends on their products (decision 030): a category whose every product is
 * a draft is left out. The menu of every page is cached under the `categories` topic only, so that saving a product
 * does not drop every cached page. This watcher closes the gap: after a product change it reads the shown
 * categories again and, only when they differ, announces `categories`, which drops the pages and answers that
 * show the menu on every instance.
 *
 * The announcement comes a moment after the product's own; a page rendered meanwhile read the menu after the
 * product's write was committed, so it is already right, and one rendered before the change is not kept (the
 * response cache keeps no answer read before a change of what it shows).
 */
export function watchShownCategories(deps: {
  /** The shown categories as one comparable value (their ids, in order). */
  read: () => Promise<string>;
  changes: Pick<ChangeBus, 'subscribe' | 'publish'>;
  log?: (message: string, details: Record<string, unknown>) => void;
}) {
  let known: string | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let announce = false;
  let stopped = false;

  async function check() {
    do {
      again = false;
      const announcing = announce;
      announce = false;
      try {
        const now = await deps.read();
        const changed = known !== undefined && now !== known;
        known = now;
        if (changed && announcing && !stopped) await deps.changes.publish('categories');
      } catch (error) {
        // Unknown again: the next product change reads afresh, and announces nothing it cannot compare.
        known = undefined;
        deps.log?.('reading the shown categories failed', { error: String(error) });
      }
    } while (again && !stopped);
  }

  /** Reads the shown categories again; `after` a product change, announces them if they differ. */
  function schedule(after: 'product' | 'categories') {
    if (stopped) return;
    if (after === 'product') announce = true;
    if (running) {
      again = true;
      return;
    }
    running = check().finally(() => (running = null));
  }

  const unsubscribe = deps.changes.subscribe((topic) => {
    if (affects(topic)) schedule('product');
    // Announced already (the admin's change of a category, or another instance's watcher): only the new reference.
    else if (topic === 'categories') schedule('categories');
  });
  schedule('categories');

  return {
    /** Resolves when no check is under way (for tests and a clean stop). */
    idle: () => running ?? Promise.resolve(),
    async stop() {
      stopped = true;
      unsubscribe();
      await running;
    },
  };
}
