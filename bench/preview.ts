// npm run bench:preview — median time from POST /books/preview to a completed preview over 10 previews, on an
// isolated stack, and the books service's peak memory (it runs the generation worker). Target (issue #4): < 2 s.
import { readdirSync, readFileSync } from 'node:fs';
import { LimitsRpc } from '@fabelhaft/contracts';
import { connectNats, RpcClient, Subjects } from '@fabelhaft/messaging';
import { signInStackUser, startTestStack } from '@fabelhaft/testing';

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

async function main() {
  const stack = await startTestStack();
  try {
    const token = await signInStackUser(stack.facts, 'customer');
    const sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string })
      .sub;
    const nc = await connectNats({ url: stack.facts.natsUrl, name: 'bench-preview' });
    await new RpcClient(nc, new Subjects(stack.facts.natsPrefix)).call(LimitsRpc.grantPreviews, {
      ownerId: sub,
      grantId: 'bench',
      count: PREVIEWS,
    });
    await nc.close();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const times: number[] = [];
    for (let i = 0; i < PREVIEWS; i++) {
      const started = performance.now();
      const res = await fetch(`${stack.facts.urls.bff}/books/preview`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          idea: `A curious fox named Finn sails to the island of lost colours (${i})`,
          main_language: i % 2 ? 'de' : 'en',
          translation_language: i % 2 ? 'en' : null,
          age_range: '5 years',
          style: ['watercolor', 'pixar', 'cartoon', 'anime', 'vintage'][i % 5],
        }),
      });
      const { book_id: bookId } = (await res.json()) as { book_id: string };
      for (;;) {
        const poll = (await (
          await fetch(`${stack.facts.urls.bff}/books/preview/${bookId}`, { headers })
        ).json()) as {
          preview_status: string;
        };
        if (poll.preview_status === 'completed') break;
        if (poll.preview_status === 'failed') throw new Error(`preview ${bookId} failed`);
        await new Promise((r) => setTimeout(r, 25));
      }
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const pid = booksServicePid(stack.dir);
    console.log(`Preview: POST /books/preview → completed, ${PREVIEWS} previews one after another`);
    console.log(`  median   ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s`);
    console.log(
      `  fastest  ${(times[0]! / 1000).toFixed(2)} s, slowest ${(times.at(-1)! / 1000).toFixed(2)} s`,
    );
    console.log(
      `  books service (with the worker) peak memory ${pid ? peakMemoryMiB(pid).toFixed(0) : '?'} MiB`,
    );
  } finally {
    await stack.stop();
    await stack.remove();
  }
}

void main();
