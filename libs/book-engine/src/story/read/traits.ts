import type { Gender } from '../../types';

/**
 * The shared traits table (the idea's adjectives the writers can use again, canonical English → German stem;
 * the other languages' spellings are in `data/<lang>.idea.json` and their adjectives in `<lang>.nouns.ts`),
 * and the last-resort sex of an unknown name.
 */
export const TRAITS: Record<string, { en: string; de: string; match: RegExp }> = {
  talking: { en: 'talking', de: 'sprechend', match: /^(talking|sprechend\w*)$/ },
  magic: { en: 'magic', de: 'magisch', match: /^(magic(al)?|magisch\w*|verzaubert\w*)$/ },
  brave: { en: 'brave', de: 'mutig', match: /^(brave|mutig\w*|tapfer\w*)$/ },
  little: { en: 'little', de: 'klein', match: /^(little|small|tiny|klein\w*|winzig\w*)$/ },
  old: { en: 'old', de: 'alt', match: /^(old|alt(e|en|er|es|em))$/ },
  big: { en: 'big', de: 'groß', match: /^(big|large|huge|groß\w*|gross\w*|riesig\w*)$/ },
  shy: { en: 'shy', de: 'schüchtern', match: /^(shy|schüchtern\w*)$/ },
  lost: { en: 'lost', de: 'verloren', match: /^(lost|verloren\w*)$/ },
  wise: { en: 'wise', de: 'weise', match: /^(wise|weise[nrs]?)$/ },
  flying: { en: 'flying', de: 'fliegend', match: /^(flying|fliegend\w*)$/ },
  golden: { en: 'golden', de: 'golden', match: /^(golden(e|en|er|es|em)?|gold)$/ },
  red: { en: 'red', de: 'rot', match: /^(red|rot(e|en|er|es|em))$/ },
  sleepy: { en: 'sleepy', de: 'müde', match: /^(sleepy|tired|müde[nrs]?)$/ },
  friendly: { en: 'friendly', de: 'freundlich', match: /^(friendly|freundlich\w*)$/ },
  clever: { en: 'clever', de: 'klug', match: /^(clever|smart|klug\w*|schlau\w*)$/ },
  grumpy: { en: 'grumpy', de: 'mürrisch', match: /^(grumpy|mürrisch\w*|grummelig\w*)$/ },
  lonely: { en: 'lonely', de: 'einsam', match: /^(lonely|einsam\w*)$/ },
  secret: { en: 'secret', de: 'geheim', match: /^(secret|geheim(e|en|er|es|em))$/ },
  paper: { en: 'paper', de: 'papieren', match: /^(paper|papieren\w*)$/ },
  new: { en: 'new', de: 'neu', match: /^(new|neu(e|en|er|es|em))$/ },
};

/** Last resort for an unknown name in Latin letters: many girls' names end in a vowel in the book languages. */
export const genderFromName = (name: string): Gender | undefined =>
  /[aei]$/i.test(name) ? 'f' : /[bdgklmnrst]$/i.test(name) ? 'm' : undefined;
