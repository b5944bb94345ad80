/** The open story engine's teller (ADR 0028). */
export {
  tellOutline,
  writeManuscript,
  beatsFor,
  tells,
  toldLanguages,
  type Outline,
  type TellOptions,
} from './write';
export { resolveRoles, type Roles } from './roles';
export { fromLegacyFrame } from './legacy';
export { WORDS_PER_PAGE, CHAPTER_COUNTS, SEQUENCES } from './beats';
export { CATALOGS } from './catalogs';
export { GRAMMARS, type Grammar, type Entity } from './grammar';
export { wordIn } from './words';
