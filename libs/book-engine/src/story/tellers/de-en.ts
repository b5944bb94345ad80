import type { Language } from '../../types';
import { deNP, enNP } from '../lexicon';
import { TRAITS } from '../analyse-idea';
import { tellBeat, tellSynopsis, tellTitle, type Person, type Tale } from '../tell';
import type { Teller } from '../teller';

const cap = (s: string): string => s.replace(/^./, (x) => x.toUpperCase());

/** German and English: the grammar-aware templates of `tell.ts`. */
function deEn(language: 'de' | 'en'): Teller {
  return {
    language: language as Language,
    title: (tale) => tellTitle(language, tale),
    synopsis: (tale, young) => tellSynopsis(language, tale, young),
    beat: (tale, beat, band) => tellBeat(language, tale, beat, band),
    describe: (p) => describeIn(language, p),
    unnamed: (p) =>
      language === 'en'
        ? p.entry.cat === 'relative'
          ? cap(p.entry.en.sg)
          : `the ${p.entry.en.sg}`
        : p.entry.cat === 'relative'
          ? p.entry.de.sg
          : deNP(p.entry, 'nom'),
    placeName: (tale: Tale) => (language === 'en' ? enNP(tale.place) : deNP(tale.place, 'nom')),
    setting: (tale: Tale) =>
      language === 'en'
        ? `${cap(tale.place.at?.en ?? '')}, where the story happens.`
        : `${cap(tale.place.at?.de ?? '')} spielt die Geschichte.`,
  };
}

function describeIn(language: 'de' | 'en', p: Person): string {
  const adj = p.traits[0] ? TRAITS[p.traits[0]] : undefined;
  if (language === 'en') {
    const kind = enNP(p.entry, { def: false, ...(adj ? { adj: adj.en } : {}) });
    return p.name ? `${p.name} is ${kind} in this story.` : `${cap(kind)} who is part of this story.`;
  }
  const kind = deNP(p.entry, 'nom', { def: false, ...(adj ? { adj: adj.de } : {}) });
  return p.name
    ? `${p.name} ist ${kind}.`
    : `${cap(kind)}, der zu dieser Geschichte gehört.`
        .replace(/^(Eine .*), der/, '$1, die')
        .replace(
          /^(Ein [^,]*(chen|kind|mädchen|pferd|schaf|huhn|schwein|einhorn|reh|eichhörnchen|gespenst|monster|baby|kind)), der/i,
          '$1, das',
        );
}

export const de = deEn('de');
export const en = deEn('en');
