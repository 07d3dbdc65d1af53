import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { InlineCss } from '#common/inline-css.ts';
import type { AppServices } from '#server/services.ts';
import { reactRouterHost } from './react-router-host.ts';

/** The built stylesheets, read once at start to be inlined into every page: app.css public, admin.css the panel. */
async function readBuiltCss(clientDir: string): Promise<InlineCss> {
  const assets = path.join(clientDir, 'assets');
  const files = await readdir(assets);
  const read = async (name: string) => {
    const file = files.find((candidate) => new RegExp(`^${name}-[\\w-]+\\.css$`).test(candidate));
    if (!file) throw new Error(`The client build has no ${name} stylesheet: run \`npm run build\` again.`);
    return readFile(path.join(assets, file), 'utf8');
  };
  const [site, admin] = await Promise.all([read('app'), read('admin')]);
  return { site, admin };
}

/** The production server was started before the site was built: a message for the operator, not a stack. */
export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/**
 * The pages: from the build (its files, pre-compressed, and the React Router server build), or from Vite's dev server
 * (`vite`), which renders each page from the code as it is now.
 */
export async function registerPages(
  app: FastifyInstance,
  services: AppServices,
  pages: { kind: 'build' | 'vite'; rootDir: string; buildDir: string },
): Promise<void> {
  if (pages.kind === 'build') {
    const clientDir = path.join(pages.buildDir, 'client');
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      index: false,
      // The build writes .br and .gz beside each script and style sheet (vite.config.ts).
      preCompressed: true,
      // Vite fingerprints everything under /assets; other public files may change between releases.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    const serverBuildFile = path.join(pages.buildDir, 'server', 'index.js');
    if (!existsSync(serverBuildFile))
      throw new MissingBuildError(
        `There is no build in ${pages.buildDir}. Run \`npm run build\` first (it needs the dev dependencies), then ` +
          '`npm run serve`; or run `npm start`, which builds when needed.',
      );
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    await app.register(reactRouterHost, {
      services,
      build: async () => build,
      inlineCss: await readBuiltCss(clientDir),
    });
  } else {
    const { createServer } = await import('vite');
    const vite = await createServer({
      server: { middlewareMode: true },
      appType: 'custom',
      root: pages.rootDir,
    });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    await app.register(reactRouterHost, {
      services,
      build: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
    });
  }
}
