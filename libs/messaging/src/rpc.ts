import { randomUUID } from 'node:crypto';
import {
  errors as natsErrors,
  headers as natsHeaders,
  type Msg,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
import type { z } from 'zod';
import {
  DomainError,
  ErrorCodes,
  findUnstorableText,
  UnstorableTextDetail,
  type RequestMetadata,
  type RpcContract,
} from '@fabelhaft/contracts';
import type { Subjects } from './subjects';
import { isTransientInfrastructureError } from './transient';

/** Reply on the wire: either the data, or a named error. */
type Reply = { ok: true; data: unknown } | { ok: false; error: { code: string; detail: string } };

/** Base of every failure a request/reply call can end in. */
export class RpcError extends Error {
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The other side answered with a named error (a rule said no, or bad input). */
export class RemoteError extends RpcError {
  constructor(
    code: string,
    public readonly detail: string,
  ) {
    super(code, detail);
  }
}

/** Nobody answered in time. The request may or may not have been carried out: retry only idempotent calls. */
export class RpcTimeoutError extends RpcError {
  constructor(subject: string, timeoutMs: number) {
    super(ErrorCodes.UNAVAILABLE, `No reply on ${subject} within ${timeoutMs} ms`);
  }
}

/** No service listens on the subject (not started, or down). Nothing was carried out. */
export class RpcUnavailableError extends RpcError {
  constructor(subject: string) {
    super(ErrorCodes.UNAVAILABLE, `No service answers ${subject}`);
  }
}

const CORRELATION_HEADER = 'Fabelhaft-Correlation-Id';

export class RpcClient {
  constructor(
    private readonly nc: NatsConnection,
    private readonly subjects: Subjects,
    private readonly defaultTimeoutMs = 5000,
  ) {}

  async call<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RpcContract<Req, Res>,
    request: z.input<Req>,
    metadata: Partial<RequestMetadata> = {},
    timeoutMs = this.defaultTimeoutMs,
  ): Promise<z.output<Res>> {
    const subject = this.subjects.subject(contract.subject);
    const meta: RequestMetadata = { correlationId: metadata.correlationId ?? randomUUID(), ...metadata };
    const h = natsHeaders();
    h.set(CORRELATION_HEADER, meta.correlationId);
    let msg: Msg;
    try {
      msg = await this.nc.request(subject, JSON.stringify({ data: request, metadata: meta }), {
        timeout: timeoutMs,
        headers: h,
      });
    } catch (e) {
      if (e instanceof natsErrors.NoRespondersError) throw new RpcUnavailableError(subject);
      if (e instanceof natsErrors.TimeoutError) throw new RpcTimeoutError(subject, timeoutMs);
      if (e instanceof natsErrors.RequestError && e.isNoResponders()) throw new RpcUnavailableError(subject);
      throw e;
    }
    const reply = msg.json<Reply>();
    if (!reply.ok) throw new RemoteError(reply.error.code, reply.error.detail);
    const parsed = contract.response.safeParse(reply.data);
    if (!parsed.success) {
      throw new RpcError(
        ErrorCodes.INTERNAL,
        `Reply on ${subject} does not match its contract: ${parsed.error.message}`,
      );
    }
    return parsed.data;
  }
}

export interface RpcLogger {
  error(obj: object, msg: string): void;
}

export type RpcHandler<Req extends z.ZodType, Res extends z.ZodType> = (
  request: z.output<Req>,
  metadata: RequestMetadata,
) => Promise<z.input<Res>>;

/**
 * Serves contracts on NATS with a queue group, so any number of instances share the load. Bad input and
 * DomainErrors become named error replies; infrastructure that is away for a moment (Postgres restarting) is
 * answered UNAVAILABLE; anything else is logged and answered as an internal error.
 */
export class RpcServer {
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly subjects: Subjects,
    private readonly queue: string,
    private readonly logger: RpcLogger = { error: (obj, msg) => console.error(msg, obj) },
  ) {}

  handle<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RpcContract<Req, Res>,
    handler: RpcHandler<Req, Res>,
  ): void {
    const subject = this.subjects.subject(contract.subject);
    const sub = this.nc.subscribe(subject, {
      queue: this.queue,
      callback: (err, msg) => {
        if (err) return;
        const answering = this.answer(contract, handler, msg);
        this.inFlight.add(answering);
        void answering.finally(() => this.inFlight.delete(answering));
      },
    });
    this.subscriptions.push(sub);
  }

  private async answer<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RpcContract<Req, Res>,
    handler: RpcHandler<Req, Res>,
    msg: Msg,
  ): Promise<void> {
    let reply: Reply;
    let metadata: RequestMetadata = { correlationId: msg.headers?.get(CORRELATION_HEADER) || randomUUID() };
    try {
      const body = msg.json<{ data: unknown; metadata?: RequestMetadata }>();
      metadata = { ...metadata, ...body.metadata };
      // issue #22: no service is handed text Postgres cannot store, whichever field of whichever request it is in.
      const unstorable = findUnstorableText(body.data);
      const parsed = unstorable === undefined ? contract.request.safeParse(body.data) : undefined;
      if (!parsed) {
        reply = {
          ok: false,
          error: {
            code: ErrorCodes.INVALID_TEXT,
            detail: `${unstorable ? `${unstorable}: ` : ''}${UnstorableTextDetail.en}`,
          },
        };
      } else if (!parsed.success) {
        reply = { ok: false, error: { code: ErrorCodes.VALIDATION, detail: formatZodIssues(parsed.error) } };
      } else {
        reply = { ok: true, data: await handler(parsed.data, metadata) };
      }
    } catch (e) {
      if (e instanceof DomainError) {
        reply = { ok: false, error: { code: e.code, detail: e.detail } };
      } else if (isTransientInfrastructureError(e)) {
        // issue #27: Postgres restarting, a connection lost: nothing was decided, the caller retries (BFF: 503).
        this.logger.error(
          { err: e, subject: msg.subject, correlationId: metadata.correlationId },
          'request failed: infrastructure unavailable (answered UNAVAILABLE, the caller retries)',
        );
        reply = {
          ok: false,
          error: {
            code: ErrorCodes.UNAVAILABLE,
            detail: 'The service is unavailable right now. Please try again.',
          },
        };
      } else {
        this.logger.error(
          { err: e, subject: msg.subject, correlationId: metadata.correlationId },
          'request failed',
        );
        reply = { ok: false, error: { code: ErrorCodes.INTERNAL, detail: 'Internal error' } };
      }
    }
    if (msg.reply && !msg.respond(JSON.stringify(reply))) {
      this.logger.error({ subject: msg.subject, correlationId: metadata.correlationId }, 'reply not sent');
    }
  }

  /** Requests being answered right now. */
  get pending(): number {
    return this.inFlight.size;
  }

  /**
   * Stops taking requests (other instances of the queue group get them from now on) and waits until every
   * request already received has been answered, so a caller never loses a reply to a shutdown.
   */
  async close(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.drain()));
    this.subscriptions.length = 0;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}

export function formatZodIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}
