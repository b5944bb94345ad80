// npm run bench:lighthouse — Lighthouse (mobile, its default throttled profile) on the production storefront of
// an isolated stack: performance and accessibility scores, LCP and TBT of the landing, showcase, legal and blog
// pages (median of LIGHTHOUSE_RUNS, default 3), then each route's JavaScript (gzipped).
// Targets (issue #25): performance 100, accessibility 100, LCP < 1.5 s, TBT < 50 ms on those pages, and at most
// 100 kB of gzipped JavaScript on the landing page (ADR 0044: it is HTML only and loads a few kB).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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

/** The pages that must load instantly (issue #25); LIGHTHOUSE_PAGES=/,/blog narrows the list. */
const LIGHTHOUSE_PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/showcase,/legal,/blog').split(',');

interface Run {
  performance: number;
  accessibility: number;
  js: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The JavaScript a route's HTML makes the browser load before anything is clicked: its module scripts and
 * module preloads (Vike lists every static import of the page), each gzipped as the server would send it.
 * Code a page loads later (dynamic imports, e.g. the chat on an HTML-only page) is not counted.
 */
async function routeJavaScript(base: string, path: string): Promise<{ files: number; bytes: number }> {
  const html = await (await fetch(`${base}${path}`, { redirect: 'manual' })).text();
  const urls = new Set<string>();
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const element = tag[0];
    if (element.startsWith('<link') && !/rel="modulepreload"/.test(element)) continue;
    const src = /\b(?:src|href)="([^"]+\.js)"/.exec(element)?.[1];
    if (src) urls.add(new URL(src, base).toString());
  }
  let bytes = 0;
  // …and what those import statically (an HTML-only page's entry imports its island without a preload).
  const queue = [...urls];
  for (let url = queue.shift(); url; url = queue.shift()) {
    const code = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(code).length;
    for (const found of code.toString('utf8').matchAll(/\b(?:import|from)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      const next = new URL(found[1]!, url).toString();
      if (!urls.has(next)) {
        urls.add(next);
        queue.push(next);
      }
    }
  }
  return { files: urls.size, bytes };
}

async function main() {
  const stack = await startTestStack({ storefrontMode: 'production' });
  const base = stack.facts.urls.storefront;
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const { default: lighthouse } = await import('lighthouse');
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const results: { path: string; runs: Run[] }[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const scores: Run[] = [];
      // A run Lighthouse itself could not record (e.g. NO_NAVSTART: no navigation found in its trace, seen on a
      // loaded machine) measures nothing about the page: it is said and run again, at most twice per page.
      for (let i = 0, retries = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError && retries < 2) {
          console.log(
            `  ${path}: Lighthouse could not record run ${i + 1} (${lhr.runtimeError.code}); again`,
          );
          retries += 1;
          i -= 1;
          continue;
        }
        // LIGHTHOUSE_REPORT_DIR=<dir> keeps each run's full report (JSON) for a closer look.
        if (process.env.LIGHTHOUSE_REPORT_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
          const name = `${path === '/' ? 'landing' : path.slice(1).replace(/\//g, '-')}-${i + 1}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
        }
        const summary = lhr.audits['resource-summary']?.details as unknown as {
          items: { resourceType: string; transferSize: number }[];
        };
        const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as unknown as
          { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
        scores.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          js: summary.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
        });
      }
      results.push({ path, runs: scores });
    }

    console.log(`Lighthouse mobile (throttled), median of ${runs} runs:`);
    console.log(
      '  page        performance  accessibility  JS (gzip)   LCP      TBT      CLS    (performance runs; LCP element)',
    );
    for (const { path, runs: scores } of results) {
      const perf = median(scores.map((s) => s.performance));
      console.log(
        `  ${path.padEnd(11)} ${String(perf).padStart(5)}        ${String(median(scores.map((s) => s.accessibility))).padStart(5)}` +
          `       ${(median(scores.map((s) => s.js)) / 1024).toFixed(1).padStart(6)} kB` +
          `  ${(median(scores.map((s) => s.lcp)) / 1000).toFixed(2)} s  ${String(Math.round(median(scores.map((s) => s.tbt)))).padStart(4)} ms` +
          `  ${median(scores.map((s) => s.cls)).toFixed(3)}` +
          `   (${scores.map((s) => s.performance).join(', ')}; ${scores[0]!.lcpElement})`,
      );
    }

    // issue #25: each route's JavaScript — the HTML-only pages load the island script only, the signed-in
    // pages only their own code (route-level code splitting: Vike makes one entry per page).
    const showcaseHtml = await (await fetch(`${base}/showcase`)).text();
    const sample = /href="(\/showcase\/[a-z0-9-]+)"/.exec(showcaseHtml)?.[1];
    const blogHtml = await (await fetch(`${base}/blog`)).text();
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(
      blogHtml.replace(/href="\/blog\/feed\.xml[^"]*"/g, ''),
    )?.[1];
    const routes = [
      '/',
      '/showcase',
      ...(sample ? [sample] : []),
      '/legal',
      '/blog',
      ...(post ? [post] : []),
      '/login',
      '/builder',
      '/books',
      '/preview/bench-book',
      '/books/bench-book/viewer',
      '/account',
    ];
    console.log(
      'JavaScript per route (loaded with the page, gzipped; signed-in pages as served before sign-in):',
    );
    for (const route of routes) {
      const { files, bytes } = await routeJavaScript(base, route);
      console.log(`  ${route.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} kB  (${files} files)`);
    }
  } finally {
    chrome.kill();
    await stack.stop();
    await stack.remove();
  }
}

void main();
