import { z } from 'zod';

/** What travels with every request/reply and event: who asked, and which request it belongs to. */
export const RequestMetadata = z.object({
  correlationId: z.string(),
  causationId: z.string().nullish(),
  userId: z.string().nullish(),
});
export type RequestMetadata = z.infer<typeof RequestMetadata>;

/**
 * A request/reply operation: its subject (below the service's `rpc.` prefix) and the schemas of both
 * directions. Services and the BFF share these, never each other's code.
 */
export interface RpcContract<Req extends z.ZodType, Res extends z.ZodType> {
  subject: string;
  request: Req;
  response: Res;
}

export function rpc<Req extends z.ZodType, Res extends z.ZodType>(
  subject: string,
  request: Req,
  response: Res,
): RpcContract<Req, Res> {
  return { subject, request, response };
}
