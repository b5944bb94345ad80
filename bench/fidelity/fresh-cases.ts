/**
 * What the fresh-wish batches share (issue #21, ADR 0049): expected outcomes written briefly, the four fixed
 * books built once, and the two checks — each message alone, and each conversation turn by turn, never the
 * same question twice. The batches themselves are data in their spec files.
 */
import { asExpected } from './refinement';
import { fixedBook, refine, type RefinableBook, type SeenAnswer } from './engine';
import { BOOKS, type BookKey, type ExpectedOutcome } from './corpus-format';

/** A message, with the viewer page the parent looks at when it says "this page". */
export type WishCase = [book: BookKey, message: string, expect: ExpectedOutcome, focus?: number];
export type ConversationCase = [book: BookKey, turns: Array<[string, ExpectedOutcome]>];

export const look = (character: string, ...value: string[]): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'character', action: 'change_look', character, value }],
});
export const rename = (character: string, name: string): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'character', action: 'rename', character, value: [name] }],
});
export const scene = (action: string, ...value: string[]): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'page_scene', action, value }],
});
export const light = (...value: string[]): ExpectedOutcome => scene('set_light', ...value);
export const shorter: ExpectedOutcome = {
  kind: 'plan',
  changes: [{ target: 'page_text', action: 'shorten|rewrite' }],
};
export const retitle = (word: string): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'book', action: 'retitle', value: [word] }],
});
export const style = (name: string): ExpectedOutcome => ({
  kind: 'plan',
  changes: [{ target: 'book', action: 'change_style', value: [name] }],
});
export const ask: ExpectedOutcome = { kind: 'clarify' };
/** Several wishes in one message: every one of them must be among the planned changes. */
export const all = (...outcomes: ExpectedOutcome[]): ExpectedOutcome => ({
  kind: 'plan',
  changes: outcomes.flatMap((o) => (o.kind === 'plan' ? o.changes : [])),
});

const books = new Map<BookKey, RefinableBook>();
const bookOf = (key: BookKey): RefinableBook => {
  if (!books.has(key)) books.set(key, fixedBook(key));
  return books.get(key)!;
};

/**
 * One describe block: every message alone, then every conversation (its questions never repeated). `misses`
 * names the messages (their text) and conversations (`conversation 3`) the planner still gets wrong: they run
 * as `it.failing`, so the suite says at once when one starts to pass — and none of them counts as done.
 */
export function describeFreshWishes(
  title: string,
  messages: WishCase[],
  conversations: ConversationCase[],
  misses: ReadonlySet<string> = new Set(),
): void {
  describe(title, () => {
    // Building the four books takes a while on a busy machine: not a failure of the planner.
    jest.setTimeout(120_000);
    beforeAll(() => {
      for (const key of BOOKS) bookOf(key);
    });

    // Every row gets four values: jest takes a fourth parameter a row leaves out for a `done` callback.
    const rows = messages.map(
      ([key, message, expected, focus]) => [key, message, expected, focus ?? 0] as const,
    );
    const check = async (key: BookKey, message: string, expected: ExpectedOutcome, focus: number) => {
      const answer = await refine(bookOf(key), {
        locale: 'en',
        message,
        earlier: [],
        focusPages: focus ? [focus] : [],
      });
      expect({ message, answer: asExpected(expected, answer) ? 'as expected' : answer }).toEqual({
        message,
        answer: 'as expected',
      });
    };
    // A known miss that names no message or conversation of the batch (a typo, an edited message) would hide
    // nothing and flag nothing: refused, so the list stays true.
    const named = new Set([
      ...messages.map(([, m]) => m),
      ...conversations.map((_, i) => `conversation ${i + 1}`),
    ]);
    const stray = [...misses].filter((m) => !named.has(m));
    if (stray.length)
      throw new Error(`${title}: known misses that name nothing in the batch: ${stray.join(' | ')}`);
    const known = rows.filter(([, message]) => misses.has(message));
    const rest = rows.filter(([, message]) => !misses.has(message));
    if (rest.length) it.each(rest)('%s: %s', check);
    if (known.length) it.failing.each(known)('still missed — %s: %s', check);

    const talk = async (_: number, key: BookKey, turns: Array<[string, ExpectedOutcome]>) => {
      const earlier: string[] = [];
      const seen: string[] = [];
      const asked: string[] = [];
      for (const [message, expected] of turns) {
        const answer: SeenAnswer = await refine(bookOf(key), {
          locale: 'en',
          message,
          earlier: [...earlier],
          focusPages: [],
        });
        const again = answer.kind === 'clarify' && asked.includes(answer.prompt);
        if (answer.kind === 'clarify') asked.push(answer.prompt);
        seen.push(
          asExpected(expected, answer) && !again
            ? 'ok'
            : `${message} → ${again ? 'same question again: ' : ''}${JSON.stringify(answer).slice(0, 200)}`,
        );
        earlier.push(message);
      }
      expect(seen).toEqual(turns.map(() => 'ok'));
    };
    const numbered = conversations.map(([key, turns], i) => [i + 1, key, turns] as const);
    const open = numbered.filter(([n]) => !misses.has(`conversation ${n}`));
    const missed = numbered.filter(([n]) => misses.has(`conversation ${n}`));
    if (open.length) it.each(open)('conversation %i on %s (never the same question twice)', talk);
    if (missed.length) it.failing.each(missed)('still missed — conversation %i on %s', talk);
  });
}
