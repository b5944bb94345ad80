import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { PreviewView } from '@fabelhaft/contracts';
import { PG_POOL, PREVIEW_QUOTA } from '../../books.di-tokens';
import type { PreviewQuota } from '../../preview-quota.port';
import { readOwnedBook } from '../get-book/get-book.handler';
import { GetPreviewQuery } from './get-preview.query';
import { previewView } from './preview-view';

/** The status poll (spec §4, every 3 s): the book from the read model, the quota figures from limits. */
@QueryHandler(GetPreviewQuery)
export class GetPreviewHandler implements IQueryHandler<GetPreviewQuery, PreviewView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PREVIEW_QUOTA) private readonly quota: PreviewQuota,
  ) {}

  async execute({ ownerId, bookId, metadata }: GetPreviewQuery): Promise<PreviewView> {
    const book = await readOwnedBook(this.pool, ownerId, bookId);
    return previewView(book, await this.quota.get(ownerId, metadata));
  }
}
