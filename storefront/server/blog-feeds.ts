import type { BlogPostView } from '../src/blog/blog-model';
import type { UiLanguage } from '../src/i18n/language';

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The public pages search engines may list (spec §6: what anonymous visitors see). */
export const PUBLIC_PAGES = ['/', '/showcase', '/blog', '/legal'];

const FEED_TITLE: Record<UiLanguage, string> = {
  de: 'Fabelhaft – Blog',
  en: 'Fabelhaft – Blog',
};
const FEED_SUBTITLE: Record<UiLanguage, string> = {
  de: 'Tipps für Eltern und Großeltern: Vorlesen, zweisprachige Bücher und wie dein Buch entsteht.',
  en: 'Tips for parents and grandparents: reading aloud, bilingual books and how your book is made.',
};

/** Issue #26: `/sitemap.xml` — the public pages and every published post, in both languages. */
export function sitemapXml(siteUrl: string, posts: BlogPostView[]): string {
  const site = siteUrl.replace(/\/+$/, '');
  const urls = [
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(`${site}${path}`)}</loc></url>`),
    ...posts.map(
      (p) =>
        `  <url><loc>${escapeXml(`${site}/blog/${p.slug}`)}</loc><lastmod>${new Date(p.updatedAt).toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Issue #26: `/blog/feed.xml?lang=de|en` — an Atom feed of one language's posts (the HTML, sanitised). */
export function atomFeed(siteUrl: string, locale: UiLanguage, posts: BlogPostView[]): string {
  const site = siteUrl.replace(/\/+$/, '');
  const self = `${site}/blog/feed.xml?lang=${locale}`;
  const updated = posts.reduce(
    (max, p) => (p.updatedAt > max ? p.updatedAt : max),
    '1970-01-01T00:00:00.000Z',
  );
  const entries = posts.map((p) => {
    const link = `${site}/blog/${p.slug}`;
    return [
      '  <entry>',
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml(p.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <published>${new Date(p.publishedAt).toISOString()}</published>`,
      `    <updated>${new Date(p.updatedAt).toISOString()}</updated>`,
      `    <author><name>${escapeXml(p.author || 'Fabelhaft')}</name></author>`,
      `    <summary>${escapeXml(p.summary)}</summary>`,
      p.html ? `    <content type="html" xml:lang="${p.locale}">${escapeXml(p.html)}</content>` : '',
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(FEED_TITLE[locale])}</title>`,
    `  <subtitle>${escapeXml(FEED_SUBTITLE[locale])}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${site}/blog`)}"/>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
