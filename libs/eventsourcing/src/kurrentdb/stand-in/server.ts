import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Timestamp } from 'google-protobuf/google/protobuf/timestamp_pb';
import { StreamsService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_grpc_pb';
import {
  AppendReq,
  AppendResp,
  BatchAppendReq,
  BatchAppendResp,
  type DeleteReq,
  DeleteResp,
  ReadReq,
  ReadResp,
  type TombstoneReq,
  TombstoneResp,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb';
import {
  AllStreamPosition,
  Empty,
  MaximumAppendSizeExceeded,
  StreamDeleted,
  StreamIdentifier,
  UUID,
  WrongExpectedVersion,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import { Status } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/status_pb';
import { Code } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/code_pb';
import { ServerFeaturesService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/serverfeatures_grpc_pb';
import {
  SupportedMethod,
  SupportedMethods,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/serverfeatures_pb';
import { GossipService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/gossip_grpc_pb';
import { OperationsService } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_grpc_pb';
import {
  ScavengeResp,
  type StartScavengeReq,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/operations_pb';
import {
  ClusterInfo,
  EndPoint,
  MemberInfo,
} from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/gossip_pb';
import {
  comparePositions,
  InMemoryLog,
  type AppendOutcome,
  type DeleteOutcome,
  type ExpectedState,
  type Position,
  type ProposedRecord,
  type StoredRecord,
} from './log';

/**
 * A local stand-in for a single insecure KurrentDB node (ADR 0046): it serves the official client's real gRPC
 * protocol — the service definitions and messages generated from the server's protos and shipped in
 * `@kurrent/kurrentdb-client` — for exactly the calls `KurrentDbEventStore` makes, over an in-memory log.
 * Connect with `kurrentdb://127.0.0.1:<port>?tls=false`. It is no database: no persistence, no security, no
 * projections, one node; it exists so the adapter's tests run where no server can (see the ADR for what was
 * and was not run against a real server).
 */
export interface KurrentDbStandIn {
  readonly port: number;
  /** `kurrentdb://127.0.0.1:<port>?tls=false` */
  readonly url: string;
  /** The calls the server received, `Service/Method` (tests and the ADR use it to see what a client asks). */
  readonly calls: readonly string[];
  stop(): Promise<void>;
}

/** The version the stand-in reports in `ServerFeatures.GetSupportedMethods` (the protocol it follows). */
const REPORTED_VERSION = '25.0.0';

/** How often (in events looked at) a filtered subscription reports a checkpoint, per checkpoint multiplier. */
const CHECKPOINT_WINDOW = 32;

export async function startKurrentDbStandIn(options: { port?: number } = {}): Promise<KurrentDbStandIn> {
  const log = new InMemoryLog();
  const calls: string[] = [];
  const server = new grpc.Server({
    // The client accepts up to 17 MB; the server's own limit is MaxAppendSize (checked by the log).
    'grpc.max_receive_message_length': 17 * 1024 * 1024,
    'grpc.max_send_message_length': 17 * 1024 * 1024,
  });
  const calls_ = (name: string) => calls.push(name);

  server.addService(ServerFeaturesService, {
    getSupportedMethods(
      _call: grpc.ServerUnaryCall<Empty, SupportedMethods>,
      done: grpc.sendUnaryData<SupportedMethods>,
    ) {
      calls_('ServerFeatures/GetSupportedMethods');
      const methods = new SupportedMethods();
      methods.setEventStoreServerVersion(REPORTED_VERSION);
      for (const [name, features] of [
        ['read', ['position', 'events']],
        ['append', []],
        ['batchappend', []],
      ] as const) {
        const method = new SupportedMethod();
        method.setServiceName('event_store.client.streams.streams');
        method.setMethodName(name);
        method.setFeaturesList([...features]);
        methods.addMethods(method);
      }
      done(null, methods);
    },
  });

  let port = 0;
  server.addService(GossipService, {
    read(_call: grpc.ServerUnaryCall<Empty, ClusterInfo>, done: grpc.sendUnaryData<ClusterInfo>) {
      calls_('Gossip/Read');
      const member = new MemberInfo();
      const instance = new UUID();
      instance.setString('00000000-0000-4000-8000-00000000000a');
      member.setInstanceId(instance);
      member.setTimeStamp(String(Date.now() * 10_000));
      member.setState(MemberInfo.VNodeState.LEADER);
      member.setIsAlive(true);
      const endpoint = new EndPoint();
      endpoint.setAddress('127.0.0.1');
      endpoint.setPort(port);
      member.setHttpEndPoint(endpoint);
      const info = new ClusterInfo();
      info.addMembers(member);
      done(null, info);
    },
  });

  // Operations.StartScavenge (ADR 0046, "Scavenge"): the deleted events leave `$all`; answered with a new id.
  server.addService(OperationsService, {
    startScavenge(
      _call: grpc.ServerUnaryCall<StartScavengeReq, ScavengeResp>,
      done: grpc.sendUnaryData<ScavengeResp>,
    ) {
      calls_('Operations/StartScavenge');
      const answer = new ScavengeResp();
      const scavengeId = randomUUID();
      log.scavenge(scavengeId);
      answer.setScavengeId(scavengeId);
      answer.setScavengeResult(ScavengeResp.ScavengeResult.STARTED);
      done(null, answer);
    },
  });

  server.addService(StreamsService, {
    read(call: grpc.ServerWritableStream<ReadReq, ReadResp>) {
      calls_('Streams/Read');
      try {
        serveRead(log, call);
      } catch (e) {
        call.emit('error', asServiceError(e));
      }
    },
    append(call: grpc.ServerReadableStream<AppendReq, AppendResp>, done: grpc.sendUnaryData<AppendResp>) {
      calls_('Streams/Append');
      let streamId = '';
      let expected: ExpectedState = 'any';
      const proposed: ProposedRecord[] = [];
      call.on('data', (req: AppendReq) => {
        const opts = req.getOptions();
        if (opts) {
          streamId = streamName(opts.getStreamIdentifier());
          const E = AppendReq.Options.ExpectedStreamRevisionCase;
          switch (opts.getExpectedStreamRevisionCase()) {
            case E.REVISION:
              expected = BigInt(opts.getRevision());
              break;
            case E.NO_STREAM:
              expected = 'no_stream';
              break;
            case E.STREAM_EXISTS:
              expected = 'stream_exists';
              break;
            default:
              expected = 'any';
          }
        }
        const message = req.getProposedMessage();
        if (message) proposed.push(toProposed(message));
      });
      call.on('error', () => undefined);
      call.on('end', () => {
        const outcome = log.append(streamId, expected, proposed);
        if (!outcome.ok && outcome.reason === 'stream_deleted') {
          done(streamDeletedError(streamId));
          return;
        }
        if (!outcome.ok && outcome.reason === 'too_large') {
          done({
            code: grpc.status.INVALID_ARGUMENT,
            details: `Maximum Append Size of ${outcome.maxAppendSize} Exceeded.`,
          });
          return;
        }
        done(null, appendResponse(outcome));
      });
    },
    batchAppend(call: grpc.ServerDuplexStream<BatchAppendReq, BatchAppendResp>) {
      calls_('Streams/BatchAppend');
      // Requests of one append share a correlation id; options come with the first, `is_final` ends it.
      const pending = new Map<
        string,
        { streamId: string; expected: ExpectedState; proposed: ProposedRecord[] }
      >();
      call.on('data', (req: BatchAppendReq) => {
        const correlation = uuidOf(req.getCorrelationId());
        let entry = pending.get(correlation);
        const opts = req.getOptions();
        if (!entry) {
          if (!opts) return;
          const E = BatchAppendReq.Options.ExpectedStreamPositionCase;
          let expected: ExpectedState = 'any';
          switch (opts.getExpectedStreamPositionCase()) {
            case E.STREAM_POSITION:
              expected = BigInt(opts.getStreamPosition());
              break;
            case E.NO_STREAM:
              expected = 'no_stream';
              break;
            case E.STREAM_EXISTS:
              expected = 'stream_exists';
              break;
          }
          entry = { streamId: streamName(opts.getStreamIdentifier()), expected, proposed: [] };
          pending.set(correlation, entry);
        }
        for (const message of req.getProposedMessagesList()) entry.proposed.push(toProposed(message));
        if (!req.getIsFinal()) return;
        pending.delete(correlation);
        const outcome = log.append(entry.streamId, entry.expected, entry.proposed);
        call.write(batchResponse(req.getCorrelationId()!, entry.streamId, entry.expected, outcome));
      });
      call.on('error', () => undefined);
      call.on('end', () => call.end());
    },
    delete(call: grpc.ServerUnaryCall<DeleteReq, DeleteResp>, done: grpc.sendUnaryData<DeleteResp>) {
      calls_('Streams/Delete');
      serveDelete(log, call.request.getOptions(), false, done);
    },
    tombstone(
      call: grpc.ServerUnaryCall<TombstoneReq, TombstoneResp>,
      done: grpc.sendUnaryData<TombstoneResp>,
    ) {
      calls_('Streams/Tombstone');
      serveDelete(log, call.request.getOptions(), true, done);
    },
  });

  port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${options.port ?? 0}`, grpc.ServerCredentials.createInsecure(), (e, bound) =>
      e ? reject(e) : resolve(bound),
    ),
  );

  return {
    port,
    url: `kurrentdb://127.0.0.1:${port}?tls=false`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        // Open subscriptions never end by themselves: cut them rather than wait.
        server.forceShutdown();
        resolve();
      }),
  };
}

/** `Streams.Delete` / `Streams.Tombstone`: the expected state as in an append; the answer is the $all position. */
function serveDelete<R extends DeleteResp | TombstoneResp>(
  log: InMemoryLog,
  options: DeleteReq.Options | TombstoneReq.Options | undefined,
  hard: boolean,
  done: grpc.sendUnaryData<R>,
): void {
  if (!options) {
    done({ code: grpc.status.INVALID_ARGUMENT, details: 'Delete options are required' });
    return;
  }
  const streamId = streamName(options.getStreamIdentifier());
  let expected: ExpectedState = 'any';
  if (options.hasRevision()) expected = BigInt(options.getRevision());
  else if (options.hasNoStream()) expected = 'no_stream';
  else if (options.hasStreamExists()) expected = 'stream_exists';
  const outcome: DeleteOutcome = log.delete(streamId, expected, hard);
  if (!outcome.ok) {
    if (outcome.reason === 'stream_deleted') done(streamDeletedError(streamId));
    else done(wrongExpectedVersionError(streamId, outcome.current, outcome.expected));
    return;
  }
  const resp = hard ? new TombstoneResp() : new DeleteResp();
  const position = hard ? new TombstoneResp.Position() : new DeleteResp.Position();
  position.setCommitPosition(outcome.commit.toString());
  position.setPreparePosition(outcome.prepare.toString());
  (resp as DeleteResp).setPosition(position as DeleteResp.Position);
  done(null, resp as R);
}

/** The server's errors outside an append's answer: gRPC status with `exception` (and more) in the trailers. */
function trailerError(
  code: grpc.status,
  details: string,
  entries: Record<string, string>,
): grpc.ServiceError {
  const metadata = new grpc.Metadata();
  for (const [k, v] of Object.entries(entries)) metadata.set(k, v);
  return Object.assign(new Error(details), { code, details, metadata });
}

function streamDeletedError(streamId: string): grpc.ServiceError {
  return trailerError(grpc.status.FAILED_PRECONDITION, `Event stream '${streamId}' is deleted.`, {
    exception: 'stream-deleted',
    'stream-name': streamId,
  });
}

function wrongExpectedVersionError(
  streamId: string,
  current: bigint | 'no_stream',
  expected: ExpectedState,
): grpc.ServiceError {
  const revision = (v: bigint | string) =>
    typeof v === 'bigint' ? v.toString() : v === 'no_stream' ? '-1' : '-2';
  return trailerError(grpc.status.FAILED_PRECONDITION, 'Wrong expected version', {
    exception: 'wrong-expected-version',
    'stream-name': streamId,
    'expected-version': revision(expected),
    'actual-version': revision(current),
  });
}

function asServiceError(e: unknown): Partial<grpc.StatusObject> {
  return { code: grpc.status.INTERNAL, details: e instanceof Error ? e.message : String(e) };
}

function streamName(identifier: StreamIdentifier | undefined): string {
  if (!identifier) throw new Error('A stream identifier is required');
  return Buffer.from(identifier.getStreamName_asU8()).toString('utf8');
}

function streamIdentifier(name: string): StreamIdentifier {
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Buffer.from(name, 'utf8'));
  return identifier;
}

const U64 = 1n << 64n;

function uuidOf(uuid: UUID | undefined): string {
  if (!uuid) return '';
  if (uuid.hasStructured()) {
    const s = uuid.getStructured()!;
    const hex = (v: string) => ((BigInt(v) + U64) % U64).toString(16).padStart(16, '0');
    const ms = hex(s.getMostSignificantBits());
    const ls = hex(s.getLeastSignificantBits());
    return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-${ms.slice(12)}-${ls.slice(0, 4)}-${ls.slice(4)}`;
  }
  return uuid.getString();
}

/** A UUID as the reader asked for it (`structured`: two signed 64-bit halves; else the string form). */
function uuidMessage(id: string, structured: boolean): UUID {
  const uuid = new UUID();
  if (!structured) {
    uuid.setString(id);
    return uuid;
  }
  const hex = id.replace(/-/g, '');
  const signed = (h: string) => BigInt.asIntN(64, BigInt(`0x${h}`)).toString();
  const s = new UUID.Structured();
  s.setMostSignificantBits(signed(hex.slice(0, 16)));
  s.setLeastSignificantBits(signed(hex.slice(16)));
  uuid.setStructured(s);
  return uuid;
}

interface ProposedMessage {
  getId(): UUID | undefined;
  getMetadataMap(): { get(key: string): string | undefined };
  getData_asU8(): Uint8Array;
  getCustomMetadata_asU8(): Uint8Array;
}

function toProposed(message: ProposedMessage): ProposedRecord {
  const metadata = message.getMetadataMap();
  return {
    id: uuidOf(message.getId()),
    type: metadata.get('type') ?? '',
    contentType: metadata.get('content-type') ?? 'application/octet-stream',
    data: message.getData_asU8(),
    customMetadata: message.getCustomMetadata_asU8(),
  };
}

function appendResponse(outcome: AppendOutcome): AppendResp {
  const resp = new AppendResp();
  if (outcome.ok) {
    const success = new AppendResp.Success();
    success.setCurrentRevision(outcome.currentRevision.toString());
    const position = new AppendResp.Position();
    position.setCommitPosition(outcome.commit.toString());
    position.setPreparePosition(outcome.prepare.toString());
    success.setPosition(position);
    resp.setSuccess(success);
    return resp;
  }
  if (outcome.reason !== 'wrong_expected_version') throw new Error('unreachable');
  const wrong = new AppendResp.WrongExpectedVersion();
  if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new Empty());
  else wrong.setCurrentRevision(outcome.current.toString());
  const expected = outcome.expected;
  if (typeof expected === 'bigint') wrong.setExpectedRevision(expected.toString());
  else if (expected === 'no_stream') wrong.setExpectedNoStream(new Empty());
  else if (expected === 'stream_exists') wrong.setExpectedStreamExists(new Empty());
  else wrong.setExpectedAny(new Empty());
  resp.setWrongExpectedVersion(wrong);
  return resp;
}

function batchResponse(
  correlationId: UUID,
  streamId: string,
  expected: ExpectedState,
  outcome: AppendOutcome,
): BatchAppendResp {
  const resp = new BatchAppendResp();
  resp.setCorrelationId(correlationId);
  resp.setStreamIdentifier(streamIdentifier(streamId));
  if (typeof expected === 'bigint') resp.setStreamPosition(expected.toString());
  else if (expected === 'no_stream') resp.setNoStream(new Empty());
  else if (expected === 'stream_exists') resp.setStreamExists(new Empty());
  else resp.setAny(new Empty());
  if (outcome.ok) {
    const success = new BatchAppendResp.Success();
    success.setCurrentRevision(outcome.currentRevision.toString());
    const position = new AllStreamPosition();
    position.setCommitPosition(outcome.commit.toString());
    position.setPreparePosition(outcome.prepare.toString());
    success.setPosition(position);
    resp.setSuccess(success);
    return resp;
  }
  // Errors travel as a google.rpc-style status whose details name the protocol's error message.
  const status = new Status();
  const details = new Any();
  if (outcome.reason === 'wrong_expected_version') {
    const wrong = new WrongExpectedVersion();
    if (outcome.current === 'no_stream') wrong.setCurrentNoStream(new Empty());
    else wrong.setCurrentStreamRevision(outcome.current.toString());
    if (typeof expected === 'bigint') wrong.setExpectedStreamPosition(expected.toString());
    else if (expected === 'no_stream') wrong.setExpectedNoStream(new Empty());
    else if (expected === 'stream_exists') wrong.setExpectedStreamExists(new Empty());
    else wrong.setExpectedAny(new Empty());
    details.pack(wrong.serializeBinary(), 'event_store.client.WrongExpectedVersion');
    status.setCode(Code.FAILED_PRECONDITION);
    status.setMessage('Wrong expected version');
  } else if (outcome.reason === 'stream_deleted') {
    const deleted = new StreamDeleted();
    deleted.setStreamIdentifier(streamIdentifier(streamId));
    details.pack(deleted.serializeBinary(), 'event_store.client.StreamDeleted');
    status.setCode(Code.FAILED_PRECONDITION);
    status.setMessage(`Event stream '${streamId}' is deleted.`);
  } else {
    const tooLarge = new MaximumAppendSizeExceeded();
    tooLarge.setMaxappendsize(outcome.maxAppendSize);
    details.pack(tooLarge.serializeBinary(), 'event_store.client.MaximumAppendSizeExceeded');
    status.setCode(Code.INVALID_ARGUMENT);
    status.setMessage(`Maximum Append Size of ${outcome.maxAppendSize} Exceeded.`);
  }
  status.setDetails(details);
  resp.setError(status);
  return resp;
}

interface Matcher {
  (record: StoredRecord): boolean;
}

function filterOf(options: ReadReq.Options): { match: Matcher; checkpointEvery: number } | undefined {
  const filter = options.getFilter();
  if (!filter) return undefined;
  const on = filter.hasEventType() ? 'type' : 'stream';
  const expression = (on === 'type' ? filter.getEventType() : filter.getStreamIdentifier())!;
  const prefixes = expression.getPrefixList();
  const regex = expression.getRegex() ? new RegExp(expression.getRegex()) : undefined;
  const window = filter.hasMax() ? filter.getMax() : CHECKPOINT_WINDOW;
  return {
    match: (record) => {
      const value = on === 'type' ? record.type : record.streamId;
      if (prefixes.length && !prefixes.some((p) => value.startsWith(p))) return false;
      return regex ? regex.test(value) : true;
    },
    checkpointEvery: Math.max(1, window * Math.max(1, filter.getCheckpointintervalmultiplier())),
  };
}

function readEvent(record: StoredRecord, structuredIds: boolean, withPosition: boolean): ReadResp {
  const recorded = new ReadResp.ReadEvent.RecordedEvent();
  recorded.setId(uuidMessage(record.id, structuredIds));
  recorded.setStreamIdentifier(streamIdentifier(record.streamId));
  recorded.setStreamRevision(record.revision.toString());
  recorded.setPreparePosition(record.prepare.toString());
  recorded.setCommitPosition(record.commit.toString());
  const metadata = recorded.getMetadataMap();
  metadata.set('type', record.type);
  metadata.set('content-type', record.contentType);
  metadata.set('created', record.created.toString());
  recorded.setCustomMetadata(record.customMetadata);
  recorded.setData(record.data);
  const event = new ReadResp.ReadEvent();
  event.setEvent(recorded);
  if (withPosition) event.setCommitPosition(record.commit.toString());
  else event.setNoPosition(new Empty());
  const resp = new ReadResp();
  resp.setEvent(event);
  return resp;
}

function checkpointMessage(position: Position): ReadResp {
  const checkpoint = new ReadResp.Checkpoint();
  checkpoint.setCommitPosition(position.commit.toString());
  checkpoint.setPreparePosition(position.prepare.toString());
  checkpoint.setTimestamp(Timestamp.fromDate(new Date()));
  const resp = new ReadResp();
  resp.setCheckpoint(checkpoint);
  return resp;
}

function serveRead(log: InMemoryLog, call: grpc.ServerWritableStream<ReadReq, ReadResp>): void {
  const options = call.request.getOptions();
  if (!options) throw new Error('Read options are required');
  const structuredIds = options.getUuidOption()?.hasStructured() ?? false;
  const backwards = options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS;
  const subscription = options.hasSubscription();
  const limit = options.hasCount() ? BigInt(options.getCount()) : BigInt(Number.MAX_SAFE_INTEGER);
  const filter = filterOf(options);

  if (options.hasStream()) {
    const stream = options.getStream()!;
    const name = streamName(stream.getStreamIdentifier());
    const records = log.stream(name);
    if (subscription) throw new Error('The stand-in serves subscriptions to $all only');
    if (log.isTombstoned(name)) {
      call.emit('error', streamDeletedError(name));
      return;
    }
    if (records.length === 0) {
      const notFound = new ReadResp.StreamNotFound();
      notFound.setStreamIdentifier(streamIdentifier(name));
      const resp = new ReadResp();
      resp.setStreamNotFound(notFound);
      call.write(resp);
      call.end();
      return;
    }
    const ordered = backwards ? [...records].reverse() : records;
    const from = stream.hasRevision() ? BigInt(stream.getRevision()) : undefined;
    const startAtEnd = stream.hasEnd();
    let sent = 0n;
    for (const record of ordered) {
      if (sent >= limit) break;
      if (startAtEnd && !backwards) break;
      if (from !== undefined && (backwards ? record.revision > from : record.revision < from)) continue;
      call.write(readEvent(record, structuredIds, true));
      sent++;
    }
    call.end();
    return;
  }

  const all = options.getAll();
  if (!all) throw new Error('Read needs a stream or $all');
  const position = all.hasPosition()
    ? {
        commit: BigInt(all.getPosition()!.getCommitPosition()),
        prepare: BigInt(all.getPosition()!.getPreparePosition()),
      }
    : undefined;

  if (!subscription) {
    // A read of $all from a position includes the event at that position (the server's inclusive read).
    const ordered = backwards ? [...log.all].reverse() : log.all;
    let sent = 0n;
    for (const record of ordered) {
      if (sent >= limit) break;
      if (all.hasEnd() && !backwards) break;
      if (position) {
        const c = comparePositions(record, position);
        if (backwards ? c >= 0 : c < 0) continue;
      }
      if (filter && !filter.match(record)) continue;
      call.write(readEvent(record, structuredIds, true));
      sent++;
    }
    call.end();
    return;
  }

  // A catch-up subscription: confirmation, the past after the position (exclusive), caught-up, then live.
  const confirmation = new ReadResp.SubscriptionConfirmation();
  confirmation.setSubscriptionId(randomUUID());
  const confirm = new ReadResp();
  confirm.setConfirmation(confirmation);
  call.write(confirm);

  let looked = 0;
  let last: Position | undefined = position;
  const deliver = (record: StoredRecord) => {
    if (last && comparePositions(record, last) <= 0) return;
    last = { commit: record.commit, prepare: record.prepare };
    looked++;
    if (!filter || filter.match(record)) call.write(readEvent(record, structuredIds, true));
    if (filter && looked % filter.checkpointEvery === 0) call.write(checkpointMessage(last));
  };
  // Live events are queued while the past is sent, so none is lost or sent twice.
  const queued: StoredRecord[] = [];
  let live = false;
  const unsubscribe = log.onAppend((records) => {
    if (live) records.forEach(deliver);
    else queued.push(...records);
  });
  call.on('cancelled', unsubscribe);
  call.on('close', unsubscribe);
  call.on('error', unsubscribe);

  if (!all.hasEnd()) for (const record of log.all) deliver(record);
  else last = log.all.length ? log.all[log.all.length - 1] : last;
  queued.splice(0).forEach(deliver);
  live = true;
  if (filter && last) call.write(checkpointMessage(last));
  const caughtUp = new ReadResp.CaughtUp();
  caughtUp.setTimestamp(Timestamp.fromDate(new Date()));
  if (last) {
    const p = new ReadResp.Position();
    p.setCommitPosition(last.commit.toString());
    p.setPreparePosition(last.prepare.toString());
    caughtUp.setPosition(p);
  }
  const caught = new ReadResp();
  caught.setCaughtUp(caughtUp);
  call.write(caught);
}
