import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import {
  ADMIN_SESSION_SORT_FIELDS,
  REFINEMENT_SESSION_STATUSES,
  RefinementRpc,
  type AdminRefinementSessionView,
  storableText,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { parseOrBadRequest } from '../http/validation';
import { parseListQuery, sendPage } from './simple-rest';

const SessionIdParam = storableText().min(1).max(128);
const SessionFilter = z.object({
  bookId: storableText().min(1).max(128).optional(),
  ownerId: storableText().min(1).max(128).optional(),
  status: z.enum(REFINEMENT_SESSION_STATUSES).optional(),
  id: z.array(storableText().min(1).max(128)).max(200).optional(),
});

/** A refinement session as the console shows it: the record with `id` (ra-data-simple-rest). */
export type AdminRefinementSession = Omit<AdminRefinementSessionView, 'sessionId'> & { id: string };
const toAdmin = ({ sessionId, ...rest }: AdminRefinementSessionView): AdminRefinementSession => ({
  id: sessionId,
  ...rest,
});

/**
 * The refinement dialogues, read-only (issue #24, docs/admin-api.md): support sees what the parent wrote, what
 * the planner asked or planned, and where a session waits — a customer stuck in a dialogue. The `support` group
 * only (403 for everyone else, checked here on the server).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/refinement-sessions')
export class AdminRefinementSessionsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  private metadata(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  @Get()
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminRefinementSession[]> {
    const list = parseListQuery(query, {
      filters: ['bookId', 'ownerId', 'status'] as const,
      sortable: ADMIN_SESSION_SORT_FIELDS,
      defaultSort: { field: 'updatedAt', order: 'DESC' },
    });
    const filter = parseOrBadRequest(SessionFilter, list.filter);
    const { sessions, total } = await this.rpc.call(
      RefinementRpc.adminListSessions,
      {
        bookId: filter.bookId,
        ownerId: filter.ownerId,
        status: filter.status,
        ids: filter.id,
        sort: list.sort as { field: (typeof ADMIN_SESSION_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' },
        offset: list.offset,
        limit: list.limit,
      },
      this.metadata(user),
    );
    return sendPage(res, 'refinement-sessions', list, sessions.map(toAdmin), total);
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AdminRefinementSession> {
    const sessionId = parseOrBadRequest(SessionIdParam, id);
    return toAdmin(await this.rpc.call(RefinementRpc.adminGetSession, { sessionId }, this.metadata(user)));
  }
}
