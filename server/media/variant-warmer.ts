import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import {
  DEFAULT_IMAGE_WIDTH,
  PREVIEW_IMAGE_WIDTH,
  variantWidths,
  type ImageFormat,
} from '#common/media-url.ts';
import { newId } from '#server/db/ids.ts';
import type { MediaRow } from '#server/db/schema.ts';
import { VariantsBusyError } from './media-variants.ts';
import type { WarmQueue } from './warm-queue.ts';

/** How long a claim holds without renewal; it is renewed before each variant, which takes a second or two. */
const CLAIM_MS = 120_000;
/** How often an idle instance looks for photographs to warm (one indexed read of a small table). */
const POLL_MS = 5_000;
/** Above this share of the last moments spent on the event loop, visitors are busy: the warmer waits. */
const BUSY_UTILIZATION = 0.5;
const PAUSE_MS = 250;

/**
 * The variants pages ask for, in the order a visitor is likeliest to need them: AVIF at every width of the
 * srcset (what browsers take), the JPEG of the <img> fallback and of link previews, then WebP (older browsers).
 */
export function pageVariants(sourceWidth: number): { width: number; format: ImageFormat }[] {
  const widths = variantWidths(sourceWidth);
  const jpegWidths = [
    ...new Set([DEFAULT_IMAGE_WIDTH, PREVIEW_IMAGE_WIDTH].map((w) => Math.min(w, sourceWidth))),
  ];
  const of = (format: ImageFormat) => (width: number) => ({ width, format });
  return [...widths.map(of('avif')), ...jpegWidths.map(of('jpg')), ...widths.map(of('webp'))];
}

/**
 * Makes every variant a page uses when a photograph is stored, before any visitor asks (issue 21, decision 039),
 * in the background, one variant at a time and only while visitors leave the encoders and the event loop idle.
 * The queue is in the database, so a kill -9 loses nothing: the claim lapses and another instance (or the next
 * start) takes the photograph up again; variants already in the store are found there and not made twice.
 */
export function createVariantWarmer(deps: {
  queue: WarmQueue;
  findMedia: (id: string) => Promise<MediaRow | undefined>;
  variantObject: (media: MediaRow, width: number, format: ImageFormat) => Promise<unknown>;
  encodersBusy: () => boolean;
  currentKey: () => Promise<string>;
  log?: (message: string, details: Record<string, unknown>) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const holder = newId();
  const claimEnd = () => new Date(now().getTime() + CLAIM_MS);
  let stopped = false;
  let pass: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let warmed = 0;
  let lastLoop = performance.eventLoopUtilization();

  /** Waits while visitors keep the variant encoders or the event loop busy. */
  async function whenIdle(): Promise<void> {
    for (;;) {
      const loop = performance.eventLoopUtilization();
      const recent = performance.eventLoopUtilization(loop, lastLoop);
      lastLoop = loop;
      if (stopped || (!deps.encodersBusy() && recent.utilization < BUSY_UTILIZATION)) return;
      await delay(PAUSE_MS);
    }
  }

  async function makeVariant(media: MediaRow, width: number, format: ImageFormat): Promise<void> {
    for (;;) {
      try {
        await deps.variantObject(media, width, format);
        return;
      } catch (error) {
        // Visitors filled the encoders' queue since we looked: they come first.
        if (!(error instanceof VariantsBusyError) || stopped) throw error;
        await delay(PAUSE_MS * 4);
      }
    }
  }

  /** Makes the photograph's page variants; false when it stopped before the end (the claim is given back). */
  async function warm(mediaId: string): Promise<boolean> {
    const media = await deps.findMedia(mediaId);
    if (media?.kind !== 'image' || !media.width) return true;
    for (const { width, format } of pageVariants(media.width)) {
      await whenIdle();
      if (stopped) return false;
      if (!(await deps.queue.renew(mediaId, holder, claimEnd()))) return false;
      await makeVariant(media, width, format);
    }
    return true;
  }

  async function runPass(): Promise<void> {
    try {
      // A new watermark changes every variant's address: every photograph is queued again.
      await deps.queue.requeueAllFor(await deps.currentKey(), now());
      while (!stopped) {
        const mediaId = await deps.queue.claimNext(holder, now(), claimEnd());
        if (!mediaId) return;
        let done = false;
        try {
          done = await warm(mediaId);
        } catch (error) {
          // A photograph that cannot be made (its original unreadable): left to the on-demand path and its error.
          if (!stopped)
            deps.log?.('variants of a photograph could not be made ahead', { mediaId, error: String(error) });
          done = !stopped;
        }
        if (done) {
          await deps.queue.finish(mediaId, holder);
          warmed++;
        } else await deps.queue.release(mediaId, holder);
      }
    } catch (error) {
      deps.log?.('variant warming failed; it tries again shortly', { error: String(error) });
    }
  }

  /** One pass over what is queued; a call during a pass shares it. */
  function run(): Promise<void> {
    pass ??= runPass().finally(() => {
      pass = null;
    });
    return pass;
  }

  return {
    /** Works through the queue now, then looks again every few seconds. */
    start() {
      void run();
      timer = setInterval(() => void run(), POLL_MS);
      timer.unref();
    },
    /** Takes nothing new and gives back a photograph in hand; resolves when the variant being made is done. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pass;
    },
    /** Works through every free row now; resolves when none is left (tests, and the bench's wait). */
    run,
    stats: () => ({ warmed }),
  };
}
