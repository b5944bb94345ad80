import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { ErasureBucket, type ErasureStep } from '@fabelhaft/contracts';
import type { NatsConnection, Subjects } from '@fabelhaft/messaging';
import { newErasure, type ErasureRecord } from './erasure-saga.decide';

/**
 * Whether a subject may still use its tokens: `none` (never erased), `erasing` (erasure started, the identity user
 * not yet deleted — only DELETE /account may continue it), `erased` (refused everywhere, for ever).
 */
export type SubjectStanding = 'none' | 'erasing' | 'erased';

/** The erased subjects and their erasure saga (issue #22, ADR 0016 addendum). */
export interface ErasureLedger {
  standing(subject: string): Promise<SubjectStanding>;
  get(subject: string): Promise<ErasureRecord | null>;
  /** Starts the erasure (or answers the one already started): from now on the subject is refused. */
  begin(subject: string, now: Date): Promise<ErasureRecord>;
  /** Takes back an erasure that could not start (a refusal before anything was erased, the identity provider down). */
  abandon(subject: string): Promise<void>;
  /** Changes a record with compare-and-set, re-reading and re-applying on a concurrent change. */
  update(subject: string, change: (record: ErasureRecord) => ErasureRecord): Promise<ErasureRecord>;
  list(): Promise<ErasureRecord[]>;
}

/** How long another instance's answer may be trusted: "at once" here, within seconds on every other instance. */
export const STANDING_TTL_MS = 2000;

const keyOf = (subject: string) => Buffer.from(subject, 'utf8').toString('base64url');
const standingOf = (record: ErasureRecord | null): SubjectStanding =>
  record === null ? 'none' : record.steps.identity.state === 'done' ? 'erased' : 'erasing';
const identityDone = (record: ErasureRecord) => record.steps.identity.state === 'done';

/**
 * The ledger in a NATS KV bucket (ERASURES, a JetStream stream on file storage: it survives restarts and every BFF
 * instance reads the same). An `erased` answer is kept in memory for good (it never changes back); `none` and
 * `erasing` for STANDING_TTL_MS, and this instance's own changes are known at once.
 */
export class NatsKvErasureLedger implements ErasureLedger {
  private readonly erased = new Set<string>();
  private readonly recent = new Map<string, { standing: SubjectStanding; until: number }>();

  private constructor(
    private readonly kv: KV,
    private readonly jsm: JetStreamManager,
    private readonly bucket: string,
    private readonly now: () => number,
  ) {}

  static async open(
    nc: NatsConnection,
    subjects: Subjects,
    options: { now?: () => number } = {},
  ): Promise<NatsKvErasureLedger> {
    const bucket = subjects.stream(ErasureBucket.name);
    const kv = await new Kvm(nc).create(bucket, { history: 1 });
    return new NatsKvErasureLedger(kv, await jetstreamManager(nc), bucket, options.now ?? Date.now);
  }

  async standing(subject: string): Promise<SubjectStanding> {
    if (this.erased.has(subject)) return 'erased';
    const cached = this.recent.get(subject);
    if (cached && cached.until > this.now()) return cached.standing;
    const standing = standingOf((await this.read(subject))?.record ?? null);
    this.remember(subject, standing);
    return standing;
  }

  async get(subject: string): Promise<ErasureRecord | null> {
    return (await this.read(subject))?.record ?? null;
  }

  async begin(subject: string, now: Date): Promise<ErasureRecord> {
    const record = newErasure(subject, now);
    try {
      await this.kv.create(keyOf(subject), JSON.stringify(record));
      this.remember(subject, 'erasing');
      return record;
    } catch (e) {
      const existing = await this.read(subject);
      if (!existing) throw e;
      this.remember(subject, standingOf(existing.record));
      return existing.record;
    }
  }

  async abandon(subject: string): Promise<void> {
    const existing = await this.read(subject);
    // Once the identity user is gone the erasure can only go forward.
    if (!existing || identityDone(existing.record)) return;
    await this.kv.purge(keyOf(subject));
    this.remember(subject, 'none');
  }

  async update(subject: string, change: (record: ErasureRecord) => ErasureRecord): Promise<ErasureRecord> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const current = await this.read(subject);
      if (!current) throw new Error('erasure record not found');
      const next = change(current.record);
      try {
        await this.kv.update(keyOf(subject), JSON.stringify(next), current.revision);
        this.remember(subject, standingOf(next));
        return next;
      } catch {
        // Another instance changed it meanwhile: read again and re-apply.
      }
    }
    throw new Error('erasure record kept changing');
  }

  async list(): Promise<ErasureRecord[]> {
    // The keys from the stream's per-subject state (one STREAM.INFO request): KV's keys() runs a consumer, which
    // needs more permissions and did not always end while the bucket was being written.
    const prefix = `$KV.${this.bucket}.`;
    const info = await this.jsm.streams.info(`KV_${this.bucket}`, { subjects_filter: `${prefix}>` });
    const keys = Object.keys(info.state.subjects ?? {}).map((s) => s.slice(prefix.length));
    const records = await Promise.all(
      keys.map(async (k) => {
        const entry = await this.kv.get(k);
        return entry && entry.operation === 'PUT' ? entry.json<ErasureRecord>() : null;
      }),
    );
    return records.filter((r): r is ErasureRecord => r !== null);
  }

  private async read(subject: string): Promise<{ record: ErasureRecord; revision: number } | null> {
    const entry = await this.kv.get(keyOf(subject));
    if (!entry || entry.operation !== 'PUT') return null;
    return { record: entry.json<ErasureRecord>(), revision: entry.revision };
  }

  private remember(subject: string, standing: SubjectStanding): void {
    if (standing === 'erased') {
      this.erased.add(subject);
      this.recent.delete(subject);
      return;
    }
    this.recent.set(subject, { standing, until: this.now() + STANDING_TTL_MS });
  }
}

/** Every step but identity, for the saga's type checks. */
export type ServiceStep = Exclude<ErasureStep, 'identity'>;
export const ERASURE_LEDGER = Symbol('ERASURE_LEDGER');
