// Who talks to whom on NATS (ADR 0014). The NATS permissions of every process are generated from this table
// (`natsPermissions` in libs/messaging), so a subject a process may use is declared here, next to the
// contracts, and nowhere else.
import type { z } from 'zod';
import { BooksEventStream } from './events/books';
import { FulfilmentEventStream, PartnerStatusStream, TrackingEventStream } from './events/fulfilment';
import type { EventStream } from './events/integration-event';
import { LimitsEventStream } from './events/limits';
import { OrdersEventStream } from './events/orders';
import { RefinementEventStream } from './events/refinement';
import { GenerationJobQueue, RateLimitBucket } from './events/streams';
import { BooksRpc } from './rpc/books';
import { DeadLettersRpc } from './rpc/dead-letters';
import { FulfilmentRpc } from './rpc/fulfilment';
import type { RpcContract } from './rpc/envelope';
import { HealthRpc } from './rpc/health';
import { LimitsRpc } from './rpc/limits';
import { OrdersRpc } from './rpc/orders';
import { RefinementRpc } from './rpc/refinement';

type AnyRpc = RpcContract<z.ZodType, z.ZodType>;

export interface NetworkParticipant {
  /** Request/reply operations it answers (a queue-group subscription, replies to the caller's inbox). */
  serves: readonly AnyRpc[];
  /** Request/reply operations it calls. */
  calls: readonly AnyRpc[];
  /** The event stream it owns and publishes to (its relay creates and updates it). */
  publishes: readonly EventStream[];
  /** Event streams it reads with durable consumers (its policies may create the stream if it is missing). */
  consumes: readonly EventStream[];
  /** Work queues it feeds and works (books' preview generation). */
  jobQueues: readonly { name: string; subjects: string }[];
  /** Writes failed messages to the dead-letter stream (`dlq.<service>.…`, ADR 0009). */
  deadLetters: boolean;
  /** Key-value buckets it creates, reads and writes (the BFF's rate-limit counters, ADR 0015). */
  kvBuckets?: readonly { name: string }[];
  /**
   * Streams others publish to that it owns and reads with durable consumers (issue #15: the partners' answers,
   * PARTNER_STATUS, which fulfilment creates).
   */
  inbound?: readonly { name: string; subjects: string }[];
}

const service = (name: string, p: Omit<NetworkParticipant, 'serves'> & { serves: readonly AnyRpc[] }) => ({
  ...p,
  // Every service answers its health on NATS (ADR 0010), and support's calls on its own dead letters (ADR 0018).
  serves: [...p.serves, HealthRpc.check(name), ...(p.deadLetters ? Object.values(DeadLettersRpc(name)) : [])],
});

export const NetworkParticipants = {
  limits: service('limits', {
    serves: Object.values(LimitsRpc),
    calls: [],
    publishes: [LimitsEventStream],
    consumes: [],
    jobQueues: [],
    deadLetters: true,
  }),
  books: service('books', {
    serves: Object.values(BooksRpc),
    calls: [LimitsRpc.getLimits, LimitsRpc.reservePreview, LimitsRpc.releasePreview],
    publishes: [BooksEventStream],
    consumes: [BooksEventStream, OrdersEventStream, RefinementEventStream],
    jobQueues: [GenerationJobQueue],
    deadLetters: true,
  }),
  orders: service('orders', {
    serves: Object.values(OrdersRpc),
    calls: [BooksRpc.getBook],
    publishes: [OrdersEventStream],
    // issue #15: order items follow their print jobs.
    consumes: [OrdersEventStream, BooksEventStream, FulfilmentEventStream],
    jobQueues: [],
    deadLetters: true,
  }),
  /**
   * issue #15: print jobs. Remembers paid orders, makes a job when a book is approved, publishes the partners'
   * jobs (on their own subjects) and the status changes, reads the partners' answers and the carriers' deliveries.
   */
  fulfilment: service('fulfilment', {
    serves: Object.values(FulfilmentRpc),
    calls: [],
    publishes: [FulfilmentEventStream],
    consumes: [OrdersEventStream, BooksEventStream, TrackingEventStream],
    inbound: [PartnerStatusStream],
    jobQueues: [],
    deadLetters: true,
  }),
  /**
   * issue #14: refinement sessions. Reads the book (getBook, getStoryState), uses and returns edits at limits,
   * publishes the confirmed revisions books applies, and follows the revisions on books' stream.
   */
  refinement: service('refinement', {
    serves: Object.values(RefinementRpc),
    calls: [BooksRpc.getBook, BooksRpc.getStoryState, LimitsRpc.consumeEdit, LimitsRpc.returnEdit],
    publishes: [RefinementEventStream],
    consumes: [BooksEventStream],
    jobQueues: [],
    deadLetters: true,
  }),
  /** The BFF calls, and counts rate limits in its KV bucket: no events, no streams. */
  bff: {
    serves: [],
    calls: [
      LimitsRpc.getLimits,
      // issue #13: the customer's requests, and support's (/admin/limit-requests*, /admin/customers*).
      LimitsRpc.requestLimit,
      LimitsRpc.listOwnRequests,
      LimitsRpc.listLimitRequests,
      LimitsRpc.getLimitRequest,
      LimitsRpc.approveLimitRequest,
      LimitsRpc.rejectLimitRequest,
      LimitsRpc.listCustomers,
      LimitsRpc.getCustomer,
      LimitsRpc.grantPreviews,
      LimitsRpc.grantEdits,
      BooksRpc.requestPreview,
      BooksRpc.getBook,
      BooksRpc.listBooks,
      BooksRpc.getViewer,
      BooksRpc.deletePreview,
      BooksRpc.retryProduction,
      BooksRpc.eraseOwnerData,
      BooksRpc.adminListBooks,
      BooksRpc.adminGetBook,
      ...Object.values(DeadLettersRpc('books')),
      ...Object.values(DeadLettersRpc('orders')),
      ...Object.values(DeadLettersRpc('limits')),
      ...Object.values(DeadLettersRpc('refinement')),
      // issue #15: support's print jobs (/admin/print-jobs*) and Gelato's webhooks (POST /webhooks/gelato).
      ...Object.values(FulfilmentRpc),
      ...Object.values(DeadLettersRpc('fulfilment')),
      // issue #14: the refinement dialog (spec §7 /books/{bookId}/refine/…), and its erasure (DELETE /account).
      ...Object.values(RefinementRpc),
      OrdersRpc.startCheckout,
      OrdersRpc.listOrders,
      OrdersRpc.handleWebhook,
      OrdersRpc.eraseCustomerData,
      OrdersRpc.adminListOrders,
      OrdersRpc.adminGetOrder,
      OrdersRpc.refundOrder,
      // GET /health/ready asks every service the BFF calls.
      HealthRpc.check('limits'),
      HealthRpc.check('books'),
      HealthRpc.check('orders'),
      HealthRpc.check('refinement'),
      HealthRpc.check('fulfilment'),
    ],
    publishes: [],
    consumes: [],
    jobQueues: [],
    deadLetters: false,
    kvBuckets: [RateLimitBucket],
  },
} satisfies Record<string, NetworkParticipant>;
export type NetworkParticipantName = keyof typeof NetworkParticipants;

/**
 * issue #15: a printing partner's NATS user. It may read only its own jobs — one durable consumer named after
 * the partner on EVT_FULFILMENT, filtered to `evt.fulfilment.print-job.*.<partnerId>` (submitted and
 * cancel-requested) — and publish only its answers on `partner.<partnerId>.print-job.status`.
 */
export const PrintPartnerAccess = {
  stream: FulfilmentEventStream,
  /** The partner's durable consumer: its name is the partner id (its NATS user may use no other). */
  consumerName: (partnerId: string): string => partnerId,
  filterSubject: (partnerId: string): string => {
    if (!/^[a-z0-9-]{1,64}$/.test(partnerId)) throw new Error(`invalid partner id ${partnerId}`);
    return `${FulfilmentEventStream.subjects.replace(/>$/, '')}print-job.*.${partnerId}`;
  },
  statusSubject: (partnerId: string): string => PartnerStatusStream.subject(partnerId),
} as const;
