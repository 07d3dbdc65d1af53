import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '#server/config.ts';
import {
  assertSafeKey,
  emptyFolder,
  newTmpPath,
  type ByteRange,
  type ListedObject,
  type MediaStorage,
  type ObjectMetadata,
  type StoredObject,
} from './media-storage.ts';

/** Parts of 8 MiB, four in flight: a video upload holds at most 32 MiB in memory, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default (since 3.729) sends streamed bodies aws-chunked with a trailing CRC32. S3-compatible servers
    // that do not know that encoding (s3rver in the tests, older MinIO and Ceph) store the chunk framing as the
    // object's bytes; checksums only where an operation requires them work everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Every video a visitor is watching holds a socket for as long as it streams; the default of 50 would queue
    // variant reads behind them.
    requestHandler: { httpAgent: { maxSockets: 256 }, httpsAgent: { maxSockets: 256 } },
  });
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3-compatible bucket. Objects are written without an ACL, so they are as private as the bucket: the
 * site reads originals with its credentials, and only a CDN allowed to read `variants/` and `videos/` (decision 014)
 * serves anything to the public directly.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly tmpDir: string;
  readonly bucket: string;
  readonly client: S3Client;

  constructor(dataDir: string, settings: S3Settings, client = createS3Client(settings)) {
    this.tmpDir = path.join(dataDir, 'tmp');
    this.bucket = settings.bucket;
    this.client = client;
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
  }

  clearTmp(): Promise<void> {
    return emptyFolder(this.tmpDir);
  }

  tmpPath(suffix = ''): string {
    return newTmpPath(this.tmpDir, suffix);
  }

  async moveIn(tmpFile: string, key: string, metadata: ObjectMetadata): Promise<void> {
    try {
      await this.write(key, createReadStream(tmpFile), metadata);
    } finally {
      await rm(tmpFile, { force: true });
    }
  }

  /** One PUT for a small object, a multipart upload for a large one; a failed multipart upload is aborted. */
  async write(key: string, body: Readable, metadata: ObjectMetadata): Promise<void> {
    assertSafeKey(key);
    await new Upload({
      client: this.client,
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: metadata.contentType,
        CacheControl: metadata.cacheControl,
      },
    }).done();
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      // AWS answers 403 instead of 404 to credentials without s3:ListBucket; decision 014 lists the permissions.
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    const response = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return response.Body as Readable;
  }

  async withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T> {
    const file = this.tmpPath(path.extname(key));
    try {
      await pipeline(await this.read(key), createWriteStream(file));
      return await use(file);
    } finally {
      await rm(file, { force: true });
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key)
          yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
