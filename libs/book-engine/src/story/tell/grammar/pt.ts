import { PT_NOUNS, PT_TRAITS, ptContract, ptPlural } from '../../tellers/pt.nouns';
import { romance } from './romance';

/** "de o" → "do", "em a" → "na", "a a" → "à" (`ptContract` of the old teller), "em um" → "num", "em uma" → "numa". */
const contract = (text: string): string =>
  ptContract(text).replace(
    /(?<!\p{L})([Ee])m (um|uma|uns|umas)(?!\p{L})/gu,
    (_m, e: string, a: string) => `${e === 'E' ? 'N' : 'n'}${a}`,
  );

/** Portuguese (Brazilian, as the old tables): o/a/os/as, um/uma (plurals bare), no/na/do/da/ao/à/num/numa. */
export const pt = romance({
  language: 'pt',
  nouns: PT_NOUNS,
  traits: PT_TRAITS,
  plural: ptPlural,
  inflect: (adj, g, plural) => {
    const w =
      g === 'f' && /o$/.test(adj) ? `${adj.slice(0, -1)}a` : g === 'f' && /or$/.test(adj) ? `${adj}a` : adj;
    return plural ? ptPlural(w) : w;
  },
  def: (h) => `${h.plural ? (h.g === 'f' ? 'as' : 'os') : h.g === 'f' ? 'a' : 'o'} ${h.text}`,
  indef: (h) => (h.plural ? h.text : `${h.g === 'f' ? 'uma' : 'um'} ${h.text}`),
  where: (def) => `em ${def}`,
  whither: (def) => `a ${def}`,
  pronouns: {
    m: ['ele', 'o', 'lhe', 'seu'],
    f: ['ela', 'a', 'lhe', 'sua'],
    mpl: ['eles', 'os', 'lhes', 'seu'],
    fpl: ['elas', 'as', 'lhes', 'seu'],
  },
  and: 'e',
  contract,
});
