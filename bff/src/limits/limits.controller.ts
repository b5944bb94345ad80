import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@fabelhaft/auth';
import { ErrorBody, LimitsResponse, LimitsRpc } from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';

@ApiTags('limits')
@ApiBearerAuth()
@Controller('limits')
export class LimitsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** spec §7 GET /limits → §3 Limits, for the caller (the token's subject). */
  @Get()
  @ApiOkResponse({ schema: schemaOf(LimitsResponse) })
  @ApiUnauthorizedResponse({ schema: schemaOf(ErrorBody) })
  async getLimits(@CurrentUser() user: AuthUser): Promise<LimitsResponse> {
    const view = await this.rpc.call(
      LimitsRpc.getLimits,
      { ownerId: user.sub },
      { correlationId: currentCorrelationId(), userId: user.sub },
    );
    return LimitsResponse.parse({
      preview_limit: view.previewLimit,
      preview_remaining: view.previewRemaining,
      edit_limit: view.editLimit,
      edit_remaining: view.editRemaining,
    });
  }
}
