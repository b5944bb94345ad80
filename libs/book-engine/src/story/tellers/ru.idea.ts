import type { IdeaVocabulary } from '../idea-vocabulary';
import { RU_CASES, RU_NOUNS, RU_TRAITS, ruAdj, type RuNoun } from './ru.nouns';

/**
 * How an idea written in Russian spells the lexicon: every case form of every noun in the singular and
 * the plural (Russian ideas decline: "с лисой", "до бури", "в пещере"), a few everyday synonyms, the goal
 * words per plot shape in the order every vocabulary keeps (rescue first, deadline last), and the traits in every form.
 */

/** Spellings the noun table does not hold: diminutives and synonyms a parent writes. */
const EXTRA: Record<string, string[]> = {
  girl: ['девчонка', 'девчушка'],
  boy: ['мальчишка', 'мальчугана'],
  child: ['малыши', 'детки', 'деток'],
  baby: ['младенец', 'младенца', 'малышка', 'малышку'],
  grandma: ['бабуля', 'бабулю', 'бабулей', 'бабуле', 'бабули'],
  grandpa: ['дедуля', 'дедулю', 'дедулей', 'деда', 'дед'],
  mum: ['мамочка', 'мамочку', 'мать', 'матери'],
  dad: ['папочка', 'папочку', 'отец', 'отца', 'отцом'],
  dog: ['щенок', 'щенка', 'щенком', 'собачка', 'собачку', 'собачкой'],
  cat: ['котёнок', 'котенок', 'котёнка', 'котенка', 'котик', 'котика'],
  rabbit: ['заяц', 'зайца', 'зайчик', 'зайчика', 'зайчиком', 'зайчиха'],
  bear: ['медвежонок', 'медвежонка', 'мишутка'],
  fox: ['лисичка', 'лисичку', 'лисичкой', 'лисёнок', 'лисенок', 'лисёнка'],
  hedgehog: ['ёж', 'ежа', 'ежик', 'ежика', 'ежиком', 'ёжиком'],
  raven: ['ворона', 'ворону', 'вороной', 'вороненок', 'воронёнок'],
  owl: ['совушка', 'совёнок', 'совенок', 'филин'],
  mouse: ['мышь', 'мыши', 'мышонок', 'мышонка'],
  horse: ['пони', 'лошадка', 'лошадку', 'жеребёнок'],
  pig: ['свинья', 'свинку', 'свинка', 'хрюшка'],
  sheep: ['овца', 'овцы', 'овец', 'барашек', 'ягнёнок'],
  chicken: ['курочка', 'курочку', 'цыплёнок', 'цыпленок'],
  duck: ['утёнок', 'утенок', 'уточка', 'уточку'],
  bird: ['птичка', 'птичку', 'птичкой', 'птенец', 'птенца'],
  fish: ['рыба', 'рыбу', 'рыбой', 'золотая рыбка'],
  monkey: ['обезьяна', 'обезьяну', 'обезьяной'],
  turtle: ['черепашка', 'черепашку', 'черепашкой'],
  elephant: ['слонёнок', 'слоненок', 'слонёнка'],
  dragon: ['дракончик', 'дракончика', 'дракончиком'],
  dinosaur: ['дино', 'тираннозавр'],
  ghost: ['призрак', 'призрака', 'призраком'],
  monster: ['чудовище', 'чудище', 'монстрик'],
  teddy: ['медвежонка тедди', 'плюшевый мишка', 'плюшевого мишку'],
  boat: ['корабль', 'корабля', 'кораблём', 'кораблем', 'парусник'],
  train: ['паровоз', 'паровозик', 'паровозика', 'паровозиком', 'электричка'],
  car: ['автомобиль', 'автомобиля', 'машинка', 'машинку', 'машинкой'],
  rocket: ['космический корабль', 'звездолёт'],
  bicycle: ['велик', 'велика', 'великом'],
  'fire-engine': ['пожарка'],
  'tree-house': ['домик', 'домика', 'домиком', 'домике'],
  'paper-boat': ['бумажный кораблик', 'бумажного кораблика', 'бумажным корабликом'],
  lantern: ['фонарь', 'фонаря', 'лампа', 'лампу', 'фонарём'],
  treasure: ['клад', 'клада', 'кладом', 'сундук с сокровищами'],
  star: ['звёздочка', 'звездочка', 'звёздочку'],
  present: ['подарочек'],
  cake: ['тортик', 'пирог', 'пирога', 'пирогом', 'пирожное'],
  night: ['ночь', 'ночи', 'ночью', 'темноту', 'тьма', 'тьмы'],
  storm: ['гроза', 'грозы', 'грозой', 'ураган', 'урагана'],
  party: ['праздничек'],
  christmas: ['новый год', 'нового года', 'новым годом'],
  colours: ['цвета', 'цветов', 'цвет', 'краски'],
  sea: ['океан', 'океана', 'океане', 'морем'],
  forest: ['джунгли', 'джунглях', 'роща', 'роще'],
  river: ['ручей', 'ручья', 'речка', 'речке', 'речку'],
  lake: ['пруд', 'пруда', 'пруду'],
  home: ['домой', 'доме'],
  space: ['вселенная', 'вселенной'],
  snow: ['северный полюс', 'северном полюсе', 'лёд', 'льду'],
  mountain: ['холм', 'холма', 'холме', 'холмы'],
  castle: ['дворец', 'дворца', 'дворце'],
  city: ['городок', 'городке'],
};

const formsOf = (n: RuNoun): string[] => [
  ...RU_CASES.flatMap((c) => [n.sg[c], n.pl[c]]),
  ...(n.other ? formsOf(n.other) : []),
];

const words: Record<string, string[]> = {};
const owner = new Map<string, string>();
for (const [id, noun] of Object.entries(RU_NOUNS)) {
  const all = [...formsOf(noun), ...(EXTRA[id] ?? [])].map((f) => f.toLowerCase());
  // Ideas are often typed without ё: "ежик", "самолет".
  for (const form of [...all, ...all.filter((f) => f.includes('ё')).map((f) => f.replace(/ё/g, 'е'))]) {
    // A form two nouns share ("замок" the castle, not the sandcastle) stays with the first noun that has it.
    if (owner.has(form) && owner.get(form) !== id) continue;
    owner.set(form, id);
    const list = (words[id] ??= []);
    if (!list.includes(form)) list.push(form);
  }
}

/** Synonyms of the traits, as masculine nominatives; every gender, case and number is derived. */
const TRAIT_SYNONYMS: Record<string, string[]> = {
  little: ['крошечный', 'малый'],
  big: ['огромный', 'громадный'],
  magic: ['волшебный', 'заколдованный'],
  brave: ['храбрый', 'отважный'],
  clever: ['сообразительный'],
  lost: ['пропавший', 'исчезнувший'],
  sleepy: ['уставший'],
  grumpy: ['сердитый'],
  secret: ['секретный'],
};
const adjForms = (adj: string): string[] => [
  ...new Set(
    (['m', 'f', 'n', 'pl'] as const).flatMap((g) =>
      RU_CASES.flatMap((c) => [ruAdj(adj, g, c, true), ruAdj(adj, g, c, false)]),
    ),
  ),
];
const traits: Record<string, string[]> = Object.fromEntries(
  Object.entries(RU_TRAITS).map(([key, adj]) => [
    key,
    [...new Set([adj, ...(TRAIT_SYNONYMS[key] ?? [])].flatMap(adjForms))],
  ]),
);

const END = '[а-яё]*';
export const RU_IDEA: IdeaVocabulary = {
  language: 'ru',
  words,
  goals: [
    ['rescue', new RegExp(`^(спас${END}|выруч${END}|освобо${END}|застрял${END}|ловушк${END}|плен${END})$`)],
    [
      'celebration',
      new RegExp(
        `^(рождени${END}|праздн${END}|вечеринк${END}|свадьб${END}|подготов${END}|готов(ит|ят|ятся|ится))$`,
      ),
    ],
    [
      'fear',
      new RegExp(`^(бо(ится|ятся|ялся|ялась|ялись)|страх${END}|страшн${END}|пуга${END}|испуг${END})$`),
    ],
    ['learn', new RegExp(`^(уч(ится|атся|иться)|науч${END}|трениру${END}|упражня${END})$`)],
    ['friendship', new RegExp(`^(одинок${END}|подруж${END}|дружб${END}|друзей)$`)],
    [
      'build',
      new RegExp(
        `^(стро(ит|ят|ить|или|ил|ила)|постро${END}|мастер${END}|печ(ёт|ет|ь)|пекут|испе${END}|изобрет${END}|смастер${END})$`,
      ),
    ],
    [
      'journey',
      new RegExp(
        `^(путешеств${END}|поездк${END}|ед(ет|ут|ем)|поед${END}|навест${END}|навеща${END}|гости|плыв(ёт|ут|ет)|отправля${END})$`,
      ),
    ],
    [
      'mystery',
      new RegExp(
        `^(тайн${END}|таинствен${END}|загад${END}|странн${END}|обнаруж${END}|расслед${END}|секрет${END}|шорох${END})$`,
      ),
    ],
    [
      'quest',
      new RegExp(
        `^(ищ(ет|ут)|иска${END}|поиск${END}|най(ти|дут|дёт|дет)|наход${END}|потерян${END}|пропа${END})$`,
      ),
    ],
    ['deadline', new RegExp(`^(помога${END}|помо(чь|жет|гут)|помощ${END})$`)],
  ],
  and: ['и'],
  nameCues: ['зовут', 'звали', 'имени', 'кличке', 'кличкой', 'прозвищу'],
  before: /^(до|перед|прежде)$/,
  traits,
};
