import {
  BadRequestException,
  Controller,
  ForbiddenException,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '@fabelhaft/auth';
import { sameSecret } from '@fabelhaft/service-kit';
import { ErrorCodes, FulfilmentRpc } from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { BFF_CONFIG, RPC_CLIENT } from '../bff.di-tokens';
import type { BffConfig } from '../bff.config';
import { currentCorrelationId } from '../http/correlation';
import { RateLimited } from '../http/rate-limit';

/**
 * Gelato's webhooks (issue #15): Gelato signs nothing, so the URL carries a shared secret
 * (`POST /webhooks/gelato?secret=…`, GELATO_WEBHOOK_SECRET). A wrong or missing secret answers 403
 * `{ detail, code }` and reaches nothing behind the BFF; with no secret configured the integration is off and the
 * route answers 404. The fulfilment service maps the event to the partner-status command and answers 200 for
 * any Gelato event, also one about an order it does not know (Gelato's retries could not change that answer).
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
    // The integration is off: the route is as unknown as any other.
    if (!expected) throw new NotFoundException({ detail: 'Not found', code: ErrorCodes.NOT_FOUND });
    // A refusal Gelato's delivery log shows as such (it posts each event 3 times, 5 s apart, then gives up).
    // Digests of both, compared in constant time: a guess of any length or bytes is a 403, never a throw (#22).
    if (!sameSecret(secret, expected)) {
      throw new ForbiddenException({
        detail: 'The webhook secret is missing or wrong.',
        code: ErrorCodes.AUTH_FORBIDDEN,
      });
    }
    if (!req.rawBody) {
      throw new BadRequestException({ detail: 'The webhook body is empty.', code: ErrorCodes.VALIDATION });
    }
    const { outcome } = await this.rpc.call(
      FulfilmentRpc.handleGelatoWebhook,
      { payload: req.rawBody.toString('utf8') },
      { correlationId: currentCorrelationId() },
    );
    return { received: true, outcome };
  }
}
