import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

describe('media storage configuration', () => {
  test('without any setting, media live in DATA_DIR/media and no bucket is named', () => {
    expect(loadConfig({})).toMatchObject({ mediaStorage: 'local', s3: undefined, mediaPublicUrl: undefined });
  });

  test('an S3 store is read from its variables, addresses without their trailing slash', () => {
    const config = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'gandhara-media',
      S3_ENDPOINT: 'https://s3.eu-central-1.wasabisys.com/',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_FORCE_PATH_STYLE: 'on',
      MEDIA_PUBLIC_URL: 'https://cdn.gandhara.example/',
    });
    expect(config).toMatchObject({
      mediaStorage: 's3',
      s3: {
        bucket: 'gandhara-media',
        endpoint: 'https://s3.eu-central-1.wasabisys.com',
        region: 'eu-central-1',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
        forcePathStyle: true,
      },
      mediaPublicUrl: 'https://cdn.gandhara.example',
    });
  });

  test('on AWS itself the endpoint and the keys may be left to the SDK (region, instance role)', () => {
    const config = loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'gandhara-media' });
    expect(config.s3).toEqual({
      bucket: 'gandhara-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  test('a wrong or missing value stops start-up with a message naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ MEDIA_STORAGE: 'gcs' }, /MEDIA_STORAGE/],
      [{ MEDIA_STORAGE: 's3' }, /S3_BUCKET: is required when MEDIA_STORAGE is s3/],
      [{ S3_BUCKET: 'Gandhara_Media' }, /S3_BUCKET: must be a bucket name/],
      [{ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT/],
      [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, /S3_SECRET_ACCESS_KEY: set both/],
      [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE/],
      [{ MEDIA_PUBLIC_URL: 'cdn.example' }, /MEDIA_PUBLIC_URL/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    }
  });
});
