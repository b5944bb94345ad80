import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '@fabelhaft/auth';
import { DomainError, ErrorCodes, OrdersRpc } from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { RateLimited } from '../http/rate-limit';

/**
 * The payment provider's webhook (Stripe, or the local hosted checkout that signs the same way). No bearer
 * token: the signature over the raw body is the authentication, checked by the orders service, which holds
 * the secret. 2xx only once the event is recorded; anything else makes the provider retry.
 */
@ApiExcludeController()
@Public()
@Controller('webhooks')
export class StripeWebhookController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Post('stripe')
  @RateLimited('webhooks')
  @HttpCode(200)
  async stripe(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (!signature || !req.rawBody) {
      throw new DomainError(ErrorCodes.PAYMENTS_INVALID_SIGNATURE, 'Missing Stripe-Signature header or body');
    }
    const result = await this.rpc.call(
      OrdersRpc.handleWebhook,
      { payload: req.rawBody.toString('utf8'), signature },
      { correlationId: currentCorrelationId() },
    );
    return { received: true, duplicate: result.duplicate };
  }
}
