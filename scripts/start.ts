/** npm start: build when there is no build or it is stale, then serve. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './ensure-build.ts';
import { ROOT } from './build-stamp.ts';

ensureBuild();
const server = spawn(process.execPath, [path.join(ROOT, 'server', 'main.ts')], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
