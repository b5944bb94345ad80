import {
  DeadLetterStream,
  NetworkParticipants,
  PrintPartnerNetwork,
  type EventStream,
  type NetworkParticipant,
} from '@fabelhaft/contracts';
import type { Subjects } from './subjects';

/** One NATS user's permissions, in the shape of a nats-server `authorization.users[].permissions` block. */
export interface NatsPermissions {
  publish: string[];
  subscribe: string[];
  /** May answer requests it received (publish once to their reply subject) without a blanket `_INBOX.>`. */
  allowResponses: boolean;
}

/** Where a user's replies arrive: its own inbox prefix, so no process can read another's replies. */
export function inboxPrefix(user: string): string {
  return `_INBOX_${user.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

const JS_API = '$JS.API';

/** What a process needs to own a stream: create it, read its info, bring its configuration up to date. */
function ownStream(stream: string): string[] {
  return [
    `${JS_API}.STREAM.INFO.${stream}`,
    `${JS_API}.STREAM.CREATE.${stream}`,
    `${JS_API}.STREAM.UPDATE.${stream}`,
  ];
}

/**
 * What a process needs to read a stream with durable pull consumers (ensureConsumer, fetch, ack). A policy
 * creates the stream when its owner has not started yet, so INFO and CREATE, but never UPDATE or PURGE.
 */
function readStream(stream: string): string[] {
  return [
    `${JS_API}.STREAM.INFO.${stream}`,
    `${JS_API}.STREAM.CREATE.${stream}`,
    `${JS_API}.CONSUMER.INFO.${stream}.*`,
    `${JS_API}.CONSUMER.CREATE.${stream}.>`,
    `${JS_API}.CONSUMER.DURABLE.CREATE.${stream}.*`,
    `${JS_API}.CONSUMER.MSG.NEXT.${stream}.*`,
    `$JS.ACK.${stream}.>`,
  ];
}

/**
 * What a process needs to use a KV bucket of its own: create it, read keys (direct get), write them. Its keys are
 * listed from the stream's info (issue #22's erasures list for support), which INFO already allows.
 */
function ownKvBucket(bucket: string): string[] {
  const stream = `KV_${bucket}`;
  return [
    ...ownStream(stream),
    `${JS_API}.DIRECT.GET.${stream}.>`,
    `${JS_API}.STREAM.MSG.GET.${stream}`,
    `$KV.${bucket}.>`,
  ];
}

/**
 * The publish and subscribe permissions of one participant of the network (libs/contracts `network.ts`):
 * the RPC subjects it serves and calls, the event streams it owns and reads, its job queues and its dead
 * letters, each under the deployment's subject prefix; replies only to its own inbox.
 */
export function natsPermissions(
  name: string,
  participant: NetworkParticipant,
  subjects: Subjects,
): NatsPermissions {
  const publish = new Set<string>();
  const subscribe = new Set<string>([`${inboxPrefix(name)}.>`]);
  const streams = (list: readonly { name: string }[]) => list.map((s) => subjects.stream(s.name));

  for (const rpc of participant.serves) subscribe.add(subjects.subject(rpc.subject));
  for (const rpc of participant.calls) publish.add(subjects.subject(rpc.subject));

  const buckets = participant.kvBuckets ?? [];
  const inbound = participant.inbound ?? [];
  const usesJetStream =
    participant.publishes.length +
      participant.consumes.length +
      inbound.length +
      participant.jobQueues.length +
      buckets.length >
      0 || participant.deadLetters;
  if (usesJetStream) publish.add(`${JS_API}.INFO`);
  participant.publishes.forEach((stream: EventStream) => publish.add(subjects.subject(stream.subjects)));
  for (const s of streams(participant.publishes)) ownStream(s).forEach((p) => publish.add(p));
  // issue #22: an erasure deletes the published copies of what it erased from its own stream (never purges it),
  // and reads its own stream by sequence to find the copies published before the relay recorded where.
  for (const s of streams(participant.publishes)) {
    publish.add(`${JS_API}.STREAM.MSG.DELETE.${s}`);
    publish.add(`${JS_API}.STREAM.MSG.GET.${s}`);
  }
  for (const s of streams(participant.consumes)) readStream(s).forEach((p) => publish.add(p));
  for (const s of streams(inbound)) [...ownStream(s), ...readStream(s)].forEach((p) => publish.add(p));
  for (const queue of participant.jobQueues) {
    publish.add(subjects.subject(queue.subjects));
    const s = subjects.stream(queue.name);
    [...ownStream(s), ...readStream(s)].forEach((p) => publish.add(p));
  }
  for (const b of buckets) ownKvBucket(subjects.stream(b.name)).forEach((p) => publish.add(p));
  if (participant.deadLetters) {
    // Only its own dead letters: `dlq.<service>.<consumer>`.
    publish.add(subjects.subject(DeadLetterStream.subjects.replace(/>$/, `${name}.>`)));
    ownStream(subjects.stream(DeadLetterStream.name)).forEach((p) => publish.add(p));
    // Support's dead-letter admin (ADR 0018): read and delete by sequence. NATS cannot scope these API calls
    // to a subject (the subject is in the request body), so the admin checks `dlq.<service>.` itself. An erasure
    // (issue #22) also deletes other services' dead letters, but only those that copy a message of its own stream.
    const dlq = subjects.stream(DeadLetterStream.name);
    publish.add(`${JS_API}.STREAM.MSG.GET.${dlq}`);
    publish.add(`${JS_API}.STREAM.MSG.DELETE.${dlq}`);
  }
  return {
    publish: [...publish].sort(),
    subscribe: [...subscribe].sort(),
    allowResponses: participant.serves.length > 0,
  };
}

/**
 * A printing partner's NATS user (issue #15, libs/contracts `PrintPartnerNetwork`): it may create and read its
 * two consumers on the fulfilment stream, each only with its own filter subject (the consumer-create API
 * subject carries the filter, so a request for another partner's subjects is refused), acknowledge their
 * messages, and publish its answers on its status subject. Nothing else: no other stream, no stream changes.
 */
export function partnerNatsPermissions(user: string, partnerId: string, subjects: Subjects): NatsPermissions {
  const stream = subjects.stream(PrintPartnerNetwork.stream.name);
  const publish = new Set<string>([
    `${JS_API}.INFO`,
    subjects.subject(PrintPartnerNetwork.statusSubject(partnerId)),
  ]);
  for (const consumer of Object.values(PrintPartnerNetwork.consumers(partnerId))) {
    const durable = subjects.durable(consumer.durable);
    publish.add(`${JS_API}.CONSUMER.INFO.${stream}.${durable}`);
    publish.add(`${JS_API}.CONSUMER.CREATE.${stream}.${durable}.${subjects.subject(consumer.filterSubject)}`);
    publish.add(`${JS_API}.CONSUMER.MSG.NEXT.${stream}.${durable}`);
    publish.add(`$JS.ACK.${stream}.${durable}.>`);
  }
  return {
    publish: [...publish].sort(),
    subscribe: [`${inboxPrefix(user)}.>`],
    allowResponses: false,
  };
}

/** The permission table of every participant, generated from the contracts (ADR 0014). */
export function natsPermissionTable(
  subjects: Subjects,
  participants: Record<string, NetworkParticipant> = NetworkParticipants,
): Record<string, NatsPermissions> {
  return Object.fromEntries(
    Object.entries(participants).map(([name, p]) => [name, natsPermissions(name, p, subjects)]),
  );
}

export interface NatsUser {
  user: string;
  password: string;
  /** Without permissions the user may do anything (the local stack's own tooling: health, tests). */
  permissions?: NatsPermissions;
}

export interface NatsServerConfigOptions {
  host: string;
  port: number;
  /** JetStream's store; omitted when JetStream runs without one (docker mounts its volume here). */
  storeDir: string;
  users: NatsUser[];
  /** HTTP monitoring port (compose: 8222), none when omitted. */
  httpPort?: number;
}

const quote = (s: string) => JSON.stringify(s);
const list = (items: string[]) => `[${items.map(quote).join(', ')}]`;

/** A nats-server configuration file: JetStream, and one user per process with its permissions. */
export function renderNatsServerConfig(o: NatsServerConfigOptions): string {
  const users = o.users.map((u) => {
    const lines = [`    { user: ${quote(u.user)}, password: ${quote(u.password)}`];
    if (u.permissions) {
      lines.push(
        `      permissions: {`,
        `        publish: { allow: ${list(u.permissions.publish)} }`,
        `        subscribe: { allow: ${list(u.permissions.subscribe)} }`,
        ...(u.permissions.allowResponses ? [`        allow_responses: true`] : []),
        `      }`,
      );
    }
    lines.push('    }');
    return lines.join('\n');
  });
  return [
    '# Generated by libs/messaging renderNatsServerConfig from libs/contracts network.ts: do not edit.',
    `host: ${quote(o.host)}`,
    `port: ${o.port}`,
    ...(o.httpPort ? [`http_port: ${o.httpPort}`] : []),
    `jetstream: { store_dir: ${quote(o.storeDir)} }`,
    'authorization: {',
    // issue #27: seconds a client has to sign in after connecting (nats-server's default is 2). A process that
    // compiles its modules on a loaded machine (a scaled stack starting, a pod scheduled onto a busy node) can
    // miss two and crash with "Authentication Timeout" at start.
    '  timeout: 10',
    '  users: [',
    users.join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
