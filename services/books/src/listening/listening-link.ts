import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import {
  DomainError,
  ErrorCodes,
  ErrorTexts,
  type ListenView,
  type ListeningLinkView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import type { Book, ProducedFiles } from '../domain/book';
import { bookNotFound } from '../domain/book.errors';
import { LISTENING_TOKEN } from '../domain/listening.decide';
import type { BookRepository } from '../infrastructure/book.repository';
import { BOOKS_TABLE } from '../read-model/book.projection';

/** 18 random bytes: 144 bits, 24 base64url characters (ADR 0038: at least 128 bits, never the book id). */
export const newListeningToken = (): string => randomBytes(18).toString('base64url');

/** The link printed as the book's QR code: the storefront's listen page for the token. */
export const listenUrlOf = (storefrontBaseUrl: string, token: string): string =>
  `${storefrontBaseUrl.replace(/\/+$/, '')}/listen/${token}`;

export interface ListeningDeps {
  books: BookRepository;
  storefrontBaseUrl: string;
}

function viewOf(state: Book, storefrontBaseUrl: string): ListeningLinkView {
  const { token, enabled } = state.listening;
  return { bookId: state.bookId, enabled, token, url: token ? listenUrlOf(storefrontBaseUrl, token) : null };
}

/** `GET /books/{id}/listening-link`: the owner's book only (another's, or a deleted one, is not found). */
export async function getListeningLink(
  deps: ListeningDeps,
  input: { ownerId: string; bookId: string },
): Promise<ListeningLinkView> {
  const { state } = await deps.books.load(input.bookId);
  if (state.status === 'none' || state.deleted || state.ownerId !== input.ownerId) throw bookNotFound();
  return viewOf(state, deps.storefrontBaseUrl);
}

/** The owner turns the link on or off (idempotent). */
export async function setListeningLink(
  deps: ListeningDeps,
  input: { ownerId: string; bookId: string; enabled: boolean },
  metadata: RequestMetadata,
): Promise<ListeningLinkView> {
  const { ownerId, bookId } = input;
  const { state } = await deps.books.handle(
    bookId,
    input.enabled
      ? { type: 'EnableListeningLink', bookId, ownerId, token: newListeningToken() }
      : { type: 'DisableListeningLink', bookId, ownerId },
    metadata,
  );
  return viewOf(state, deps.storefrontBaseUrl);
}

/** "New link": a fresh token; the old one answers 404 from now on (a retry with the old token: no-op). */
export async function renewListeningLink(
  deps: ListeningDeps,
  input: { ownerId: string; bookId: string; replaces: string | null },
  metadata: RequestMetadata,
): Promise<ListeningLinkView> {
  const { ownerId, bookId, replaces } = input;
  const { state } = await deps.books.handle(
    bookId,
    { type: 'RenewListeningLink', bookId, ownerId, token: newListeningToken(), replaces },
    metadata,
  );
  return viewOf(state, deps.storefrontBaseUrl);
}

export const listenNotFound = () =>
  new DomainError(ErrorCodes.BOOKS_LISTEN_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_LISTEN_NOT_FOUND]);

/**
 * The public listen page's book (ADR 0038): only for a token that is the book's current one, switched on, of a
 * book not deleted and produced. An unknown, replaced, switched-off or deleted book's token answers alike.
 */
export async function getListen(pool: Pool, token: string): Promise<ListenView> {
  if (!LISTENING_TOKEN.test(token)) throw listenNotFound();
  const { rows } = await pool.query<{
    owner_id: string;
    title: string | null;
    cover_key: string | null;
    production: ProducedFiles | null;
  }>(
    `select owner_id, title, cover_key, production from ${BOOKS_TABLE}
     where listening_token = $1 and listening_enabled and not deleted and production is not null`,
    [token],
  );
  const row = rows[0];
  if (!row?.production) throw listenNotFound();
  const pages = row.production.pages;
  return {
    ownerId: row.owner_id,
    title: row.title ?? '',
    // The front cover as the viewer shows it; a book made before its flipbook had one: the preview's cover.
    coverKey: pages.find((p) => p.pageType === 'cover')?.imageKey ?? row.cover_key,
    pages: pages
      .filter((p) => (p.audio ?? []).length > 0)
      .map((p) => ({ pageNumber: p.pageNumber, audio: p.audio ?? [] })),
  };
}

/**
 * The link the print files carry (production and each revision, before they are made): the book's token,
 * minted now if it has none, so every print file of the book prints the same code until the owner asks for a
 * new link. Whether it answers stays the owner's choice (off by default).
 */
export async function printedListenUrl(
  deps: ListeningDeps,
  bookId: string,
  metadata: RequestMetadata,
): Promise<string> {
  const { state } = await deps.books.handle(
    bookId,
    { type: 'MintListeningLink', bookId, token: newListeningToken() },
    metadata,
  );
  return listenUrlOf(deps.storefrontBaseUrl, state.listening.token as string);
}
