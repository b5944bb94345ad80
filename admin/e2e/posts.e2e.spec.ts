import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  freePort,
  type TestDatabase,
  type TestIssuer,
} from '@fabelhaft/testing';
import { createAdminApp } from '../server/app';
import { adminConfigSchema } from '../server/config';
import appEn from '../src/i18n/app.en';
import { startStandIn, type StandIn } from './stand-in-api';

jest.setTimeout(150_000);

const ROOT = join(__dirname, '../..');
const SCREENSHOTS = join(__dirname, '../../.test-results/screenshots');
const SUPPORT = { email: 'redaktion@fabelhaft.test', password: 'Support-Pass-1', sub: 'sub-redaktion' };

/**
 * Issue #26: the console's Posts resource against the real content service (its own database, tokens signed
 * by a test user pool it verifies) and the storefront that reads it: a support user writes a post, previews
 * it, publishes it, and parents read it on /blog in that language. The other resources talk to the stand-in BFF.
 */
describe('console: posts', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let storageDir: string;
  let standIn: StandIn;
  let cognito: Server;
  let admin: Server;
  let base: string;
  let contentUrl: string;
  let storefrontUrl: string;
  const children: ChildProcess[] = [];
  let browser: Browser;

  const start = async (entry: string, env: Record<string, string>, health: string) => {
    let log = '';
    const child = spawn(process.execPath, ['-r', '@swc-node/register', entry], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`${entry} exited:\n${log}`);
        if (!(await fetch(health)).ok) throw new Error('not yet');
      },
      60_000,
      250,
    );
  };

  beforeAll(async () => {
    db = await createTestDatabase('posts');
    issuer = await createTestIssuer();
    storageDir = mkdtempSync(join(tmpdir(), 'posts-e2e-'));
    standIn = await startStandIn();
    // The user pool's sign-in (InitiateAuth), answering with tokens the content service can verify.
    cognito = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const target = String(req.headers['x-amz-target'] ?? '')
          .split('.')
          .pop();
        const send = (status: number, value: unknown) => {
          res.writeHead(status, {
            'content-type': 'application/x-amz-json-1.1',
            'access-control-allow-origin': '*',
          });
          res.end(JSON.stringify(value));
        };
        if (req.method === 'OPTIONS') {
          res.writeHead(204, {
            'access-control-allow-origin': '*',
            'access-control-allow-headers': '*',
            'access-control-allow-methods': 'POST',
          });
          return void res.end();
        }
        if (target === 'RevokeToken') return send(200, {});
        const params =
          (JSON.parse(body || '{}') as { AuthParameters?: Record<string, string> }).AuthParameters ?? {};
        if (
          target !== 'InitiateAuth' ||
          params.USERNAME !== SUPPORT.email ||
          params.PASSWORD !== SUPPORT.password
        )
          return send(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
        const claims = { sub: SUPPORT.sub, email: SUPPORT.email, groups: ['support'] };
        send(200, {
          AuthenticationResult: {
            IdToken: issuer.mintIdToken(claims),
            AccessToken: issuer.mintAccessToken({ ...claims, username: SUPPORT.email }),
            RefreshToken: 'refresh-redaktion',
            ExpiresIn: 3600,
            TokenType: 'Bearer',
          },
          ChallengeParameters: {},
        });
      });
    });
    cognito.listen(0, '127.0.0.1');
    await new Promise<void>((r) => cognito.once('listening', () => r()));
    const cognitoUrl = `http://127.0.0.1:${(cognito.address() as AddressInfo).port}`;

    const adminPort = await freePort();
    base = `http://127.0.0.1:${adminPort}`;
    const contentPort = await freePort();
    contentUrl = `http://127.0.0.1:${contentPort}`;
    await start(
      'services/content/src/main.ts',
      {
        DATABASE_URL: db.url,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        STORAGE_DIR: storageDir,
        CONTENT_PORT: String(contentPort),
        CONTENT_PUBLIC_URL: contentUrl,
        CORS_ORIGINS: base,
        LOG_LEVEL: 'warn',
      },
      `${contentUrl}/health/ready`,
    );
    const storefrontPort = await freePort();
    storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
    await start(
      'storefront/server/index.ts',
      {
        NODE_ENV: 'production',
        STOREFRONT_PORT: String(storefrontPort),
        STOREFRONT_URL: storefrontUrl,
        BFF_URL: standIn.url,
        CONTENT_URL: contentUrl,
        CONTENT_CACHE_MS: '1000',
      },
      `${storefrontUrl}/health`,
    );
    const config = adminConfigSchema.parse({
      NODE_ENV: 'production',
      BFF_URL: standIn.url,
      CONTENT_URL: contentUrl,
      COGNITO_USER_POOL_ID: issuer.poolId,
      COGNITO_CLIENT_ID: issuer.clientId,
      COGNITO_ENDPOINT: cognitoUrl,
    });
    const { app } = await createAdminApp(config);
    admin = app.listen(adminPort, '127.0.0.1');
    await new Promise<void>((r) => admin.once('listening', () => r()));
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((r) => (admin ? admin.close(() => r()) : r()));
    await new Promise<void>((r) => (cognito ? cognito.close(() => r()) : r()));
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await standIn?.stop();
    await issuer?.close();
    await db?.drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function serious(page: Page): Promise<string[]> {
    const result = await new AxeBuilder({ page }).analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  async function shot(page: Page, name: string) {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(SCREENSHOTS, `admin-${name}.png`), fullPage: true });
  }

  it('lets support write, preview, publish and give a cover to an English post, audited, and parents read it on /blog in English', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error', e.message));
    await page.goto(base);
    const texts = appEn.fabelhaft.auth;
    await page.getByLabel(texts.email).fill(SUPPORT.email);
    await page.getByLabel(texts.password).fill(SUPPORT.password);
    await page.getByRole('button', { name: texts.submit, exact: true }).click();
    await page.waitForURL(/#\/(?!login)/);

    // The list: the seeded posts, filtered to English.
    await page.goto(`${base}/#/posts?filter=${encodeURIComponent(JSON.stringify({ locale: 'en' }))}`);
    await page.getByText('Reading with toddlers: short sentences, big effect').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(3);
    expect(await serious(page)).toEqual([]);
    await shot(page, 'posts-list');

    // Create: title, slug, language, translation of a German post, rich text.
    await page.goto(`${base}/#/posts/create`);
    await page.getByLabel('Title').fill('Bedtime stories in two languages');
    await page.getByLabel('Slug').fill('bedtime-stories-two-languages');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByLabel('Summary').fill('How a bilingual bedtime story becomes a family ritual.');
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.getByRole('button', { name: 'H2', exact: true }).click();
    await page.keyboard.type('A ritual');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Every evening, one page in each language.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/posts\/\d+$/);
    const id = Number(/#\/posts\/(\d+)$/.exec(page.url())![1]);

    // The preview shows the saved post as parents will read it; still a draft, so not on /blog.
    const preview = page.getByTestId('post-preview');
    await preview.getByText('Every evening, one page in each language.').waitFor();
    expect(await preview.locator('h3').textContent()).toBe('Bedtime stories in two languages');
    const before = await (
      await fetch(`${storefrontUrl}/blog`, { headers: { 'accept-language': 'en' } })
    ).text();
    expect(before).not.toContain('Bedtime stories in two languages');
    expect(await serious(page)).toEqual([]);
    await shot(page, 'posts-edit');

    await page.getByRole('button', { name: appEn.fabelhaft.posts.publish }).click();
    await page.getByRole('button', { name: appEn.fabelhaft.posts.unpublish }).waitFor();

    // Parents see it on /blog in English (within the storefront's cache time), not in German.
    await eventually(
      async () => {
        const html = await (
          await fetch(`${storefrontUrl}/blog`, { headers: { 'accept-language': 'en' } })
        ).text();
        if (!html.includes('Bedtime stories in two languages')) throw new Error('not on /blog yet');
      },
      15_000,
      300,
    );
    const post = await (await fetch(`${storefrontUrl}/blog/bedtime-stories-two-languages`)).text();
    expect(post).toContain('<h2>A ritual</h2><p>Every evening, one page in each language.</p>');
    const german = await (
      await fetch(`${storefrontUrl}/blog`, { headers: { 'accept-language': 'de' } })
    ).text();
    expect(german).not.toContain('Bedtime stories in two languages');

    // A cover: the console checks type and alt text before saving; the content service checks the file's
    // content (a text file named .jpg is refused with its { detail }); a real photo is stored and shown.
    const posts = appEn.fabelhaft.posts;
    const fileInput = page.getByTestId('dropzone').locator('input[type="file"]');
    const gif = await sharp({ create: { width: 40, height: 25, channels: 3, background: '#e01b24' } })
      .gif()
      .toBuffer();
    await fileInput.setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: gif });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(posts.coverType).first().waitFor();
    await fileInput.setInputFiles({
      name: 'not-a-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is text, not a picture'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(posts.coverAltRequired).waitFor();
    await page.getByLabel('Image description (alt text)').fill('A moon over two open books');
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's refusal, in its words (react-admin's notification).
    await page.getByRole('alert').getByText('The cover must be a JPEG, PNG or WebP image.').waitFor();
    const photo = await sharp({ create: { width: 2000, height: 1250, channels: 3, background: '#1c71d8' } })
      .jpeg()
      .toBuffer();
    await fileInput.setInputFiles({ name: 'moon.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Save' }).click();
    const cover = preview.getByRole('img', { name: 'A moon over two open books' });
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(
      new RegExp(`^${contentUrl}/api/media/covers/post-${id}-[0-9a-f]{16}\\.jpg$`),
    );
    const history = page.getByTestId('post-history');
    await history.getByText(posts.actions.cover_changed).waitFor();
    expect(await history.textContent()).toContain(`by ${SUPPORT.sub}`);
    expect(await serious(page)).toEqual([]);
    await shot(page, 'posts-cover');
    // Parents see the cover on /blog, its box reserved (width and height of the stored image).
    await eventually(
      async () => {
        const html = await (
          await fetch(`${storefrontUrl}/blog`, { headers: { 'accept-language': 'en' } })
        ).text();
        if (!new RegExp(`src="/blog/covers/post-${id}-[0-9a-f]{16}\\.jpg"`).test(html))
          throw new Error('cover not on /blog yet');
        expect(html).toMatch(new RegExp(`alt="A moon over two open books" width="1600" height="1000"`));
      },
      15_000,
      300,
    );

    // The German version is started from here, already linked to this post.
    await page.getByRole('link', { name: 'Write the German version' }).click();
    await page.waitForURL(/#\/posts\/create\?source=/);
    await page.getByLabel('Title').waitFor();
    // The form takes the other language from the source post once it has loaded it (slower on a busy machine).
    await page.getByRole('combobox', { name: 'Language' }).filter({ hasText: 'German' }).waitFor();
    await eventually(async () =>
      expect(await page.getByLabel(posts.translationOf).inputValue()).toBe(
        'Bedtime stories in two languages (en)',
      ),
    );

    // Every change is audited with the support user's id.
    const token = issuer.mintIdToken({ sub: SUPPORT.sub, email: SUPPORT.email, groups: ['support'] });
    const audit = (await (
      await fetch(`${contentUrl}/admin/posts/${id}/history`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { action: string; userId: string }[];
    expect(audit.map((h) => [h.action, h.userId])).toEqual([
      ['created', SUPPORT.sub],
      ['published', SUPPORT.sub],
      ['updated', SUPPORT.sub],
      ['cover_changed', SUPPORT.sub],
    ]);
    await context.close();
  });
});
