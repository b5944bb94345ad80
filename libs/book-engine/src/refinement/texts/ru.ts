import { kindOfSheet } from '../kind-words';
import {
  cap,
  castList,
  colourName,
  displayName,
  featureName,
  kindName,
  languageName,
  list,
  placeName,
  quote,
  slotName,
  stop,
  styleName,
} from './labels';
import type { Texts } from './types';

const l = 'ru';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) => `В книге страницы 2–${pageCount + 1} (страница 1 — обложка).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}: ${p.word}` : p.word)),
    l,
  );
/** Nominative after a dash: "Крюмель — такса (коричневый)". */
const kind: Texts['kind'] = (k, colour) => `${kindName(k, l)}${colour ? ` (${colourName(colour, l)})` : ''}`;

export const RU: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1)
      return `Одно изменение: ${rationales[0]} Пожалуйста, проверьте и подтвердите.`;
    return `Изменений: ${rationales.length}\n${rationales.map((r) => `– ${r}`).join('\n')}\nПожалуйста, проверьте и подтвердите.`;
  },
  notDrawn: (parts) =>
    `(${cannotList(parts)} — этого я нарисовать не могу, поэтому это не входит в изменение.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation
        ? `; на ${languageName(translation.language, l)}: ${q(translation.text)}`
        : '';
      return stop(`Страница ${page}: новый текст — ${q(main)}${other}`);
    },
    kept: (language) => ` Строка на ${languageName(language, l)} остаётся как есть, как вы просили.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` Строка на ${name} пока остаётся как есть — пришлите текст на ${name} в кавычках, если её тоже нужно изменить.`;
    },
    translateLine: (page, language, text) =>
      stop(`Страница ${page}: новая строка на ${languageName(language, l)} — ${q(text)}`),
    shorten: (page, kept) =>
      stop(
        `Страница ${page}: текст короче — остаётся примерно половина, одинаково на каждом языке: ${q(kept)}`,
      ),
    place: (page, entry) => `Страница ${page}: место на картинке теперь — ${placeName(entry, l)}.`,
    light: (page, light) => `Страница ${page}: теперь на картинке всё происходит ${light}.`,
    cast: (page, names) => `Страница ${page}: на картинке теперь ${list(names, l)}.`,
    action: (page, caption) => stop(`Страница ${page}: новая сцена — ${caption}`),
    things: (page, things) => `Страница ${page}: на картинке теперь есть и ${list(things, l)}.`,
    look: (name, parts) =>
      `${cap(name)}: ${list(parts, l)} — на каждой странице, где есть ${name}, и на обложке.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? ` (рисуется как ${kindName({ ...k, id: k.base }, l)})`
          : '';
      const noun = k ? ` В тексте ${name} теперь — ${kindName(k, l)}.` : '';
      return `${cap(name)} теперь — ${described}${drawn}: на каждой странице, где есть ${name}, и на обложке.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (на ${languageName(other.language, l)}: ${other.name})` : '';
      return `${cap(old)} теперь зовут ${name}${extra} — во всех текстах книги.`;
    },
    style: (style) => `Вся книга будет перерисована в стиле ${q(styleName(style, l))}, с теми же героями.`,
    retitle(title, kept) {
      const other = kept
        ? ` Название на языке «${languageName(kept.language, l)}» пока остаётся ${q(kept.title)} — пришлите его в кавычках, если оно тоже должно измениться.`
        : '';
      return `Теперь книга называется ${q(title)} — на обложке и на титульной странице.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? 'нарисован(а) взрослым (выше)' : 'нарисован(а) ребёнком'),
    coloured: (slot, colour) => `${slotName(slot.id, l)}: ${colourName(colour, l)}`,
    clothing: (slot, instead) =>
      `${slotName(slot.id, l)}${instead ? ` вместо: ${slotName(instead, l)}` : ''}`,
    replaced: (before) => ` вместо: ${slotName(before, l)}`,
    feature: (feature, remove) => `${featureName(feature, l)}: ${remove ? 'нет' : 'да'}`,
  },

  already: {
    style: (style) => `Стиль ${q(styleName(style, l))}`,
    cast: (page, names) => `На картинке страницы ${page}: ${list(names, l)}`,
    place: (page, entry) => `Картинка на странице ${page} (${placeName(entry, l)})`,
    light: (page, light) => `Картинка на странице ${page} (${light})`,
    title: (title) => `Название ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `Что изменить на странице ${page}?` : 'Что именно изменить?'} Я могу изменить текст страницы ` +
        `(«Текст короче на странице 6», «На странице 5 должно быть написано: "…"»), то, что на картинке («На странице 4 они на море», ` +
        `«Только ${first} на этой странице»), внешность героя («У ${first} рыжие волосы»), имя ` +
        `(«${cap(second)} зовут Руфус») или стиль всей книги («акварель»). Герои: ${castList(plan, l, 'and')}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? ` Вы имеете в виду страницу ${focus}, которую сейчас смотрите? Тогда ответьте «да» или «эта страница».`
        : '';
      return `На какой странице? ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `В этой книге нет страницы ${page}. ${pageRange(pageCount)} Какую страницу вы имеете в виду?`,
    cover: (pageCount) =>
      `На обложке название и герои: она меняется вместе с их внешностью, именами и стилем книги. ` +
      `Изменить героя (например, «рыжие волосы») или страницу внутри книги? ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `На странице ${page} нет текста, который я могу изменить. История — на страницах ${textPages}. Какую страницу вы имеете в виду?`,
    noPicture: (page, picturePages) =>
      `На странице ${page} нет картинки. Картинки — на страницах ${picturePages}. Какую страницу вы имеете в виду?`,
    whoFor: (plan, what) => `Для кого (${what})? Герои книги: ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `Какого героя вы имеете в виду: ${list(names, l, 'or')}?`,
    whatColoured: (plan, colour) =>
      `Что должно стать таким — ${colourName(colour, l)}: волосы, кожа или шерсть, одежда, шарф, плащ, шапка или бант? ` +
      `И у какого героя: ${castList(plan, l, 'or')}?`,
    whichColour: (name, slot) =>
      `${cap(name)}, ${slotName(slot.id, l)}: какого цвета? Например, красный, синий, зелёный, жёлтый, коричневый, чёрный или светлый.`,
    whatOf: (name, colour) =>
      `Что у ${name} должно стать таким — ${colourName(colour, l)}: волосы, кожа или шерсть, одежда, шарф, плащ, шапка или бант?`,
    skinTone: (name) => `Какой цвет кожи у ${name}: светлый, загорелый, смуглый или тёмный?`,
    cannotWear: (name, possible) =>
      `${cap(name)} не может это носить. Можно: ${possible.join(', ')}. Что выбрать?`,
    animalClothing: (name) => `${cap(name)} может носить шарф или плащ — что именно и какого цвета?`,
    personClothing: (name) =>
      `${cap(name)} нужна одежда: платье, комбинезон, худи, шарф или плащ — что именно и какого цвета?`,
    already: (what) => `${cap(what)} — это уже так. Что изменить вместо этого?`,
    aboutCharacter: (name) =>
      `Что изменить у персонажа ${name}? Я могу изменить цвет волос или шерсти, цвет кожи, одежду и её цвет, очки, шляпу, бант или веснушки, имя или то, кто такой ${name} (например, «кошка»).`,
    cannotDraw: (parts) =>
      `${cannotList(parts)} — этого я нарисовать не могу, в книге ничего заметно не изменится. ` +
      `У героя я могу изменить цвет волос или шерсти, цвет кожи, одежду и её цвет, очки, шапку, бант или веснушки. Что выбрать?`,
    renameWhich: (plan) => `Кому дать новое имя и какое? Герои: ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `Как теперь зовут ${name}? Просто пришлите новое имя.`,
    renameWho: (plan, name) => `Кого должны звать ${name}? Герои: ${castList(plan, l, 'or')}.`,
    badName: (name) =>
      `${q(name)} нельзя использовать как имя (только буквы, не больше 40). Как зовут героя?`,
    nameTaken: (name) => `Другого героя в книге уже зовут ${name}. Какое имя выбрать?`,
    newText: (page) =>
      `Что должно быть написано на странице ${page}? Пришлите новый текст в кавычках, например: На странице ${page} должно быть написано: «…»`,
    nothingToShorten: (page, text) =>
      `На странице ${page} только одно короткое предложение (${q(text)}), убрать нечего. ` +
      `Что написать вместо него? Пришлите новый текст в кавычках.`,
    longer: () =>
      'Удлинить текст я не могу — могу сократить его или заменить вашим. ' +
      'Пришлите новый текст в кавычках и номер страницы, например: На странице 5 должно быть написано: «…»',
    whatHappens: (page) =>
      `Что должно происходить на картинке страницы ${page}? Я могу показать, например: ${list(
        [
          'запуск воздушного змея',
          'пикник',
          'замок из песка',
          'игру в мяч',
          'чтение книги',
          'плавание',
          'танец',
        ],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) =>
      `Кто должен быть на картинке страницы ${page}? Герои: ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) => `Тогда на картинке страницы ${page} никого не останется. Кто должен остаться?`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${cap(displayName(plan, i, l))} (${k ? kind(k) : ''}, ${slotName(c.sheet.clothing, l)}): цвет волос или шерсти, одежда и её цвет, очки, шапка, другое животное или другое имя`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `Из ${q(said)} я пока не могу сделать изменение.` : 'Для меня это пока недостаточно конкретно.'} В этой книге я могу изменить, например:\n– ${looks.join('\n– ')}\n` +
        `– текст страницы (короче или вашими словами) или то, что на картинке (место, кто на ней, что они делают), страницы 2–${pageCount + 1}\n` +
        `– стиль всей книги (сейчас: ${styleName(plan.style, l)})\nЧто выбрать?`
      );
    },
    newcomer: (name, plan) =>
      `${cap(name)} нет в этой книге, а добавить нового героя в уже написанную историю я не могу — её страницы и картинки сделаны вокруг героев: ${castList(plan, l, 'and')}. Я могу поместить их на страницу, изменить их внешность или имя. Что выбрать?`,
    unknownKind: (name, word) =>
      `Нарисовать ${name} как ${q(word)} я не могу — в книге ничего заметно не изменится. ` +
      `Я могу сделать ${name}, например, собакой, кошкой, кроликом, медведем, лисой, драконом, таксой, совой или ребёнком. Что выбрать?`,
    whichKind: (name, not) =>
      `${cap(name)} — не ${kind(not)}. Кто же тогда ${name}? Я могу нарисовать ${name}, например, собакой (таксой, пуделем …), кошкой, кроликом, медведем, лисой, драконом, совой, девочкой, мальчиком или взрослым.`,
    pick: (plan) =>
      `Лучше всего одной фразой, например: «У ${displayName(plan, 0, l)} синие волосы», «Текст короче на странице 6», «На странице 5 они на море» или «В стиле акварели».`,
    invisible: (rationales) =>
      `В книге от этого ничего заметно не изменится (${rationales.join(' ')}), поэтому я это не предлагаю — изменение не тратится. Что изменить вместо этого?`,
    whichLanguageLine: (languages) =>
      `В этой книге есть только строки на ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}. Какую строку изменить?`,
    titleWhat: (current) =>
      `Как должна называться книга? Сейчас она называется ${q(current)}. Напишите новое название в кавычках.`,
    size(name, grownUp, animal) {
      if (animal)
        return `На картинках ${name} всегда одного размера: сделать больше или меньше я не могу. Я могу изменить цвет, одежду, шапку, бант, очки или то, кто это. Что выбрать?`;
      return `На картинках два размера: дети и взрослые. ${cap(name)} нарисован(а) как ${grownUp ? 'взрослый' : 'ребёнок'} — нарисовать как ${grownUp ? 'ребёнка' : 'взрослого'} или изменить волосы, одежду или очки?`;
    },
    undone: (rationales) =>
      `Отменено: ${rationales.join(' ')} Больше ничего не запланировано. Что изменить вместо этого?`,
    nothingToUndo: () =>
      `Нет предложенного изменения, которое можно отменить, — подтверждённые изменения остаются в книге. Что изменить?`,
  },
};
