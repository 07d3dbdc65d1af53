import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  test('defaults give a working local setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      demoContent: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  test('a wrong value stops start-up with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
    expect(() => loadConfig({ DEMO_CONTENT: 'maybe' })).toThrow(/DEMO_CONTENT/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough password' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop' })).toThrow(/PUBLIC_URL/);
    // Trusting every sender would let anyone pick the address that rate limits count.
    for (const value of ['everyone', 'on', 'true', '11', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.local'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  test('DEMO_CONTENT=off, PUBLIC_URL without its trailing slash, e-mail lowercased', () => {
    const config = loadConfig({
      DEMO_CONTENT: 'off',
      PUBLIC_URL: 'https://gandhara.example/',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'a-very-long-secret',
    });
    expect(config.demoContent).toBe(false);
    expect(config.publicUrl).toBe('https://gandhara.example');
    expect(config.adminEmail).toBe('owner@example.com');
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });
});
