import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #26: blog posts, their audit trail and the record of the first start's seed, in schema `content`. */
export class CreateContent1764201600000 implements MigrationInterface {
  name = 'CreateContent1764201600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table content.blog_posts (
        id serial primary key,
        slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
        title text not null check (length(title) between 1 and 200),
        description text not null default '',
        content text not null,
        locale varchar(2) not null check (locale in ('de', 'en')),
        cover_key text,
        cover_alt text not null default '',
        status varchar(10) not null default 'draft' check (status in ('draft', 'published')),
        published_at timestamptz,
        author text not null,
        translation_group uuid not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (translation_group, locale),
        check (status = 'draft' or published_at is not null)
      )`);
    // GET /api/blogs: published posts of one language, newest first.
    await q.query(
      `create index blog_posts_live on content.blog_posts (locale, published_at desc) where status = 'published'`,
    );
    await q.query(`
      create table content.post_audit (
        id bigserial primary key,
        post_id integer not null references content.blog_posts(id),
        action text not null,
        user_id text not null,
        changes jsonb not null default '{}',
        at timestamptz not null default now()
      )`);
    await q.query(`create index post_audit_post on content.post_audit (post_id, at)`);
    await q.query(
      `create table content.seeds (name text primary key, at timestamptz not null default now())`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table content.seeds`);
    await q.query(`drop table content.post_audit`);
    await q.query(`drop table content.blog_posts`);
  }
}
