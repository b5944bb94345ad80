import './Page.css';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'vike-react/useConfig';
import { useData } from 'vike-react/useData';
import type { BlogListData } from '../../src/blog/blog-model';
import { PostMeta } from '../../src/blog/PostMeta';
import { PageTitle } from '../../src/components/PageTitle';
import { useLanguage } from '../../src/i18n/LanguageProvider';
import { usePageTexts } from '../../src/i18n/page-texts';
import blogTexts from '../../src/i18n/texts/blog';

/** The cards' width in CSS px (Page.css: 16 px margins; 24 px gaps; the column at most 1120 px with 24 px padding). */
const LIST_COVER_SIZES =
  '(min-width: 1040px) 340px, (min-width: 760px) calc(50vw - 36px), calc(100vw - 32px)';

/** spec §2 Blog: the posts in the active language (German where a post has no version in it). */
export default function BlogPage() {
  usePageTexts('blog', blogTexts);
  const data = useData<BlogListData>();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const config = useConfig();
  // Search engines and feed readers find the posts: a description and both languages' Atom feeds.
  config({
    description: t('blog.subtitle'),
    Head: (
      <>
        <link
          rel="alternate"
          type="application/atom+xml"
          hrefLang="de"
          title="Fabelhaft – Blog (Deutsch)"
          href="/blog/feed.xml?lang=de"
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          hrefLang="en"
          title="Fabelhaft – Blog (English)"
          href="/blog/feed.xml?lang=en"
        />
      </>
    ),
  });
  // ADR 0044: the page is HTML only; a language choice loads it again (the island script), and the server
  // renders the list in the chosen language.
  return (
    <div className="pg">
      <PageTitle title={t('blog.pageTitle')} />
      <header className="container pg-head">
        <p className="eyebrow">{t('blog.eyebrow')}</p>
        <h1>{t('blog.title')}</h1>
        <p className="pg-lead">{t('blog.subtitle')}</p>
      </header>
      <div className="container blog-list-wrap">
        {data.posts.length === 0 ? (
          <div className="card blog-empty">
            <p>{t('blog.empty')}</p>
          </div>
        ) : (
          <ul className="blog-list">
            {data.posts.map((post, index) => (
              <li
                key={post.id}
                className="card blog-card"
                lang={post.locale !== language ? post.locale : undefined}
              >
                {post.cover && (
                  <img
                    className="blog-card-cover"
                    src={post.cover.url}
                    srcSet={post.cover.srcSet}
                    // The cards' width: one column on a phone, two from 760 px, three of the 1120 px column from 1040.
                    sizes={post.cover.srcSet ? LIST_COVER_SIZES : undefined}
                    alt={post.cover.alt}
                    width={post.cover.width}
                    height={post.cover.height}
                    // issue #25: the first cover is the page's largest picture on a phone (its LCP): fetched at
                    // once; the others wait until they are near the screen.
                    {...(index === 0
                      ? { fetchPriority: 'high' as const }
                      : { loading: 'lazy' as const, decoding: 'async' as const })}
                  />
                )}
                <div className="blog-card-body">
                  <h2 className="blog-card-title">
                    <a href={`/blog/${post.slug}`}>{post.title}</a>
                  </h2>
                  <PostMeta publishedAt={post.publishedAt} language={language} />
                  <p className="blog-card-summary">{post.summary}</p>
                  <a
                    className="btn btn-secondary blog-read-more"
                    href={`/blog/${post.slug}`}
                    aria-label={t('blog.readMoreAbout', { title: post.title })}
                  >
                    {t('blog.readMore')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="blog-feed">
          <a href={`/blog/feed.xml?lang=${language}`} type="application/atom+xml">
            {t('blog.feed')}
          </a>
        </p>
      </div>
    </div>
  );
}
