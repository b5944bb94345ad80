/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import BlogPage from '../../pages/blog/+Page';
import blog from '../i18n/texts/blog';
import { renderWithProviders } from '../test/providers';
import type { BlogListData, BlogPostView } from './blog-model';

let data: BlogListData;
jest.mock('vike-react/useData', () => ({ useData: () => data }));
jest.mock('vike-react/useConfig', () => ({ useConfig: () => () => undefined }));

const post = (over: Partial<BlogPostView>): BlogPostView => ({
  id: 1,
  slug: 'reading-with-toddlers',
  title: 'Reading with toddlers',
  html: '<p>Hi</p>',
  summary: 'Why even one-year-olds love books.',
  locale: 'en',
  publishedAt: '2026-11-17T09:00:00.000Z',
  updatedAt: '2026-11-17T09:00:00.000Z',
  author: 'Team',
  cover: null,
  translations: [],
  ...over,
});

describe('/blog (spec §2 Blog, issue #26)', () => {
  it('shows the empty state when there is no post', async () => {
    data = { kind: 'list', locale: 'de', posts: [] };
    await renderWithProviders(<BlogPage />);
    expect(screen.getByText(blog.de.empty)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows each post with its long date, "5 min read" and a read-more link; a German fallback is marked', async () => {
    data = {
      kind: 'list',
      locale: 'en',
      posts: [post({}), post({ id: 2, slug: 'nur-deutsch', title: 'Nur Deutsch', locale: 'de' })],
    };
    await renderWithProviders(<BlogPage />, { language: 'en' });
    expect(screen.getAllByText('5 min read')).toHaveLength(2);
    expect(screen.getAllByText('17 November 2026')).toHaveLength(2);
    const more = screen.getByRole('link', { name: 'Read more: Reading with toddlers' });
    expect(more.getAttribute('href')).toBe('/blog/reading-with-toddlers');
    expect(screen.getByRole('heading', { name: 'Nur Deutsch' }).closest('li')!.getAttribute('lang')).toBe(
      'de',
    );
    expect(
      screen.getByRole('heading', { name: 'Reading with toddlers' }).closest('li')!.hasAttribute('lang'),
    ).toBe(false);
  });

  it('shows a cover with its alt text and pixel size (its box is reserved before it loads), none without one', async () => {
    data = {
      kind: 'list',
      locale: 'en',
      posts: [
        post({
          cover: { url: '/blog/covers/post-1-abc.webp', alt: 'Two open books', width: 1600, height: 900 },
        }),
        post({ id: 2, slug: 'no-cover', title: 'No cover' }),
      ],
    };
    await renderWithProviders(<BlogPage />, { language: 'en' });
    const img = screen.getByRole('img', { name: 'Two open books' });
    expect(img.getAttribute('src')).toBe('/blog/covers/post-1-abc.webp');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    // issue #25: the first cover is the list's largest picture on a phone (its LCP): fetched at once.
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual([null, 'high']);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('fetches the covers after the first one only when they come near the screen', async () => {
    const cover = (n: number) => ({
      url: `/blog/covers/${n}.webp`,
      alt: `Cover ${n}`,
      width: 1600,
      height: 900,
    });
    data = {
      kind: 'list',
      locale: 'en',
      posts: [post({ cover: cover(1) }), post({ id: 2, slug: 'two', title: 'Two', cover: cover(2) })],
    };
    await renderWithProviders(<BlogPage />, { language: 'en' });
    const second = screen.getByRole('img', { name: 'Cover 2' });
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
