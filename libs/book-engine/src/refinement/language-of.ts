import type { Language } from '../types';

/**
 * The language a parent writes in (issue #21: answers in the customer's language, all eleven book
 * languages): five by their script, the six Latin-script ones by their little words and letters. Undefined
 * when a message does not tell ("Rufus", "ok").
 */
/** German or English, by the message's words; undefined when it does not tell ("Rufus", "ok"). */
export function customerLanguage(said: string): Language | undefined {
  // A quoted text is the book's words, not the parent's language.
  const message = said.replace(/"[^"]*"|„[^“”"]*[“”"]|“[^”"]*”|«[^»]*»|»[^«]*«|「[^」]*」|『[^』]*』/gu, ' ');
  // Scripts tell five languages apart; kana before Han (Japanese writes both).
  if (/\p{Script=Hangul}/u.test(message)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(message)) return 'ja';
  if (/\p{Script=Han}/u.test(message)) return 'zh';
  if (/\p{Script=Arabic}/u.test(message)) return 'ar';
  if (/\p{Script=Cyrillic}/u.test(message)) return 'ru';
  const raw = message.toLowerCase();
  const lower = ` ${raw.replace(/[^\p{L}\s'’]/gu, ' ')} `;
  const count = (words: Set<string>) =>
    [...words].reduce((n, word) => n + (lower.includes(` ${word} `) ? 1 : 0), 0);
  const scores: Array<[Language, number]> = [
    [
      'de',
      count(new Set(DE_WORDS)) +
        (/[äöüß]/.test(lower) ? 1 : 0) +
        (/(?<![\p{L}])(?:mach|ändere|soll|sollen|bitte)/u.test(lower) ? 1 : 0),
    ],
    ['en', count(new Set(EN_WORDS)) + (/(?:'s|’s)\s/u.test(lower) ? 1 : 0)],
    ['fr', count(FR_WORDS) + (/[èêëàçœ]|(?<![\p{L}])(?:l|d|s|qu|j|c|n)['’]/u.test(lower) ? 1 : 0)],
    ['es', count(ES_WORDS) + (/[ñ¿¡]|ción(?![\p{L}])/u.test(raw) ? 1 : 0)],
    ['it', count(IT_WORDS) + (/(?<![\p{L}])(?:gli|è|perché)(?![\p{L}])/u.test(lower) ? 1 : 0)],
    ['pt', count(PT_WORDS) + (/[ãõ]|ção(?![\p{L}])/u.test(lower) ? 1 : 0)],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] === 0 || (second && second[1] === best[1])) return undefined;
  return best[0];
}

const FR_WORDS = new Set(
  (
    'le la les un une des et est de du pour avec sur sa son ses il elle ils mets fais change changer veux voudrais ' +
    'plutôt cheveux écharpe robe page cette ici oui non pas au lieu doit devrait être avoir plus merci peux pouvez ' +
    'en tout toute tous livre fait vraiment dans une mettre porter appelle changez ou quel quelle couleur par exemple'
  ).split(' '),
);
const ES_WORDS = new Set(
  (
    'el la los las un una y es de del para con por su sus pon haz cambia cambiar quiero quisiera más en vez ' +
    'pelo bufanda vestido página esta aquí sí no debe debería ser tener gracias puedes favor ' +
    'todo toda libro llama llevar realidad cámbialo cambialo hazlo quítale ponle gafas como estas mejor funciona'
  ).split(' '),
);
const IT_WORDS = new Set(
  (
    'il lo la gli le un una e è di del della per con su suo sua metti fai cambia cambiare voglio vorrei più invece ' +
    'capelli sciarpa vestito pagina questa qui sì no deve dovrebbe essere avere grazie puoi favore ' +
    'tutto tutta libro chiama si realtà cambialo fallo portare occhiali ad come queste meglio funziona'
  ).split(' '),
);
const PT_WORDS = new Set(
  (
    'o a os as um uma e é de do da para com por seu sua põe faz muda mudar quero queria mais em vez ' +
    'cabelo cachecol vestido página esta aqui sim não deve deveria ser ter obrigado obrigada pode favor ' +
    'todo toda livro chama verdade muda isso usar óculos nesta ou melhor na nas ele ela dele dela coloca coloque ' +
    'avô avó coelho raposa menina menino'
  ).split(' '),
);

export const DE_WORDS = (
  'der die das den dem des und ist ein eine einen mit sie er es nicht auf im zu mach mache ändere ändern soll sollen ' +
  'bitte seite haare schal statt sondern kein keine ja nein genau diese dieser hier auch nur lieber anders schöner ' +
  'kürzer text bild heißen heißt sein haben tragen wie was wer welche welcher hat von vom lieber'
).split(' ');
export const EN_WORDS = (
  'the and is a an to of with they he she on are it his her make change please should be instead not but yes no ' +
  'this page hair scarf only also just rather shorter text picture called wear have give what which who'
).split(' ');
