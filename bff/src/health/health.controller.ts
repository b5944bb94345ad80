import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@fabelhaft/auth';
import { LimitsRpc } from '@fabelhaft/contracts';
import type { NatsConnection, RpcClient } from '@fabelhaft/messaging';
import { NATS_CONNECTION, RPC_CLIENT } from '../bff.di-tokens';

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

  /** NATS answers and the services the BFF depends on reply (for load balancers). */
  @Get('ready')
  async ready(): Promise<{ status: 'ok'; checks: Record<string, 'ok'> }> {
    const checks: Record<string, 'ok' | string> = {};
    try {
      await this.nc.flush();
      checks.nats = 'ok';
    } catch (e) {
      checks.nats = (e as Error).message;
    }
    try {
      await this.rpc.call(LimitsRpc.getLimits, { ownerId: 'health-check' }, {}, 2000);
      checks.limits = 'ok';
    } catch (e) {
      checks.limits = (e as Error).message;
    }
    if (Object.values(checks).some((v) => v !== 'ok')) {
      throw new ServiceUnavailableException({
        detail: 'Not ready',
        code: 'COMMON.UPSTREAM_UNAVAILABLE',
        checks,
      });
    }
    return { status: 'ok', checks: checks as Record<string, 'ok'> };
  }
}
