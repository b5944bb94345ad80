import type { ModuleRef } from '@nestjs/core';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { RequestMetadata, RpcContract } from '@fabelhaft/contracts';

/** What an RPC binding may reach: the buses, and the module for anything else it must resolve. */
export interface RpcContext {
  commands: CommandBus;
  queries: QueryBus;
  moduleRef: ModuleRef;
}

/** One use case's NATS entry point: the contract it serves and the call that answers it. */
export interface RpcBinding<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  contract: RpcContract<Req, Res>;
  handle(request: z.output<Req>, metadata: RequestMetadata, context: RpcContext): Promise<z.input<Res>>;
}

/** Binds a contract to the use case that answers it; the module lists the bindings, the kit serves them. */
export function rpcBinding<Req extends z.ZodType, Res extends z.ZodType>(
  contract: RpcContract<Req, Res>,
  handle: RpcBinding<Req, Res>['handle'],
): RpcBinding {
  return { contract, handle } as unknown as RpcBinding;
}
