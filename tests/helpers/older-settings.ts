import type { SiteSettings } from '#common/schemas/settings.ts';
import { createSettingsRepository } from '#server/settings/settings-repository.ts';
import { createSettingsService, defaultSiteSettings } from '#server/settings/settings-service.ts';
import type { TestApp } from './test-app.ts';

/**
 * The site settings as the service reads a record stored before `field` existed: the record is the defaults
 * without it (plus `stored`), written to the test app's database. Gives the field's default and what was read.
 */
export async function readStoredWithout<K extends keyof SiteSettings>(
  t: TestApp,
  field: K,
  stored: Partial<SiteSettings> = {},
): Promise<{ defaultValue: SiteSettings[K]; read: SiteSettings }> {
  const defaults = defaultSiteSettings({
    businessPhone: '+92 300 5123456',
    businessEmail: 'info@gandhara.test',
  });
  const older: Partial<SiteSettings> = { ...defaults };
  delete older[field];
  const repository = createSettingsRepository(t.services.database.db);
  await repository.write('site', JSON.stringify({ ...older, ...stored }));
  const settings = createSettingsService({ repository, defaults });
  return { defaultValue: defaults[field], read: await settings.getSite() };
}
