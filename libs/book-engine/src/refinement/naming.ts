/**
 * How parents give a character a new name (issue #21), read by structure rather than by sentence: a naming
 * verb of one of the book languages, the character on one side of it and the new name on the other. Two
 * shapes cover them:
 *
 * - `is`: the character comes first, the name after the verb — "The dog is actually called Crumbs", "Opa heißt
 *   bei uns Opa Willi", "Le chien s'appelle Rex", "El perro se llama Toby", "Собаку зовут Рекс", "狗叫小白";
 *   German puts the name before a final "heißen" ("Der Fuchs soll Rufus heißen").
 * - `call`: the verb first, then the character, then the name — "Call the bunny Hoppy", "rename Sonni to
 *   Flame", "Nenne den Hund Bello", "Appelle le renard Roux", "Renombra a Mia como Lía", "把小狗改名为小白".
 *
 * The name is what is left after the character and the little words ("actually", "bei uns", "to", "en"):
 * written with a capital where the script has one (the last such run: "Opa Willi"), else the one remaining word.
 */

export interface Naming {
  /** The text that names whom (before the verb, or between the verb and the name). */
  who: string;
  /** The new name as written, when the message gives one. */
  name?: string;
}

type Shape = 'is' | 'call';

/** A naming verb, with the part of the sentence that holds the character and the name. */
interface Cue {
  shape: Shape;
  re: RegExp;
  /** German verb-final "soll Rufus heißen", "in Jonah umbenennen": the name stands before the verb. */
  nameBefore?: boolean;
  /** A verb with other meanings too (Chinese 叫 "to call, to bark"): a naming only right after a cast word. */
  afterCast?: boolean;
  /** A verb that changes anything ("change X to Y"): a naming only of a cast word to a capitalised name. */
  strictName?: boolean;
}

const cue = (
  shape: Shape,
  source: string,
  nameBefore = false,
  afterCast = false,
  strictName = false,
): Cue => ({
  shape,
  re: new RegExp(source, 'iu'),
  nameBefore,
  afterCast,
  strictName,
});

const B = '(?<![\\p{L}\\p{M}])';
const E = '(?![\\p{L}\\p{M}])';
/** One verb between a reflexive pronoun and its verb ("si deve chiamare", "se podría llamar"). */
const MODAL = '(?:\\p{L}+\\s+)?';

/** Most specific first. */
const CUES: Cue[] = [
  // English
  cue('is', `(?:'s|’s)\\s+name\\s+(?:to|into|is|should\\s+be|becomes|was|will\\s+be)${E}`),
  cue('is', `${B}(?:his|her|its|their|the)\\s+name\\s+(?:is|should\\s+be|will\\s+be|becomes)${E}`),
  cue(
    'is',
    `${B}(?:is|are|be|was|'s|’s)\\s+(?:(?:actually|really|now|always|just|properly|usually|still)\\s+)?(?:called|named)${E}`,
  ),
  cue('is', `${B}goes\\s+by${E}`),
  // "Mia's name is spelled Miah", "Mia is spelt Miah".
  cue('is', `${B}(?:is|are|'s|’s)\\s+(?:spelled|spelt|written)${E}`),
  cue('call', `${B}(?:change|changes)\\s+(?:the\\s+)?name\\s+of${E}`),
  // "Change Lotta to Lottie" — a naming only with a cast word before "to" and a capitalised name after it.
  cue('call', `^\\s*(?:please\\s+)?(?:change|turn)${E}`, false, false, true),
  cue('call', `${B}(?:rename|re-name)${E}`),
  // "Call the bunny Hoppy", "Let's call Mia Mimi", "we call grandpa Grandpa Joe" — not "the name is wrong".
  cue(
    'call',
    `(?:^\\s*|[,;:]\\s*|${B}(?:please|pls|let's|let’s|lets|let\\s+us|can\\s+you|could\\s+you|would\\s+you|we|i|they|you)\\s+)(?:please\\s+)?(?:call|name)${E}`,
  ),
  // "Mia → Maya"
  cue('is', '\\s*(?:→|->|=>|⇒|➔)\\s*'),
  // German
  cue('is', `${B}name\\s+(?:ist|lautet|wird|soll\\s+(?:sein|lauten))${E}`),
  cue('is', `${B}(?:heißt|heisst|hieß|hiess)${E}`),
  cue('is', `${B}(?:heißen|heissen)${E}`, true),
  cue('call', `${B}(?:umbenennen|umtaufen|umbenannt)${E}`, true),
  cue('call', `${B}(?:nenne|nenn|nennt|nennen|benenne|benennt|taufe|tauf)${E}`),
  // French
  cue('is', `${B}(?:s['’]appel\\p{L}*|se\\s+nomm\\p{L}*)${E}`),
  cue('is', `${B}nom\\s+(?:est|sera|doit\\s+être|devrait\\s+être)${E}`),
  cue('call', `${B}(?:change|changez|modifie|modifiez)\\s+le\\s+nom\\s+(?:de|du|d['’])`),
  cue('call', `${B}(?:appelle|appelez|appelons|nomme|nommez|renomme|renommez|rebaptise|rebaptisez)${E}`),
  // Spanish
  cue('is', `${B}(?:se\\s+${MODAL}llam\\p{L}*|llamarse|llamado|llamada)${E}`),
  cue('is', `${B}nombre\\s+(?:es|será|debe\\s+ser|debería\\s+ser)${E}`),
  cue('call', `${B}(?:cambia|cambie|cambiad)\\s+el\\s+nombre\\s+(?:de|del)${E}`),
  cue(
    'call',
    `${B}(?:llama|llame|llamad|llámalo|llámala|llamalo|llamala|renombra|renombre)${E}(?:\\s+a${E})?`,
  ),
  // Italian
  // Reflexive naming verbs by their stem, in every tense and mood ("si chiamasse", "se llamara"), also with a
  // modal verb between the pronoun and the verb ("si deve chiamare", "se debería llamar").
  cue('is', `${B}(?:si\\s+${MODAL}chiam\\p{L}*|chiamarsi)${E}`),
  cue('is', `${B}nome\\s+(?:è|sarà|deve\\s+essere|dovrebbe\\s+essere)${E}`),
  cue('call', `${B}(?:cambia|cambiate)\\s+il\\s+nome\\s+(?:di|del|della)${E}`),
  cue('call', `${B}(?:chiama|chiamate|chiamiamo|rinomina|rinominate|ribattezza)${E}`),
  // Portuguese
  cue('is', `${B}(?:se\\s+${MODAL}cham\\p{L}*|chama-se|chamar-se)${E}`),
  cue('is', `${B}nome\\s+(?:é|será|deve\\s+ser|deveria\\s+ser)${E}`),
  cue('call', `${B}(?:muda|mude|troca|troque)\\s+o\\s+nome\\s+(?:de|do|da)${E}`),
  cue('call', `${B}(?:chame|renomeie|renomeia|batize)${E}`),
  // Russian
  cue(
    'is',
    `${B}(?:зовут|называется|звали|будут\\s+звать|должны\\s+звать|должен\\s+называться|должна\\s+называться)${E}`,
  ),
  cue('is', `${B}имя\\s*(?:—|-|:)?\\s*(?:будет)?${E}`),
  cue('call', `${B}(?:измени|поменяй|смени)\\s+имя${E}`),
  cue('call', `${B}(?:назови|назовите|переименуй|переименуйте|зови|зовите)${E}`),
  // Chinese: "把小狗改名为小白", "小狗的名字改成小白", "小狗叫小白" ("把 X 改成 Y" alone changes anything).
  cue('is', '(?:的名字|名字)(?:改成|改为|换成|是|叫)|改名为|改名叫|改名成|改叫|叫做|名叫'),
  cue('is', '叫', false, true),
  // Japanese: "犬の名前をポチにして", "犬はポチという名前"
  cue('is', 'の名前[をは]'),
  // Korean: "강아지 이름을 초코로 바꿔 주세요", "강아지 이름은 초코예요"
  cue('is', '(?:의\\s*)?이름[을은를]'),
  // Arabic: "اسم الكلب ريكس", "غيّر اسم الكلب إلى ريكس", "سمِّ الكلب ريكس"
  cue('call', `${B}(?:غيّر|غير|بدّل|بدل)\\s+اسم${E}`),
  cue('call', `${B}(?:اسم|سمِّ|سمّ|سم|سمي|سمّي)${E}`),
];

/** Little words around a name that are no part of it, in the book languages (lower case). */
const FILLERS = new Set(
  (
    'to into as now actually really just please instead then also always from on our in at home family we us ' +
    'spelled spelt written geschrieben écrit escrito scritto ' +
    'of the a an and or is it this that what which who how for with was be me my you your his her its ' +
    'wie was welche welcher wer ist und oder mit für sein mein dein es er sie ihr ein eine soll sollte ' +
    'jetzt ab nun eigentlich richtig doch immer einfach lieber übrigens bei uns zu hause zuhause daheim in ' +
    'wahrheit wirklichkeit unserer familie bitte statt anstatt auch den die das der dem von zu um nicht mehr ' +
    'en par maintenant plutôt désormais chez nous vraiment en fait à la maison le la les du de des ' +
    'a por como ahora ya en realidad casa nosotros nuestra el los las del ' +
    'in con ora adesso davvero a casa nostra il lo gli ' +
    'para de agora já na verdade em casa nossa o os as do da ' +
    'в на теперь сейчас вообще у нас дома на самом деле' +
    ' على إلى الآن بيننا عندنا'
  ).split(' '),
);

const ARTICLES = new Set(
  'the a an der die das den dem des ein eine einen einem le la les un une el los las il lo gli uno una o os as um uma'.split(
    ' ',
  ),
);
/** A question about a name is no naming ("What's the fox called?", "Wie heißt der Fuchs?"). */
const QUESTION =
  /^\s*(?:what|what's|which|how|who|wie|was|welche[rsn]?|wer|comment|quel(?:le)?|qu['’]est|cómo|como|qué|cuál|come|quale|che|qual|как|какое?|что|什么|何|뭐|무슨|ما|كيف)(?![\p{L}])/iu;

const CAPITALISED = /^\p{Lu}[\p{L}\p{M}'’-]*$/u;
const CASED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const TOKEN = /[\p{L}\p{M}\p{N}'’-]+/gu;
/** Particles and endings that close a name in scripts without spaces or capitals. */
const NAME_END =
  /(?:吧|了|啊|呢|吗|好吗|好不好|にして|に変えて|に変更して|にしてください|にして下さい|です|だ|と呼んで|という名前|으로|로|이야|야|예요|이에요|입니다|라고|이라고|[\s,.!?。、！？،]).*$/u;

/**
 * The new name in a stretch of text: the last run of capitalised words (not only the cast's own words, not
 * the little words), else — unless `strict` — the one word left once those are taken away.
 */
export function nameIn(
  text: string,
  skip: (word: string) => boolean = () => false,
  strict = false,
): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!CASED.test(trimmed)) {
    // Chinese, Japanese, Korean, Arabic: the name runs up to a particle or punctuation.
    const head = trimmed
      .replace(/^(?:为|成|叫|做|是|は|を|\s)+/u, '')
      .replace(NAME_END, '')
      .trim();
    const words = head.split(/\s+/u).filter((t) => t && !FILLERS.has(t) && !skip(t));
    return words.length >= 1 && words.length <= 2 && head.length <= 20 ? words.join(' ') : undefined;
  }
  const found = [...trimmed.matchAll(TOKEN)];
  const tokens = found.map((m) => m[0]);
  const runs: string[][] = [];
  let run: string[] = [];
  found.forEach((m, i) => {
    const token = m[0];
    // A run of capitalised words is one name only without punctuation between ("for Sonni: Pepper").
    const before =
      i > 0 ? trimmed.slice((found[i - 1]?.index ?? 0) + (found[i - 1]?.[0].length ?? 0), m.index) : '';
    if (/[,:;.!?()]/u.test(before) && run.length) {
      runs.push(run);
      run = [];
    }
    if (CAPITALISED.test(token) && !FILLERS.has(token.toLowerCase())) run.push(token);
    else {
      if (run.length) runs.push(run);
      run = [];
    }
  });
  if (run.length) runs.push(run);
  const last = runs.filter((r) => !r.every(skip)).pop();
  if (last && last.length <= 3) return last.join(' ');
  if (strict) return undefined;
  // A name written without a capital: the one word left of a short stretch ("heißt eigentlich bello").
  // A word after an article is a noun ("the fox"), not a name.
  const rest = tokens.filter(
    (t, i) => !FILLERS.has(t.toLowerCase()) && !skip(t) && !ARTICLES.has((tokens[i - 1] ?? '').toLowerCase()),
  );
  return rest.length === 1 && tokens.length <= 4 ? rest[0] : undefined;
}

/**
 * A naming in a clause, if it holds one: whom (as text, for the cast reader) and the new name. `isWho`
 * tells the cast's words (names and kinds) so they are not taken for the new name.
 */
/** Any naming verb at all (one scan before trying each). */
const ANY_CUE = new RegExp(CUES.map((c) => `(?:${c.re.source})`).join('|'), 'iu');

export function namingIn(clause: string, isWho: (word: string) => boolean): Naming | undefined {
  if (!ANY_CUE.test(clause)) return undefined;
  if (QUESTION.test(clause) && /[?？]\s*$/u.test(clause)) return undefined;
  for (const c of CUES) {
    const m = c.re.exec(clause);
    if (!m) continue;
    const before = clause.slice(0, m.index).replace(/^\s*把/u, '');
    const after = clause.slice(m.index + m[0].length);
    if (c.afterCast && !isWho(before.trim().replace(/的$/u, ''))) continue;
    if (c.shape === 'is') {
      if (c.nameBefore) {
        // "Der Fuchs soll (jetzt) Rufus heißen": whom up to the modal verb, the name between it and the verb.
        const modal =
          /^(.*?)(?<![\p{L}])(?:soll|sollte|sollen|muss|möge|darf|kann|wird)(?![\p{L}])(.*)$/iu.exec(before);
        const who = modal ? (modal[1] ?? '') : before;
        const between = modal ? (modal[2] ?? '') : '';
        return { who, ...named(nameIn(between, isWho)) };
      }
      const name = nameIn(after, isWho, true) ?? nameIn(after, isWho);
      if (!before.trim() && !name) continue;
      return { who: before.trim() ? before : after, ...named(name) };
    }
    // call: the character first, then (after "to", "in", "en", "a", "в" …) the name.
    if (c.nameBefore) {
      // "Bitte Jonas in Jonah umbenennen": "<who> in <name> umbenennen".
      const split = /^(.*?)(?<![\p{L}])(?:in|zu)(?![\p{L}])(.*)$/iu.exec(before);
      if (!split) return { who: before };
      return { who: split[1] ?? '', ...named(nameIn(split[2] ?? '', isWho)) };
    }
    const split =
      /^(.*?)(?<![\p{L}\p{M}])(?:to|into|as|in|zu|en|par|a|como|por|para|de|в|на|إلى|为|成|叫)(?![\p{L}\p{M}])(.*)$/iu.exec(
        after,
      );
    const whoPart = split?.[1]?.trim() ? split[1] : undefined;
    const namePart = split?.[2] ?? '';
    if (c.strictName) {
      const name = whoPart ? nameIn(namePart, isWho, true) : undefined;
      const castBefore = (whoPart?.match(TOKEN) ?? []).some((t) => isWho(t) && !FILLERS.has(t.toLowerCase()));
      if (!name || !castBefore || namePart.trim().split(/\s+/u).length > 3) continue;
      return { who: whoPart as string, name };
    }
    // "Rename Sonni to Flame", "Call the fox Rufus in the book", "rename sonni to flame".
    const strictSplit = whoPart ? nameIn(namePart, isWho, true) : undefined;
    if (whoPart && strictSplit) return { who: whoPart, name: strictSplit };
    const strictAll = nameIn(after, isWho, true);
    if (strictAll) return { who: after, name: strictAll };
    const loose = whoPart ? nameIn(namePart, isWho) : undefined;
    if (whoPart && loose) return { who: whoPart, name: loose };
    return { who: after, ...named(nameIn(after, isWho)) };
  }
  return undefined;
}

const named = (name: string | undefined): { name?: string } => (name ? { name } : {});
