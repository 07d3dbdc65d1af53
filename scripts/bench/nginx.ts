/**
 * nginx serving saved bytes: the physical limit the crowd bench (crowd.ts) puts beside the app. Debian's package,
 * installed with apt-get when it is missing, run in the foreground as a child of the bench from a configuration in
 * a temp folder of its own (port, pid file, logs and temp paths), so that it touches nothing of a system nginx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '#tests/helpers/server-process.ts';

/** One file nginx serves: its URL path and the exact bytes behind it. */
export type SavedFile = { urlPath: string; body: Buffer };

export type RunningNginx = { url: string; version: string; stop: () => Promise<void> };

/**
 * nginx answers gzip: Debian's package has no brotli filter (that is libnginx-mod-http-brotli-filter), so to
 * `br, gzip` it sends gzip. Each file is compressed once ahead at zlib's best level and sent as it is (gzip_static),
 * as a static site deploys its files and as the app's page cache keeps its compressed copies: compressing 260 KB
 * on every request (`gzip on` alone) made nginx slower than the app's cache on this machine, which is no physical
 * limit. `gzip on` stays for anything without a compressed copy.
 */
const GZIP_LEVEL = 9;

function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'])
    if (existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** Debian's nginx, installed on first use; a machine without it and without apt-get gets a clear message. */
function ensureNginx(log: (line: string) => void): string {
  const present = nginxBinary();
  if (present) return present;
  log('crowd: nginx is missing: apt-get install -y nginx…');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  // A machine whose package lists were never fetched finds no nginx: fetch them once, then try again.
  if (!install()) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    install();
  }
  const installed = nginxBinary();
  if (!installed)
    throw new Error(
      'The crowd bench needs nginx (Debian package `nginx`) and could not install it: run `apt-get install -y nginx` ' +
        'as root, then the bench again.',
    );
  return installed;
}

function configuration(dir: string, port: number): string {
  const at = (name: string) => path.join(dir, name);
  // Workers drop to the `user` only when the master runs as root; otherwise nginx ignores it with a warning.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return `daemon off;
${user}
worker_processes auto;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${at('client-body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  types { text/html html; application/json json; }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/html application/json;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  # The app has no limit of requests per connection: nor does this side, or autocannon would reconnect every 1,000.
  keepalive_requests 1000000;
  keepalive_timeout 65s;
  gzip_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_types text/html application/json;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${at('www')};
    location / { try_files $uri =404; }
  }
}
`;
}

/** The name a saved file gets on disk; the extension gives nginx its content type. */
export function savedFileName(index: number, contentType: string): string {
  return `/file-${index}.${contentType.includes('json') ? 'json' : 'html'}`;
}

/**
 * Writes the files into `dir`/www, each with its gzip copy, and starts nginx on a free port of the loopback. Each file
 * is served at the path it was written under (savedFileName).
 */
export async function startNginx(
  dir: string,
  files: SavedFile[],
  log: (line: string) => void,
): Promise<RunningNginx> {
  const binary = ensureNginx(log);
  const www = path.join(dir, 'www');
  await mkdir(www, { recursive: true });
  for (const file of files) {
    await writeFile(path.join(www, file.urlPath), file.body);
    await writeFile(path.join(www, `${file.urlPath}.gz`), gzipSync(file.body, { level: GZIP_LEVEL }));
  }
  const port = await freePort();
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, configuration(dir, port));
  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', dir, '-c', configFile, '-e', errorLog];
  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the bench's configuration:\n${check.stderr}`);
  const version = /nginx\/([\d.]+)/.exec(spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr)?.[1] ?? '?';

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const logged = await readFile(errorLog, 'utf8').catch(() => '');
      throw new Error(`nginx exited with ${child.exitCode}:\n${output}${logged}`);
    }
    const ready = await fetch(`${url}${files[0]!.urlPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on ${url} within 10 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    version,
    stop: async () => {
      // SIGTERM to the master (our child) stops its workers too.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
