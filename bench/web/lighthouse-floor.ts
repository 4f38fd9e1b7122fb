// The least first contentful paint Lighthouse's phone settings can report for any page of
// an http:// origin: a page of 200 bytes, no styles, fonts, images or scripts, served from
// memory on loopback and audited as the gate audits (`npm run lhci`: simulated throttling,
// 150 ms round trips, 1.6 Mbps, the calibrated CPU slowdown). Lantern, Lighthouse's
// simulator, charges every page's document a DNS lookup (2 round trips), a TCP handshake
// and its request (2 more) before the first byte, 600 ms, whatever the server does; the
// page's own work comes on top. Prints each run's simulated and observed paints.
//   npm run bench:lighthouse-floor [-- --runs 5]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { calibratedRun } from '../../scripts/calibrated-lighthouse-run';
import { readGateConfig } from '../../scripts/gate-config';
import { startLighthouseBrowser } from '../../scripts/lighthouse-browser';
import { median } from '../../scripts/median';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
  '<link rel="icon" href="data:,"></head><body><h1>Hello</h1><p>The smallest page.</p></body></html>';

interface Report {
  audits: Record<string, { numericValue?: number }>;
  configSettings: { throttling: { rttMs: number; cpuSlowdownMultiplier: number } };
}

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(PAGE);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const { ci } = readGateConfig('lighthouserc.json');
const browser = await startLighthouseBrowser({
  chromePath: ci.collect.chromePath,
  chromeFlags: ci.collect.settings.chromeFlags,
});
const figure = (report: Report, id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
const fcp: number[] = [];
const lcp: number[] = [];
try {
  console.log(`Lighthouse (phone, as the gate runs it) on a page of ${PAGE.length} bytes`);
  console.log('run  FCP ms  LCP ms  observed FCP ms  RTT ms  CPU slowdown');
  for (let run = 1; run <= Number(values.runs); run++) {
    const json = await calibratedRun(browser, url, {
      calibrate: true,
      settings: { disableFullPageScreenshot: true },
    });
    if (!json) throw new Error('Lighthouse could not load the page');
    const report = JSON.parse(json) as Report;
    fcp.push(figure(report, 'first-contentful-paint'));
    lcp.push(figure(report, 'largest-contentful-paint'));
    const observed = (report.audits.metrics as { details?: { items?: Record<string, number>[] } })
      .details?.items?.[0]?.observedFirstContentfulPaint;
    const { rttMs, cpuSlowdownMultiplier } = report.configSettings.throttling;
    console.log(
      `${String(run).padStart(3)}  ${String(fcp.at(-1)).padStart(6)}  ${String(lcp.at(-1)).padStart(6)}  ${String(Math.round(observed ?? NaN)).padStart(15)}  ${String(rttMs).padStart(6)}  ${cpuSlowdownMultiplier}`,
    );
  }
  console.log(`median: FCP ${median(fcp)} ms, LCP ${median(lcp)} ms`);
} finally {
  await browser.close();
  server.close();
}
