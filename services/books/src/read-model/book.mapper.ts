import type { BookView } from '@fabelhaft/contracts';
import { LIKENESS_PARTS, type LikenessPart } from '@fabelhaft/contracts/constants';
import { bookStatusOf, type Book, type LikenessCheck, type ProducedFiles } from '../domain/book';
import type { BookRow } from './book.projection';

/**
 * The one place a BookView is built: from a read-model row (queries), or from the book's state right after a
 * command (the answer to the command that changed it). Both follow spec §4: once paid, the book's status is
 * its production's; completed with is_preview false = ready.
 */
export function bookViewOfRow(row: BookRow): BookView {
  return {
    bookId: row.book_id,
    ownerId: row.owner_id,
    title: row.title,
    idea: row.idea,
    mainLanguage: row.main_language,
    translationLanguage: row.translation_language,
    ageRange: row.age_range,
    style: row.style,
    format: row.format,
    status: row.status,
    previewStatus: row.preview_status,
    paymentStatus: row.payment_status,
    isPreview: row.is_preview,
    preview: row.preview,
    coverKey: row.cover_key,
    downloadKey: row.download_key,
    error: row.error,
    revision: row.revision,
    approvedAt: row.approved_at?.toISOString() ?? null,
    print: printOf(row.format, row.status, row.production),
    likeness: likenessOf(row.likeness?.[String(row.revision)]),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function bookViewOf(state: Book): BookView {
  if (state.status === 'none' || !state.request) throw new Error('bookViewOf a book never requested');
  return {
    bookId: state.bookId,
    ownerId: state.ownerId,
    title: state.title,
    idea: state.request.idea,
    mainLanguage: state.request.mainLanguage,
    translationLanguage: state.request.translationLanguage,
    ageRange: state.request.ageRange,
    style: state.request.style,
    format: state.production.format ?? state.format,
    status: state.production.status !== 'none' ? state.production.status : bookStatusOf(state.status),
    previewStatus: state.status,
    paymentStatus: state.paymentStatus,
    isPreview: state.production.status === 'none',
    preview: state.preview,
    coverKey: state.coverKey,
    downloadKey: state.production.files?.downloadKey ?? null,
    error: state.production.error ?? state.error,
    revision: state.revision,
    approvedAt: state.approval?.approvedAt ?? null,
    print: printOf(state.production.format, state.production.status, state.production.files),
    likeness: likenessOf(state.likeness[state.revision]),
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/**
 * issue #15: what will be printed — the shown revision's format, page count, binding and preflight result —
 * once the full book is produced (the read model keeps a production's files while a retry runs: only a
 * completed book has a print summary).
 */
function printOf(format: string | null, status: string, files: ProducedFiles | null): BookView['print'] {
  if (status !== 'completed' || !files || (format !== 'booklet' && format !== 'board')) return null;
  return {
    format,
    pageCount: files.pageCount ?? null,
    preflightPassed: files.preflightPassed,
    binding: files.binding ?? null,
  };
}

/**
 * issue #23: the shown revision's likeness check as the BookView carries it (the parts as the contracts name
 * them; a part the contracts do not know is shown as `other`).
 */
function likenessOf(check: (LikenessCheck & { checkedAt: string }) | undefined): BookView['likeness'] {
  if (!check) return null;
  const parts: readonly string[] = LIKENESS_PARTS;
  return {
    checker: check.checker,
    checkedAt: check.checkedAt,
    passed: check.passed,
    pagesChecked: check.pagesChecked,
    characters: check.characters.map((c) => ({ ...c, failing: [...c.failing] })),
    problems: check.problems.map((p) => ({
      ...p,
      differences: p.differences.map((d) => ({
        part: (parts.includes(d.part) ? d.part : 'other') as LikenessPart,
        note: d.note,
      })),
    })),
    remade: [...check.remade],
    unchecked: [...check.unchecked],
  };
}
