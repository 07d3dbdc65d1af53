/**
 * A load balancer's health check during the crowd bench's soak: GET /healthz once a second on a new connection,
 * from a process of its own so that the load tool's busy event loop does not delay it. Prints one JSON line with
 * every probe's latency (null for a probe with no answer within the time-out, or an error) when it ends.
 *   node scripts/bench/healthz-probe.ts URL SECONDS
 */
import { request } from 'node:http';

const [url, secondsText] = process.argv.slice(2);
const seconds = Number(secondsText);
if (!url || !Number.isFinite(seconds) || seconds <= 0) {
  process.stderr.write('Usage: node scripts/bench/healthz-probe.ts URL SECONDS\n');
  process.exit(2);
}
/** Longer than any load balancer would wait; the bench counts a probe over 100 ms as failed anyway. */
const TIMEOUT_MS = 2_000;

function probe(): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const sent = request(`${url}/healthz`, { agent: false, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve(response.statusCode === 200 ? Math.round((performance.now() - started) * 10) / 10 : null),
      );
    });
    sent.once('timeout', () => sent.destroy(new Error('timed out')));
    sent.once('error', () => resolve(null));
    sent.end();
  });
}

const probes: Promise<number | null>[] = [];
const ends = Date.now() + seconds * 1000;
while (Date.now() < ends) {
  probes.push(probe());
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
process.stdout.write(`${JSON.stringify({ latenciesMs: await Promise.all(probes) })}\n`);
