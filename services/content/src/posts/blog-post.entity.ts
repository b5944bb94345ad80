import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BlogLocale } from '@fabelhaft/blog';

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * One blog post in one language (issue #26). The same post in another language is another row with the same
 * `translationGroup` (one row per group and locale). `content` is always sanitised HTML (`sanitizeBlogHtml`).
 */
@Entity({ schema: 'content', name: 'blog_posts' })
export class BlogPost {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  /** A plain-text summary for the meta description and the feed; empty: taken from the content. */
  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'varchar', length: 2 })
  locale!: BlogLocale;

  /** Object key of the cover image in the storage port (`content/covers/…`), or none. */
  @Column({ name: 'cover_key', type: 'text', nullable: true })
  coverKey!: string | null;

  @Column({ name: 'cover_alt', type: 'text', default: '' })
  coverAlt!: string;

  /** The cover's facts (set with `coverKey`, all or none): the uploaded file's name, its stored type and size. */
  @Column({ name: 'cover_name', type: 'text', nullable: true })
  coverName!: string | null;

  @Column({ name: 'cover_mime', type: 'text', nullable: true })
  coverMime!: string | null;

  @Column({ name: 'cover_width', type: 'integer', nullable: true })
  coverWidth!: number | null;

  @Column({ name: 'cover_height', type: 'integer', nullable: true })
  coverHeight!: number | null;

  /** Bytes of the stored image. */
  @Column({ name: 'cover_size', type: 'integer', nullable: true })
  coverSize!: number | null;

  @Column({ name: 'cover_updated_at', type: 'timestamptz', nullable: true })
  coverUpdatedAt!: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status!: PostStatus;

  /** Set when first published and kept on a later unpublish/publish, so a post keeps its place in the list. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'text' })
  author!: string;

  @Column({ name: 'translation_group', type: 'uuid' })
  translationGroup!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
