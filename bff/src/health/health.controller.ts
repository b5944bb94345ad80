import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@fabelhaft/auth';
import { ErrorCodes } from '@fabelhaft/contracts';
import type { NatsConnection, RpcClient } from '@fabelhaft/messaging';
import { NATS_CONNECTION, RPC_CLIENT } from '../bff.di-tokens';
import { checkReadiness, READY_SERVICES, READY_TIMEOUT_MS, serviceProbe, type Probe } from './readiness';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {}

  /** The process is up (for restarts). */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * NATS answers and every service the BFF calls replies to its health, all asked at once with a short timeout
   * (for load balancers). 503 names the ones that are down: `{ detail, code, down, checks }`.
   */
  @Get('ready')
  @ApiOkResponse({ description: '`{ status: "ok", checks }`: NATS and every service answer' })
  @ApiServiceUnavailableResponse({ description: '`{ detail, code, down, checks }`: the ones that do not' })
  async ready(@Res() res: Response): Promise<void> {
    const probes: Record<string, Probe> = { nats: () => this.nc.flush() };
    for (const service of READY_SERVICES) probes[service] = serviceProbe(this.rpc, service, READY_TIMEOUT_MS);
    const { checks, down } = await checkReadiness(probes, READY_TIMEOUT_MS);
    if (down.length === 0) {
      res.status(200).json({ status: 'ok', checks });
      return;
    }
    res.status(503).json({
      detail: `Not ready: ${down.join(', ')}`,
      code: ErrorCodes.UNAVAILABLE,
      down,
      checks,
    });
  }
}
