/**
 * The fidelity corpus (issue #21) is well-formed and big enough: ≥ 300 ideas, ≥ 100 refinement messages,
 * ≥ 20 conversations, every book language with ≥ 15 ideas, and the held-out part ≥ 30 % of each (and of
 * every idea category). Failures name ids and fields only: the held-out texts are never printed.
 */
import {
  CATEGORIES,
  HELD_OUT_DIR,
  LANGUAGES,
  TUNING_DIR,
  corpusProblems,
  loadCorpus,
  type Corpus,
} from './corpus-format';

const tuning = loadCorpus(TUNING_DIR);
const heldOut = loadCorpus(HELD_OUT_DIR);
const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);
const ids = (c: Corpus): string[] => [
  ...c.ideas.map((i) => i.id),
  ...c.messages.map((m) => m.id),
  ...c.conversations.map((k) => k.id),
];

describe('fidelity corpus', () => {
  it('every file of both parts has the corpus format', () => {
    expect(corpusProblems(TUNING_DIR)).toEqual([]);
    expect(corpusProblems(HELD_OUT_DIR)).toEqual([]);
  });

  it('ids are unique across both parts', () => {
    const all = [...ids(tuning), ...ids(heldOut)];
    const duplicates = all.filter((id, i) => all.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has at least 300 ideas, 100 refinement messages and 20 conversations', () => {
    expect(tuning.ideas.length + heldOut.ideas.length).toBeGreaterThanOrEqual(300);
    expect(tuning.messages.length + heldOut.messages.length).toBeGreaterThanOrEqual(100);
    expect(tuning.conversations.length + heldOut.conversations.length).toBeGreaterThanOrEqual(20);
  });

  it('holds out at least 30 % of the ideas, messages and conversations', () => {
    const ideas = share(heldOut.ideas.length, tuning.ideas.length + heldOut.ideas.length);
    const messages = share(heldOut.messages.length, tuning.messages.length + heldOut.messages.length);
    const conversations = share(
      heldOut.conversations.length,
      tuning.conversations.length + heldOut.conversations.length,
    );
    expect({ ideas: ideas >= 0.3, messages: messages >= 0.3, conversations: conversations >= 0.3 }).toEqual({
      ideas: true,
      messages: true,
      conversations: true,
    });
  });

  it('holds out at least 30 % of every idea category', () => {
    const short = CATEGORIES.filter((category) => {
      const held = heldOut.ideas.filter((i) => i.category === category).length;
      const all = held + tuning.ideas.filter((i) => i.category === category).length;
      return all === 0 || share(held, all) < 0.3;
    });
    expect(short).toEqual([]);
  });

  it('has at least 15 ideas in every book language, in both parts', () => {
    const thin = LANGUAGES.filter(
      (language) =>
        [...tuning.ideas, ...heldOut.ideas].filter((i) => i.language === language).length < 15 ||
        heldOut.ideas.every((i) => i.language !== language),
    );
    expect(thin).toEqual([]);
  });

  it('weights German and English', () => {
    const count = (language: string) =>
      [...tuning.ideas, ...heldOut.ideas].filter((i) => i.language === language).length;
    for (const other of LANGUAGES.filter((l) => l !== 'de' && l !== 'en')) {
      expect(count('de')).toBeGreaterThan(count(other));
      expect(count('en')).toBeGreaterThan(count(other));
    }
  });
});
