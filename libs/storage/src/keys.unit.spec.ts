import { InvalidKeyError, StorageErrorCodes } from './errors';
import {
  isOwnUpload,
  isValidKey,
  MAX_KEY_LENGTH,
  ownerKey,
  ownerOf,
  ownerPrefix,
  uploadKey,
  uploadsPrefix,
  validateKey,
  validatePrefix,
} from './keys';

describe('validateKey', () => {
  it.each(['a', 'owners/u-1/uploads/photo.webp', 'covers/book_1/cover.v2.png', 'A-Z/a_z/0.9'])(
    'accepts %s',
    (key) => {
      expect(validateKey(key)).toBe(key);
      expect(isValidKey(key)).toBe(true);
    },
  );

  it.each([
    ['traversal', '../etc/passwd'],
    ['traversal inside', 'owners/a/../b/x.png'],
    ['double dots in a name', 'owners/a/x..png'],
    ['a dot segment', 'owners/./x.png'],
    ['a hidden segment', 'owners/a/.staging/x'],
    ['absolute', '/etc/passwd'],
    ['backslash', 'owners\\a\\x.png'],
    ['space', 'owners/a/my photo.png'],
    ['percent encoding', 'owners/a/%2e%2e/x'],
    ['unicode', 'owners/a/bild-ä.png'],
    ['NUL byte', 'owners/a/x\0.png'],
    ['newline', 'owners/a/x\n.png'],
    ['empty', ''],
    ['empty segment', 'owners//x.png'],
    ['trailing slash', 'owners/a/'],
    ['too long', 'a'.repeat(MAX_KEY_LENGTH + 1)],
    ['a sidecar name', 'owners/a/x.png.meta.json'],
  ])('rejects %s', (_reason, key) => {
    expect(() => validateKey(key)).toThrow(InvalidKeyError);
    expect(isValidKey(key)).toBe(false);
  });

  it('accepts exactly the maximum length', () => {
    expect(validateKey('a'.repeat(MAX_KEY_LENGTH))).toHaveLength(MAX_KEY_LENGTH);
  });

  it('throws a typed error with a stable code and without the key in the message', () => {
    const error = (() => {
      try {
        validateKey('../secret-name');
      } catch (caught) {
        return caught;
      }
    })() as InvalidKeyError;
    expect(error).toBeInstanceOf(InvalidKeyError);
    expect(error.code).toBe(StorageErrorCodes.INVALID_KEY);
    expect(error.key).toBe('../secret-name');
    expect(error.message).not.toContain('secret-name');
  });

  it('rejects non-strings without crashing', () => {
    expect(isValidKey(undefined)).toBe(false);
    expect(isValidKey(['a'])).toBe(false);
    expect(() => validateKey(42 as unknown as string)).toThrow(InvalidKeyError);
  });
});

describe('validatePrefix', () => {
  it.each(['', 'owners/', 'owners/u-1/', 'owners/u-1/up'])('accepts %j', (prefix) => {
    expect(validatePrefix(prefix)).toBe(prefix);
  });

  it.each(['../', '/owners/', 'owners/../', 'owners//', 'owners/.staging', 'a b'])('rejects %j', (prefix) => {
    expect(() => validatePrefix(prefix)).toThrow(InvalidKeyError);
  });
});

describe('ownerKey', () => {
  it('builds owners/<ownerId>/<parts…>', () => {
    expect(ownerKey('3f2a-uuid', 'uploads', 'photo.webp')).toBe('owners/3f2a-uuid/uploads/photo.webp');
    expect(ownerPrefix('3f2a-uuid')).toBe('owners/3f2a-uuid/');
  });

  it.each([
    ['an owner id with a slash', 'a/b', ['x.png']],
    ['an owner id of ..', '..', ['x.png']],
    ['an empty owner id', '', ['x.png']],
    ['a part with a slash', 'u1', ['covers/x.png']],
    ['a part of ..', 'u1', ['..', 'x.png']],
    ['a hidden part', 'u1', ['.meta']],
    ['an empty part', 'u1', ['']],
    ['no parts', 'u1', []],
    ['a bad character', 'u1', ['x?.png']],
  ])('rejects %s', (_reason, ownerId, parts) => {
    expect(() => ownerKey(ownerId as string, ...(parts as string[]))).toThrow(InvalidKeyError);
  });

  it('tells the owner of a key', () => {
    expect(ownerOf('owners/u1/covers/c.png')).toBe('u1');
    expect(ownerOf('owners/u1')).toBeNull();
    expect(ownerOf('public/c.png')).toBeNull();
    expect(ownerOf('../owners/u1/x')).toBeNull();
  });
});

describe("isOwnUpload (issue #12: reference images only from the caller's own upload folder)", () => {
  it("accepts a file directly in the caller's upload folder", () => {
    expect(uploadsPrefix('u-1')).toBe('owners/u-1/uploads/');
    expect(uploadKey('u-1', 'a.webp')).toBe('owners/u-1/uploads/a.webp');
    expect(isOwnUpload('u-1', 'owners/u-1/uploads/a.webp')).toBe(true);
  });

  it.each([
    ["another customer's upload", 'owners/u-2/uploads/a.webp'],
    ['an owner id that only starts the same', 'owners/u-10/uploads/a.webp'],
    ['another folder of the caller', 'owners/u-1/covers/a.webp'],
    ["the caller's invoice", 'owners/u-1/invoices/2026-1.pdf'],
    ['deeper than the folder', 'owners/u-1/uploads/x/a.webp'],
    ['traversal out of the folder', 'owners/u-1/uploads/../../u-2/uploads/a.webp'],
    ['no owner prefix', 'alice/ref-1.png'],
    ['the folder itself', 'owners/u-1/uploads/'],
    ['not a string', 42],
  ])('refuses %s', (_why, key) => {
    expect(isOwnUpload('u-1', key)).toBe(false);
  });

  it('refuses everything for an unusable owner id instead of throwing', () => {
    expect(isOwnUpload('../u-1', 'owners/u-1/uploads/a.webp')).toBe(false);
  });
});
