import { isWordNetVerb } from './wordnet';
import type { ItemToken, ItsHelpers, WinkMethods } from 'wink-nlp';

/**
 * English part-of-speech tags and lemmas from wink-nlp with its English "lite" model (shipped in the
 * package, nothing downloads). The model loads lazily once (~1 s); a sentence then takes well under 1 ms.
 */

export interface Tagged {
  text: string;
  pos: string;
  lemma: string;
}

let nlp: { nlp: WinkMethods; its: ItsHelpers } | undefined;

function load(): { nlp: WinkMethods; its: ItsHelpers } {
  if (!nlp) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const winkNLP = require('wink-nlp') as (model: unknown) => WinkMethods;
    const model = require('wink-eng-lite-web-model') as unknown;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const instance = winkNLP(model);
    nlp = { nlp: instance, its: instance.its };
  }
  return nlp;
}

export function tagEnglish(text: string): Tagged[] {
  const { nlp: instance, its } = load();
  const doc = instance.readDoc(text);
  const out: Tagged[] = [];
  doc.tokens().each((t: ItemToken) => {
    if (t.out(its.type) === 'tabCRLF') return;
    // The typings miss `its.lemma` as a token function; it is one at run time.
    const lemma = t.out(its.lemma as unknown as typeof its.pos);
    out.push({ text: t.out(), pos: String(t.out(its.pos)), lemma: String(lemma) });
  });
  // "the fox sails to the island": a verb the tagger took for a plural noun after a noun, before a preposition or
  // an article, is the verb (WordNet knows its stem as one).
  out.forEach((t, i) => {
    const next = out[i + 1];
    if (
      t.pos === 'NOUN' &&
      /^[a-z]+s$/.test(t.text) &&
      out[i - 1]?.pos === 'NOUN' &&
      !/s$/.test(out[i - 1]!.text) &&
      next &&
      /^(ADP|DET|PART)$/.test(next.pos)
    ) {
      const stem = t.text.replace(/(?:es)?$/, '').replace(/s$/, '');
      const verb = [t.text.slice(0, -1), stem].find((v) => isWordNetVerb(v));
      if (verb) Object.assign(t, { pos: 'VERB', lemma: verb });
    }
  });
  return out;
}

/** The English lemma of one word ("stars" → "star", "finds" → "find"). */
const lemmas = new Map<string, string>();

export function englishLemma(word: string): string {
  let lemma = lemmas.get(word);
  if (lemma === undefined) {
    const tagged = tagEnglish(word)[0];
    lemma = tagged ? tagged.lemma.toLowerCase() : word.toLowerCase();
    lemmas.set(word, lemma);
  }
  return lemma;
}
