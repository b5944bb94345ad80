import { ES_NOUNS, ES_TRAITS, esContract, esPlural } from '../../tellers/es.nouns';
import { romance } from './romance';

/**
 * Spanish: el/la/los/las, un/una (indefinite plurals bare: "estrellas"), "el hada", the contractions al/del
 * (`esContract` of the old teller), adjectives agreeing, ¡ ¿ with a capital after them.
 */
export const es = romance({
  language: 'es',
  nouns: ES_NOUNS,
  traits: ES_TRAITS,
  plural: esPlural,
  inflect: (adj, g, plural) => {
    const w =
      g === 'f' && /o$/.test(adj)
        ? `${adj.slice(0, -1)}a`
        : g === 'f' && /(or|ón)$/.test(adj)
          ? `${adj.replace(/ón$/, 'on')}a`
          : adj;
    return plural ? esPlural(w) : w;
  },
  def: (h) => `${h.plural ? (h.g === 'f' ? 'las' : 'los') : h.g === 'f' && !h.el ? 'la' : 'el'} ${h.text}`,
  indef: (h) => (h.plural ? h.text : `${h.g === 'f' && !h.el ? 'una' : 'un'} ${h.text}`),
  where: (def) => `en ${def}`,
  whither: (def) => `a ${def}`,
  pronouns: {
    m: ['él', 'lo', 'le', 'su'],
    f: ['ella', 'la', 'le', 'su'],
    mpl: ['ellos', 'los', 'les', 'su'],
    fpl: ['ellas', 'las', 'les', 'su'],
  },
  and: 'y',
  contract: esContract,
  finish: (text) =>
    text.replace(
      /(^|[.!?»]\s+|«)([¡¿])(\p{Ll})/gu,
      (_m, pre: string, mark: string, c: string) => `${pre}${mark}${c.toUpperCase()}`,
    ),
});
