/**
 * Copies the media store into the other kind of store (decision 014): DATA_DIR/media into the S3 bucket, or back.
 *   npm run media:copy -- --to s3|local [--variants]
 * The bucket is the one S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and
 * S3_FORCE_PATH_STYLE name, whatever MEDIA_STORAGE says, so a shop fills its bucket before switching to it. Every
 * original and video is copied, and the variants with --variants (otherwise the site makes them again on demand).
 * An object already there with the same size is skipped, so running it twice is safe.
 * Exits 0 when everything is in the target, 1 when an object could not be copied or a store not reached, 2 on a
 * wrong command line.
 */
import { ConfigError, loadConfig } from '#server/config.ts';
import { copyMedia, type MediaCopyProgress } from '#server/media/media-copy.ts';
import { createMediaStorage } from '#server/media/media-storage.ts';
import { readCommandLine, runCommand, UsageError } from './command.ts';
import { progressReporter } from './progress-reporter.ts';

const USAGE = 'Usage: npm run media:copy -- --to s3|local [--variants]';

/** The objects copied, on a bar or in plain lines (`progress-reporter.ts`). */
const copyProgress = () =>
  progressReporter<MediaCopyProgress>({
    format: '  |{bar}| {value}/{total} objects · {eta_formatted} left',
    line: ({ done, total }) => `  ${done}/${total} objects`,
  });

function objects(count: number): string {
  return `${count} object${count === 1 ? '' : 's'}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<number> {
  const line = readCommandLine(
    { options: { to: { type: 'string' }, variants: { type: 'boolean', default: false } } },
    USAGE,
  );
  if (!line) return 2;
  const { values } = line;
  if (values.to !== 's3' && values.to !== 'local')
    throw new UsageError(`--to must be s3 or local.\n${USAGE}`);
  const config = loadConfig();
  if (!config.s3) {
    throw new ConfigError(
      'S3_BUCKET is not set: set it (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as the provider needs) to name the bucket.',
    );
  }
  const to = await createMediaStorage(config, values.to);
  const from = await createMediaStorage(config, values.to === 's3' ? 'local' : 's3');
  // A local store that was never used is an empty one, not an unreachable one.
  await Promise.all([from.init(), to.init()]);
  const bucket = `bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
  const folder = `${config.dataDir}/media`;
  process.stdout.write(
    `Copying ${values.variants ? 'originals, videos and variants' : 'originals and videos'} from ${
      values.to === 's3' ? `${folder} to the ${bucket}` : `the ${bucket} to ${folder}`
    }\n`,
  );
  const progress = copyProgress();
  const report = await copyMedia(from, to, {
    variants: values.variants,
    onProgress: progress.update,
  }).finally(progress.stop);
  process.stdout.write(
    `Copied ${objects(report.copied)} (${megabytes(report.bytes)}); ${report.skipped} ${report.skipped === 1 ? 'was' : 'were'} there already.\n`,
  );
  if (report.failed.length === 0) return 0;
  process.stderr.write(`${report.failed.length} could not be copied:\n`);
  for (const { key, error } of report.failed) process.stderr.write(`  ${key}: ${error}\n`);
  process.stderr.write('Run the command again to retry them: what is there already is skipped.\n');
  return 1;
}

runCommand(main, {
  failure: 'Media copy failed',
  // Every other failure is the store's or the network's (wrong endpoint, keys or bucket): its message says it.
  expected: () => true,
});
