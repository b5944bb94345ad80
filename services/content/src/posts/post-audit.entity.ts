import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'published',
  'unpublished',
  'cover_changed',
  'cover_removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Issue #26: every change support makes to a post, with the user's id (the token's subject). */
@Entity({ schema: 'content', name: 'post_audit' })
export class PostAudit {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'post_id', type: 'integer' })
  postId!: number;

  @Column({ type: 'text' })
  action!: AuditAction;

  @Column({ name: 'user_id', type: 'text' })
  userId!: string;

  /** The fields the change set, by name (their new values). */
  @Column({ type: 'jsonb', default: {} })
  changes!: Record<string, unknown>;

  @CreateDateColumn({ name: 'at', type: 'timestamptz' })
  at!: Date;
}
