import type { QuotaView } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import type { QuotaDefaults } from '../domain/quota-account';
import { QUOTA_ACCOUNTS_TABLE } from './quota-account.projection';

/** GET /limits: reads the read model directly; a customer without an account yet has the defaults. */
export async function getLimits(
  sql: SqlExecutor,
  defaults: QuotaDefaults,
  ownerId: string,
): Promise<QuotaView> {
  const { rows } = await sql.query<{
    preview_limit: number;
    previews_reserved: number;
    edit_limit: number;
    edits_used: number;
  }>(
    `select preview_limit, previews_reserved, edit_limit, edits_used from ${QUOTA_ACCOUNTS_TABLE} where owner_id = $1`,
    [ownerId],
  );
  const row = rows[0];
  if (!row) {
    return {
      ownerId,
      previewLimit: defaults.previewLimit,
      previewRemaining: defaults.previewLimit,
      editLimit: defaults.editLimit,
      editRemaining: defaults.editLimit,
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
