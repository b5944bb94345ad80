import { z } from 'zod';
import { ErrorCodes } from './errors';

/**
 * Text that Postgres and JSON can store (issue #22). Postgres refuses a NUL character in `text` and `jsonb`, and a
 * lone UTF-16 surrogate (half of a pair, e.g. "\ud800") cannot be written as UTF-8; other C0 control characters
 * are no part of any text a person writes. Tab, line feed and carriage return stay allowed.
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The detail of a refusal, in the words the client shows (spec §8). */
export const UnstorableTextDetail = {
  en: 'The text contains characters that cannot be saved (control characters or broken Unicode). Please remove them.',
  de: 'Der Text enthält Zeichen, die nicht gespeichert werden können (Steuerzeichen oder defektes Unicode). Bitte entferne sie.',
} as const;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * The first string in a JSON-like value (also an object's keys) that is not storable, as a path such as
 * `reference_images.0.description`, or undefined. Walks without recursion, so no nesting depth can overflow it.
 */
export function findUnstorableText(value: unknown, root = ''): string | undefined {
  // Each entry knows its parent, so a path is only put together for the string that is refused.
  interface Entry {
    value: unknown;
    key: string;
    parent?: Entry;
  }
  const pathOf = (entry: Entry, last?: string): string => {
    const keys: string[] = last === undefined ? [] : [last];
    for (let e: Entry | undefined = entry; e?.parent; e = e.parent) keys.push(e.key);
    if (root) keys.push(root);
    return keys.reverse().join('.');
  };
  const stack: Entry[] = [{ value, key: root }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const v = entry.value;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return pathOf(entry);
    } else if (v !== null && typeof v === 'object' && !seen.has(v) && !ArrayBuffer.isView(v)) {
      seen.add(v);
      for (const [key, child] of Object.entries(v)) {
        if (!isStorableText(key)) return pathOf(entry, key);
        stack.push({ value: child, key, parent: entry });
      }
    }
  }
  return undefined;
}

/** The zod issue a refused text gives: its message is the detail, its params carry the code. */
const unstorableIssue = {
  message: UnstorableTextDetail.en,
  params: { code: ErrorCodes.INVALID_TEXT },
} as const;

/**
 * The one string schema for text that comes in from outside (REST bodies, queries, path parameters, RPC inputs):
 * a string Postgres and JSON can store, else the issue `COMMON.INVALID_TEXT` (400 at the BFF). Chain the usual
 * checks after it: `storableText().trim().max(2000)`.
 */
export function storableText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, unstorableIssue);
}

/** Whether a zod issue is the refusal of {@link storableText}. */
export function isUnstorableTextIssue(issue: z.core.$ZodIssue): boolean {
  return (
    issue.code === 'custom' &&
    (issue as { params?: { code?: unknown } }).params?.code === ErrorCodes.INVALID_TEXT
  );
}
