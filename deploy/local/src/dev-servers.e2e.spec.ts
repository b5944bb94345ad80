import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { freePort } from '@fabelhaft/testing';
import { generateSecrets } from './local-secrets';
import { REPO_ROOT, startProcess, stopProcess, waitFor, type RunningProcess } from './processes';
import { processSpecs, stackConfigSchema } from './stack';

// Two Vite dev servers starting on two shared cores.
jest.setTimeout(120_000);

/**
 * Issue #22: the storefront and support console as `npm start` runs them (Vite dev servers, the same process
 * specs) serve only their app's own files: not `.local/secrets.json`, the logs or stack.json, not the rest of the
 * checkout, nothing outside it — and answer no Origin with CORS.
 */
describe('the dev servers npm start runs', () => {
  const marker = `secret-marker-${randomUUID()}`;
  const sentinel = `dev-servers-test-${randomUUID()}.json`;
  const localDir = join(REPO_ROOT, '.local');
  const logDir = mkdtempSync(join(tmpdir(), 'dev-servers-'));
  const planted: string[] = [];
  const running: RunningProcess[] = [];
  const bases: Record<'storefront' | 'admin', string> = { storefront: '', admin: '' };

  const createdDirs: string[] = [];
  const plant = (dir: string) => {
    if (!existsSync(dir)) createdDirs.push(dir);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, sentinel);
    writeFileSync(file, JSON.stringify({ ASSET_URL_SECRET: marker }));
    planted.push(file);
  };

  beforeAll(async () => {
    // A stand-in for the generated secrets where npm start writes them, and one inside each app's own folder.
    plant(localDir);
    plant(join(REPO_ROOT, 'storefront/.local'));
    plant(join(REPO_ROOT, 'admin/.local'));
    const [storefrontPort, adminPort] = [await freePort(), await freePort()];
    const config = stackConfigSchema.parse({
      STOREFRONT_PORT: String(storefrontPort),
      STOREFRONT_URL: `http://localhost:${storefrontPort}`,
      ADMIN_PORT: String(adminPort),
      ADMIN_URL: `http://localhost:${adminPort}`,
    });
    expect(config.STOREFRONT_MODE).toBe('dev');
    expect(config.ADMIN_MODE).toBe('dev');
    const specs = processSpecs(config, 'postgres://x/fabelhaft', 'nats://127.0.0.1:1', generateSecrets());
    for (const name of ['storefront', 'admin'] as const) {
      const spec = specs.find((s) => s.name === name)!;
      const p = startProcess(spec, logDir);
      running.push(p);
      const base = `http://127.0.0.1:${name === 'storefront' ? storefrontPort : adminPort}`;
      await waitFor(
        `${name} /health`,
        async () => ((await fetch(`${base}/health`)).ok ? true : undefined),
        p,
      );
      bases[name] = base;
    }
  });

  afterAll(async () => {
    await Promise.all(running.map((p) => stopProcess(p)));
    for (const file of planted) rmSync(file, { force: true });
    // Folders made only for this test go again (empty; npm start may have filled the checkout's meanwhile).
    for (const dir of createdDirs) if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
    rmSync(logDir, { recursive: true, force: true });
  });

  /** A raw GET (no URL normalisation, no redirects followed). */
  const get = (base: string, path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  const escapes = (app: 'storefront' | 'admin') => {
    const appRoot = join(REPO_ROOT, app);
    return [
      `/@fs${localDir}/${sentinel}`,
      `/@fs${localDir}/${sentinel}?raw`,
      `/@fs${localDir}/${sentinel}?import`,
      `/@fs${localDir}/${sentinel}?url`,
      `/@fs${localDir}/secrets.json`,
      `/@fs${localDir}/stack.json`,
      `/@fs${localDir}/logs/bff.log`,
      `/@fs${REPO_ROOT}/node_modules/../.local/${sentinel}`,
      `/@fs${appRoot}/../.local/${sentinel}`,
      `/@fs${appRoot}/.local/${sentinel}`,
      `/@fs${appRoot}/.local/${sentinel}?raw`,
      `/@fs${REPO_ROOT}/package.json`,
      `/@fs${REPO_ROOT}/deploy/local/src/stack.ts`,
      `/@fs${REPO_ROOT}/.env`,
      `/@fs/etc/passwd`,
    ];
  };

  it.each(['storefront', 'admin'] as const)(
    '%s: /@fs/ escapes to .local, the checkout or the machine are 403/404',
    async (app) => {
      const served: string[] = [];
      for (const path of escapes(app)) {
        const res = await get(bases[app], path);
        if (![403, 404].includes(res.status)) served.push(`${res.status} ${path}`);
        if (res.body.includes('"workspaces"')) served.push(`leak ${path}`);
        expect(res.body).not.toContain(marker);
        expect(res.body).not.toContain('root:x:0:0');
      }
      expect(served).toEqual([]);
    },
  );

  it.each(['storefront', 'admin'] as const)(
    "%s: the app folder's own .local is not served by its root path either",
    async (app) => {
      for (const path of [`/.local/${sentinel}`, `/.local/${sentinel}?raw`, `/.local/secrets.json`]) {
        const res = await get(bases[app], path);
        // Denied (403), unknown (404), or — as any unknown page — the app's own page or a redirect to it.
        expect(res.body).not.toContain(marker);
        if (res.status === 200) expect(res.body).toMatch(/^<!doctype html>/i);
        else expect([302, 403, 404]).toContain(res.status);
      }
    },
  );

  it.each(['storefront', 'admin'] as const)('%s: reflects no Origin in CORS', async (app) => {
    const origin = { Origin: 'http://localhost:9999' };
    for (const path of ['/', '/@vite/client', `/@fs${localDir}/${sentinel}`]) {
      const res = await get(bases[app], path, origin);
      expect({ path, acao: res.headers['access-control-allow-origin'] }).toEqual({ path, acao: undefined });
    }
    const preflight = await get(
      bases[app],
      '/@vite/client',
      { ...origin, 'Access-Control-Request-Method': 'GET' },
      'OPTIONS',
    );
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['storefront', 'admin'] as const)(
    '%s: still serves its page and every module the page loads',
    async (app) => {
      const page = await get(bases[app], '/', { 'Accept-Language': 'en' });
      expect(page.status).toBe(200);
      // The page's scripts and what they import, module by module (Vike's client, React, the app's own code,
      // packages from node_modules and the contracts library): nothing the page needs is refused.
      const imports = (code: string) =>
        [
          ...code.matchAll(/<script[^>]+src="([^"]+)"/g),
          ...code.matchAll(/(?:import|from)\s*\(?\s*["'](\/[^"']+)["']/g),
        ].map((m) => m[1]!);
      const queue = imports(page.body);
      const seen = new Set<string>();
      const failed: string[] = [];
      while (queue.length > 0 && seen.size < 400) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const res = await get(bases[app], path);
        if (res.status !== 200) failed.push(`${res.status} ${path}`);
        else queue.push(...imports(res.body));
      }
      expect(seen.size).toBeGreaterThan(10);
      expect([...seen].some((p) => p.includes('node_modules'))).toBe(true);
      expect(failed).toEqual([]);
    },
  );
});
