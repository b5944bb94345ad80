/**
 * A new title for the book (issue #21: "call the book …", "der Titel soll … heißen", "le titre doit être …"):
 * read by a cue — the title word, or naming the book — and the text after it, quoted or to the end of its
 * sentence. Chinese, Japanese, Korean and Arabic need the title in quotes (no word edges to end it by).
 */

const QUOTED =
  /^\s*(?:"([^"]{1,200})"|„([^“”"]{1,200})[“”"]|“([^”"]{1,200})”|«\s?([^»]{1,200}?)\s?»|»([^«]{1,200})«|'(.{1,200}?)'(?![\p{L}])|‘([^’]{1,200})’|「([^」]{1,200})」|『([^』]{1,200})』)/u;

const STEP = String.raw`(?:\s+(?:lieber|doch|besser|bitte|eher|vielleicht|jetzt|dann|please|rather|instead))*`;
/** A wish said as a sentence between the title word and the title: "Als Titel hätten wir gern …", "title we'd like: …". */
const WISH = String.raw`(?:\s+(?:hätten|hätte|möchten|möchte|wünschen|wünsche|würden|we['’]d|i['’]d|we\s+would|i\s+would)(?:\s+(?:wir|ich|uns|mir|like|love|prefer|gerne|gern|lieber|nehmen))*)?`;
const WISHED = /(?:gerne?|like|love|prefer|lieber|nehmen)$/iu;
const MODAL = String.raw`(?:\s+(?:should|could|can|must|will|would|has\s+to|needs\s+to|soll|sollte|muss|kann|könnte|darf|doit|devrait|pourrait|peut|sera|soit|debe|debería|podría|puede|sea|deve|deveria|pode|seja|será|dovrebbe|potrebbe|sia|sarà))?`;

interface Cue {
  pattern: RegExp;
  /** German "das Buch soll … heißen": a title only with its verb after it. */
  needsTail?: boolean;
  /** Scripts without word edges: the title must be quoted. */
  quotedOnly?: boolean;
}

const cue = (source: string, extra: Omit<Cue, 'pattern'> = {}): Cue => ({
  pattern: new RegExp(`(?<![\\p{L}])${source}`, 'iu'),
  ...extra,
});

const CUES: Cue[] = [
  // English
  cue(
    String.raw`(?:call|name|rename|retitle|title)\s+(?:the|this|my|our|his|her)\s+(?:book|story)(?:\s+(?:to|as))?`,
  ),
  cue(
    String.raw`(?:book|story)${MODAL}(?:\s+(?:to\s+)?be)?\s+(?:called|named|titled|entitled)(?:\s+(?:to|as))?`,
  ),
  cue(
    String.raw`(?:the\s+)?(?:book'?s\s+|new\s+)?title(?!\s*(?:page|pages|picture))(?:\s+of\s+the\s+(?:book|story))?${WISH}${MODAL}${STEP}(?:\s+(?:be|read|say|become|(?:be\s+)?change[ds]?\s+to|to))?`,
  ),
  // German
  cue(
    String.raw`(?:buch)?titel(?![\p{L}])(?:\s+(?:des|vom)\s+buch(?:es|s)?)?${WISH}${MODAL}${STEP}(?:\s+(?:ändern|abändern|umändern|umbenennen|setzen|machen))?(?:\s+(?:in|zu|auf))?`,
  ),
  cue(String.raw`(?:nenn|nenne|nennt|benenn|benenne)\s+(?:das|unser|mein|dieses)\s+buch(?:\s+(?:um\s+)?in)?`),
  cue(String.raw`(?:das|unser|mein|dieses)\s+buch\s+(?:um)?(?:benennen|nennen|taufen)(?:\s+(?:in|zu))?`),
  cue(String.raw`(?:das\s+)?buch${MODAL}${STEP}`, { needsTail: true }),
  // French
  cue(
    String.raw`(?:le\s+)?titre(?:\s+du\s+livre)?${MODAL}(?:\s+(?:être|devenir|s['’]appeler))?(?:\s+plutôt)?`,
  ),
  cue(String.raw`(?:appelle|appelez|appeler|nomme|nommez|intitule|intitulez)\s+(?:le|ce|notre|mon)\s+livre`),
  cue(String.raw`livre${MODAL}\s+(?:s['’]appeler|s['’]appelle|s['’]intituler|s['’]intitule)(?:\s+plutôt)?`),
  // Spanish, Portuguese, Italian
  cue(
    String.raw`(?:el\s+|o\s+|il\s+)?(?:título|titulo|titolo)(?:\s+(?:del|do|de)\s+(?:libro|livro))?${MODAL}(?:\s+(?:ser|essere))?`,
  ),
  cue(
    String.raw`(?:llama|llamar|titula|titular|chama|chamar|chiama|intitola)\s+(?:al|el|este|nuestro|mi|o|nosso|meu|il|questo|nostro|mio)\s+(?:libro|livro)`,
  ),
  cue(
    String.raw`(?:libro|livro)\s+(?:se\s+llame|se\s+chame|se\s+llamará|debe\s+llamarse|debería\s+llamarse|podría\s+llamarse|deve\s+se\s+chamar|deve\s+chamar-se|vai\s+se\s+chamar|si\s+chiami|deve\s+chiamarsi|dovrebbe\s+chiamarsi|si\s+chiamerà)`,
  ),
  // Russian
  cue(
    String.raw`(?:название|заголовок)(?:\s+книги)?(?:\s+(?:должно|должен|пусть|будет))?(?:\s+(?:быть|будет|звучать))?`,
  ),
  cue(String.raw`(?:назови|назовите|назвать)\s+книгу`),
  // Chinese, Japanese, Korean, Arabic: quoted titles only
  cue(String.raw`(?:书名|标题|書名|书的名字|タイトル|題名|제목|عنوان)`, { quotedOnly: true }),
];

const FILLER = /^\s*(?:[:：,–-]\s*)?(?:(?:to|be|as|in|zu|auf|à|into|now)\s+)?(?:[:：]\s*)?/iu;
const TAIL =
  /\s*(?:heißen|heissen|lauten|sein|genannt\s+werden|haben|nennen|bitte|please|pls|thanks|thank\s+you|danke|merci|por\s+favor|per\s+favore|s['’]il\s+(?:te|vous)\s+pla[iî]t|instead|stattdessen|plutôt|пожалуйста)[\s.!?,]*$/iu;
const BRIDGE =
  /(?<![\p{L}])(?:to|be|read|say|become|called|named|titled|entitled|as|in|zu|auf|être|devenir|ser|essere|appeler|appelle|intituler|intitule|livre|libro|livro|book|story|buch|benennen|nennen|taufen|gern|gerne|like|love|prefer|llame|llamará|llamarse|chame|chamar|chamar-se|chiami|chiamarsi|chiamerà|быть|звучать|книгу)\s*$/iu;
const TAIL_VERB = /(?<![\p{L}])(?:heißen|heissen|lauten|genannt\s+werden|nennen)[\s.!?,]*$/iu;

export interface TitleWish {
  /** The new title as written, or `undefined` when the parent asked for a new title without giving it. */
  title?: string;
  /** The message without the title wish: what else it asks for is read as usual. */
  rest: string;
}

/** The title wish of a message, if it makes one. */
export function titleWish(message: string): TitleWish | undefined {
  for (const c of CUES) {
    const m = c.pattern.exec(message);
    if (!m) continue;
    const start = m.index;
    const after = message.slice(start + m[0].length);
    const filler = FILLER.exec(after)?.[0] ?? '';
    const body = after.slice(filler.length);
    // The title in quotes, right after the cue or a few words on in its sentence ("Titel ändern in „…“").
    const lead = /^[^.!?\n"„“«»‘'「『]{0,40}/u.exec(after)?.[0] ?? '';
    const quoted = QUOTED.exec(body) ?? QUOTED.exec(after.slice(lead.length));
    if (quoted) {
      const title = quoted
        .slice(1)
        .find((g) => typeof g === 'string')
        ?.trim();
      const from = quoted.input === body ? filler.length : lead.length;
      let end = start + m[0].length + from + quoted[0].length;
      const tail =
        /^\s*(?:zu\s+)?(?:heißen|heissen|lauten|sein|genannt\s+werden|haben|nennen|benennen)(?![\p{L}])/iu.exec(
          message.slice(end),
        );
      if (c.needsTail && !tail) continue;
      if (tail) end += tail[0].length;
      if (title) return { title, rest: `${message.slice(0, start)} ${message.slice(end)}`.trim() };
      continue;
    }
    if (c.quotedOnly) return { rest: '' };
    // Unquoted: the title runs to the end of its sentence — when a word or a colon leads to it ("the title
    // should be …", "Titel: …", "soll … heißen"); "Der Titel gefällt mir nicht" asks for one.
    const sentence = /^[^.!?\n]*/u.exec(body)?.[0] ?? '';
    if (c.needsTail && !TAIL_VERB.test(sentence)) continue;
    if (!BRIDGE.test(m[0]) && !/[:：]/u.test(filler) && !TAIL_VERB.test(sentence) && !filler.trim())
      return {
        rest: `${message.slice(0, start)} ${message.slice(start + m[0].length + filler.length + sentence.length)}`.trim(),
      };
    let title = sentence;
    for (let i = 0; i < 3; i += 1) title = title.replace(TAIL, '');
    title = title.trim().replace(/^[,:–-]\s*/u, '');
    const end = start + m[0].length + filler.length + sentence.length;
    const rest = `${message.slice(0, start)} ${message.slice(end).replace(/^[.!?]+/u, '')}`.trim();
    const words = title.split(/\s+/u).filter(Boolean);
    if (words.length === 0 || words.length > 14) return { rest };
    // After a wish ("… hätten wir gern", "… we'd like") a title starts as titles do, with a capital or a
    // number; "Den Titel hätte ich gern anders" asks for one.
    if (WISHED.test(m[0]) && !/^[\p{Lu}\p{N}]/u.test(title)) return { rest };
    return { title, rest };
  }
  return undefined;
}
