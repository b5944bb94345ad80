import { z } from 'zod';
import { ErrorCodes } from './errors';
import {
  findUnstorableText,
  isStorableText,
  isUnstorableTextIssue,
  storableText,
  UnstorableTextDetail,
} from './text';

describe('storable text (issue #22)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['another C0 control', 'a\u0001b'],
    ['escape', '\u001b[31m'],
    ['backspace', 'x\u0008'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'x\udfffy'],
    ['a pair the wrong way round', '\udc00\ud800'],
    ['a high surrogate at the end', 'ok\ud83d'],
  ])('refuses %s', (_what, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it.each([
    ['tab, newline and carriage return', 'a\tb\nc\r\n'],
    ['umlauts and an emoji (a surrogate pair)', 'Bär 🐻 und Ölf'],
    ['the empty string', ''],
    ['DEL and other non-C0 characters', '\u007f\u0085\u200b'],
  ])('keeps %s', (_what, text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it('is a zod string whose refusal carries COMMON.INVALID_TEXT and chains the usual checks', () => {
    const schema = z.object({ note: storableText({ error: 'a text is required' }).trim().max(5) });
    expect(schema.parse({ note: '  ok  ' })).toEqual({ note: 'ok' });
    const refused = schema.safeParse({ note: 'a\u0000' });
    expect(refused.success).toBe(false);
    const issue = refused.error!.issues[0]!;
    expect(isUnstorableTextIssue(issue)).toBe(true);
    expect(issue.message).toBe(UnstorableTextDetail.en);
    expect(issue.path).toEqual(['note']);
    expect((issue as { params?: unknown }).params).toEqual({ code: ErrorCodes.INVALID_TEXT });
    expect(schema.safeParse({ note: 5 }).error!.issues[0]!.message).toBe('a text is required');
  });

  it('finds the first unstorable string anywhere in a value, also in keys, and names its path', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, { c: 'x\ud800' }] })).toBe('b.1.c');
    expect(findUnstorableText({ ['k\u0000']: 1 }, 'body')).toBe('body.k\u0000');
    expect(findUnstorableText('\u0000', 'query')).toBe('query');
    expect(findUnstorableText({ a: 'ok', b: [null, 1, true, { c: 'Bär 🐻' }] })).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
  });

  it('walks any nesting depth without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });

  it('has the refusal in German and English', () => {
    expect(UnstorableTextDetail.de).toMatch(/Zeichen/);
    expect(UnstorableTextDetail.en).toMatch(/characters/);
  });
});
