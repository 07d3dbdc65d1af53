import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/helpers/chromium.ts';
const base = process.argv[2]!;
const paths = process.argv.slice(3);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  for (const path of paths) {
    await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    for (let i = 0; i < 2; i++) {
      const lhr = (await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' }))!.lhr;
      const a = lhr.audits;
      const el = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node;
      const phases = (a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items;
      console.log(path, 'perf', Math.round((lhr.categories.performance?.score ?? 0) * 100), 'FCP', Math.round(a['first-contentful-paint']!.numericValue!), 'LCP', Math.round(a['largest-contentful-paint']!.numericValue!), 'SI', Math.round(a['speed-index']!.numericValue!), 'TBT', Math.round(a['total-blocking-time']!.numericValue!));
      console.log('  element', el?.snippet?.slice(0, 200), el?.nodeLabel?.slice(0, 80));
      if (phases) console.log('  phases', JSON.stringify(phases));
      const insight = a['lcp-breakdown-insight']?.details as any; if (insight) console.log('  insight', JSON.stringify(insight).slice(0, 600));
      const reqs = (a['network-requests']?.details as any)?.items ?? [];
      console.log('  requests', reqs.length, reqs.slice(0, 16).map((r: any) => `${r.url.replace(base, '').slice(0, 60)} ${r.resourceType} ${Math.round(r.transferSize / 1024)}K ${r.priority} s${Math.round(r.networkRequestTime)} e${Math.round(r.networkEndTime)}`).join('\n    '));
    }
  }
} finally {
  chrome.kill();
}
