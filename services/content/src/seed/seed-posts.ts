import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { sanitizeBlogHtml } from '@fabelhaft/blog';
import type { ObjectStorage } from '@fabelhaft/storage';
import { COVERS_PREFIX } from '../media/covers';
import { BlogPost } from '../posts/blog-post.entity';
import { SEED_AUTHOR, SEED_TOPICS, type SeedTopic } from './posts';

const SEED_NAME = 'blog-posts-v1';

/** A simple, warm cover drawn for a seeded topic (SVG; stored as a PNG through the storage port). */
export function coverSvg(topic: SeedTopic): string {
  const { background, accent, motif } = topic.cover;
  const shapes = {
    books: `<rect x="190" y="150" width="180" height="240" rx="10" fill="${accent}"/><rect x="430" y="150" width="180" height="240" rx="10" fill="#f6d32d"/><rect x="205" y="170" width="150" height="12" rx="6" fill="#fff" opacity=".7"/><rect x="445" y="170" width="150" height="12" rx="6" fill="#fff" opacity=".7"/>`,
    moon: `<circle cx="560" cy="150" r="70" fill="#f6d32d"/><circle cx="590" cy="130" r="60" fill="${background}"/><path d="M0 420 Q200 300 400 380 T800 360 V500 H0Z" fill="${accent}"/>`,
    press: `<rect x="180" y="200" width="440" height="160" rx="16" fill="${accent}"/><circle cx="300" cy="280" r="44" fill="#fff" opacity=".8"/><circle cx="500" cy="280" r="44" fill="#fff" opacity=".8"/><rect x="240" y="90" width="320" height="110" fill="#fff" stroke="${accent}" stroke-width="6"/>`,
  }[motif];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="${background}"/>${shapes}</svg>`;
}

/** The seeded covers' pixel size: 16:10, wide enough for a sharp card on a phone and for link previews. */
export const SEED_COVER = { width: 1200, height: 750 } as const;

/** A seeded topic's cover as stored: a PNG drawn from `coverSvg` (link previews do not show SVG og:images). */
export async function coverPng(topic: SeedTopic): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(topic)), { density: 72 * (SEED_COVER.width / 800) })
    .resize(SEED_COVER.width, SEED_COVER.height)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const seedCoverKey = (topic: SeedTopic) => `${COVERS_PREFIX}${topic.key}.png`;

/**
 * Issue #26: the first start writes the parents' guide posts (German and English, linked translations,
 * published, with covers) — once: a record in `content.seeds` keeps a later start (or a second instance
 * starting at the same time) from writing them again, even after support has edited or unpublished them.
 * Returns how many posts it wrote.
 */
export async function seedPosts(db: DataSource, storage: ObjectStorage, now = new Date()): Promise<number> {
  const covers = new Map<string, { key: string; size: number }>();
  for (const topic of SEED_TOPICS) {
    const png = await coverPng(topic);
    await storage.put(seedCoverKey(topic), png, { contentType: 'image/png' });
    covers.set(topic.key, { key: seedCoverKey(topic), size: png.length });
    // Posts seeded before the covers were PNGs (SVG, which link previews do not show) get the PNG; a cover
    // support uploaded is another key and stays as it is.
    await db.query(
      `update content.blog_posts
          set cover_key = $1, cover_name = $2, cover_mime = 'image/png', cover_width = $3, cover_height = $4,
              cover_size = $5, cover_updated_at = now()
        where cover_key = $6`,
      [
        seedCoverKey(topic),
        seedCoverKey(topic).slice(COVERS_PREFIX.length),
        SEED_COVER.width,
        SEED_COVER.height,
        png.length,
        `${COVERS_PREFIX}${topic.key}.svg`,
      ],
    );
  }
  return db.transaction(async (m) => {
    const claimed: unknown[] = await m.query(
      `insert into content.seeds (name) values ($1) on conflict do nothing returning name`,
      [SEED_NAME],
    );
    if (claimed.length === 0) return 0;
    let written = 0;
    for (const topic of SEED_TOPICS) {
      const group = randomUUID();
      const publishedAt = new Date(now.getTime() - topic.daysAgo * 86_400_000);
      for (const post of topic.posts) {
        // A post support wrote with the same slug before the first seed stays as it is.
        if (await m.getRepository(BlogPost).existsBy({ slug: post.slug })) continue;
        await m.getRepository(BlogPost).insert({
          slug: post.slug,
          title: post.title,
          description: post.description,
          content: sanitizeBlogHtml(post.content),
          locale: post.locale,
          coverKey: covers.get(topic.key)!.key,
          coverAlt: post.coverAlt,
          coverName: covers.get(topic.key)!.key.slice(COVERS_PREFIX.length),
          coverMime: 'image/png',
          coverWidth: SEED_COVER.width,
          coverHeight: SEED_COVER.height,
          coverSize: covers.get(topic.key)!.size,
          coverUpdatedAt: now,
          status: 'published',
          publishedAt,
          author: SEED_AUTHOR,
          translationGroup: group,
        });
        written += 1;
      }
    }
    return written;
  });
}
