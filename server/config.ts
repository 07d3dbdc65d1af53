import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { UPLOAD_RULES } from '#common/admin/uploads.ts';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

/** One address or network of a trusted proxy: 10.0.0.5, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrNetwork(value: string): boolean {
  const [address = '', bits, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: none (off), the last N, or those added by the proxies at these addresses.
 * "Everyone" is not offered: it would let any visitor choose the address that rate limits and lockout count.
 */
const trustProxy = z.union(
  [
    z.enum(['off', 'false', '0']).transform(() => false as const),
    z.coerce.number().int().min(1).max(10),
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine((parts) => parts.length > 0 && parts.every(isAddressOrNetwork)),
  ],
  {
    error:
      "must be off, the number of proxies in front (1-10), or the proxies' addresses or networks, comma-separated (127.0.0.1,10.0.0.0/8)",
  },
);

/**
 * Where media live (issue 14): DATA_DIR/media, or an S3-compatible bucket. The bucket's settings are read whenever
 * S3_BUCKET is set, so that `npm run media:copy -- --to s3` can fill the bucket before MEDIA_STORAGE says s3.
 */
const mediaEnvSchema = z.object({
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lower-case letters, digits, dots, hyphens',
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-central-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: onOff.default(false),
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type S3Settings = {
  bucket: string;
  /** unset: AWS itself, from the region */
  endpoint: string | undefined;
  region: string;
  /** unset: the SDK's own chain (AWS_* variables, an instance or task role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

function mediaSettings(
  e: z.infer<typeof mediaEnvSchema>,
): Pick<AppConfig, 'mediaStorage' | 's3' | 'mediaPublicUrl'> {
  if (e.MEDIA_STORAGE === 's3' && !e.S3_BUCKET)
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: is required when MEDIA_STORAGE is s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials',
    );
  return {
    mediaStorage: e.MEDIA_STORAGE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  ...mediaEnvSchema.shape,
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_CONTENT: onOff.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BUSINESS_PHONE: z
    .string()
    .regex(/^\+?[\d\s-]{7,20}$/, 'must be a phone number such as +92 300 1234567')
    .default('+92 300 5123456'),
  BUSINESS_EMAIL: z.email().default('info@gandhara-arts.example'),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss:// (leave it unset to use the database)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps:// (leave it unset to send no e-mail)')
    .optional(),
  PAGE_CACHE_MB: z.coerce
    .number()
    .int()
    .min(0, 'must be 0 (off) or more megabytes')
    .max(4096, 'must be at most 4096 megabytes')
    .default(64),
  VARIANT_QUEUE_MEGAPIXELS: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1 megapixel')
    .max(100_000, 'must be at most 100000 megapixels')
    .default(8 * UPLOAD_RULES.image.maxMegapixels),
  /** Make every variant a page uses when a photograph is stored, in the background (decision 039). */
  VARIANT_WARMING: onOff.default(true),
  OVERLOAD_DELAY_MS: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || value >= 10, 'must be 0 (off) or at least 10 milliseconds')
    .max(10_000, 'must be at most 10000 milliseconds')
    .default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mediaStorage: 'local' | 's3';
  /** The bucket, whenever S3_BUCKET is set; used as the store when mediaStorage is s3. */
  s3: S3Settings | undefined;
  /** A CDN in front of the store: visitors are sent there for variants and videos (decision 014). */
  mediaPublicUrl: string | undefined;
  publicUrl: string;
  demoContent: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionSecret: string | undefined;
  businessPhone: string;
  businessEmail: string;
  /**
   * false: the client address is the socket's. A hop count: believe that many X-Forwarded-For hops. Addresses:
   * believe the header only as far as it was written by proxies at those addresses or networks.
   */
  trustProxy: false | number | string[];
  /** Shared rate limits and change notifications across instances; unset: the database does both. */
  redisUrl: string | undefined;
  /** The mail server that tells the owner of each new enquiry (decision 036); unset: no e-mail is sent. */
  smtpUrl: string | undefined;
  /** Megabytes of rendered pages and API answers kept in memory (all encodings); 0 turns the cache off. */
  pageCacheMb: number;
  /** Event-loop delay past which work is refused with 503 and Retry-After (kept pages are still sent). */
  overloadDelayMs: number;
  /**
   * Megapixels of photographs that may wait for the variant encoders; a visitor whose variant would queue past
   * them gets 503 with Retry-After (media-service.ts).
   */
  variantQueueMegapixels: number;
  /** VARIANT_WARMING: the background maker of photographs' variants runs in this process. */
  variantWarming: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  mode: 'development' | 'production' | 'test';
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at boot; a wrong value stops the process with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL: is required when ADMIN_PASSWORD is set');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    ...mediaSettings(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    demoContent: e.DEMO_CONTENT,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    businessPhone: e.BUSINESS_PHONE,
    businessEmail: e.BUSINESS_EMAIL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    pageCacheMb: e.PAGE_CACHE_MB,
    overloadDelayMs: e.OVERLOAD_DELAY_MS,
    variantQueueMegapixels: e.VARIANT_QUEUE_MEGAPIXELS,
    variantWarming: e.VARIANT_WARMING,
    logLevel: e.LOG_LEVEL,
    mode: e.NODE_ENV,
  };
}
