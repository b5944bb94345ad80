import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #26, cover images: what a page and a Strapi v4 client need to know about a post's cover besides its
 * key — the uploaded file's name, type, size in bytes and pixel size (`<img width height>` against layout
 * shift). Covers of the first seed (800×500 SVGs) get their facts here.
 */
export class PostCoverFacts1764892800000 implements MigrationInterface {
  name = 'PostCoverFacts1764892800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table content.blog_posts
        add column cover_name text,
        add column cover_mime text,
        add column cover_width integer check (cover_width > 0),
        add column cover_height integer check (cover_height > 0),
        add column cover_size integer check (cover_size >= 0),
        add column cover_updated_at timestamptz`);
    await q.query(`
      update content.blog_posts
         set cover_name = substring(cover_key from '[^/]+$'), cover_mime = 'image/svg+xml',
             cover_width = 800, cover_height = 500, cover_updated_at = created_at
       where cover_key like '%.svg'`);
    await q.query(`
      alter table content.blog_posts add constraint blog_posts_cover_facts
        check (cover_key is null or (cover_mime is not null and cover_width is not null and cover_height is not null))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table content.blog_posts
        drop constraint blog_posts_cover_facts,
        drop column cover_name, drop column cover_mime, drop column cover_width, drop column cover_height,
        drop column cover_size, drop column cover_updated_at`);
  }
}
