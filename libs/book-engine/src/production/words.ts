import type { Language } from '../types';
import type { Vars } from '../story/language-pack';

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
const arabicDigits = (n: number): string =>
  String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string);

export const BOOK_WORDS: Record<Language, BookWords> = {
  en: {
    theEnd: 'The End',
    belongsTo: 'This book belongs to',
    madeWith: 'Written and illustrated with Fabelhaft. Printed in the EU.',
    meet: 'Meet the characters',
    about: 'About this story',
    storyOf: (v) => `A story about ${v.hero} and ${v.friend}`,
    chapter: (n) => `Chapter ${n}`,
    scene: (v) => `${v.hero}, ${v.heroKind}, and ${v.friend}, ${v.friendKind}, ${v.place.at}`,
    join: dash,
  },
  de: {
    theEnd: 'Ende',
    belongsTo: 'Dieses Buch gehört',
    madeWith: 'Geschrieben und illustriert mit Fabelhaft. Gedruckt in der EU.',
    meet: 'Das sind die Helden',
    about: 'Worum es geht',
    storyOf: (v) => `Eine Geschichte über ${v.hero} und ${v.friend}`,
    chapter: (n) => `Kapitel ${n}`,
    scene: (v) => `${v.hero}, ${v.heroKind}, und ${v.friend}, ${v.friendKind}, ${v.place.at}`,
    join: dash,
  },
  es: {
    theEnd: 'Fin',
    belongsTo: 'Este libro pertenece a',
    madeWith: 'Escrito e ilustrado con Fabelhaft. Impreso en la UE.',
    meet: 'Los protagonistas',
    about: 'De qué trata esta historia',
    storyOf: (v) => `Una historia de ${v.hero} y ${v.friend}`,
    chapter: (n) => `Capítulo ${n}`,
    scene: (v) => `${v.hero}, ${v.heroKind}, y ${v.friend}, ${v.friendKind}, ${v.place.at}`,
    join: dash,
  },
  fr: {
    theEnd: 'Fin',
    belongsTo: 'Ce livre appartient à',
    madeWith: 'Écrit et illustré avec Fabelhaft. Imprimé dans l’UE.',
    meet: 'Les héros de l’histoire',
    about: 'De quoi parle cette histoire',
    storyOf: (v) => `Une histoire de ${v.hero} et ${v.friend}`,
    chapter: (n) => `Chapitre ${n}`,
    scene: (v) => `${v.hero}, ${v.heroKind}, et ${v.friend}, ${v.friendKind}, ${v.place.at}`,
    join: dash,
  },
  it: {
    theEnd: 'Fine',
    belongsTo: 'Questo libro appartiene a',
    madeWith: 'Scritto e illustrato con Fabelhaft. Stampato nell’UE.',
    meet: 'I protagonisti',
    about: 'Di che cosa parla questa storia',
    storyOf: (v) => `Una storia di ${v.hero} e ${v.friend}`,
    chapter: (n) => `Capitolo ${n}`,
    scene: (v) => `${v.hero}, ${v.heroKind}, e ${v.friend}, ${v.friendKind}, ${v.place.at}`,
    join: dash,
  },
  pt: {
    theEnd: 'Fim',
    belongsTo: 'Este livro pertence a',
    madeWith: 'Escrito e ilustrado com Fabelhaft. Impresso na UE.',
    meet: 'Os personagens',
    about: 'Sobre esta história',
    storyOf: (v) => `Uma história de ${v.hero} e ${v.friend}`,
    chapter: (n) => `Capítulo ${n}`,
    scene: (v) => `${v.hero}, ${v.heroKind}, e ${v.friend}, ${v.friendKind}, ${v.place.at}`,
    join: dash,
  },
  ru: {
    theEnd: 'Конец',
    belongsTo: 'Эта книга принадлежит',
    madeWith: 'Написано и нарисовано с Fabelhaft. Напечатано в ЕС.',
    meet: 'Герои книги',
    about: 'О чём эта история',
    storyOf: (v) => `${v.hero} и ${v.friend}: сказка`,
    chapter: (n) => `Глава ${n}`,
    scene: (v) => `${v.hero} (${v.heroKind}) и ${v.friend} (${v.friendKind}) ${v.place.at}`,
    join: dash,
  },
  zh: {
    theEnd: '完',
    belongsTo: '这本书属于',
    madeWith: '由 Fabelhaft 撰写和绘制。在欧盟印刷。',
    meet: '故事里的朋友',
    about: '故事简介',
    storyOf: (v) => `${v.hero}和${v.friend}的故事`,
    chapter: (n) => `第${n}章`,
    scene: (v) => `${v.hero}（${v.heroKind}）和${v.friend}（${v.friendKind}）${v.place.at}`,
    join: (what, scene) => `${what}：${scene}`,
  },
  ja: {
    theEnd: 'おしまい',
    belongsTo: 'このほんのもちぬし',
    madeWith: 'Fabelhaftで書いて描きました。EUで印刷。',
    meet: 'とうじょうじんぶつ',
    about: 'このおはなしについて',
    storyOf: (v) => `${v.hero}と${v.friend}のおはなし`,
    chapter: (n) => `第${n}章`,
    scene: (v) => `${v.place.at}にいる${v.hero}（${v.heroKind}）と${v.friend}（${v.friendKind}）`,
    join: (what, scene) => `${what}：${scene}`,
  },
  ko: {
    theEnd: '끝',
    belongsTo: '이 책의 주인',
    madeWith: 'Fabelhaft로 쓰고 그렸습니다. EU에서 인쇄했습니다.',
    meet: '등장인물',
    about: '이야기 소개',
    storyOf: (v) => `${v.hero}, ${v.friend}의 이야기`,
    chapter: (n) => `${n}장`,
    scene: (v) => `${v.place.at}에서: ${v.hero}(${v.heroKind}), ${v.friend}(${v.friendKind})`,
    join: (what, scene) => `${what} — ${scene}`,
  },
  ar: {
    theEnd: 'النهاية',
    belongsTo: 'هذا الكتاب مِلكُ',
    madeWith: 'كُتب ورُسم مع Fabelhaft. طُبع في الاتحاد الأوروبي.',
    meet: 'أبطال القصة',
    about: 'عن هذه القصة',
    storyOf: (v) => `حكاية ${v.hero} و${v.friend}`,
    chapter: (n) => `الفصل ${arabicDigits(n)}`,
    scene: (v) => `${v.hero}، ${v.heroKind}، و${v.friend}، ${v.friendKind}، ${v.place.at}`,
    join: (what, scene) => `${what} — ${scene}`,
  },
};
