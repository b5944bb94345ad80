import {
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Roles, SUPPORT_GROUP } from '@fabelhaft/auth';
import { ErasureView, ErrorCodes } from '@fabelhaft/contracts';
import { ERASURE_LEDGER, type ErasureLedger } from '../account/erasure-ledger';
import { toErasureView, type ErasureRecord } from '../account/erasure-saga.decide';
import { ErasureSaga } from '../account/erasure-saga';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import { parseListQuery, sendPage } from './simple-rest';

const ErasureFilter = z.object({
  id: z.union([z.string().max(128), z.array(z.string().max(128)).max(200)]).optional(),
  status: z.enum(['in_progress', 'completed']).optional(),
  q: z.string().max(128).optional(),
});

const SORTABLE = ['requestedAt', 'updatedAt'] as const;

/**
 * issue #22 (ADR 0016 addendum, docs/admin-api.md "erasures"): support sees every erasure with a status per service
 * — done, waiting (and for what), failed (retried) — and may ask for a retry now rather than at the next round.
 * The id is the erased subject; nothing else of the customer is kept here.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/erasures')
export class AdminErasuresController {
  constructor(
    @Inject(ERASURE_LEDGER) private readonly ledger: ErasureLedger,
    @Inject(ErasureSaga) private readonly saga: ErasureSaga,
  ) {}

  @Get()
  @ApiOkResponse({ schema: { type: 'array', items: schemaOf(ErasureView) } })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const q = parseListQuery(query, {
      filters: ['status'],
      sortable: SORTABLE,
      defaultSort: { field: 'requestedAt', order: 'DESC' },
    });
    const f = parseOrBadRequest(ErasureFilter, q.filter);
    const ids = f.id === undefined ? null : new Set(Array.isArray(f.id) ? f.id : [f.id]);
    const views = (await this.ledger.list())
      .map(toErasureView)
      .filter((v) => (ids ? ids.has(v.id) : true))
      .filter((v) => (f.status ? v.status === f.status : true))
      .filter((v) => (f.q ? v.subject.includes(f.q) : true))
      .sort((a, b) => {
        const field = q.sort.field as (typeof SORTABLE)[number];
        const order = a[field].localeCompare(b[field]);
        return q.sort.order === 'ASC' ? order : -order;
      });
    return sendPage(res, 'erasures', q, views.slice(q.offset, q.offset + q.limit), views.length);
  }

  @Get(':id')
  @ApiOkResponse({ schema: schemaOf(ErasureView) })
  async get(@Param('id') id: string): Promise<ErasureView> {
    return toErasureView(await this.find(id));
  }

  /** Runs the steps not yet done now; answers the erasure as it then is. */
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ schema: schemaOf(ErasureView) })
  async retry(@Param('id') id: string): Promise<ErasureView> {
    await this.find(id);
    return toErasureView((await this.saga.run(id)) ?? (await this.find(id)));
  }

  private async find(id: string): Promise<ErasureRecord> {
    const record = id.length <= 128 ? await this.ledger.get(id) : null;
    if (!record) throw new NotFoundException({ detail: 'Erasure not found', code: ErrorCodes.NOT_FOUND });
    return record;
  }
}
