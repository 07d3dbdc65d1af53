// First: it decides which build of React the imports below load.
import './node-env.ts';
import { mkdir } from 'node:fs/promises';
import { buildApp, loggerOptions } from './app.ts';
import { MissingBuildError } from './http/page-serving.ts';
import { loadSessionSecret } from './auth/session-secret.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest, openDatabase, siteDatabase } from './db/database.ts';
import { seedDemoContent } from './demo/seed.ts';
import { ensureMenuCategories } from './first-start/menu-categories.ts';
import { COLLECT_EVERY_MS } from './media/media-retention.ts';
import { createServices } from './services.ts';
import { EXPIRE_EVERY_MS } from './trash/trash-service.ts';

const development = process.argv.includes('--dev');

async function main() {
  const config = loadConfig(development ? { NODE_ENV: 'development', ...process.env } : process.env);
  // The owner's alone: it holds the SQLite database, the session secret and the photographs' originals.
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const database = openDatabase(siteDatabase(config).options);
  await migrateToLatest(database);
  await loadSessionSecret(config.sessionSecret, config.dataDir, database);
  const services = await createServices(config, database);
  await services.storage.clearTmp();
  const app = await buildApp({
    services,
    pages: development ? { kind: 'vite' } : { kind: 'build' },
    logger: loggerOptions(config.logLevel, development || Boolean(process.stdout.isTTY)),
  });

  const initialAdmin = await services.admins.ensureInitialAdmin({
    email: config.adminEmail,
    password: config.adminPassword,
  });
  if (initialAdmin?.password) {
    // Shown once on the console, never through the logger, and never stored in plain text.
    process.stdout.write(
      `\n  First admin created. Sign in at ${config.publicUrl}/admin/login\n` +
        `    e-mail:   ${initialAdmin.email}\n    password: ${initialAdmin.password}\n` +
        '  Keep it somewhere safe: it is not shown again (npm run admin -- reset-password can set a new one).\n\n',
    );
  } else if (initialAdmin) {
    app.log.info({ email: initialAdmin.email }, 'first admin created from ADMIN_EMAIL and ADMIN_PASSWORD');
  }

  // A new shop works from its first start: the menu's categories, with or without the demo catalogue.
  if (await ensureMenuCategories(database.db)) app.log.info('the menu categories created');
  if (config.demoContent) {
    const seeded = await seedDemoContent(services, { log: (message) => app.log.info(message) });
    if (seeded) app.log.info(seeded, 'demo content created');
  }

  // Bulk uploads a stop interrupted carry on where they were.
  const resumed = await services.bulk.resumeUnfinished();
  if (resumed) app.log.info({ jobs: resumed }, 'bulk uploads resumed');

  // The search index takes in what is queued (every product, after the migration that made it), then follows.
  services.search.start();

  // Photographs' page variants are made ahead of visitors, in the background (decision 039).
  if (config.variantWarming) services.variantWarmer.start();

  // Media that nothing shows is collected after its grace period (decision 021).
  const stopCollecting = services.mediaRetention.every(COLLECT_EVERY_MS, (collected) => {
    if (collected instanceof Error) app.log.error({ err: collected }, 'media collection failed');
    else if (collected.records + collected.objects > 0) app.log.info(collected, 'unused media collected');
  });

  // What waited 30 days in the trash is deleted for good (decision 026); its media is then the collection's.
  const expireTrash = setInterval(() => {
    services.trash.expire().then(
      (deleted) => deleted > 0 && app.log.info({ deleted }, 'trash items past 30 days deleted for good'),
      (error: unknown) => app.log.error({ err: error }, 'trash expiry failed'),
    );
  }, EXPIRE_EVERY_MS);
  expireTrash.unref();

  /**
   * A graceful stop (SIGTERM from systemd or an orchestrator, or Ctrl-C): /readyz says no at once, the listener
   * closes, requests in flight and the bulk photograph in hand are finished, then the process exits, within 10 s.
   */
  const close = async (signal: string) => {
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    services.lifecycle.stopping = true;
    stopCollecting();
    clearInterval(expireTrash);
    const deadline = setTimeout(() => {
      app.log.error('requests still running after 9.5 s: stopping anyway');
      process.exit(1);
    }, 9_500);
    deadline.unref();
    await Promise.all([app.close(), services.bulk.stop(), services.variantWarmer.stop()]);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MissingBuildError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Gandhara Arts could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
