import type { INestApplicationContext } from '@nestjs/common';
import type { z } from 'zod';
import type { RpcContract } from '@fabelhaft/contracts';
import { definePolicy, type Policy } from '@fabelhaft/eventsourcing';
import { jobBinding, periodicBinding, type JobBinding, type PeriodicBinding } from './job-binding';
import { rpcBinding, type RpcBinding } from './rpc-binding';
import { SERVICE_DEPS } from './tokens';

/**
 * The binding helpers typed once against a service's deps object: `export const { rpc, job, periodic, policy }
 * = bindingsFor<BooksDeps>()`, then each use case folder says only what it does.
 */
export function bindingsFor<D>() {
  return {
    rpc: <Req extends z.ZodType, Res extends z.ZodType>(
      contract: RpcContract<Req, Res>,
      handle: RpcBinding<D, Req, Res>['handle'],
    ): RpcBinding<D> => rpcBinding<Req, Res, D>(contract, handle),
    job: <J>(binding: JobBinding<D, J>): JobBinding<D, J> => jobBinding(binding),
    periodic: (binding: PeriodicBinding<D>): PeriodicBinding<D> => periodicBinding(binding),
    policy: (policy: Policy<D>): Policy<D> => definePolicy<D>(policy),
  };
}

/** The deps object of a running service (tests call its use cases and sweeps directly). */
export function serviceDeps<D>(app: INestApplicationContext): D {
  return app.get<D>(SERVICE_DEPS);
}
