import type { Language } from '../types';
import type { Vars } from '../story/language-pack';
import { deAccusative } from '../story/lexicon';

/** The words of the book's frame (title page, imprint, "The End", alt texts), per language. */
export interface BookWords {
  theEnd: string;
  belongsTo: string;
  madeWith: string;
  meet: string;
  about: string;
  storyOf: (v: Vars) => string;
  chapter: (n: number) => string;
  /** Who is in the picture and where: the start of every alt text. */
  scene: (v: Vars) => string;
  /** Joins what happens to the scene, e.g. "The Colours Are Gone — Lena, a curious girl, …". */
  join: (what: string, scene: string) => string;
}

const dash = (what: string, scene: string): string => `${what} — ${scene}`;
const capFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "Lena and the fox", or only the hero when the book has no companion. */
const pair = (hero: string, friend: string, and: string): string =>
  friend ? `${hero} ${and} ${friend}` : hero;

/**
 * "of" before a cast name in the Romance languages: contracted with the name's article ("del zorro", "du
 * renard", "della volpe", "do urso"), said again before an article-led second name ("de Lena et du renard").
 */
const ROMANCE_OF: Record<
  'es' | 'fr' | 'it' | 'pt',
  { of: string; and: string; articles: Record<string, string> }
> = {
  es: { of: 'de', and: 'y', articles: { el: 'del' } },
  fr: { of: 'de', and: 'et', articles: { le: 'du', les: 'des' } },
  it: {
    of: 'di',
    and: 'e',
    articles: { il: 'del', lo: 'dello', la: 'della', i: 'dei', gli: 'degli', le: 'delle' },
  },
  pt: { of: 'de', and: 'e', articles: { o: 'do', a: 'da', os: 'dos', as: 'das' } },
};
function romanceOf(language: keyof typeof ROMANCE_OF, name: string, first: boolean): string {
  const { of, articles } = ROMANCE_OF[language];
  const elided = /^(l[’'])(.*)$/i.exec(name);
  if (elided) return `${language === 'it' ? 'dell’' : 'de l’'}${elided[2]}`;
  const [article, ...rest] = name.split(' ');
  const contracted = article ? articles[article.toLowerCase()] : undefined;
  if (contracted && rest.length) return `${contracted} ${rest.join(' ')}`;
  // Spanish, French, Portuguese and Italian keep "de la …" / "di …" whole; a bare second name needs no "of".
  const hasArticle = /^(la|las|los|una?|un|une|des|uma|um)$/i.test(article ?? '');
  return first || hasArticle ? `${of} ${name}` : name;
}
const romanceStory = (language: keyof typeof ROMANCE_OF, v: Vars): string => {
  const hero = romanceOf(language, v.hero, true);
  return v.friend ? `${hero} ${ROMANCE_OF[language].and} ${romanceOf(language, v.friend, false)}` : hero;
};
const arabicDigits = (n: number): string =>
  String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string);

export const BOOK_WORDS: Record<Language, BookWords> = {
  en: {
    theEnd: 'The End',
    belongsTo: 'This book belongs to',
    madeWith: 'Written and illustrated with Fabelhaft. Printed in the EU.',
    meet: 'Meet the characters',
    about: 'About this story',
    storyOf: (v) => `A story about ${pair(v.hero, v.friend, 'and')}`,
    chapter: (n) => `Chapter ${n}`,
    scene: (v) =>
      `${v.hero}, ${v.heroKind}${v.friend ? `, and ${v.friend}, ${v.friendKind}` : ''}, ${v.place.at}`,
    join: dash,
  },
  de: {
    theEnd: 'Ende',
    belongsTo: 'Dieses Buch gehört',
    madeWith: 'Geschrieben und illustriert mit Fabelhaft. Gedruckt in der EU.',
    meet: 'Das sind die Helden',
    about: 'Worum es geht',
    // „über“ takes the accusative: „über Lena und den Fuchs“.
    storyOf: (v) => `Eine Geschichte über ${pair(deAccusative(v.hero), deAccusative(v.friend), 'und')}`,
    chapter: (n) => `Kapitel ${n}`,
    scene: (v) =>
      `${v.hero}, ${v.heroKind}${v.friend ? `, und ${v.friend}, ${v.friendKind}` : ''}, ${v.place.at}`,
    join: dash,
  },
  es: {
    theEnd: 'Fin',
    belongsTo: 'Este libro pertenece a',
    madeWith: 'Escrito e ilustrado con Fabelhaft. Impreso en la UE.',
    meet: 'Los protagonistas',
    about: 'De qué trata esta historia',
    storyOf: (v) => `Una historia ${romanceStory('es', v)}`,
    chapter: (n) => `Capítulo ${n}`,
    scene: (v) =>
      `${v.hero}, ${v.heroKind}${v.friend ? `, y ${v.friend}, ${v.friendKind}` : ''}, ${v.place.at}`,
    join: dash,
  },
  fr: {
    theEnd: 'Fin',
    belongsTo: 'Ce livre appartient à',
    madeWith: 'Écrit et illustré avec Fabelhaft. Imprimé dans l’UE.',
    meet: 'Les héros de l’histoire',
    about: 'De quoi parle cette histoire',
    storyOf: (v) => `Une histoire ${romanceStory('fr', v)}`,
    chapter: (n) => `Chapitre ${n}`,
    scene: (v) =>
      `${v.hero}, ${v.heroKind}${v.friend ? `, et ${v.friend}, ${v.friendKind}` : ''}, ${v.place.at}`,
    join: dash,
  },
  it: {
    theEnd: 'Fine',
    belongsTo: 'Questo libro appartiene a',
    madeWith: 'Scritto e illustrato con Fabelhaft. Stampato nell’UE.',
    meet: 'I protagonisti',
    about: 'Di che cosa parla questa storia',
    storyOf: (v) => `Una storia ${romanceStory('it', v)}`,
    chapter: (n) => `Capitolo ${n}`,
    scene: (v) =>
      `${v.hero}, ${v.heroKind}${v.friend ? `, e ${v.friend}, ${v.friendKind}` : ''}, ${v.place.at}`,
    join: dash,
  },
  pt: {
    theEnd: 'Fim',
    belongsTo: 'Este livro pertence a',
    madeWith: 'Escrito e ilustrado com Fabelhaft. Impresso na UE.',
    meet: 'Os personagens',
    about: 'Sobre esta história',
    storyOf: (v) => `Uma história ${romanceStory('pt', v)}`,
    chapter: (n) => `Capítulo ${n}`,
    scene: (v) =>
      `${v.hero}, ${v.heroKind}${v.friend ? `, e ${v.friend}, ${v.friendKind}` : ''}, ${v.place.at}`,
    join: dash,
  },
  ru: {
    theEnd: 'Конец',
    belongsTo: 'Эта книга принадлежит',
    madeWith: 'Написано и нарисовано с Fabelhaft. Напечатано в ЕС.',
    meet: 'Герои книги',
    about: 'О чём эта история',
    storyOf: (v) => `${capFirst(pair(v.hero, v.friend, 'и'))}: сказка`,
    chapter: (n) => `Глава ${n}`,
    scene: (v) =>
      `${v.hero} (${v.heroKind})${v.friend ? ` и ${v.friend} (${v.friendKind})` : ''} ${v.place.at}`,
    join: dash,
  },
  zh: {
    theEnd: '完',
    belongsTo: '这本书属于',
    madeWith: '由 Fabelhaft 撰写和绘制。在欧盟印刷。',
    meet: '故事里的朋友',
    about: '故事简介',
    storyOf: (v) => `${v.friend ? `${v.hero}和${v.friend}` : v.hero}的故事`,
    chapter: (n) => `第${n}章`,
    scene: (v) =>
      `${v.hero}（${v.heroKind}）${v.friend ? `和${v.friend}（${v.friendKind}）` : ''}${v.place.at}`,
    join: (what, scene) => `${what}：${scene}`,
  },
  ja: {
    theEnd: 'おしまい',
    belongsTo: 'このほんのもちぬし',
    madeWith: 'Fabelhaftで書いて描きました。EUで印刷。',
    meet: 'とうじょうじんぶつ',
    about: 'このおはなしについて',
    storyOf: (v) => `${v.friend ? `${v.hero}と${v.friend}` : v.hero}のおはなし`,
    chapter: (n) => `第${n}章`,
    scene: (v) =>
      `${v.place.at}にいる${v.hero}（${v.heroKind}）${v.friend ? `と${v.friend}（${v.friendKind}）` : ''}`,
    join: (what, scene) => `${what}：${scene}`,
  },
  ko: {
    theEnd: '끝',
    belongsTo: '이 책의 주인',
    madeWith: 'Fabelhaft로 쓰고 그렸습니다. EU에서 인쇄했습니다.',
    meet: '등장인물',
    about: '이야기 소개',
    storyOf: (v) => `${v.friend ? `${v.hero}, ${v.friend}` : v.hero}의 이야기`,
    chapter: (n) => `${n}장`,
    scene: (v) =>
      `${v.place.at}에서: ${v.hero}(${v.heroKind})${v.friend ? `, ${v.friend}(${v.friendKind})` : ''}`,
    join: (what, scene) => `${what} — ${scene}`,
  },
  ar: {
    theEnd: 'النهاية',
    belongsTo: 'هذا الكتاب مِلكُ',
    madeWith: 'كُتب ورُسم مع Fabelhaft. طُبع في الاتحاد الأوروبي.',
    meet: 'أبطال القصة',
    about: 'عن هذه القصة',
    storyOf: (v) => `حكاية ${v.hero}${v.friend ? ` و${v.friend}` : ''}`,
    chapter: (n) => `الفصل ${arabicDigits(n)}`,
    scene: (v) =>
      `${v.hero}، ${v.heroKind}${v.friend ? `، و${v.friend}، ${v.friendKind}` : ''}، ${v.place.at}`,
    join: (what, scene) => `${what} — ${scene}`,
  },
};
