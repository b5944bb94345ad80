/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket paths
 * (`line_items[0][price_data][unit_amount]=2990`, `expand[]=latest_charge`), as stripe-node writes it for
 * request bodies and GET query strings. Decoded into nested objects and arrays of strings.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export class FormEncodingError extends Error {
  override name = 'FormEncodingError';
}

const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
// Keys that would reach Object.prototype through a plain object.
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

export function decodeStripeForm(encoded: string | URLSearchParams): FormObject {
  const params = typeof encoded === 'string' ? new URLSearchParams(encoded) : encoded;
  const root: FormObject = {};
  for (const [key, value] of params) {
    const match = KEY.exec(key);
    if (!match) throw new FormEncodingError(`Invalid parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.some((segment) => FORBIDDEN.has(segment))) {
      throw new FormEncodingError(`Invalid parameter name: ${key}`);
    }
    assign(root, path, value, key);
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

function assign(target: FormObject, path: string[], value: string, key: string): void {
  let node = target;
  for (let i = 0; i < path.length; i++) {
    // `a[]` appends: it takes the next free index.
    const segment = path[i] === '' ? String(Object.keys(node).length) : path[i]!;
    if (i === path.length - 1) {
      if (segment in node) throw new FormEncodingError(`Parameter given twice: ${key}`);
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (next === undefined) node = node[segment] = {};
    else if (typeof next === 'object' && !Array.isArray(next)) node = next;
    else throw new FormEncodingError(`Parameter is both a value and an object: ${key}`);
  }
}

/** Objects whose keys are exactly 0..n-1 become arrays (Stripe's `a[0]`, `a[1]` lists). */
function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arraysFromIndexedObjects(value[k]!)] as const);
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
