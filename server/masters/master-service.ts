import type { Pagination } from '#common/schemas/pagination.ts';
import type { MasterFilter } from '#common/schemas/masters.ts';
import { newId } from '#server/db/ids.ts';
import { toPublicImage } from '#server/media/public-image.ts';
import { toIsoString } from '#server/db/values.ts';
import type { PublicImage } from '#common/media-url.ts';
import type { MasterRepository, MasterWithImage } from './master-repository.ts';
import type { DialectName } from '#server/db/database.ts';
import type { WrittenBy } from '#server/history/history.ts';
import { auditOf } from '#server/history/history.ts';
import { masterSnapshot } from '#server/history/snapshots.ts';

export type MasterView = {
  id: string;
  name: string;
  specialty: string;
  experience: number;
  description: string;
  quote: string | null;
  image: PublicImage | null;
  createdAt: string;
  updatedAt: string;
};

export type NewMasterInput = {
  name: string;
  specialty: string;
  experience: number;
  description: string;
  quote?: string | null;
  imageMediaId?: string | null;
  createdAt?: Date;
};

export function createMasterService(deps: {
  repository: MasterRepository;
  variantKey: () => Promise<string>;
  publicUrl: string;
  /** For the history's row locks (decision 027). */
  dialect: DialectName;
}) {
  const { repository } = deps;
  /** The audit of a write an admin made (none without `by`: a command-line tool). */
  const auditFor = (by: WrittenBy | undefined, id: string, action: 'create' | 'update') =>
    by
      ? auditOf(
          masterSnapshot,
          { actor: by.actor, kind: 'master', id, action, batch: by.batch },
          deps.dialect,
        )
      : undefined;

  function toView(row: MasterWithImage, key: string): MasterView {
    return {
      id: row.id,
      name: row.name,
      specialty: row.specialty,
      experience: row.experience,
      description: row.description,
      quote: row.quote,
      image: toPublicImage(
        { hash: row.image_hash, width: row.image_width, height: row.image_height, url: row.image_url },
        key,
        deps.publicUrl,
      ),
      createdAt: toIsoString(row.created_at),
      updatedAt: toIsoString(row.updated_at),
    };
  }

  return {
    /** One page, newest first, of every record or only those the filter lets through; `total` counts those. */
    async list(
      page: Pagination,
      filter: MasterFilter = {},
    ): Promise<{ masters: MasterView[]; total: number }> {
      const [rows, total, key] = await Promise.all([
        repository.list({ limit: page.limit, offset: (page.page - 1) * page.limit, filter }),
        repository.count(filter),
        deps.variantKey(),
      ]);
      return { masters: rows.map((row) => toView(row, key)), total };
    },
    /** Every craftsman, newest first, or the newest `limit` of them: a page that shows a few needs no count. */
    async all(limit?: number): Promise<MasterView[]> {
      const [rows, key] = await Promise.all([repository.list({ limit }), deps.variantKey()]);
      return rows.map((row) => toView(row, key));
    },
    count: () => repository.count(),
    async find(id: string): Promise<MasterView | null> {
      const row = await repository.findById(id);
      return row ? toView(row, await deps.variantKey()) : null;
    },
    /** Changes the given fields; a new photograph replaces the old. Null when there is no such craftsman. */
    async update(
      id: string,
      patch: Omit<NewMasterInput, 'createdAt' | 'imageMediaId'> & { imageMediaId?: string },
      by?: WrittenBy,
    ): Promise<MasterView | null> {
      const changed = await repository.update(
        id,
        {
          name: patch.name.trim(),
          specialty: patch.specialty,
          experience: patch.experience,
          description: patch.description,
          quote: patch.quote ?? null,
          ...(patch.imageMediaId ? { image_media_id: patch.imageMediaId, image_url: null } : {}),
          updated_at: new Date(),
        },
        auditFor(by, id, 'update'),
      );
      if (!changed) return null;
      return toView((await repository.findById(id))!, await deps.variantKey());
    },
    async create(input: NewMasterInput, by?: WrittenBy): Promise<MasterView> {
      const now = input.createdAt ?? new Date();
      const id = newId(now);
      await repository.insert(
        {
          id,
          name: input.name.trim(),
          specialty: input.specialty,
          experience: input.experience,
          description: input.description,
          quote: input.quote ?? null,
          image_media_id: input.imageMediaId ?? null,
          image_url: null,
          created_at: now,
          updated_at: now,
        },
        auditFor(by, id, 'create'),
      );
      return toView((await repository.findById(id))!, await deps.variantKey());
    },
  };
}
