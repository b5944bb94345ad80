import type { Language } from '../../../types';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import ja from './ja.json';
import ko from './ko.json';
import pt from './pt.json';
import ru from './ru.json';
import zh from './zh.json';

/**
 * The story's words (ADR 0028): one JSON catalog per language, ICU MessageFormat keyed by meaning. Code picks
 * keys and fills arguments (see `grammar/index.ts` for the names); no sentence lives in code. Every key exists in
 * every catalog (`catalogs.unit.spec.ts`). Keys: `book.*` titles, `chapter.<beat>.*` chapter titles,
 * `want|hard|turn|done.<shape>` the plot shape's own phrases, `lead|more|say.<beat>.*` the beat's sentences,
 * `meet.friend|pet` the first page's companions, `board.<beat>.*` one short sentence a page for toddlers,
 * `time|weather|place|mood|friend|pet|helper|thing.*` the texture a longer page adds, `feel.*` feelings,
 * `describe` a cast line, `synopsis`, `setting`.
 *
 * The languages the open teller tells: a catalog and a grammar each.
 */
export const CATALOGS: Partial<Record<Language, Record<string, string>>> = {
  en,
  de,
  fr,
  es,
  it,
  pt,
  ru,
  zh,
  ja,
  ko,
  ar,
};
