import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '../../..');
/** maildev 3 is ESM-only and exports no bin path: run its CLI by file (STACK.md: maildev 3.0.0). */
export const MAILDEV_BIN = join(REPO_ROOT, 'node_modules/maildev/dist/bin/maildev.js');

export interface MailCatcherOptions {
  smtpPort: number;
  webPort: number;
  /** Where the caught messages are kept (.eml files). */
  mailDirectory: string;
  host?: string;
}

/** The command line of the local mail catcher: SMTP without auth or TLS, the web inbox and its JSON API. */
export function mailCatcherArgs(o: MailCatcherOptions): string[] {
  const host = o.host ?? '127.0.0.1';
  return [
    MAILDEV_BIN,
    '--smtp',
    String(o.smtpPort),
    '--web',
    String(o.webPort),
    '--ip',
    host,
    '--web-ip',
    host,
    '--mail-directory',
    o.mailDirectory,
  ];
}

/** One caught email as maildev's JSON API (`GET /api/email`) describes it. */
export interface CaughtEmail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  headers: Record<string, string>;
  attachments?: { filename: string; contentType: string; size: number }[];
}

/** The catcher's JSON API, as the tests read it. */
export class MailCatcherClient {
  constructor(readonly webUrl: string) {}

  async list(): Promise<CaughtEmail[]> {
    const res = await fetch(`${this.webUrl}/api/email`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
    return (await res.json()) as CaughtEmail[];
  }

  async to(address: string): Promise<CaughtEmail[]> {
    return (await this.list()).filter((m) =>
      m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
    );
  }

  async clear(): Promise<void> {
    await fetch(`${this.webUrl}/api/email/all`, { method: 'DELETE', signal: AbortSignal.timeout(5000) });
  }

  async healthy(): Promise<boolean> {
    try {
      return (await fetch(`${this.webUrl}/api/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
    } catch {
      return false;
    }
  }
}

/** Starts the catcher as a child process and waits until its API answers (tests; `npm start` runs main.ts). */
export async function startMailCatcher(
  o: MailCatcherOptions,
): Promise<{ client: MailCatcherClient; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, mailCatcherArgs(o), { stdio: 'ignore' });
  const client = new MailCatcherClient(`http://${o.host ?? '127.0.0.1'}:${o.webPort}`);
  const deadline = Date.now() + 15_000;
  while (!(await client.healthy())) {
    if (child.exitCode !== null) throw new Error(`mail catcher exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('mail catcher did not start within 15 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { client, child, stop };
}
