import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { QuotaView } from '@fabelhaft/contracts';
import type { QuotaDefaults } from '../../domain/quota-account';
import { LIMITS_SCHEMA } from '../../limits.config';
import { PG_POOL, QUOTA_DEFAULTS } from '../../limits.di-tokens';
import { GetLimitsQuery } from './get-limits.query';

/** Reads the read model directly; a customer without an account yet has the defaults. */
@QueryHandler(GetLimitsQuery)
export class GetLimitsHandler implements IQueryHandler<GetLimitsQuery, QuotaView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(QUOTA_DEFAULTS) private readonly defaults: QuotaDefaults,
  ) {}

  async execute({ ownerId }: GetLimitsQuery): Promise<QuotaView> {
    const { rows } = await this.pool.query<{
      preview_limit: number;
      previews_reserved: number;
      edit_limit: number;
      edits_used: number;
    }>(
      `select preview_limit, previews_reserved, edit_limit, edits_used from ${LIMITS_SCHEMA}.quota_accounts where owner_id = $1`,
      [ownerId],
    );
    const row = rows[0];
    if (!row) {
      return {
        ownerId,
        previewLimit: this.defaults.previewLimit,
        previewRemaining: this.defaults.previewLimit,
        editLimit: this.defaults.editLimit,
        editRemaining: this.defaults.editLimit,
      };
    }
    return {
      ownerId,
      previewLimit: row.preview_limit,
      previewRemaining: row.preview_limit - row.previews_reserved,
      editLimit: row.edit_limit,
      editRemaining: row.edit_limit - row.edits_used,
    };
  }
}
