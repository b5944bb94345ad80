import { CHARACTER_CATEGORY, LEX } from '../lexicon';
import type { Category, IdeaCharacter, Noun } from '../model';
import { characterDrawable, isPlaceLemma, lexfileOf, settingDrawable } from './drawable';
import { asCharacterKind } from './latin';
import { knownNoun, nounOf } from './nouns';
import type { NounHit, Piece } from './pieces';
import { extraNoun, type ScriptLanguage } from './script-words';
import { LEXFILE } from './wordnet';

/**
 * What a noun the script readers found is (issue #21): its frame `Noun`, and whether it may be a character, a
 * place, a thing or an event.
 */

export const CELEBRATIONS = new Set(['birthday', 'party', 'christmas', 'wedding', 'festival', 'new year']);

/** The frame's Noun for a piece's noun: its English lemma and translations where a table knows them. */
export function scriptNoun(hit: NounHit, language: ScriptLanguage): Noun {
  const known = knownNoun(language, hit.word);
  if (known) return nounOf(hit.word, language);
  const entry = hit.id ? LEX.get(hit.id) : undefined;
  if (entry) return nounOf(hit.word, language, { en: entry.en.sg, known: knownNoun('en', entry.en.sg) });
  const extra = extraNoun(language, hit.word);
  const en = hit.en ?? extra?.en;
  if (!en) return { word: hit.word, language };
  const base = knownNoun('en', en);
  return {
    word: hit.word,
    language,
    en,
    translations: { en, ...(base?.translations ?? {}), ...(extra?.translations ?? {}), [language]: hit.word },
  };
}

export type Role =
  { character: { category: Category; drawAs: string; sex?: 'f' | 'm' } } | 'place' | 'thing' | 'event';

/** What a noun is by the tables and WordNet: a possible character, a place, a thing or an event. */
export function roleOf(hit: NounHit, language: ScriptLanguage): Role | undefined {
  const entry = hit.id ? LEX.get(hit.id) : undefined;
  if (entry) {
    if (entry.cat === 'place') return 'place';
    if (entry.cat === 'event') return 'event';
    if (entry.cat === 'object') return 'thing';
    const kind = asCharacterKind(scriptNoun(hit, language));
    return kind ? { character: kind } : CHARACTER_CATEGORY[entry.cat] ? undefined : 'thing';
  }
  const en = hit.en ?? extraNoun(language, hit.word)?.en;
  if (!en) return undefined;
  if (CELEBRATIONS.has(en)) return 'event';
  const lexfile = lexfileOf(en) ?? lexfileOf(en.split(' ').pop()!);
  // WordNet does not know it ("taiga"): where the idea puts it decides.
  if (lexfile === undefined) return undefined;
  const drawn = characterDrawable(en);
  // The word's most frequent sense decides: a tree is a plant, though WordNet also knows an actor Tree.
  if (drawn && (lexfile === LEXFILE.animal || lexfile === LEXFILE.person))
    return { character: asCharacterKind(scriptNoun(hit, language)) ?? drawn };
  const head = en.split(' ').pop()!;
  if (
    lexfile === LEXFILE.location ||
    settingDrawable(en) ||
    isPlaceLemma(en) ||
    (!lexfileOf(en) && (settingDrawable(head) || isPlaceLemma(head)))
  )
    return 'place';
  if (drawn && (drawn.category === 'vehicle' || drawn.category === 'creature'))
    return { character: asCharacterKind(scriptNoun(hit, language)) ?? drawn };
  if (lexfile === LEXFILE.act || lexfile === LEXFILE.event) return 'event';
  return 'thing';
}

/** Could the noun be a character's kind (a person, an animal, a creature, a vehicle, or a noun nobody knows)? */
export function mayBeKind(hit: NounHit, language: ScriptLanguage): boolean {
  const r = roleOf(hit, language);
  return r === undefined || isCharacterRole(r);
}

export const isCharacterRole = (r: Role | undefined): r is Extract<Role, { character: unknown }> =>
  !!r && typeof r === 'object';

export interface Mentioned {
  character: IdeaCharacter;
  at: number[];
  /** The kind's piece, when one gave it. */
  kindPiece?: Piece;
  /** Possessive of the kind's piece. */
  owner?: Piece['owner'];
}
