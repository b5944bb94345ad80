import { BlogSource, BlogUnavailableError } from './blog-source';

const entry = (
  id: number,
  locale: 'de' | 'en',
  publishedAt: string,
  localizations: number[] = [],
  content = '<p>Hallo</p>',
) => ({
  id,
  attributes: {
    slug: `post-${id}`,
    title: `Post ${id}`,
    content,
    description: '',
    locale,
    author: 'Team',
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
    cover: {
      data: {
        id,
        attributes: {
          name: `c${id}.webp`,
          url: `http://content:4500/api/media/covers/c${id}.webp`,
          alternativeText: 'alt',
          mime: 'image/webp',
          width: 1600,
          height: 900,
        },
      },
    },
    localizations: {
      data: localizations.map((l) => ({
        id: l,
        attributes: { slug: `post-${l}`, locale: locale === 'de' ? 'en' : 'de' },
      })),
    },
  },
});
const answer = (data: unknown[]) => ({
  data,
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } },
});

describe('BlogSource (issue #26)', () => {
  it('retries a failed try once, then reports the blog unavailable', async () => {
    const fetch = jest.fn().mockRejectedValue(new Error('ECONNREFUSED'));
    const source = new BlogSource({ contentUrl: 'http://content', timeoutMs: 100, cacheMs: 60_000, fetch });
    await expect(source.list('de')).rejects.toBeInstanceOf(BlogUnavailableError);
    expect(fetch).toHaveBeenCalledTimes(2);
    const once = jest
      .fn()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValue(new Response(JSON.stringify(answer([entry(1, 'de', '2026-11-01T00:00:00Z')]))));
    const retried = new BlogSource({
      contentUrl: 'http://content',
      timeoutMs: 100,
      cacheMs: 60_000,
      fetch: once,
    });
    expect((await retried.list('de')).map((p) => p.slug)).toEqual(['post-1']);
  });

  it('gives up on a content service that does not answer within the timeout', async () => {
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const source = new BlogSource({
      contentUrl: 'http://content',
      timeoutMs: 50,
      cacheMs: 0,
      fetch: hanging as never,
    });
    const started = Date.now();
    await expect(source.post('x')).rejects.toBeInstanceOf(BlogUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(hanging).toHaveBeenCalledTimes(2);
  });

  it('reuses an answer for the cache time only', async () => {
    let now = 0;
    const fetch = jest.fn(
      async () => new Response(JSON.stringify(answer([entry(1, 'de', '2026-11-01T00:00:00Z')]))),
    );
    const source = new BlogSource({
      contentUrl: 'http://content',
      timeoutMs: 100,
      cacheMs: 60_000,
      fetch,
      now: () => now,
    });
    await source.list('de');
    now = 59_000;
    await source.list('de');
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 61_000;
    await source.list('de');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to German posts without an English version, sanitises, and serves covers from its own origin', async () => {
    const fetch = jest.fn(async (url: string) => {
      const english = url.includes('locale=en');
      return new Response(
        JSON.stringify(
          answer(
            english
              ? [
                  entry(
                    2,
                    'en',
                    '2026-11-02T00:00:00Z',
                    [1],
                    '<p onclick="x()">Hi<script>alert(1)</script></p>',
                  ),
                ]
              : [
                  entry(1, 'de', '2026-11-01T00:00:00Z', [2]),
                  entry(3, 'de', '2026-11-03T00:00:00Z', [], 'Nur Text ohne HTML'),
                ],
          ),
        ),
      );
    });
    const source = new BlogSource({
      contentUrl: 'http://content/',
      timeoutMs: 100,
      cacheMs: 0,
      fetch: fetch as never,
    });
    const posts = await source.list('en');
    expect(posts.map((p) => [p.id, p.locale])).toEqual([
      [3, 'de'],
      [2, 'en'],
    ]);
    expect(posts[1]!.html).toBe('<p>Hi</p>');
    // spec §9: the excerpt helper only for a post without HTML.
    expect(posts[0]!.html).toBe('');
    expect(posts[0]!.summary).toBe('Nur Text ohne HTML');
    // issue #25: ours in card sizes too (up to the picture's own width); another origin's as it is (below).
    expect(posts[1]!.cover).toEqual({
      url: '/blog/covers/c2.webp',
      alt: 'alt',
      width: 1600,
      height: 900,
      srcSet:
        '/blog/covers/c2.webp?w=360 360w, /blog/covers/c2.webp?w=720 720w, /blog/covers/c2.webp?w=1080 1080w, /blog/covers/c2.webp 1600w',
    });
    // The Strapi v4 query, asking for the cover to be populated as a Strapi needs.
    expect(fetch.mock.calls[0]![0]).toBe(
      'http://content/api/blogs?sort=publishedAt:desc&publicationState=live&populate=*&pagination[pageSize]=100&locale=en',
    );
  });

  it('reads a Strapi media cover leniently: no size gives the 8:5 box, a path is the API origin’s, no url no cover', async () => {
    const media = (attributes: Record<string, unknown> | null) => {
      const e = entry(7, 'de', '2026-11-01T00:00:00Z');
      return {
        ...e,
        attributes: {
          ...e.attributes,
          cover: { data: attributes && { id: 7, attributes } },
        },
      };
    };
    const fetch = jest.fn(async () =>
      Response.json(
        answer([
          { ...media({ url: 'https://cdn.example/x.jpg', alternativeText: ' Ein Fuchs ' }), id: 7 },
          { ...media({ url: '', width: 10, height: 10 }), id: 8 },
          { ...media(null), id: 9 },
          { ...media({ url: '/uploads/y.png', width: 0, height: 300, alternativeText: null }), id: 10 },
        ]),
      ),
    );
    const source = new BlogSource({ contentUrl: 'http://content', timeoutMs: 100, cacheMs: 0, fetch });
    const covers = (await source.list('de')).map((p) => p.cover);
    expect(covers).toEqual([
      { url: 'https://cdn.example/x.jpg', alt: 'Ein Fuchs', width: 1600, height: 1000 },
      null,
      null,
      { url: 'http://content/uploads/y.png', alt: '', width: 1600, height: 1000 },
    ]);
  });
});
