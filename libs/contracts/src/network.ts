// Who talks to whom on NATS (ADR 0014). The NATS permissions of every process are generated from this table
// (`natsPermissions` in libs/messaging), so a subject a process may use is declared here, next to the
// contracts, and nowhere else.
import type { z } from 'zod';
import { BooksEventStream } from './events/books';
import {
  FulfilmentEvents,
  FulfilmentEventStream,
  PartnerStatusStream,
  partnerSubject,
  TrackingEventStream,
} from './events/fulfilment';
import type { EventStream } from './events/integration-event';
import { LimitsEventStream } from './events/limits';
import { OrdersEventStream } from './events/orders';
import { RefinementEventStream } from './events/refinement';
import { ErasureBucket, GenerationJobQueue, RateLimitBucket } from './events/streams';
import { BooksRpc } from './rpc/books';
import { DeadLettersRpc } from './rpc/dead-letters';
import { FulfilmentRpc } from './rpc/fulfilment';
import type { RpcContract } from './rpc/envelope';
import { HealthRpc } from './rpc/health';
import { LimitsRpc } from './rpc/limits';
import { NotificationsRpc } from './rpc/notifications';
import { OrdersRpc } from './rpc/orders';
import { RefinementRpc } from './rpc/refinement';
import { TrackingRpc } from './rpc/tracking';

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
   * issue #15: print jobs. Remembers paid orders and refunds, makes a job when a book is approved, publishes the partners'
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
  /**
   * issue #15: follows each shipped parcel at its carrier (HTTP, not NATS), reads fulfilment's status changes,
   * publishes the parcels' status changes and answers the owner's tracking lookups.
   */
  tracking: service('tracking', {
    serves: Object.values(TrackingRpc),
    calls: [],
    publishes: [TrackingEventStream],
    consumes: [FulfilmentEventStream],
    jobQueues: [],
    deadLetters: true,
  }),
  /**
   * issue #15: customer emails. Follows books', orders' and fulfilment's news; reads the order (address,
   * language, invoice and credit note keys) from orders; the BFF tells it a customer's address and language
   * (rememberContact). Publishes nothing.
   */
  notifications: service('notifications', {
    serves: Object.values(NotificationsRpc),
    calls: [OrdersRpc.adminGetOrder],
    publishes: [],
    // issue #15: tracking's ShipmentStatusChanged makes the "your book has arrived" email (ADR 0025).
    consumes: [BooksEventStream, OrdersEventStream, FulfilmentEventStream, TrackingEventStream],
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
      BooksRpc.readCharacters,
      BooksRpc.listBooks,
      BooksRpc.getViewer,
      // issue #28 part 4: the listening link (owner) and the public listen page.
      BooksRpc.getListeningLink,
      BooksRpc.setListeningLink,
      BooksRpc.renewListeningLink,
      BooksRpc.getListen,
      BooksRpc.deletePreview,
      BooksRpc.retryProduction,
      // issue #15: POST /books/{bookId}/approve and /generate.
      BooksRpc.approveBook,
      BooksRpc.generateBook,
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
      ...Object.values(DeadLettersRpc('notifications')),
      // issue #14: the refinement dialog (spec §7 /books/{bookId}/refine/…), and its erasure (DELETE /account).
      ...Object.values(RefinementRpc),
      ...Object.values(DeadLettersRpc('tracking')),
      // issue #15: GET /tracking/{trackingNumber}.
      TrackingRpc.getShipment,
      OrdersRpc.startCheckout,
      // issue #24: GET /prices and POST /books/{bookId}/checkout/cancel.
      OrdersRpc.getPriceList,
      OrdersRpc.cancelCheckout,
      OrdersRpc.listOrders,
      OrdersRpc.handleWebhook,
      OrdersRpc.eraseCustomerData,
      OrdersRpc.adminListOrders,
      OrdersRpc.adminGetOrder,
      OrdersRpc.refundOrder,
      // issue #15: where the "preview ready" email goes (POST /books/preview).
      NotificationsRpc.rememberContact,
      // issue #22: the erasure saga's steps (DELETE /account, and its retries).
      LimitsRpc.eraseOwnerData,
      TrackingRpc.eraseOwnerData,
      NotificationsRpc.eraseOwnerData,
      // GET /health/ready asks every service the BFF calls.
      HealthRpc.check('limits'),
      HealthRpc.check('books'),
      HealthRpc.check('orders'),
      HealthRpc.check('refinement'),
      HealthRpc.check('fulfilment'),
      HealthRpc.check('tracking'),
      HealthRpc.check('notifications'),
    ],
    publishes: [],
    consumes: [],
    jobQueues: [],
    deadLetters: false,
    // issue #22: the erased subjects and their erasure saga (ADR 0016 addendum).
    kvBuckets: [RateLimitBucket, ErasureBucket],
  },
} satisfies Record<string, NetworkParticipant>;
export type NetworkParticipantName = keyof typeof NetworkParticipants;

/**
 * issue #15: a printing partner's NATS access. A partner is not one of our services (no health, no dead letters,
 * no stream of its own): it reads only its own jobs and cancel requests on the fulfilment stream, each through a
 * durable pull consumer filtered to exactly one of its subjects (so the consumer-create request names the
 * filter and the partner's user can be allowed that one request and no other), and answers on its status
 * subject. `partnerNatsPermissions` in libs/messaging turns this into the partner's NATS user.
 */
export const PrintPartnerNetwork = {
  stream: FulfilmentEventStream,
  statusStream: PartnerStatusStream,
  /** The partner's consumers on EVT_FULFILMENT: jobs, and cancel requests. */
  consumers(partnerId: string): { jobs: PartnerConsumer; cancels: PartnerConsumer } {
    return {
      jobs: {
        durable: `partner-${partnerId}-jobs`,
        filterSubject: partnerSubject(FulfilmentEvents.printJobSubmittedV1.subject, partnerId),
      },
      cancels: {
        durable: `partner-${partnerId}-cancels`,
        filterSubject: partnerSubject(FulfilmentEvents.printJobCancelRequestedV1.subject, partnerId),
      },
    };
  },
  statusSubject: (partnerId: string): string => PartnerStatusStream.subject(partnerId),
} as const;

export interface PartnerConsumer {
  /** Durable name below the deployment's prefix. */
  durable: string;
  /** One subject below the prefix. */
  filterSubject: string;
}
