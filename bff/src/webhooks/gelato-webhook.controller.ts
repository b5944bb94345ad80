import { timingSafeEqual } from 'node:crypto';
import { Controller, HttpCode, Inject, NotFoundException, Post, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '@fabelhaft/auth';
import { ErrorCodes, FulfilmentRpc } from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { BFF_CONFIG, RPC_CLIENT } from '../bff.di-tokens';
import type { BffConfig } from '../bff.config';
import { currentCorrelationId } from '../http/correlation';
import { RateLimited } from '../http/rate-limit';

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Gelato's webhooks (issue #15): Gelato signs nothing, so the URL carries a shared secret
 * (`POST /webhooks/gelato?secret=…`, GELATO_WEBHOOK_SECRET). A wrong or missing secret — or none configured —
 * answers 404 like an unknown route. The fulfilment service maps the event to the partner-status command.
 */
@ApiExcludeController()
@Public()
@Controller('webhooks')
export class GelatoWebhookController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Post('gelato')
  @RateLimited('webhooks')
  @HttpCode(200)
  async gelato(
    @Req() req: RawBodyRequest<Request>,
    @Query('secret') secret: unknown,
  ): Promise<{ received: true; outcome: string }> {
    const expected = this.config.GELATO_WEBHOOK_SECRET;
    if (!expected || typeof secret !== 'string' || !same(secret, expected) || !req.rawBody) {
      throw new NotFoundException({ detail: 'Not found', code: ErrorCodes.NOT_FOUND });
    }
    const { outcome } = await this.rpc.call(
      FulfilmentRpc.handleGelatoWebhook,
      { payload: req.rawBody.toString('utf8') },
      { correlationId: currentCorrelationId() },
    );
    return { received: true, outcome };
  }
}
