import '../Page.css';
import './Page.css';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'vike-react/useConfig';
import { useData } from 'vike-react/useData';
import type { BlogPostData } from '../../../src/blog/blog-model';
import { PostMeta } from '../../../src/blog/PostMeta';
import { useLanguage } from '../../../src/i18n/LanguageProvider';
import { usePageTexts } from '../../../src/i18n/page-texts';
import blogTexts from '../../../src/i18n/texts/blog';

const absolute = (site: string, url: string) => (url.startsWith('/') ? `${site}${url}` : url);

/** The JSON-LD of a post (schema.org BlogPosting), safe inside a script element. */
function jsonLd(data: BlogPostData & { url: string }): string {
  const { post } = data;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: post.locale,
    mainEntityOfPage: data.url,
    url: data.url,
    ...(post.cover ? { image: absolute(data.url.slice(0, data.url.indexOf('/blog/')), post.cover.url) } : {}),
    author: { '@type': 'Organization', name: post.author || 'Fabelhaft' },
    publisher: { '@type': 'Organization', name: 'Fabelhaft' },
  }).replace(/</g, '\\u003c');
}

/** One post on its own server-rendered page: <title>, description, Open Graph, JSON-LD BlogPosting. */
export default function BlogPostPage() {
  usePageTexts('blog', blogTexts);
  const data = useData<BlogPostData & { url: string }>();
  const { post } = data;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const config = useConfig();
  const site = data.url.slice(0, data.url.indexOf('/blog/'));
  config({
    title: `${post.title} · Fabelhaft`,
    description: post.summary,
    ...(post.cover ? { image: absolute(site, post.cover.url) } : {}),
    Head: (
      <>
        <link rel="canonical" href={data.url} />
        <meta property="og:type" content="article" />
        <meta property="og:url" content={data.url} />
        <meta property="og:site_name" content="Fabelhaft" />
        <meta property="og:locale" content={post.locale === 'de' ? 'de_DE' : 'en_GB'} />
        <meta property="article:published_time" content={post.publishedAt} />
        {post.cover && (
          <>
            <meta property="og:image:width" content={String(post.cover.width)} />
            <meta property="og:image:height" content={String(post.cover.height)} />
            {post.cover.alt && <meta property="og:image:alt" content={post.cover.alt} />}
          </>
        )}
        {post.translations.map((tr) => (
          <link key={tr.locale} rel="alternate" hrefLang={tr.locale} href={`${site}/blog/${tr.slug}`} />
        ))}
        <link rel="alternate" hrefLang={post.locale} href={data.url} />
        <link
          rel="alternate"
          type="application/atom+xml"
          href={`${site}/blog/feed.xml?lang=${post.locale}`}
        />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      </>
    ),
  });
  // A language switch leads to the post's version in that language, when there is one: the island script
  // (ADR 0044) follows the `hreflang` alternate above.
  const translation = post.translations.find((tr) => tr.locale === language);
  const other = post.translations.find((tr) => tr.locale !== post.locale);
  return (
    <div className="pg">
      <article className="container blog-post" lang={post.locale}>
        <p>
          <a className="blog-back" href="/blog" lang={language}>
            ← {t('blog.back')}
          </a>
        </p>
        <h1>{post.title}</h1>
        <div lang={language}>
          <PostMeta publishedAt={post.publishedAt} language={language} />
          {post.locale !== language && !translation && <p className="blog-note">{t('blog.inGerman')}</p>}
        </div>
        {post.cover && (
          <img
            className="blog-post-cover"
            src={post.cover.url}
            srcSet={post.cover.srcSet}
            // The post's column is at most 760 px wide (Page.css).
            sizes={post.cover.srcSet ? '(min-width: 792px) 760px, calc(100vw - 32px)' : undefined}
            alt={post.cover.alt}
            width={post.cover.width}
            height={post.cover.height}
            fetchPriority="high"
          />
        )}
        {post.html ? (
          // Sanitised on the server (libs/blog sanitizeBlogHtml): no script, no event attribute, no javascript: link.
          <div className="blog-content" dangerouslySetInnerHTML={{ __html: post.html }} />
        ) : (
          <p className="blog-content">{post.summary}</p>
        )}
        {other && other.locale !== language && (
          <p lang={language}>
            <a href={`/blog/${other.slug}`} hrefLang={other.locale}>
              {t('blog.otherLanguage')}
            </a>
          </p>
        )}
      </article>
    </div>
  );
}
