import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser build in a few chunks instead of dozens: every request costs a round trip on a slow mobile network,
 * and over HTTP/1.1 a browser fetches at most six at a time from one origin. React and the router change least,
 * so they have a chunk of their own that stays cached across deploys; the site's shell (layout, icons, the small
 * components many pages share) is another; the carousel and the tabs are one each, for the pages that show them.
 * Each page's own code stays with its route.
 */
/** The back office's code lives in folders named `admin` (app/admin, common/admin): none of it belongs in the shell. */
const ADMIN_ONLY = /[\\/](app|common)[\\/]admin[\\/]/;

// The header's dialogs load on first use (React.lazy), and the search box with suggestions they share: in the shell
// they would bring Radix and downshift to every first visit.
const LAZY_DIALOGS = /[\\/]app[\\/]components[\\/]layout[\\/]([\w-]+-dialog|search-combobox)\.tsx$/;

const DIALOG_ONLY =
  /[\\/]@radix-ui[\\/]react-((alert-)?dialog|dismissable-layer|focus-guards|focus-scope|portal)[\\/]/;

const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    { name: 'carousel', test: /[\\/]node_modules[\\/]embla-carousel[\w-]*[\\/]/, priority: 15 },
    {
      // Radix's tabs and the primitives they share with the dialogs (the dialogs' own parts stay with them), and the
      // site's tabs built on them, shared by the FAQ and the tours section.
      name: 'tabs',
      test: (id: string) =>
        (/[\\/]node_modules[\\/]@radix-ui[\\/]/.test(id) && !DIALOG_ONLY.test(id)) ||
        /[\\/]app[\\/]components[\\/]pill-tabs\.tsx$/.test(id),
      priority: 15,
    },
    {
      name: 'shell',
      // Not the shared zod schemas (only the admin panel validates in the browser, and zod must not reach
      // visitors), nor anything in an admin folder: the shell is what every public page loads. The product cards
      // and their heart are shared by the shop's lists and the favourites: in a chunk of their own they would cost
      // the lists two more requests.
      test: (id: string) =>
        !/[\\/]common[\\/]schemas[\\/]/.test(id) &&
        !ADMIN_ONLY.test(id) &&
        !LAZY_DIALOGS.test(id) &&
        /[\\/](app[\\/]lib|app[\\/]components[\\/](icons?|layout|responsive-image|brand-mark|page-hero|legacy-redirect-screen|status-panel|site-error-panel|video-frame|catalog[\\/](price|highlight|favourite-button|product-card|product-grid)|tours[\\/]tour-rating)|common)[\\/.]/.test(
          id,
        ),
      priority: 10,
    },
  ],
};

/**
 * The browser's files compressed once, at build time, at the strongest settings (brotli 11 is ~15% smaller than the
 * on-the-fly brotli the server can afford per request); the server sends them as they are (preCompressed).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'gandhara:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const compressible = Object.values(bundle).filter((file) =>
        /\.(js|css|svg|json|txt)$/.test(file.fileName),
      );
      await Promise.all(
        compressible.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (source.length < 1024) return;
          const target = path.join(options.dir!, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

// React Router builds both bundles in one Vite run (environments), so `isSsrBuild` cannot tell them apart: each
// environment gets its own options. The browser's in the chunks above; the server's in one file, where a module both
// imported and lazily imported (the tour overlay) is expected and needs no warning.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
});
