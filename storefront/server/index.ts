// The storefront's HTTP server (Express 5): Vike's dev middleware with HMR in development, the built client
// assets and server rendering in production (`NODE_ENV=production`, after `vite build`).
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { join } from 'node:path';
import { runProcess, TRUSTED_PROXIES } from '@fabelhaft/service-kit';
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  preferredFromAcceptLanguage,
  readCookie,
} from '../src/i18n/language';
import { BlogSource, COVER_PATH } from './blog-source';
import { CoverImages } from './cover-images';
import { isCoverWidth, type CoverWidth } from './cover-sizes';
import { atomFeed, sitemapXml } from './blog-feeds';
import { loadStorefrontConfig, publicConfig } from './config';
import { ShowcaseBooks } from './showcase';
import { contentSecurityPolicy, newNonce, securityHeaders, type CspSources } from './security-headers';
import { builtCss, inlineStylesheets } from './inline-styles';

const ROOT = join(__dirname, '..');
/** Paths only Vite's dev server answers. */
const VITE_PATH = /^\/(@fs|@id|@vite|node_modules)(\/|$)/;

runProcess('storefront', async () => {
  const config = loadStorefrontConfig();
  const isProduction = config.NODE_ENV === 'production';
  const clientConfig = publicConfig(config);
  const app = express();
  // Behind the ingress (a private address) the visitor's address is the one it adds to X-Forwarded-For.
  app.set('trust proxy', TRUSTED_PROXIES);
  app.disable('x-powered-by');
  // Issue #12: nosniff, no framing, Referrer-Policy, HSTS outside local development — on every response.
  app.use(securityHeaders({ hsts: config.HSTS }));
  app.use(compression());
  const csp: CspSources = {
    bffUrl: config.BFF_URL,
    cognitoEndpoint: config.COGNITO_ENDPOINT,
    cognitoRegion: config.COGNITO_REGION,
    hostedUiUrl: config.COGNITO_HOSTED_UI_URL,
    development: !isProduction,
  };
  app.get('/health', (_req, res) => void res.json({ status: 'ok' }));

  if (isProduction) {
    // Hashed build assets never change: cache them for a year; everything else revalidates.
    app.use(
      '/assets',
      express.static(join(ROOT, 'dist/client/assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(express.static(join(ROOT, 'dist/client'), { index: false }));
  } else {
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware } = await createDevMiddleware({ root: ROOT });
    app.use(devMiddleware);
    // Issue #22: a Vite path the dev server did not serve (a file outside the app, or none) is not a page.
    // (Vite rewrites `req.url` of an `/@fs/` request it passes on, so the original URL is checked.)
    app.use((req, res, next) => {
      if (!VITE_PATH.test(req.originalUrl)) return next();
      res.status(404).type('text').send('Not found');
    });
  }

  // issue #26: the blog is read on the server only (timeouts, one retry, a minute's cache).
  const blog = new BlogSource({
    contentUrl: config.CONTENT_URL,
    timeoutMs: config.CONTENT_TIMEOUT_MS,
    cacheMs: config.CONTENT_CACHE_MS,
  });
  const xml = (res: Response, body: string, type: string) => {
    res.setHeader('Content-Type', `${type}; charset=utf-8`);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.send(body);
  };
  app.get('/sitemap.xml', async (_req, res) => {
    try {
      const posts = [...(await blog.list('de')), ...(await blog.list('en'))];
      const unique = [...new Map(posts.map((p) => [p.slug, p])).values()];
      xml(res, sitemapXml(config.STOREFRONT_URL, unique), 'application/xml');
    } catch (err) {
      // Without the posts the public pages are still worth listing.
      console.error('sitemap: could not load the blog', err);
      xml(res, sitemapXml(config.STOREFRONT_URL, []), 'application/xml');
    }
  });
  // Post covers, from the content service (its storage port), under the storefront's own origin; kept in memory
  // and, with `?w=`, answered as a card-sized WebP (issue #25: the blog's LCP on a phone).
  const covers = new CoverImages({
    fetchOriginal: (name, etag) =>
      fetch(`${config.CONTENT_URL.replace(/\/+$/, '')}/api/media/covers/${name}`, {
        headers: etag ? { 'if-none-match': etag } : {},
        signal: AbortSignal.timeout(config.CONTENT_TIMEOUT_MS),
      }),
    maxAgeMs: config.CONTENT_CACHE_MS,
  });
  app.get(`${COVER_PATH}:name`, async (req, res) => {
    const name = String(req.params.name);
    const w = req.query.w;
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) || (w !== undefined && !isCoverWidth(w)))
      return void res.status(404).type('text').send('Not found');
    try {
      const ifNoneMatch = req.headers['if-none-match'];
      const answer = await covers.get(
        name,
        w === undefined ? undefined : (Number(w) as CoverWidth),
        ifNoneMatch,
      );
      if (answer.status === 404) {
        res.setHeader('Cache-Control', 'no-store');
        return void res.status(404).type('text').send('Not found');
      }
      if (answer.etag) res.setHeader('ETag', answer.etag);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      // The browser's copy is still the cover.
      if (answer.status === 304) return void res.status(304).end();
      res.setHeader('Content-Type', answer.type!);
      // An SVG opened on its own runs nothing.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.send(answer.body);
    } catch {
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).type('text').send('Could not load the image right now.');
    }
  });
  app.get('/blog/feed.xml', async (req, res) => {
    const locale = req.query.lang === 'en' ? 'en' : 'de';
    try {
      const posts = (await blog.list(locale)).filter((p) => p.locale === locale);
      xml(res, atomFeed(config.STOREFRONT_URL, locale, posts), 'application/atom+xml');
    } catch (err) {
      console.error('feed: could not load the blog', err);
      res.status(503).type('text').send('Could not load the blog right now.');
    }
  });

  // issue #26: the showcase's sample books (made by the book engine at the first start).
  const showcase = new ShowcaseBooks(config.SHOWCASE_DIR);
  const making = config.SHOWCASE_GENERATE ? showcase.generate((line) => console.log(line)) : null;
  app.get('/showcase/books/:key/:file', (req, res) => {
    const body = showcase.file(String(req.params.key), String(req.params.file));
    if (!body) return void res.status(404).type('text').send('Not found');
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body);
  });

  const readCss = isProduction ? builtCss(join(ROOT, 'dist/client')) : undefined;
  const { renderPage } = await import('vike/server');
  app.get('/{*splat}', async (req: Request, res: Response, next) => {
    // spec §1: the stored choice, else the browser language when it is de or en, else German.
    const locale = chooseLanguage({
      stored: readCookie(req.headers.cookie, LANGUAGE_COOKIE),
      browser: preferredFromAcceptLanguage(req.headers['accept-language']),
    });
    // One nonce per response: Vike puts it on every script it injects, the CSP allows only those.
    const nonce = newNonce();
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      cspNonce: nonce,
      headersOriginal: req.headers,
      locale,
      publicConfig: clientConfig,
      // Read by the blog's +data hooks on the server; not passed to the client.
      blog,
      showcase,
      siteUrl: config.STOREFRONT_URL,
      clientAddress: req.ip ?? req.socket.remoteAddress,
    });
    // spec §2: any unknown path redirects to /.
    if (pageContext.is404) return void res.redirect(302, '/');
    const { httpResponse } = pageContext;
    if (!httpResponse) return next();
    for (const [name, value] of httpResponse.headers) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, csp));
    // issue #28 part 4 (ADR 0038): a listen page is never indexed nor cached, and a link that answers nothing
    // (unknown, replaced, switched off) is 404 like any unknown one.
    if (req.path.startsWith('/listen/')) {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
      if ((pageContext.data as { found?: boolean } | undefined)?.found === false) {
        res.setHeader('Vary', 'Cookie, Accept-Language');
        res.status(404);
        return void httpResponse.pipe(res);
      }
    }
    res.setHeader('Vary', 'Cookie, Accept-Language');
    res.status(httpResponse.statusCode);
    // issue #25 (ADR 0044): an HTML-only page brings its CSS inside the document (no round trip before the
    // first paint); in development Vite serves the CSS itself.
    if (readCss && (pageContext as { config?: { htmlOnly?: boolean } }).config?.htmlOnly)
      return void res.send(inlineStylesheets(await httpResponse.getBody(), readCss));
    httpResponse.pipe(res);
  });

  const server = app.listen(config.STOREFRONT_PORT, config.STOREFRONT_HOST);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  console.log(
    `storefront ready ${config.STOREFRONT_URL} (${isProduction ? 'production' : 'development, HMR'})`,
  );
  return {
    stop: async () => {
      if (making && making.exitCode === null) making.kill('SIGTERM');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
});
