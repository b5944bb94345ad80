/**
 * Subject and stream names, with an optional prefix so that test runs (and, if ever needed, tenants)
 * never see each other's traffic. See README.md for the naming scheme.
 */
export class Subjects {
  constructor(public readonly prefix = '') {
    if (prefix && !/^[a-z0-9_-]+$/i.test(prefix)) throw new Error(`Invalid subject prefix "${prefix}"`);
  }

  /** `rpc.limits.get-limits` → `<prefix>.rpc.limits.get-limits` */
  subject(name: string): string {
    return this.prefix ? `${this.prefix}.${name}` : name;
  }

  /** JetStream stream names cannot contain dots: `EVT_LIMITS` → `<PREFIX>_EVT_LIMITS`. */
  stream(name: string): string {
    return this.prefix ? `${this.prefix.toUpperCase().replace(/-/g, '_')}_${name}` : name;
  }

  /** Durable consumer names follow the stream rule too. */
  durable(name: string): string {
    return this.prefix ? `${this.prefix}_${name}` : name;
  }
}
