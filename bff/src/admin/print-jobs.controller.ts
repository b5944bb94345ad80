import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import {
  FulfilmentRpc,
  PRINT_JOB_SORT_FIELDS,
  PrintJobStatus,
  type PrintJobDetail,
  type PrintJobView,
  storableText,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { parseOrBadRequest } from '../http/validation';
import { parseListQuery, sendPage } from './simple-rest';

const PrintJobIdParam = storableText().min(1).max(128);
const PrintJobFilter = z.object({
  status: PrintJobStatus.optional(),
  orderId: storableText().min(1).max(128).optional(),
  /** issue #24: the book page's print jobs. */
  bookId: storableText().min(1).max(128).optional(),
  partnerId: storableText().min(1).max(64).optional(),
  id: z.array(storableText().max(128)).max(200).optional(),
});
const SupportAction = z.object({ reason: storableText().trim().min(3).max(500) });

/** A print job as the console shows it: the record with `id` (ra-data-simple-rest). */
export type AdminPrintJob = Omit<PrintJobView, 'printJobId'> & { id: string };
export type AdminPrintJobDetail = AdminPrintJob & { history: PrintJobDetail['history'] };

const toAdmin = ({ printJobId, ...rest }: PrintJobView): AdminPrintJob => ({ id: printJobId, ...rest });
const toAdminDetail = ({ history, ...view }: PrintJobDetail): AdminPrintJobDetail => ({
  ...toAdmin(view),
  history,
});

/**
 * The support console's print jobs (issue #15, docs/admin-api.md): list with a status filter, show with the
 * history from the event store, cancel (before production) and reprint. The `support` group only (403 for
 * everyone else); the support user's id goes along as RPC metadata (the history's `by`).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/print-jobs')
export class AdminPrintJobsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  private metadata(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  @Get()
  @ApiOkResponse({ description: 'Print jobs, a page of them (Content-Range)' })
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminPrintJob[]> {
    const list = parseListQuery(query, {
      filters: ['status', 'orderId', 'bookId', 'partnerId'] as const,
      sortable: PRINT_JOB_SORT_FIELDS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const filter = parseOrBadRequest(PrintJobFilter, list.filter);
    const { printJobs, total } = await this.rpc.call(
      FulfilmentRpc.listPrintJobs,
      {
        status: filter.status,
        orderId: filter.orderId,
        bookId: filter.bookId,
        partnerId: filter.partnerId,
        ids: filter.id,
        sort: list.sort as { field: (typeof PRINT_JOB_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' },
        offset: list.offset,
        limit: list.limit,
      },
      this.metadata(user),
    );
    return sendPage(res, 'print-jobs', list, printJobs.map(toAdmin), total);
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AdminPrintJobDetail> {
    const printJobId = parseOrBadRequest(PrintJobIdParam, id);
    return toAdminDetail(await this.rpc.call(FulfilmentRpc.getPrintJob, { printJobId }, this.metadata(user)));
  }

  /** Cancels before in_production (409 FULFILMENT.CANCEL_NOT_ALLOWED after). Answers the updated job. */
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<AdminPrintJobDetail> {
    const printJobId = parseOrBadRequest(PrintJobIdParam, id);
    const { reason } = parseOrBadRequest(SupportAction, body ?? {});
    return toAdminDetail(
      await this.rpc.call(FulfilmentRpc.cancelPrintJob, { printJobId, reason }, this.metadata(user)),
    );
  }

  /** A new job for the same order item that names this one; answers the new job. Idempotent. */
  @Post(':id/reprint')
  @HttpCode(200)
  async reprint(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<AdminPrintJobDetail> {
    const printJobId = parseOrBadRequest(PrintJobIdParam, id);
    const { reason } = parseOrBadRequest(SupportAction, body ?? {});
    return toAdminDetail(
      await this.rpc.call(FulfilmentRpc.reprintPrintJob, { printJobId, reason }, this.metadata(user)),
    );
  }
}
