import type { Pagination } from '#common/schemas/pagination.ts';
import type { MasterFilter } from '#common/schemas/masters.ts';
import type { MasterCard } from '#common/masters.ts';
import { newId } from '#server/db/ids.ts';
import { toIsoString } from '#server/db/values.ts';
import { auditsOf, type WrittenBy } from '#server/history/history.ts';
import { masterSnapshot } from '#server/history/snapshots.ts';
import { createRecordService, recordImage, type RecordServiceDeps } from '#server/records/record-service.ts';
import type { MasterRepository, MasterWithImage } from './master-repository.ts';

/** A craftsman as the public pages show him, plus what only the API and the admin need. */
export type MasterView = MasterCard & { createdAt: string; updatedAt: string };

export type NewMasterInput = {
  name: string;
  specialty: string;
  experience: number;
  description: string;
  quote?: string | null;
  imageMediaId?: string | null;
  createdAt?: Date;
};

/** The columns of the admin's form, written whole by adding and by saving a craftsman. */
const formColumns = (input: NewMasterInput) => ({
  name: input.name.trim(),
  specialty: input.specialty,
  experience: input.experience,
  description: input.description,
  quote: input.quote ?? null,
});

export function createMasterService(deps: RecordServiceDeps<MasterRepository>) {
  const records = createRecordService({
    repository: deps.repository,
    kept: { changes: deps.changes, topic: 'masters' },
    variantKey: deps.variantKey,
    auditFor: auditsOf(masterSnapshot, 'master', deps.dialect),
    toView: (row: MasterWithImage, key): MasterView => ({
      id: row.id,
      name: row.name,
      specialty: row.specialty,
      experience: row.experience,
      description: row.description,
      quote: row.quote,
      image: recordImage(row, key, deps.publicUrl),
      createdAt: toIsoString(row.created_at),
      updatedAt: toIsoString(row.updated_at),
    }),
  });

  return {
    /** One page, newest first, of every record or only those the filter lets through; `total` counts those. */
    async list(
      page: Pagination,
      filter: MasterFilter = {},
    ): Promise<{ masters: MasterView[]; total: number }> {
      const { records: masters, total } = await records.page(page, filter);
      return { masters, total };
    },
    /** Every craftsman, newest first, or the newest `limit` of them: a page that shows a few needs no count. */
    all: (limit?: number) => records.all(undefined, limit),
    count: () => deps.repository.count(),
    find: records.find,
    /** Changes the given fields; a new photograph replaces the old. Null when there is no such craftsman. */
    update: (
      id: string,
      patch: Omit<NewMasterInput, 'createdAt' | 'imageMediaId'> & { imageMediaId?: string },
      by?: WrittenBy,
    ) =>
      records.update(
        id,
        {
          ...formColumns(patch),
          ...(patch.imageMediaId ? { image_media_id: patch.imageMediaId, image_url: null } : {}),
          updated_at: new Date(),
        },
        by,
      ),
    create(input: NewMasterInput, by?: WrittenBy): Promise<MasterView> {
      const now = input.createdAt ?? new Date();
      return records.create(
        {
          id: newId(now),
          ...formColumns(input),
          image_media_id: input.imageMediaId ?? null,
          image_url: null,
          created_at: now,
          updated_at: now,
        },
        by,
      );
    },
  };
}
