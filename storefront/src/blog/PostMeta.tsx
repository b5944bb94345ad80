import './PostMeta.css';
import { useTranslation } from 'react-i18next';
import { READ_MINUTES } from '@fabelhaft/blog/excerpt';
import type { UiLanguage } from '../i18n/language';
import { longDate } from './blog-model';

/** spec §2 Blog: the publish date in long format and the fixed "5 min read" (§9). */
export function PostMeta({ publishedAt, language }: { publishedAt: string; language: UiLanguage }) {
  const { t } = useTranslation();
  return (
    <p className="blog-meta">
      <time dateTime={publishedAt}>{longDate(publishedAt, language)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('blog.readTime', { minutes: READ_MINUTES })}</span>
    </p>
  );
}
