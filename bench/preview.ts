// npm run bench:preview — on an isolated stack: the median time from POST /books/preview to a completed preview
// over 10 previews one after another (target, issue #4: < 2 s), then p50/p95 for 10 customers asking at the
// same moment (target, issue #10: p95 < 2 s), and the books service's peak memory (it runs the generation
// worker). `-- --sequential` or `-- --concurrent` runs one of the two.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { LimitsRpc } from '@fabelhaft/contracts';
import { connectNats, RpcClient, Subjects } from '@fabelhaft/messaging';
import {
  signInStackUser,
  signUpStackCustomer,
  startTestStack,
  type RunningStackFacts,
} from '@fabelhaft/testing';

const PREVIEWS = 10;

/** The books service process of this stack (found by its entry point and the stack's data folder). */
function booksServicePid(stackDir: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (cmd.includes('services/books/src/main.ts') && env.includes(stackDir)) return Number(entry);
    } catch {
      // process gone or not ours
    }
  }
  return undefined;
}

function peakMemoryMiB(pid: number): number {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return hwm ? Number(hwm[1]) / 1024 : NaN;
}

const STYLES = ['watercolor', 'pixar', 'cartoon', 'anime', 'vintage'];

function previewRequest(i: number) {
  return {
    idea: `A curious fox named Finn sails to the island of lost colours (${i})`,
    main_language: i % 2 ? 'de' : 'en',
    translation_language: i % 2 ? 'en' : null,
    age_range: '5 years',
    style: STYLES[i % STYLES.length],
  };
}

/** POST /books/preview, then GET until completed (polled every 25 ms, as fast as a client could notice). */
async function timePreview(bff: string, token: string, i: number): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = performance.now();
  const res = await fetch(`${bff}/books/preview`, {
    method: 'POST',
    headers,
    body: JSON.stringify(previewRequest(i)),
  });
  if (res.status !== 202 && res.status !== 200 && res.status !== 201)
    throw new Error(`POST /books/preview answered ${res.status}: ${await res.text()}`);
  const { book_id: bookId } = (await res.json()) as { book_id: string };
  for (;;) {
    const poll = (await (await fetch(`${bff}/books/preview/${bookId}`, { headers })).json()) as {
      preview_status: string;
    };
    if (poll.preview_status === 'completed') break;
    if (poll.preview_status === 'failed') throw new Error(`preview ${bookId} failed`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return performance.now() - started;
}

/** A customer of its own (SignUp, confirmed with the emailed code, issue #24; InitiateAuth), signed in. */
async function newCustomer(facts: RunningStackFacts, n: number): Promise<string> {
  const call = async <T>(target: string, body: object): Promise<T> => {
    const res = await fetch(facts.urls.identity, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`${target}: ${json.message ?? res.status}`);
    return json;
  };
  const email = `bench-${n}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Bench-${randomUUID()}-9a`;
  const { clientId } = facts.identity;
  await signUpStackCustomer(facts, email, password);
  const auth = await call<{ AuthenticationResult: { IdToken: string } }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return auth.AuthenticationResult.IdToken;
}

const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Nearest-rank percentile. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const mode = process.argv.includes('--sequential')
    ? 'sequential'
    : process.argv.includes('--concurrent')
      ? 'concurrent'
      : 'both';
  const stack = await startTestStack();
  try {
    const bff = stack.facts.urls.bff;
    const nc = await connectNats({
      url: stack.facts.natsUrl,
      name: 'bench-preview',
      ...stack.facts.natsOperator,
    });
    const limits = new RpcClient(nc, new Subjects(stack.facts.natsPrefix));
    const grant = (token: string, count: number) =>
      limits.call(LimitsRpc.grantPreviews, { ownerId: subOf(token), grantId: 'bench', count });

    if (mode !== 'concurrent') {
      const token = await signInStackUser(stack.facts, 'customer');
      await grant(token, PREVIEWS);
      const times: number[] = [];
      for (let i = 0; i < PREVIEWS; i++) times.push(await timePreview(bff, token, i));
      times.sort((a, b) => a - b);
      console.log(`Preview: POST /books/preview → completed, ${PREVIEWS} previews one after another`);
      console.log(`  median   ${seconds(times[Math.floor(times.length / 2)]!)}`);
      console.log(`  fastest  ${seconds(times[0]!)}, slowest ${seconds(times.at(-1)!)}`);
    }

    if (mode !== 'sequential') {
      // Ten customers of their own, each asking for one preview at the same moment.
      const tokens = await Promise.all(
        Array.from({ length: PREVIEWS }, (_, n) => newCustomer(stack.facts, n)),
      );
      for (const token of tokens) await grant(token, 1);
      if (mode === 'concurrent') {
        // A stack that has served a preview, as a running one has (connections open, code paths warm).
        const warmUp = await newCustomer(stack.facts, PREVIEWS);
        await grant(warmUp, 1);
        await timePreview(bff, warmUp, PREVIEWS + 1);
      }
      const started = performance.now();
      const times = (await Promise.all(tokens.map((token, i) => timePreview(bff, token, i)))).sort(
        (a, b) => a - b,
      );
      const wall = performance.now() - started;
      console.log(`Preview: POST /books/preview → completed, ${PREVIEWS} customers at the same moment`);
      console.log(`  p50      ${seconds(percentile(times, 50))}`);
      console.log(`  p95      ${seconds(percentile(times, 95))}`);
      console.log(
        `  fastest  ${seconds(times[0]!)}, slowest ${seconds(times.at(-1)!)}, all done in ${seconds(wall)}`,
      );
    }
    await nc.close();
    const pid = booksServicePid(stack.dir);
    console.log(
      `  books service (with the worker) peak memory ${pid ? peakMemoryMiB(pid).toFixed(0) : '?'} MiB`,
    );
  } finally {
    await stack.stop();
    await stack.remove();
  }
}

void main();
