import type { ModuleRef } from '@nestjs/core';
import type { z } from 'zod';
import type { RequestMetadata, RpcContract } from '@fabelhaft/contracts';

/** What an RPC binding may reach: the service's deps object (`ServiceDefinition.deps`). */
export interface RpcContext<D = unknown> {
  deps: D;
  /**
   * @deprecated for services that still provide their parts as DI tokens; a service with a deps object reads
   * everything from `deps`.
   */
  moduleRef: ModuleRef;
}

/** One use case's NATS entry point: the contract it serves and the call that answers it. */
export interface RpcBinding<
  D = unknown,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  contract: RpcContract<Req, Res>;
  handle(request: z.output<Req>, metadata: RequestMetadata, context: RpcContext<D>): Promise<z.input<Res>>;
}

/** Binds a contract to the use case that answers it; the module lists the bindings, the kit serves them. */
export function rpcBinding<Req extends z.ZodType, Res extends z.ZodType, D = unknown>(
  contract: RpcContract<Req, Res>,
  handle: RpcBinding<D, Req, Res>['handle'],
): RpcBinding<D> {
  return { contract, handle } as unknown as RpcBinding<D>;
}
