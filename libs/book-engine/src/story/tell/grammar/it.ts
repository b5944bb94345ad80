import { IT_NOUNS, IT_TRAITS, itContract, itDef, itIndef } from '../../tellers/it.nouns';
import { romance } from './romance';

const plural = (w: string): string =>
  /[^aeiou]$|[àèéìòù]$/.test(w)
    ? w
    : /(c|g)a$/.test(w)
      ? `${w.slice(0, -1)}he`
      : /a$/.test(w)
        ? `${w.slice(0, -1)}e`
        : `${w.slice(0, -1)}i`;

/**
 * Italian: il/lo/l’/la/i/gli/le and un/uno/una/un’ by the first sound (`itDef`/`itIndef` of the old teller),
 * the joined prepositions nel/nella/nell’/al/allo/alla/del/della/sul (`itContract`), adjectives agreeing.
 */
export const it = romance({
  language: 'it',
  nouns: IT_NOUNS,
  traits: IT_TRAITS,
  plural,
  inflect: (adj, g, pl) => {
    const w = g === 'f' && /o$/.test(adj) ? `${adj.slice(0, -1)}a` : adj;
    return pl ? plural(w) : w;
  },
  def: (h) => `${itDef(h.text, h.g, h.plural)}${h.text}`,
  indef: (h) => (h.plural ? h.text : `${itIndef(h.text, h.g)}${h.text}`),
  where: (def) => `in ${def}`,
  // Whither is where: the table's places ("allo zoo", "nel bosco"), else "in" + article ("nella foresta").
  whither: (def, x) => x?.at ?? `in ${def}`,
  pronouns: {
    m: ['lui', 'lo', 'gli', 'suo'],
    f: ['lei', 'la', 'le', 'sua'],
    mpl: ['loro', 'li', 'loro', 'loro'],
    fpl: ['loro', 'le', 'loro', 'loro'],
  },
  and: 'e',
  // "di il" → "del", "a lo" → "allo", and the euphonic d: "riuscire ad affrontare".
  contract: (text) => itContract(text).replace(/(?<!\p{L})([Aa]) (?=[aA])/gu, '$1d '),
});
