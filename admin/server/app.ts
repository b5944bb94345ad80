import compression from 'compression';
import express, { type Express } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runtimeConfig, type AdminConfig } from './config';
import { contentSecurityPolicy, newNonce, securityHeaders } from './security-headers';

export const ADMIN_ROOT = join(__dirname, '..');

/**
 * The console's HTTP app (Express 5): `/config.json`, `/health`, and the SPA — Vite's dev middleware in
 * development, the built files (`vite build` → admin/dist) in production.
 */
export async function createAdminApp(
  config: AdminConfig,
  options: { distDir?: string } = {},
): Promise<{ app: Express; close: () => Promise<void> }> {
  const production = config.NODE_ENV === 'production';
  const app = express();
  app.disable('x-powered-by');
  app.use(
    securityHeaders({
      hsts: config.HSTS,
      bffUrl: config.BFF_URL,
      contentUrl: config.CONTENT_URL,
      cognitoEndpoint: config.COGNITO_ENDPOINT,
      cognitoRegion: config.COGNITO_REGION,
      development: !production,
    }),
  );
  app.use(compression());
  app.get('/health', (_req, res) => void res.json({ status: 'ok' }));
  const publicConfig = runtimeConfig(config);
  app.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(publicConfig);
  });

  if (production) {
    const dist = options.distDir ?? join(ADMIN_ROOT, 'dist');
    if (!existsSync(join(dist, 'index.html')))
      throw new Error(`No console build in ${dist}: run \`npx vite build\` in admin/ first`);
    app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(dist, { index: false }));
    // react-admin routes with the URL hash: every path is the one page.
    app.get('/{*splat}', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(dist, 'index.html'));
    });
    return { app, close: async () => undefined };
  }

  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ADMIN_ROOT,
    configFile: join(ADMIN_ROOT, 'vite.config.mts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  app.use(vite.middlewares);
  // Issue #22: a Vite path the dev server did not serve (a file outside the console, or none) is not the page.
  // (Vite rewrites `req.url` of an `/@fs/` request it passes on, so the original URL is checked.)
  app.use((req, res, next) => {
    if (!/^\/(@fs|@id|@vite|node_modules)(\/|$)/.test(req.originalUrl)) return next();
    res.status(404).type('text').send('Not found');
  });
  // The page itself: Vite's transformed index.html, whose inline scripts (the react-refresh preamble) carry a
  // nonce of this response — no `unsafe-inline` scripts in development either (issue #12).
  const template = readFileSync(join(ADMIN_ROOT, 'index.html'), 'utf8');
  app.get('/{*splat}', async (req, res, next) => {
    try {
      const nonce = newNonce();
      const html = (await vite.transformIndexHtml(req.originalUrl, template)).replace(
        /<script\b/g,
        `<script nonce="${nonce}"`,
      );
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy({
          bffUrl: config.BFF_URL,
          contentUrl: config.CONTENT_URL,
          cognitoEndpoint: config.COGNITO_ENDPOINT,
          cognitoRegion: config.COGNITO_REGION,
          development: true,
          nonce,
        }),
      );
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    } catch (e) {
      next(e);
    }
  });
  return { app, close: () => vite.close() };
}
