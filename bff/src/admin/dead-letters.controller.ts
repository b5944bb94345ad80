import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import { DEAD_LETTER_SERVICES, DeadLettersRpc, storableText } from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { parseOrBadRequest } from '../http/validation';
import {
  mergePage,
  parseDeadLetterId,
  toDeadLetterRecord,
  type DeadLetterRecord,
} from './dead-letter.mapper';
import { parseListQuery, sendPage } from './simple-rest';

const DeadLetterFilter = z.object({
  id: z.union([storableText(), z.array(storableText()).max(200)]).optional(),
  service: z.enum(DEAD_LETTER_SERVICES).optional(),
  consumer: storableText().min(1).max(200).optional(),
  q: storableText().optional(),
});

/** The deepest a page may reach: each service lists at most 1000 per call. */
const MAX_END = 1000;

/**
 * Support's dead letters (issue #13, docs/admin-api.md "dead-letters"): each service owns its own on the DLQ
 * stream and serves them (ADR 0018); the BFF merges the three and routes actions by the id's service.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/dead-letters')
export class AdminDeadLettersController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeadLetterRecord[]> {
    const q = parseListQuery(query, {
      filters: ['service', 'consumer'],
      sortable: ['failedAt'],
      defaultSort: { field: 'failedAt', order: 'DESC' },
    });
    const f = parseOrBadRequest(DeadLetterFilter, q.filter);
    const meta = { correlationId: currentCorrelationId() };
    if (f.id !== undefined) {
      // getMany: the ones that still exist.
      const ids = Array.isArray(f.id) ? f.id : [f.id];
      const found = await Promise.all(ids.map((id) => this.find(id).catch(() => null)));
      const records = found.filter((r): r is DeadLetterRecord => r !== null);
      return sendPage(res, 'dead-letters', q, records, records.length);
    }
    const limit = Math.max(0, Math.min(q.limit, MAX_END - q.offset));
    const services = f.service ? [f.service] : DEAD_LETTER_SERVICES;
    const perService = await Promise.all(
      services.map((s) =>
        this.rpc.call(
          DeadLettersRpc(s).list,
          {
            ...(f.consumer ? { consumer: f.consumer } : {}),
            order: q.sort.order,
            offset: 0,
            limit: Math.min(MAX_END, Math.max(1, q.offset + limit)),
          },
          meta,
        ),
      ),
    );
    const { page, total } = mergePage(perService, q.sort.order, q.offset, limit);
    return sendPage(res, 'dead-letters', q, page.map(toDeadLetterRecord), total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<DeadLetterRecord> {
    return this.find(id);
  }

  /** Republishes the original message to its subject and removes the dead letter; answers it as it was. */
  @Post(':id/retry')
  @HttpCode(200)
  async retry(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<DeadLetterRecord> {
    const { service, sequence } = parseDeadLetterId(id);
    const record = await this.find(id);
    await this.rpc.call(
      DeadLettersRpc(service).retry,
      { sequence },
      { correlationId: currentCorrelationId(), userId: user.sub },
    );
    return record;
  }

  /** Discards the dead letter; answers it as it was (ra-data-simple-rest's `delete`). */
  @Delete(':id')
  async discard(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<DeadLetterRecord> {
    const { service, sequence } = parseDeadLetterId(id);
    const record = await this.find(id);
    await this.rpc.call(
      DeadLettersRpc(service).discard,
      { sequence },
      { correlationId: currentCorrelationId(), userId: user.sub },
    );
    return record;
  }

  private async find(id: string): Promise<DeadLetterRecord> {
    const { service, sequence } = parseDeadLetterId(id);
    const view = await this.rpc.call(
      DeadLettersRpc(service).get,
      { sequence },
      { correlationId: currentCorrelationId() },
    );
    return toDeadLetterRecord(view);
  }
}
