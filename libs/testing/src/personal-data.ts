import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool } from 'pg';

/** Where a personal value was found: `schema.table` and the value. */
export interface Finding {
  table: string;
  value: string;
}

/**
 * issue #22: every row of every table of every non-system schema, read as text (`row::text`, so jsonb and
 * arrays too), searched for the given values, case-insensitively. Empty when none of them is stored anywhere.
 */
export async function findPersonalValues(pool: Pool, values: string[]): Promise<Finding[]> {
  const { rows: tables } = await pool.query<{ schema: string; table: string }>(
    `select table_schema as schema, table_name as table from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const findings: Finding[] = [];
  for (const { schema, table } of tables) {
    const name = `"${schema}"."${table}"`;
    for (const value of values) {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from ${name} t where strpos(lower(t::text), lower($1)) > 0`,
        [value],
      );
      if ((rows[0]?.n ?? 0) > 0) findings.push({ table: `${schema}.${table}`, value });
    }
  }
  return findings;
}

/**
 * issue #22: every message still stored in the given JetStream streams (full names), searched for the values
 * case-insensitively (subject, headers and payload). Deleted messages are skipped.
 */
export async function findInStreams(
  nc: NatsConnection,
  streams: string[],
  values: string[],
): Promise<{ stream: string; sequence: number; value: string }[]> {
  const jsm = await jetstreamManager(nc);
  const found: { stream: string; sequence: number; value: string }[] = [];
  for (const stream of streams) {
    const info = await jsm.streams.info(stream).catch(() => null);
    if (!info) continue;
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq += 1) {
      const m = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (!m) continue;
      const text =
        `${m.subject} ${m.header ? JSON.stringify([...m.header]) : ''} ${new TextDecoder().decode(m.data)}`.toLowerCase();
      for (const value of values) {
        if (text.includes(value.toLowerCase())) found.push({ stream, sequence: seq, value });
      }
    }
  }
  return found;
}
