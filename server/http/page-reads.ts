import type { ChangeTopic } from '#server/events/change-bus.ts';
import type { AppServices } from '#server/services.ts';

/** What a page read, as the response cache needs to know it. */
export type PageReads = { topics: Set<ChangeTopic>; personal: boolean };

type Method = (...args: unknown[]) => unknown;

/** The catalogue's reads that show the category menu, not products. */
const CATEGORY_READS = new Set([
  'listCategories',
  'listCategoriesWithSubcategories',
  'findCategory',
  'categoryFilter',
  'countCategories',
  'subcategoryChoices',
  'findSubcategory',
]);

/** The topic a catalogue read shows, from its name and what it found. */
function catalogTopic(method: string, result: unknown): ChangeTopic {
  if (CATEGORY_READS.has(method)) return 'categories';
  if (method === 'findProduct') {
    const found = result as { kind: string; product?: { id: string } };
    if (found.kind === 'found' && found.product) return `product:${found.product.id}`;
  }
  return 'products';
}

/** What each service shows; a service not named here (sessions, the database itself) makes the page personal. */
const SHOWN: Record<string, (method: string, result: unknown) => ChangeTopic | ChangeTopic[]> = {
  catalog: catalogTopic,
  tours: () => 'tours',
  masters: () => 'masters',
  publicSite: () => 'settings',
  settings: () => 'settings',
  media: () => 'settings',
  // Search results are products found through the index: either changing changes them.
  search: () => ['search', 'products'],
};
const NEUTRAL = new Set(['config']);

function recording(
  service: object,
  topicOf: (method: string, result: unknown) => ChangeTopic | ChangeTopic[],
  reads: PageReads,
) {
  return new Proxy(service, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function' || typeof name !== 'string') return value;
      return (...args: unknown[]) => {
        const result = (value as Method).apply(target, args);
        const note = (resolved: unknown) => {
          for (const topic of [topicOf(name, resolved)].flat()) reads.topics.add(topic);
          return resolved;
        };
        return result instanceof Promise ? result.then(note) : note(result);
      };
    },
  });
}

/**
 * The services as a page's loaders see them, noting what each read shows: the page cache keeps the page until a
 * write announces one of those topics. Loaders need not say what they read, so a new page or a new read cannot
 * forget to; a read outside the known services (a session, the database) marks the page personal, never kept.
 */
export function recordReads(services: AppServices, reads: PageReads): AppServices {
  return new Proxy(services, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof name !== 'string' || NEUTRAL.has(name)) return value;
      const topicOf = SHOWN[name];
      if (topicOf && value && typeof value === 'object') return recording(value, topicOf, reads);
      reads.personal = true;
      return value;
    },
  });
}
