import {
  DEFAULT_BUYING_NOTE,
  SITE_NAME,
  siteSettingsSchema,
  type SiteSettings,
} from '#common/schemas/settings.ts';
import { DEFAULT_OPENING_HOURS } from '#common/opening-hours.ts';
import type { WatermarkParams } from '#server/media/watermark.ts';
import type { ChangeBus } from '#server/events/change-bus.ts';
import type { SettingsRepository } from './settings-repository.ts';
import type { DialectName } from '#server/db/database.ts';
import { auditsOf, type WrittenBy } from '#server/history/history.ts';
import { settingSnapshot } from '#server/history/snapshots.ts';

const SITE_KEY = 'site';
/**
 * The cache spares a query per request. A save is announced on the change bus, which empties every instance's
 * cache at once; this bound only matters if an announcement were lost.
 */
const CACHE_MS = 30_000;

export function defaultSiteSettings(seed: { businessPhone: string; businessEmail: string }): SiteSettings {
  return {
    businessPhone: seed.businessPhone,
    whatsappNumber: seed.businessPhone,
    email: seed.businessEmail,
    address: 'Heritage Gallery, Taxila, Punjab, Pakistan',
    social: { facebook: '', instagram: '', pinterest: '', youtube: '', whatsapp: '' },
    analyticsId: '',
    openingHours: DEFAULT_OPENING_HOURS,
    buyingNote: DEFAULT_BUYING_NOTE,
    watermarkEnabled: true,
    watermarkPhone: true,
    hideSoldFromLists: false,
    // Set by the owner on the Settings screen; none (settings stored before it, too): prices show in dollars only.
    pkrRate: null,
    popupImageMediaId: null,
    heroVideoMediaId: null,
    heroPosterMediaId: null,
    promoVideos: [],
    tourSlideMediaIds: [],
  };
}

export function createSettingsService(deps: {
  repository: SettingsRepository;
  defaults: SiteSettings;
  now?: () => number;
  changes?: ChangeBus;
  /** For the history's row locks (decision 027). */
  dialect?: DialectName;
}) {
  const now = deps.now ?? Date.now;
  let cached: { value: SiteSettings; at: number } | null = null;
  deps.changes?.subscribe((topic) => {
    if (topic === 'settings' || topic === 'all') cached = null;
  });

  async function getSite(): Promise<SiteSettings> {
    if (cached && now() - cached.at < CACHE_MS) return cached.value;
    const stored = await deps.repository.read(SITE_KEY);
    // Settings saved by an older version may lack newer fields: the defaults fill them in.
    const parsed = stored ? siteSettingsSchema.safeParse({ ...deps.defaults, ...JSON.parse(stored) }) : null;
    const value = parsed?.success ? parsed.data : deps.defaults;
    cached = { value, at: now() };
    return value;
  }

  return {
    getSite,
    async updateSite(patch: Partial<SiteSettings>, by?: WrittenBy): Promise<SiteSettings> {
      const before = await getSite();
      const next = siteSettingsSchema.parse({ ...before, ...patch });
      const audit = auditsOf(settingSnapshot, 'settings', deps.dialect ?? 'sqlite')(by, SITE_KEY, 'update');
      await deps.repository.write(SITE_KEY, JSON.stringify(next), audit);
      cached = { value: next, at: now() };
      // Hiding sold pieces changes what every list holds: its counts, kept whole lists and cached pages go too.
      await deps.changes?.publish(
        ...(before.hideSoldFromLists === next.hideSoldFromLists ? [] : (['products'] as const)),
        'settings',
      );
      return next;
    },
    /** A one-time claim across every instance sharing the database. */
    async claimOnce(name: string): Promise<boolean> {
      return deps.repository.insertIfAbsent(
        `claim:${name}`,
        JSON.stringify({ at: new Date().toISOString() }),
      );
    },
    async hasStoredSite(): Promise<boolean> {
      return (await deps.repository.read(SITE_KEY)) !== undefined;
    },
    async watermark(): Promise<WatermarkParams> {
      const site = await getSite();
      return {
        enabled: site.watermarkEnabled,
        siteName: SITE_NAME,
        phone: site.businessPhone,
        showPhone: site.watermarkPhone,
      };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
