/** Anything that checks and normalises an event's data: a zod schema fits (`schema.parse`). */
export interface DataSchema<T = unknown> {
  parse(data: unknown): T;
}

/**
 * One stored event type: its current schema version, the schema its data must satisfy, and one upcaster
 * per older version (`upcast[1]` turns version-1 data into version-2 data, and so on). Stored events are
 * never rewritten; they are read through the upcasters instead.
 */
export interface EventTypeDefinition<T = unknown> {
  version: number;
  schema: DataSchema<T>;
  upcast?: Record<number, (data: Record<string, unknown>) => Record<string, unknown>>;
}

export type EventCatalog = Record<string, EventTypeDefinition>;

/** A stored event the service cannot read: an unknown type, a version newer than this code, or bad data. */
export class EventDecodingError extends Error {
  constructor(
    public readonly eventType: string,
    public readonly schemaVersion: number,
    detail: string,
  ) {
    super(`Cannot decode ${eventType} v${schemaVersion}: ${detail}`);
    this.name = 'EventDecodingError';
  }
}

/**
 * Reads and writes a service's stored events by their schema (ARCHITECTURE §3: events carry a schema
 * version). The store encodes on append (checks the data, stamps the current version) and decodes on every
 * read (upcasts older data step by step, then checks it), so deciders, projections and relays only ever see
 * current, valid data.
 */
export class EventCodec {
  constructor(private readonly catalog: EventCatalog) {
    for (const [type, def] of Object.entries(catalog)) {
      for (let v = 1; v < def.version; v++) {
        if (!def.upcast?.[v]) throw new Error(`${type}: version ${def.version} needs an upcaster from v${v}`);
      }
    }
  }

  versionOf(type: string): number {
    return this.definition(type, 0).version;
  }

  /** A new event's data, checked against its current schema. */
  encode(type: string, data: unknown): { data: unknown; schemaVersion: number } {
    const def = this.definition(type, 0);
    return { data: this.check(type, def.version, def, data), schemaVersion: def.version };
  }

  /** A stored event's data brought to the current version and checked. */
  decode(type: string, schemaVersion: number | undefined, data: unknown): unknown {
    const from = schemaVersion ?? 1;
    const def = this.definition(type, from);
    if (from > def.version) {
      throw new EventDecodingError(type, from, `this code knows up to v${def.version}`);
    }
    let current = data as Record<string, unknown>;
    for (let v = from; v < def.version; v++) current = def.upcast![v]!(current);
    return this.check(type, from, def, current);
  }

  private definition(type: string, version: number): EventTypeDefinition {
    const def = this.catalog[type];
    if (!def) throw new EventDecodingError(type, version, 'unknown event type');
    return def;
  }

  private check(type: string, version: number, def: EventTypeDefinition, data: unknown): unknown {
    try {
      return def.schema.parse(data);
    } catch (e) {
      throw new EventDecodingError(type, version, e instanceof Error ? e.message : String(e));
    }
  }
}

/**
 * The catalog of an aggregate's events, checked against its event union: one entry per type, and each schema
 * must produce that type's data, so the TypeScript types and the stored shape cannot drift apart.
 */
export type EventCatalogFor<E extends { type: string; data: unknown }> = {
  [K in E['type']]: EventTypeDefinition<Extract<E, { type: K }>['data']>;
};
