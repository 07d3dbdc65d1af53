/**
 * npm run build: the production build (client and server bundles in build/), always made afresh. Run it where the
 * dev dependencies are installed; `npm run serve` then runs it with production dependencies only.
 */
import { build } from './ensure-build.ts';

try {
  build();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
