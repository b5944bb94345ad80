// npm run bench:lighthouse — Lighthouse (mobile) on the production landing page of an isolated stack: prints
// the performance and accessibility scores and the landing page's JavaScript (transferred, gzipped).
// Targets (issue #3): performance ≥ 95, accessibility ≥ 95, JavaScript ≤ 150 kB gzipped.
import { startTestStack } from '@fabelhaft/testing';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function main() {
  const stack = await startTestStack({ storefrontMode: 'production' });
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { default: lighthouse } = await import('lighthouse');
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const scores: { performance: number; accessibility: number; js: number; lcp: number; tbt: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${stack.facts.urls.storefront}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      });
      const lhr = result!.lhr;
      const summary = lhr.audits['resource-summary']?.details as unknown as {
        items: { resourceType: string; transferSize: number }[];
      };
      scores.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        js: summary.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        // issue #25: Largest Contentful Paint (target < 1.5 s) and Total Blocking Time (< 50 ms).
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`Lighthouse mobile, landing page, median of ${runs} runs:`);
    console.log(
      `  performance    ${median(scores.map((s) => s.performance))}   (runs: ${scores.map((s) => s.performance).join(', ')})`,
    );
    console.log(`  accessibility  ${median(scores.map((s) => s.accessibility))}`);
    console.log(
      `  JavaScript     ${(median(scores.map((s) => s.js)) / 1024).toFixed(1)} kB transferred (gzip)`,
    );
    console.log(`  LCP            ${(median(scores.map((s) => s.lcp)) / 1000).toFixed(2)} s`);
    console.log(`  TBT            ${Math.round(median(scores.map((s) => s.tbt)))} ms`);
  } finally {
    chrome.kill();
    await stack.stop();
    await stack.remove();
  }
}

void main();
