import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { Brackets, In, Not, type DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  BLOG_LOCALES,
  htmlToText,
  sanitizeBlogHtml,
  type BlogPostAttributes,
  type StrapiCollection,
  type StrapiEntry,
  type StrapiMediaAttributes,
} from '@fabelhaft/blog';
import type { ObjectStorage } from '@fabelhaft/storage';
import { COVERS_PREFIX, type CoverFacts } from '../media/covers';
import { BlogPost, POST_STATUSES, type PostStatus } from './blog-post.entity';
import { CONTENT_ERROR_CODES, SORTABLE, type BlogsQuery } from './blogs-query';
import { PostAudit, type AuditAction } from './post-audit.entity';

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug: lowercase letters, digits and single hyphens only')
  .max(120);

/** What support writes (the console's create and edit forms). */
export const postInputSchema = z.strictObject({
  slug: slugSchema,
  title: z.string().trim().min(1, 'title is required').max(200),
  description: z.string().trim().max(300).default(''),
  content: z.string().max(200_000),
  locale: z.enum(BLOG_LOCALES),
  author: z.string().trim().min(1).max(120).optional(),
  coverAlt: z.string().trim().max(300).default(''),
  /** The id of the post this one translates (the same post in the other language). */
  translationOf: z.number().int().positive().nullable().optional(),
});
export type PostInput = z.input<typeof postInputSchema>;

/** A post as the console sees it (ra-data-simple-rest records). */
export interface AdminPost {
  id: number;
  slug: string;
  title: string;
  description: string;
  content: string;
  locale: string;
  status: PostStatus;
  publishedAt: string | null;
  author: string;
  /** The cover as the console shows it (react-admin's ImageInput reads `url` and `name`). */
  cover: {
    url: string;
    name: string;
    mime: string;
    width: number;
    height: number;
    size: number | null;
  } | null;
  coverAlt: string;
  translationGroup: string;
  translations: { id: number; locale: string; slug: string; status: PostStatus }[];
  createdAt: string;
  updatedAt: string;
}

export interface AdminListQuery {
  filter: { status?: PostStatus; locale?: string; q?: string; id?: number[] };
  sort: { field: keyof typeof SORTABLE | 'id' | 'status' | 'locale'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const validation = (detail: string) =>
  new BadRequestException({ detail, code: CONTENT_ERROR_CODES.VALIDATION });

function parseInput(body: unknown): z.output<typeof postInputSchema> {
  const parsed = postInputSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.');
    throw validation(path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message);
  }
  return parsed.data;
}

/** Blog posts: the public list (published only) and support's writes, each audited with the user's id. */
export class PostsService {
  constructor(
    private readonly db: DataSource,
    private readonly coverUrl: (key: string) => string,
    private readonly storage: ObjectStorage,
    private readonly log: { warn(obj: object, msg: string): void } = { warn: () => undefined },
  ) {}

  /** GET /api/blogs: published posts only (spec §7 `publicationState=live`), in the Strapi v4 shape. */
  async listLive(query: BlogsQuery): Promise<StrapiCollection<BlogPostAttributes>> {
    const qb = this.db
      .getRepository(BlogPost)
      .createQueryBuilder('p')
      .where('p.status = :status', { status: 'published' })
      .andWhere('p.published_at <= now()');
    if (query.locale) qb.andWhere('p.locale = :locale', { locale: query.locale });
    if (query.slug) qb.andWhere('p.slug = :slug', { slug: query.slug });
    query.sort.forEach((s, i) => {
      const column = `p.${SORTABLE[s.field]}`;
      if (i === 0) qb.orderBy(column, s.order, 'NULLS LAST');
      else qb.addOrderBy(column, s.order, 'NULLS LAST');
    });
    qb.addOrderBy('p.id', 'DESC');
    qb.skip((query.page - 1) * query.pageSize).take(query.pageSize);
    const [posts, total] = await qb.getManyAndCount();
    const translations = await this.translationsOf(posts, true);
    return {
      data: posts.map((p) => this.toStrapi(p, translations.get(p.translationGroup) ?? [])),
      meta: {
        pagination: {
          page: query.page,
          pageSize: query.pageSize,
          pageCount: Math.ceil(total / query.pageSize),
          total,
        },
      },
    };
  }

  private async translationsOf(posts: BlogPost[], liveOnly: boolean): Promise<Map<string, BlogPost[]>> {
    const groups = [...new Set(posts.map((p) => p.translationGroup))];
    const byGroup = new Map<string, BlogPost[]>();
    if (groups.length === 0) return byGroup;
    const all = await this.db.getRepository(BlogPost).find({
      where: { translationGroup: In(groups), ...(liveOnly ? { status: 'published' as const } : {}) },
      order: { locale: 'ASC' },
    });
    for (const p of all) byGroup.set(p.translationGroup, [...(byGroup.get(p.translationGroup) ?? []), p]);
    return byGroup;
  }

  private toStrapi(p: BlogPost, group: BlogPost[]): StrapiEntry<BlogPostAttributes> {
    return {
      id: p.id,
      attributes: {
        slug: p.slug,
        title: p.title,
        // Sanitised when written; sanitised again on the way out, so rows written before a rule changed
        // (or by hand) never reach a reader unsanitised.
        content: sanitizeBlogHtml(p.content),
        description: p.description || htmlToText(p.content).slice(0, 200),
        locale: p.locale,
        author: p.author,
        publishedAt: p.publishedAt?.toISOString() ?? null,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
        cover: { data: this.strapiCover(p) },
        localizations: {
          data: group
            .filter((t) => t.id !== p.id)
            .map((t) => ({ id: t.id, attributes: { slug: t.slug, locale: t.locale } })),
        },
      },
    };
  }

  /**
   * The cover as a populated Strapi v4 media field (issue #26): the file's own facts, `size` in kB as Strapi
   * reports it, no smaller `formats` (the storefront shows one size).
   */
  private strapiCover(p: BlogPost): StrapiEntry<StrapiMediaAttributes> | null {
    if (!p.coverKey) return null;
    const file = p.coverKey.slice(p.coverKey.lastIndexOf('/') + 1);
    const dot = file.lastIndexOf('.');
    const at = (p.coverUpdatedAt ?? p.updatedAt).toISOString();
    return {
      id: p.id,
      attributes: {
        name: p.coverName ?? file,
        alternativeText: p.coverAlt,
        caption: null,
        width: p.coverWidth,
        height: p.coverHeight,
        formats: null,
        hash: dot > 0 ? file.slice(0, dot) : file,
        ext: dot > 0 ? file.slice(dot) : '',
        mime: p.coverMime ?? 'application/octet-stream',
        size: p.coverSize === null ? 0 : Math.round(p.coverSize / 10.24) / 100,
        url: this.coverUrl(p.coverKey),
        previewUrl: null,
        provider: 'local',
        provider_metadata: null,
        createdAt: at,
        updatedAt: at,
      },
    };
  }

  // --- support (the console) -------------------------------------------------------------------------

  async adminList(query: AdminListQuery): Promise<{ rows: AdminPost[]; total: number }> {
    const qb = this.db.getRepository(BlogPost).createQueryBuilder('p');
    const { status, locale, q, id } = query.filter;
    if (status !== undefined) {
      if (!(POST_STATUSES as readonly string[]).includes(status)) throw validation('Unknown status');
      qb.andWhere('p.status = :status', { status });
    }
    if (locale !== undefined) {
      if (!(BLOG_LOCALES as readonly string[]).includes(locale)) throw validation('Unknown locale');
      qb.andWhere('p.locale = :locale', { locale });
    }
    if (id !== undefined) qb.andWhere('p.id = any(:ids)', { ids: id });
    if (q) {
      qb.andWhere(
        new Brackets((w) =>
          w.where('p.title ilike :q', { q: `%${q}%` }).orWhere('p.slug ilike :q', { q: `%${q}%` }),
        ),
      );
    }
    const column =
      query.sort.field in SORTABLE ? SORTABLE[query.sort.field as keyof typeof SORTABLE] : query.sort.field;
    qb.orderBy(`p.${column}`, query.sort.order, 'NULLS LAST').addOrderBy('p.id', 'DESC');
    qb.skip(query.offset).take(query.limit);
    const [posts, total] = await qb.getManyAndCount();
    const groups = await this.translationsOf(posts, false);
    return { rows: posts.map((p) => this.toAdmin(p, groups.get(p.translationGroup) ?? [])), total };
  }

  async adminGet(id: number): Promise<AdminPost> {
    const post = await this.find(this.db.manager, id);
    const groups = await this.translationsOf([post], false);
    return this.toAdmin(post, groups.get(post.translationGroup) ?? []);
  }

  async create(body: unknown, user: { sub: string; email: string }): Promise<AdminPost> {
    const input = parseInput(body);
    const id = await this.db.transaction(async (m) => {
      let group: string = randomUUID();
      if (input.translationOf) {
        const original = await this.find(m, input.translationOf);
        group = original.translationGroup;
      }
      await this.assertFree(m, input.slug, group, input.locale, undefined);
      const post = m.getRepository(BlogPost).create({
        slug: input.slug,
        title: input.title,
        description: input.description,
        content: sanitizeBlogHtml(input.content),
        locale: input.locale,
        coverAlt: input.coverAlt,
        coverKey: null,
        author: input.author ?? user.email,
        status: 'draft',
        publishedAt: null,
        translationGroup: group,
      });
      const saved = await m.getRepository(BlogPost).save(post);
      await this.audit(m, saved.id, 'created', user.sub, { ...input, content: saved.content });
      return saved.id;
    });
    return this.adminGet(id);
  }

  /** Edit: the fields the form sends; an unchanged post is not saved or audited again (idempotent). */
  async update(id: number, body: unknown, user: { sub: string }): Promise<AdminPost> {
    const raw = (body ?? {}) as Record<string, unknown>;
    // react-admin sends the whole record back; only the writable fields are taken.
    const writable = Object.fromEntries(
      Object.entries(raw).filter(([k]) => k in postInputSchema.shape && k !== 'translationOf'),
    );
    const input = parseInput(writable);
    await this.db.transaction(async (m) => {
      const post = await this.find(m, id, true);
      await this.assertFree(m, input.slug, post.translationGroup, input.locale, id);
      const next = {
        slug: input.slug,
        title: input.title,
        description: input.description,
        content: sanitizeBlogHtml(input.content),
        locale: input.locale,
        coverAlt: input.coverAlt,
        author: input.author ?? post.author,
      };
      const changes = Object.fromEntries(
        Object.entries(next).filter(([k, v]) => (post as unknown as Record<string, unknown>)[k] !== v),
      );
      if (Object.keys(changes).length === 0) return;
      await m.getRepository(BlogPost).update({ id }, changes);
      await this.audit(m, id, 'updated', user.sub, changes);
    });
    return this.adminGet(id);
  }

  /** Publish / Unpublish: a second call in the same state changes nothing and is not audited again. */
  async setStatus(id: number, status: PostStatus, user: { sub: string }): Promise<AdminPost> {
    await this.db.transaction(async (m) => {
      const post = await this.find(m, id, true);
      if (post.status === status) return;
      const publishedAt = status === 'published' ? (post.publishedAt ?? new Date()) : post.publishedAt;
      await m.getRepository(BlogPost).update({ id }, { status, publishedAt });
      await this.audit(m, id, status === 'published' ? 'published' : 'unpublished', user.sub, {
        status,
        publishedAt: publishedAt?.toISOString() ?? null,
      });
    });
    return this.adminGet(id);
  }

  /**
   * A new cover (already stored through the storage port, `storeCover`): recorded and audited with the user's
   * id; the same image again changes nothing. The previous object is deleted once no post uses it (the seeded
   * covers are shared by a post and its translation).
   */
  async setCover(id: number, cover: CoverFacts, user: { sub: string }): Promise<AdminPost> {
    const previous = await this.db.transaction(async (m) => {
      const post = await this.find(m, id, true);
      if (post.coverKey === cover.key) return null;
      await m.getRepository(BlogPost).update(
        { id },
        {
          coverKey: cover.key,
          coverName: cover.name,
          coverMime: cover.mime,
          coverWidth: cover.width,
          coverHeight: cover.height,
          coverSize: cover.size,
          coverUpdatedAt: new Date(),
        },
      );
      await this.audit(m, id, 'cover_changed', user.sub, { cover: { ...cover } });
      return post.coverKey;
    });
    if (previous) await this.deleteIfUnused(previous);
    return this.adminGet(id);
  }

  /** The post shows no cover any more; a second removal changes nothing and is not audited again. */
  async removeCover(id: number, user: { sub: string }): Promise<AdminPost> {
    const previous = await this.db.transaction(async (m) => {
      const post = await this.find(m, id, true);
      if (!post.coverKey) return null;
      await m.getRepository(BlogPost).update(
        { id },
        {
          coverKey: null,
          coverName: null,
          coverMime: null,
          coverWidth: null,
          coverHeight: null,
          coverSize: null,
          coverUpdatedAt: new Date(),
        },
      );
      await this.audit(m, id, 'cover_removed', user.sub, { cover: null, previous: post.coverKey });
      return post.coverKey;
    });
    if (previous) await this.deleteIfUnused(previous);
    return this.adminGet(id);
  }

  /** Throws the 404 of a post that is not there (before an upload is stored for it). */
  async assertExists(id: number): Promise<void> {
    await this.find(this.db.manager, id);
  }

  private async deleteIfUnused(key: string): Promise<void> {
    if (await this.db.getRepository(BlogPost).existsBy({ coverKey: key })) return;
    // After the commit: a failed delete leaves an unused file behind, never a post without its image.
    await this.storage
      .delete(key)
      .catch((err: unknown) => this.log.warn({ err, key }, 'old cover not deleted'));
  }

  async history(id: number): Promise<{ action: string; userId: string; at: string; changes: unknown }[]> {
    await this.find(this.db.manager, id);
    const rows = await this.db.getRepository(PostAudit).find({ where: { postId: id }, order: { id: 'ASC' } });
    return rows.map((r) => ({
      action: r.action,
      userId: r.userId,
      at: r.at.toISOString(),
      changes: r.changes,
    }));
  }

  private async find(m: EntityManager, id: number, lock = false): Promise<BlogPost> {
    const post = await m.getRepository(BlogPost).findOne({
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!post) throw new NotFoundException({ detail: 'Post not found', code: CONTENT_ERROR_CODES.NOT_FOUND });
    return post;
  }

  private async assertFree(
    m: EntityManager,
    slug: string,
    group: string,
    locale: string,
    self: number | undefined,
  ): Promise<void> {
    const notSelf = self === undefined ? {} : { id: Not(self) };
    if (await m.getRepository(BlogPost).exists({ where: { slug, ...notSelf } })) {
      throw new ConflictException({ detail: 'This slug is taken', code: CONTENT_ERROR_CODES.SLUG_TAKEN });
    }
    if (
      await m
        .getRepository(BlogPost)
        .exists({ where: { translationGroup: group, locale: locale as BlogPost['locale'], ...notSelf } })
    ) {
      throw new ConflictException({
        detail: 'This post already has a version in this language',
        code: CONTENT_ERROR_CODES.TRANSLATION_TAKEN,
      });
    }
  }

  private async audit(
    m: EntityManager,
    postId: number,
    action: AuditAction,
    userId: string,
    changes: Record<string, unknown>,
  ): Promise<void> {
    await m.query(
      `insert into content.post_audit (post_id, action, user_id, changes) values ($1, $2, $3, $4)`,
      [postId, action, userId, JSON.stringify(changes)],
    );
  }

  private toAdmin(p: BlogPost, group: BlogPost[]): AdminPost {
    return {
      id: p.id,
      slug: p.slug,
      title: p.title,
      description: p.description,
      content: p.content,
      locale: p.locale,
      status: p.status,
      publishedAt: p.publishedAt?.toISOString() ?? null,
      author: p.author,
      cover: p.coverKey
        ? {
            url: this.coverUrl(p.coverKey),
            name: p.coverName ?? p.coverKey.slice(COVERS_PREFIX.length),
            mime: p.coverMime ?? 'application/octet-stream',
            width: p.coverWidth ?? 0,
            height: p.coverHeight ?? 0,
            size: p.coverSize,
          }
        : null,
      coverAlt: p.coverAlt,
      translationGroup: p.translationGroup,
      translations: group
        .filter((t) => t.id !== p.id)
        .map((t) => ({ id: t.id, locale: t.locale, slug: t.slug, status: t.status })),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  }
}
