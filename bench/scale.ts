// npm run bench:scale — issue #27: previews per minute and p50/p95 from POST /books/preview to a completed preview,
// with one and with two instances of the books service (its generation worker; BOOKS_INSTANCES, everything else
// single), each on a stack of its own, printed side by side. `-- --previews N` (default 40, five per customer,
// the preview limit of spec §2), `-- --in-flight N` (default 20: requests open at once), `-- --instances 1,2`.
import { randomUUID } from 'node:crypto';
import { newCustomer, signInStackUser, startTestStack, type TestStack } from '@fabelhaft/testing';

const PER_CUSTOMER = 5;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

/** Nearest-rank percentile of sorted values. Pure. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

interface Round {
  instances: number;
  previews: number;
  wallMs: number;
  times: number[];
  failed: number;
}

/** POST /books/preview, then GET every 100 ms until completed; the time in ms, or null when it failed. */
async function timePreview(bff: string, token: string, i: number): Promise<number | null> {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  };
  const started = performance.now();
  const res = await fetch(`${bff}/books/preview`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      idea: `A curious fox named Finn sails to the island of lost colours (${i})`,
      main_language: i % 2 ? 'de' : 'en',
      age_range: '5 years',
      style: 'watercolor',
    }),
  });
  if (res.status !== 201) throw new Error(`POST /books/preview answered ${res.status}: ${await res.text()}`);
  const { book_id: bookId } = (await res.json()) as { book_id: string };
  for (;;) {
    const poll = (await (await fetch(`${bff}/books/preview/${bookId}`, { headers })).json()) as {
      preview_status: string;
    };
    if (poll.preview_status === 'completed') return performance.now() - started;
    if (poll.preview_status === 'failed') return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function round(instances: number, previews: number, inFlight: number): Promise<Round> {
  process.stdout.write(`Starting a stack with ${instances} books instance(s) ...\n`);
  const stack: TestStack = await startTestStack({ env: { BOOKS_INSTANCES: String(instances) } });
  try {
    const { facts } = stack;
    const customers = Math.ceil(previews / PER_CUSTOMER) + 1;
    const tokens = await Promise.all(
      Array.from({ length: customers }, async (_, n) =>
        signInStackUser(facts, await newCustomer(stack, `bench-scale-${n}`)),
      ),
    );
    // A stack that has served a preview, as a running one has (connections open, code paths warm).
    await timePreview(facts.urls.bff, tokens.at(-1)!, -1);
    const jobs = Array.from(
      { length: previews },
      (_, i) => () => timePreview(facts.urls.bff, tokens[Math.floor(i / PER_CUSTOMER)]!, i),
    );
    const times: number[] = [];
    let failed = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Math.min(inFlight, previews) }, async () => {
        while (next < jobs.length) {
          const t = await jobs[next++]!();
          if (t === null) failed++;
          else times.push(t);
        }
      }),
    );
    const wallMs = performance.now() - started;
    return { instances, previews, wallMs, times: times.sort((a, b) => a - b), failed };
  } finally {
    await stack.stop();
    await stack.remove();
  }
}

/** The side-by-side table. Pure. */
export function table(rounds: Round[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows: [string, (r: Round) => string][] = [
    ['previews', (r) => String(r.previews)],
    ['failed', (r) => String(r.failed)],
    ['wall time', (r) => s(r.wallMs)],
    ['previews per minute', (r) => ((r.times.length / r.wallMs) * 60_000).toFixed(1)],
    ['p50 POST → completed', (r) => s(percentile(r.times, 50))],
    ['p95 POST → completed', (r) => s(percentile(r.times, 95))],
  ];
  const head = ['', ...rounds.map((r) => `${r.instances} books instance${r.instances > 1 ? 's' : ''}`)];
  const lines = [head, ...rows.map(([label, f]) => [label, ...rounds.map(f)])];
  const widths = head.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)));
  return lines.map((l) => l.map((cell, c) => cell.padEnd(widths[c]!)).join('   ')).join('\n');
}

async function main(): Promise<void> {
  const previews = Number(option('previews', '40'));
  const inFlight = Number(option('in-flight', '20'));
  const counts = option('instances', '1,2').split(',').map(Number);
  const rounds: Round[] = [];
  for (const n of counts) rounds.push(await round(n, previews, inFlight));
  console.log(`\nPreviews, ${inFlight} requests open at once (issue #27):\n`);
  console.log(table(rounds));
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
