import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The browser build in a few chunks instead of dozens: every request costs a round trip on a slow mobile network.
 * React and the router change least, so they have a chunk of their own that stays cached across deploys; the
 * site's shell (layout, icons, shared code) is another. Each page's own code stays with its route.
 */
const ADMIN_ONLY =
  /[\\/](app[\\/]lib[\\/](admin-|use-paged-list|rotate-image)|common[\\/](product-form|product-seo|uploads|bulk-products))/;

const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      name: 'shell',
      // Not the shared zod schemas (only the admin panel validates in the browser, and zod must not reach
      // visitors), nor the panel's own helpers: the shell is what every public page loads.
      test: (id: string) =>
        !/[\\/]common[\\/]schemas[\\/]/.test(id) &&
        !ADMIN_ONLY.test(id) &&
        /[\\/](node_modules[\\/]lucide-react|app[\\/]lib|app[\\/]components[\\/](layout|responsive-image|brand-mark|page-hero|dialog-close|legacy-redirect-screen)|common)[\\/.]/.test(
          id,
        ),
      priority: 10,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
