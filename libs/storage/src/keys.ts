import { InvalidKeyError } from './errors';

export const MAX_KEY_LENGTH = 512;
/** Every object of a customer lives under this prefix: `owners/<ownerId>/...`. */
export const OWNERS_PREFIX = 'owners/';
/** Filesystem sidecar suffix; a key may not end with it (it would collide with another key's metadata). */
export const META_SUFFIX = '.meta.json';

const KEY_CHARS = /^[A-Za-z0-9._/-]+$/;
const SEGMENT_CHARS = /^[A-Za-z0-9._-]+$/;

/** Why `key` is not a valid object key, or `null` when it is. */
function keyProblem(key: unknown, { prefix }: { prefix: boolean }): string | null {
  if (typeof key !== 'string') return 'not a string';
  if (key.length === 0) return prefix ? null : 'empty';
  if (key.length > MAX_KEY_LENGTH) return `longer than ${MAX_KEY_LENGTH} characters`;
  if (!KEY_CHARS.test(key)) return 'only A-Z a-z 0-9 . _ / - are allowed';
  if (key.startsWith('/')) return 'absolute (leading /)';
  if (key.includes('..')) return 'contains ..';
  const segments = key.split('/');
  // A prefix may end with '/' (its last segment is empty); a key may not.
  const checked = prefix ? segments.slice(0, -1) : segments;
  for (const segment of checked) {
    if (segment === '') return 'empty path segment';
    if (segment.startsWith('.')) return 'a path segment starts with .';
  }
  if (prefix && segments[segments.length - 1].startsWith('.')) return 'a path segment starts with .';
  if (!prefix && key.endsWith(META_SUFFIX)) return `ends with ${META_SUFFIX}`;
  return null;
}

/**
 * Asserts an object key: 1..512 characters of `[A-Za-z0-9._/-]`, relative (no leading `/`), no `..`, no empty
 * segment (`a//b`, trailing `/`), no segment starting with `.` (no hidden files, no `.` or `..`), and not
 * ending with `.meta.json`. Throws `InvalidKeyError`, returns the key otherwise.
 */
export function validateKey(key: string): string {
  const problem = keyProblem(key, { prefix: false });
  if (problem) throw new InvalidKeyError(String(key), problem);
  return key;
}

/** `true` when `validateKey` would accept the key. Never throws. */
export function isValidKey(key: unknown): key is string {
  return keyProblem(key, { prefix: false }) === null;
}

/** Asserts a `list` prefix: the key rules, except that it may be empty or end with `/`. */
export function validatePrefix(prefix: string): string {
  const problem = keyProblem(prefix, { prefix: true });
  if (problem) throw new InvalidKeyError(String(prefix), problem);
  return prefix;
}

/** Asserts one path segment (an owner id or a part of `ownerKey`): no `/`, not starting with `.`. */
export function validateSegment(segment: string): string {
  if (typeof segment !== 'string' || segment.length === 0) {
    throw new InvalidKeyError(String(segment), 'empty path segment');
  }
  if (!SEGMENT_CHARS.test(segment))
    throw new InvalidKeyError(segment, 'only A-Z a-z 0-9 . _ - are allowed in a segment');
  if (segment.startsWith('.')) throw new InvalidKeyError(segment, 'a path segment starts with .');
  return segment;
}

/** `owners/<ownerId>/`: the prefix of everything one customer owns (for `list`). */
export function ownerPrefix(ownerId: string): string {
  return `${OWNERS_PREFIX}${validateSegment(ownerId)}/`;
}

/**
 * `owners/<ownerId>/<part>/<part>…`, e.g. `ownerKey(sub, 'uploads', `${id}.webp`)`. Each part is one segment
 * (no `/`); at least one part. Throws `InvalidKeyError`.
 */
export function ownerKey(ownerId: string, ...parts: string[]): string {
  if (parts.length === 0) throw new InvalidKeyError(ownerPrefix(ownerId), 'ownerKey needs at least one part');
  return validateKey(ownerPrefix(ownerId) + parts.map(validateSegment).join('/'));
}

/** The owner of a key under `owners/<ownerId>/…`, else `null`. */
export function ownerOf(key: string): string | null {
  if (!isValidKey(key) || !key.startsWith(OWNERS_PREFIX)) return null;
  const segments = key.split('/');
  return segments.length >= 3 ? segments[1] : null;
}

/** The folder of a customer's reference images (issue #12: only these may be named in a preview request). */
export const UPLOADS_FOLDER = 'uploads';

/** `owners/<ownerId>/uploads/`: where the BFF stores a customer's reference images. */
export function uploadsPrefix(ownerId: string): string {
  return `${ownerPrefix(ownerId)}${UPLOADS_FOLDER}/`;
}

/** `owners/<ownerId>/uploads/<file>`. */
export function uploadKey(ownerId: string, file: string): string {
  return ownerKey(ownerId, UPLOADS_FOLDER, file);
}

/**
 * `true` only for a valid key directly in `owners/<ownerId>/uploads/` (not deeper, not another owner's,
 * not another folder of the same owner). Never throws, also not for an unusable owner id.
 */
export function isOwnUpload(ownerId: string, key: unknown): key is string {
  if (!isValidKey(key)) return false;
  let prefix: string;
  try {
    prefix = uploadsPrefix(ownerId);
  } catch {
    return false;
  }
  return key.startsWith(prefix) && !key.slice(prefix.length).includes('/') && key.length > prefix.length;
}
