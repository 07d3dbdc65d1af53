import { categoryLookupKey, LEGACY_CATEGORY_ALIASES, PUBLIC_CATEGORY_NAMES } from '#common/categories.ts';
import { SLUG_PATTERN, slugify } from '#common/slug.ts';
import type { CatalogService } from '#server/catalog/catalog-service.ts';
import { decide, digest, markFor, type Decision, type ImportLedger } from './import-ledger.ts';
import type { ImportRepository, ImportWrittenBy } from './import-repository.ts';
import type { ImportReport } from './import-report.ts';
import { freeSlug } from './import-slugs.ts';
import type { OldMenuEntry, OldSubcategory } from './old-records.ts';

export type CategoryRef = { id: string; name: string; visible: boolean };

/**
 * The categories and subcategories as the import sees them: those that exist here, found by name, slug or alias,
 * and those it adds, in the menu's order. A dry run adds them only to this book.
 */
export async function openCategoryBook(options: {
  repository: ImportRepository;
  catalog: CatalogService;
  ledger: ImportLedger;
  report: ImportReport;
  by: ImportWrittenBy;
  dryRun: boolean;
}) {
  const { repository, ledger, report, by, dryRun } = options;
  const existing = await repository.categories();
  const byKey = new Map<string, CategoryRef>();
  const order: CategoryRef[] = [];
  for (const row of existing.categories) {
    const ref = { id: row.id, name: row.name, visible: row.visible };
    order.push(ref);
    byKey.set(row.slug, ref);
  }
  for (const alias of existing.aliases) {
    const target = order.find((category) => category.id === alias.category_id);
    if (target && !byKey.has(alias.alias)) byKey.set(alias.alias, target);
  }
  const subcategoryByKey = new Map<string, { id: string; categoryId: string }>();
  for (const row of existing.subcategories)
    subcategoryByKey.set(categoryLookupKey(row.name), { id: row.id, categoryId: row.category_id });

  async function add(name: string, aliases: readonly string[] = []): Promise<CategoryRef> {
    const ref = dryRun
      ? { id: `new:${categoryLookupKey(name)}`, name, visible: true }
      : await options.catalog
          .createCategory({ name, position: order.length, aliases }, by)
          .then((view) => ({ id: view.id, name: view.name, visible: view.visible }));
    order.push(ref);
    byKey.set(categoryLookupKey(name), ref);
    for (const alias of aliases) byKey.set(categoryLookupKey(alias), ref);
    return ref;
  }

  /** The category of this name, slug or alias; one the shop lacks is added and reported. */
  async function category(name: string): Promise<CategoryRef | null> {
    const key = categoryLookupKey(name);
    if (!key) return null;
    const known = byKey.get(key);
    if (known) return known;
    report.categoriesCreated.push(name);
    return add(name);
  }

  // An empty shop has no categories yet: the menu's 24, with the old site's names for some, come first.
  if (order.length === 0) {
    for (const name of PUBLIC_CATEGORY_NAMES) await add(name, LEGACY_CATEGORY_ALIASES[name] ?? []);
  }

  return {
    category,

    /**
     * Where a product's category names put it: a subcategory's name puts it in the subcategory and its parent.
     */
    async placesOf(names: readonly string[]) {
      const categoryIds: string[] = [];
      const subcategoryIds: string[] = [];
      for (const name of names) {
        const key = categoryLookupKey(name);
        const sub = !byKey.has(key) ? subcategoryByKey.get(key) : undefined;
        const ref = sub ? order.find((c) => c.id === sub.categoryId) : await category(name);
        if (sub && !subcategoryIds.includes(sub.id)) subcategoryIds.push(sub.id);
        if (ref && !categoryIds.includes(ref.id)) categoryIds.push(ref.id);
      }
      return { categoryIds, subcategoryIds };
    },

    /** The menu's order and visibility, applied once every category the records name exists. */
    async applyMenu(menus: readonly OldMenuEntry[][]) {
      const menu = menus[0];
      for (let extra = 1; extra < menus.length; extra++)
        ledger.skip('categoryorders', null, null, 'a second menu document: the first one is used');
      if (!menu) return;
      const marks = await repository.marks('categoryorders');
      const entries: { ref: CategoryRef; visible: boolean }[] = [];
      for (const entry of menu) {
        const ref = await category(entry.name);
        if (ref && !entries.some((known) => known.ref.id === ref.id))
          entries.push({ ref, visible: entry.visible });
      }
      const wanted = [
        ...entries.map(({ ref, visible }) => ({ id: ref.id, visible })),
        ...order
          .filter((ref) => !entries.some((entry) => entry.ref.id === ref.id))
          .map((ref) => ({ id: ref.id, visible: ref.visible })),
      ];
      const menuState = () => digest(order.map((ref) => [ref.id, ref.visible]));
      // The menu always exists here: on a first import it is simply set.
      const previous = marks.get('main');
      const decision: Decision = previous
        ? decide(previous, digest(menu), null, menuState(), 'menu')
        : { kind: 'insert' };
      if (ledger.settle('categoryorders', 'main', 'menu order', decision)) {
        const byId = new Map(order.map((ref) => [ref.id, ref]));
        const reordered = wanted.map((item) => Object.assign(byId.get(item.id)!, { visible: item.visible }));
        order.splice(0, order.length, ...reordered);
        if (!dryRun)
          await repository.saveMenu(wanted, {
            collection: 'categoryorders',
            sourceId: 'main',
            targetId: 'main',
            sourceHash: digest(menu),
            sourceUpdatedAt: null,
            targetVersion: menuState(),
          });
        ledger.finish('categoryorders', 'main', 'menu order', decision, true);
      }
      ledger.advance('categoryorders');
    },

    /** The old subcategories, each under its parent category, one at a time (a parent may be added on the way). */
    async importSubcategories(subcategories: readonly { record: OldSubcategory; notes: string[] }[]) {
      const parents = new Map<string, CategoryRef>();
      const placed = [];
      for (const item of subcategories) {
        // A parent that has no name at all: the subcategory is skipped, not written.
        if (categoryLookupKey(item.record.parentCategoryName)) placed.push(item);
        else ledger.skip('subcategories', item.record.sourceId, item.record.name, 'no parent category');
      }
      await ledger.writeEach('subcategories', placed, {
        concurrency: 1,
        noun: 'subcategory',
        plan: async ({ record, notes }) => {
          const parent = (await category(record.parentCategoryName))!;
          parents.set(record.id, parent);
          const taken = new Set(
            [...subcategoryByKey.entries()]
              .filter(([, sub]) => sub.categoryId === parent.id && sub.id !== record.id)
              .map(([subKey]) => subKey),
          );
          const slug =
            record.slug && SLUG_PATTERN.test(record.slug) && !taken.has(record.slug)
              ? record.slug
              : freeSlug(slugify(record.name), taken);
          subcategoryByKey.set(categoryLookupKey(record.name), { id: record.id, categoryId: parent.id });
          return {
            sourceId: record.sourceId,
            id: record.id,
            label: record.name,
            notes,
            hash: digest({ record, slug }),
            updatedAt: record.updatedAt,
            version: await repository.version('subcategories', record.id),
            slug,
          };
        },
        prepare:
          async ({ record }, mode, plan) =>
          () =>
            repository.saveSubcategory(
              {
                id: record.id,
                category_id: parents.get(record.id)!.id,
                name: record.name,
                slug: plan.slug,
                position: record.sortOrder,
                visible: record.visible,
                created_at: record.updatedAt,
                updated_at: record.updatedAt,
              },
              mode,
              markFor('subcategories', record, plan.hash),
              by,
            ),
      });
    },
  };
}

export type CategoryBook = Awaited<ReturnType<typeof openCategoryBook>>;
