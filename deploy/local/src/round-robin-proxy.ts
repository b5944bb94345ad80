import { request, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * issue #27: the local stand-in for a load balancer in front of N instances of one HTTP process (the BFF, the
 * content service) when the stack runs scaled (`STACK_INSTANCES`). Local only: in Kubernetes the Service spreads
 * the requests over the pods (deploy/k8s has no proxy object, docs/operations.md § Scale says so).
 *
 * Round robin over the targets; bodies are streamed both ways and headers forwarded (X-Forwarded-For/-Host/-Proto
 * added, as an ingress does). A target that refuses the connection (stopped, killed, restarting) is skipped for
 * `downForMs` and the request goes to the next one — its body is piped only once the connection is made, so
 * nothing of it is lost. A target that dies in the middle of an answer ends that request (502 when no answer was
 * started): the client retries, with its Idempotency-Key where the route has one.
 */
export interface ProxyTarget {
  name: string;
  port: number;
}

export interface RoundRobinProxy {
  readonly url: string;
  close(): Promise<void>;
}

/** The order in which a request tries the targets: from `next`, those not marked down first. Pure. */
export function attemptOrder(count: number, next: number, down: readonly boolean[]): number[] {
  const order = Array.from({ length: count }, (_, i) => (next + i) % count);
  return [...order.filter((i) => !down[i]), ...order.filter((i) => down[i])];
}

/** The request's headers as the target gets them: the client's address and the host it asked for added. */
export function forwardedHeaders(req: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = value;
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  headers['x-forwarded-host'] ??= req.headers.host ?? '';
  headers['x-forwarded-proto'] ??= 'http';
  return headers;
}

export function startRoundRobinProxy(options: {
  port: number;
  host?: string;
  targets: ProxyTarget[];
  /** How long a target that refused a connection is tried last. */
  downForMs?: number;
  log?(line: string): void;
}): Promise<RoundRobinProxy> {
  const { targets } = options;
  const downForMs = options.downForMs ?? 2000;
  const downUntil = targets.map(() => 0);
  let next = 0;

  const forward = (req: IncomingMessage, res: ServerResponse, order: number[]) => {
    const index = order[0];
    if (index === undefined) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'No instance answered', code: 'COMMON.UNAVAILABLE' }));
      return;
    }
    const target = targets[index]!;
    const upstream = request({
      host: '127.0.0.1',
      port: target.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req),
      // One connection per request: a request only starts sending once its own connection is made.
      agent: false,
    });
    let connected = false;
    upstream.on('socket', (socket) =>
      socket.once('connect', () => {
        connected = true;
        req.pipe(upstream);
      }),
    );
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected) {
        // Refused before anything was sent: mark it down and try the next instance with the whole request.
        downUntil[index] = Date.now() + downForMs;
        options.log?.(`proxy: ${target.name} refused (${err.code ?? err.message}); trying the next instance`);
        forward(req, res, order.slice(1));
        return;
      }
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ detail: `${target.name} went away`, code: 'COMMON.UNAVAILABLE' }));
      } else res.destroy();
    });
    req.on('aborted', () => upstream.destroy());
  };

  const server: Server = createServer((req, res) => {
    const now = Date.now();
    const order = attemptOrder(
      targets.length,
      next,
      downUntil.map((t) => t > now),
    );
    next = (next + 1) % targets.length;
    forward(req, res, order);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      resolve({
        url: `http://localhost:${options.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
