import { FR_NOUNS, FR_TRAITS, frContract } from '../../tellers/fr.nouns';
import { romance, type Head } from './romance';

const VOWEL = /^[aeiouyàâäéèêëîïôöûùüœæ]/i;
/** Elision before a vowel or a mute h ("l’ours", "l’hippopotame"), not before an aspirated h ("le hérisson"). */
const elides = (h: Head): boolean => VOWEL.test(h.text) || (/^h/i.test(h.text) && !h.h);

/**
 * French: le/la/l’/les, un/une/des (de before an adjective), elision and the contractions au/aux/du/des
 * (`frContract` of the old teller), adjectives before or after the noun, no-break spaces before ! ? ; : ».
 */
export const fr = romance({
  language: 'fr',
  nouns: FR_NOUNS,
  traits: FR_TRAITS,
  plural: (w) =>
    /[sxz]$/.test(w) ? w : /(eau|eu)$/.test(w) ? `${w}x` : /al$/.test(w) ? `${w.slice(0, -2)}aux` : `${w}s`,
  inflect: (adj, g, plural) => {
    let w = adj;
    if (g === 'f' && !/e$/.test(w))
      w = /eux$/.test(w)
        ? `${w.slice(0, -1)}se`
        : /if$/.test(w)
          ? `${w.slice(0, -1)}ve`
          : /er$/.test(w)
            ? `${w.slice(0, -2)}ère`
            : `${w}e`;
    return plural && !/[sx]$/.test(w) ? `${w}s` : w;
  },
  def: (h) =>
    h.plural ? `les ${h.text}` : elides(h) ? `l’${h.text}` : `${h.g === 'f' ? 'la' : 'le'} ${h.text}`,
  indef: (h) => (h.plural ? `des ${h.text}` : `${h.g === 'f' ? 'une' : 'un'} ${h.text}`),
  // "au jardin", "à la bibliothèque"; a place the table puts "dans" stays "dans" ("dans la forêt").
  where: (def, x) => (x?.at?.startsWith('dans ') ? `dans ${def}` : `à ${def}`),
  whither: (def, x) => (x?.at?.startsWith('dans ') ? `dans ${def}` : `à ${def}`),
  pronouns: {
    m: ['il', 'le', 'lui', 'son'],
    f: ['elle', 'la', 'lui', 'sa'],
    mpl: ['ils', 'les', 'leur', 'leur'],
    fpl: ['elles', 'les', 'leur', 'leur'],
  },
  and: 'et',
  contract: frContract,
  finish: (text) =>
    text
      .replace(/\s*([!?;:»])/g, '\u00a0$1')
      .replace(/«\s*/g, '«\u00a0')
      .replace(/\u00a0([!?])\u00a0([!?])/g, '\u00a0$1$2'),
  call: (x) => x.call,
});
