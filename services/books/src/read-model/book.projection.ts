import type { InlineProjection, Migration } from '@fabelhaft/eventsourcing';
import { bookStatusOf, type BookEvent, type LikenessCheck, type ProducedFiles } from '../domain/book';
import { BOOKS_SCHEMA } from '../books.config';

export const BOOKS_TABLE = `${BOOKS_SCHEMA}.books`;
const T = BOOKS_TABLE;

export const booksMigration: Migration = {
  id: 'books-0001-books',
  sql: `create table ${T} (
          book_id text primary key,
          owner_id text not null,
          title text,
          idea text not null,
          main_language text not null,
          translation_language text,
          age_range text not null,
          style text not null,
          reference_images jsonb not null default '[]',
          text_background_enabled boolean not null,
          translate_character_names boolean not null,
          format text,
          status text not null,
          preview_status text not null,
          payment_status text not null default 'none',
          is_preview boolean not null default true,
          preview jsonb,
          cover_key text,
          error text,
          deleted boolean not null default false,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          -- The request's place in the log: orders books created in the same millisecond, same after a rebuild.
          created_position bigint not null
        );
        create index books_owner_created on ${T} (owner_id, created_at desc, created_position desc)
          where not deleted`,
};

/** The preview sweeper finds failed previews whose reservation was not given back yet. */
export const booksReservationMigration: Migration = {
  id: 'books-0002-reservation-released',
  sql: `alter table ${T} add column reservation_released boolean not null default false;
        create index books_unsettled on ${T} (updated_at)
          where not deleted and (preview_status in ('queued', 'generating')
            or (preview_status = 'failed' and not reservation_released))`,
};

/** issue #6: a paid book's production (status in `status`, files in `production`). */
export const booksProductionMigration: Migration = {
  id: 'books-0003-production',
  sql: `alter table ${T} add column order_id text;
        alter table ${T} add column download_key text;
        alter table ${T} add column production jsonb`,
};

/** issue #14: the revision shown (the viewer's files are in `production`) and whether one is being made. */
export const booksRevisionMigration: Migration = {
  id: 'books-0004-revisions',
  sql: `alter table ${T} add column revision integer not null default 0;
        alter table ${T} add column revision_in_progress boolean not null default false`,
};

/** issue #15: when the owner approved the book for print. */
export const booksApprovalMigration: Migration = {
  id: 'books-0005-approval',
  sql: `alter table ${T} add column approved_at timestamptz`,
};

/** issue #23: the likeness check of each revision (by its number); the book shows the shown revision's. */
export const booksLikenessMigration: Migration = {
  id: 'books-0006-likeness',
  sql: `alter table ${T} add column likeness jsonb not null default '{}'`,
};

/**
 * issue #28 part 4 (ADR 0038): the listening link — token → book for the public listen page (unique, so one
 * token never names two books), and whether it answers. The token goes with the book's row (deletion, erasure).
 */
export const booksListeningMigration: Migration = {
  id: 'books-0007-listening-link',
  sql: `alter table ${T} add column listening_token text;
        alter table ${T} add column listening_enabled boolean not null default false;
        create unique index books_listening_token on ${T} (listening_token) where listening_token is not null`,
};

/** The read model behind the book list, book detail and preview poll; updated in the append's transaction. */
export const bookProjection: InlineProjection = {
  name: 'books',
  async apply(recorded, sql) {
    const event = { type: recorded.type, data: recorded.data } as BookEvent;
    switch (event.type) {
      case 'BookPreviewRequested': {
        const d = event.data;
        await sql.query(
          `insert into ${T} (book_id, owner_id, idea, main_language, translation_language, age_range, style,
             reference_images, text_background_enabled, translate_character_names, status, preview_status,
             created_at, updated_at, created_position)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'queued', $12, $12, $13)
           on conflict (book_id) do nothing`,
          [
            d.bookId,
            d.ownerId,
            d.idea,
            d.mainLanguage,
            d.translationLanguage,
            d.ageRange,
            d.style,
            JSON.stringify(d.referenceImages),
            d.textBackgroundEnabled,
            d.translateCharacterNames,
            bookStatusOf('queued'),
            d.at,
            recorded.globalPosition,
          ],
        );
        return;
      }
      case 'BookPreviewStarted':
        await sql.query(
          `update ${T} set status = $2, preview_status = 'generating', updated_at = $3 where book_id = $1`,
          [event.data.bookId, bookStatusOf('generating'), event.data.at],
        );
        return;
      case 'BookPreviewCompleted':
        await sql.query(
          `update ${T} set status = 'completed', preview_status = 'completed', preview = $2, title = $3,
             format = $4, cover_key = $5, error = null, updated_at = $6 where book_id = $1`,
          [
            event.data.bookId,
            JSON.stringify(event.data.preview),
            event.data.title,
            event.data.format,
            event.data.coverKey,
            event.data.at,
          ],
        );
        return;
      case 'BookPreviewFailed':
        await sql.query(
          `update ${T} set status = 'failed', preview_status = 'failed', error = $2, updated_at = $3
           where book_id = $1`,
          [event.data.bookId, event.data.reason, event.data.at],
        );
        return;
      case 'BookPreviewDeleted':
        // issue #28: a deleted book's listening link answers no more, whatever brings the row back.
        await sql.query(
          `update ${T} set deleted = true, listening_token = null, listening_enabled = false, updated_at = $2
           where book_id = $1`,
          [event.data.bookId, event.data.at],
        );
        return;
      case 'BookListeningLinkMinted':
      case 'BookListeningLinkRenewed':
        await sql.query(`update ${T} set listening_token = $2, updated_at = $3 where book_id = $1`, [
          event.data.bookId,
          event.data.token,
          event.data.at,
        ]);
        return;
      case 'BookListeningLinkEnabled':
      case 'BookListeningLinkDisabled':
        await sql.query(`update ${T} set listening_enabled = $2, updated_at = $3 where book_id = $1`, [
          event.data.bookId,
          event.type === 'BookListeningLinkEnabled',
          event.data.at,
        ]);
        return;
      case 'BookPreviewReservationReleased':
        await sql.query(`update ${T} set reservation_released = true where book_id = $1`, [
          event.data.bookId,
        ]);
        return;
      case 'BookProductionRequested':
        await sql.query(
          `update ${T} set status = 'queued', is_preview = false, deleted = false, format = $2, order_id = $3,
             production = null, download_key = null, error = null, updated_at = $4 where book_id = $1`,
          [event.data.bookId, event.data.format, event.data.orderId, event.data.at],
        );
        return;
      case 'BookProductionStarted':
      case 'BookProductionRunning':
        await sql.query(`update ${T} set status = $2, updated_at = $3 where book_id = $1`, [
          event.data.bookId,
          event.type === 'BookProductionStarted' ? 'orchestrating' : 'running',
          event.data.at,
        ]);
        return;
      case 'BookProduced':
        await sql.query(
          `update ${T} set status = 'completed', download_key = $2, production = $3, error = null, updated_at = $4
           where book_id = $1`,
          [event.data.bookId, event.data.files.downloadKey, JSON.stringify(event.data.files), event.data.at],
        );
        return;
      case 'BookProductionFailed':
        await sql.query(`update ${T} set status = 'failed', error = $2, updated_at = $3 where book_id = $1`, [
          event.data.bookId,
          event.data.reason,
          event.data.at,
        ]);
        return;
      case 'BookPaymentStatusChanged':
        await sql.query(`update ${T} set payment_status = $2, updated_at = $3 where book_id = $1`, [
          event.data.bookId,
          event.data.paymentStatus,
          event.data.at,
        ]);
        return;
      case 'BookRevisionApplied': {
        // issue #21: a retitle is a change like any other; the book lists show the new title (main language).
        const retitle = [...event.data.changes].reverse().find((c) => c.action === 'retitle');
        await sql.query(
          `update ${T} set revision_in_progress = true, updated_at = $2,
             title = coalesce(($3::jsonb) ->> main_language, title) where book_id = $1`,
          [event.data.bookId, event.data.at, retitle ? JSON.stringify(retitle['title'] ?? {}) : null],
        );
        return;
      }
      case 'BookRevisionStarted':
        await sql.query(`update ${T} set updated_at = $2 where book_id = $1`, [
          event.data.bookId,
          event.data.at,
        ]);
        return;
      case 'BookRevisionProduced':
        // The viewer and the download show the latest revision.
        await sql.query(
          `update ${T} set revision = $2, download_key = $3, production = $4, revision_in_progress = false,
             updated_at = $5 where book_id = $1`,
          [
            event.data.bookId,
            event.data.revision,
            event.data.files.downloadKey,
            JSON.stringify(event.data.files),
            event.data.at,
          ],
        );
        return;
      case 'BookApproved':
        await sql.query(
          `update ${T} set approved_at = coalesce(approved_at, $2), updated_at = $2 where book_id = $1`,
          [event.data.bookId, event.data.at],
        );
        return;
      case 'BookLikenessChecked':
        await sql.query(
          `update ${T} set likeness = likeness || jsonb_build_object($2::text, $3::jsonb), updated_at = $4
           where book_id = $1`,
          [
            event.data.bookId,
            String(event.data.revision),
            JSON.stringify({ ...event.data.likeness, checkedAt: event.data.at }),
            event.data.at,
          ],
        );
        return;
      case 'BookRevisionFailed':
        // A refusal (no revision number) leaves a revision in flight in flight.
        await sql.query(
          `update ${T} set revision_in_progress = revision_in_progress and $2, updated_at = $3
           where book_id = $1`,
          [event.data.bookId, event.data.revision === null, event.data.at],
        );
        return;
    }
  },
  async reset(sql) {
    await sql.query(`truncate ${T}`);
  },
};

/** A row of the read model, as the queries select it. */
export interface BookRow {
  book_id: string;
  owner_id: string;
  title: string | null;
  idea: string;
  main_language: string;
  translation_language: string | null;
  age_range: string;
  style: string;
  format: string | null;
  status: string;
  preview_status: string;
  payment_status: string;
  is_preview: boolean;
  preview: Record<string, unknown> | null;
  cover_key: string | null;
  download_key: string | null;
  error: string | null;
  revision: number;
  /** The shown revision's files (ProducedFiles), once produced. */
  production: ProducedFiles | null;
  approved_at: Date | null;
  /** issue #23: the likeness check per revision number (with `checkedAt`). */
  likeness: Record<string, LikenessCheck & { checkedAt: string }>;
  created_at: Date;
  updated_at: Date;
}

export const BOOK_COLUMNS = `book_id, owner_id, title, idea, main_language, translation_language, age_range,
  style, format, status, preview_status, payment_status, is_preview, preview, cover_key, download_key, error,
  revision, production, approved_at, likeness, created_at, updated_at`;
