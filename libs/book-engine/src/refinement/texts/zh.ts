import { kindOfSheet } from '../kind-words';
import {
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

const l = 'zh';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) => `这本书有第2–${pageCount + 1}页（第1页是封面）。`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}：${p.word}` : p.word)),
    l,
  );
const kind: Texts['kind'] = (k, colour) =>
  `${colour ? colourName(colour, l) : ''}${colour ? '的' : ''}${kindName(k, l)}`;

export const ZH: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1) return `一处修改：${rationales[0]} 请检查并确认。`;
    return `${rationales.length}处修改：\n${rationales.map((r) => `– ${r}`).join('\n')}\n请检查并确认。`;
  },
  notDrawn: (parts) => `（${cannotList(parts)}我画不出来，所以不在这次修改里。）`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation ? `；${languageName(translation.language, l)}：${q(translation.text)}` : '';
      return stop(`第${page}页：文字改为${q(main)}${other}`, l);
    },
    kept: (language) => `${languageName(language, l)}那一行按你的要求保持不变。`,
    keptForNow(language) {
      const name = languageName(language, l);
      return `${name}那一行暂时不变——如果也要改，请把${name}文字放在引号里发给我。`;
    },
    translateLine: (page, language, text) =>
      stop(`第${page}页：${languageName(language, l)}那一行改为${q(text)}`, l),
    shorten: (page, kept) => stop(`第${page}页：文字变短——保留大约一半，每种语言都一样：${q(kept)}`, l),
    place: (page, entry) => `第${page}页：画面的地点改为${placeName(entry, l)}。`,
    light: (page, light) => `第${page}页：画面的时间和天气改为${light}。`,
    cast: (page, names) => `第${page}页：画面上现在是${list(names, l)}。`,
    action: (page, caption) => stop(`第${page}页：新的场景——${caption}`, l),
    things: (page, things) => `第${page}页：画面上现在还有${list(things, l)}。`,
    look: (name, parts) => `${name}：${list(parts, l)}——在${name}出现的每一页和封面上。`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id ? `（画成${kindName({ ...k, id: k.base }, l)}）` : '';
      const noun = k ? `文字里${name}现在是${kindName(k, l)}。` : '';
      return `${name}现在是${described}${drawn}——在${name}出现的每一页和封面上。${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? `（${languageName(other.language, l)}：${other.name}）` : '';
      return `${old}现在叫${name}${extra}——书里所有的文字都会改。`;
    },
    style: (style) => `整本书将用${q(styleName(style, l))}风格重新绘制，角色保持不变。`,
    retitle(title, kept) {
      const other = kept
        ? `${languageName(kept.language, l)}书名暂时仍是${q(kept.title)}——如果也要改，请用引号发给我。`
        : '';
      return `这本书现在叫${q(title)}——封面和书名页都会更新。${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? '画成大人（更高）' : '画成孩子'),
    coloured: (slot, colour) => `${slotName(slot.id, l)}：${colourName(colour, l)}`,
    clothing: (slot, instead) => `${slotName(slot.id, l)}${instead ? `（代替${slotName(instead, l)}）` : ''}`,
    replaced: (before) => `（代替${slotName(before, l)}）`,
    feature: (feature, remove) => `${remove ? '不要' : '加上'}${featureName(feature, l)}`,
  },

  already: {
    style: (style) => `${q(styleName(style, l))}风格`,
    cast: (page, names) => `第${page}页的画面上是${list(names, l)}`,
    place: (page, entry) => `第${page}页的画面（${placeName(entry, l)}）`,
    light: (page, light) => `第${page}页的画面（${light}）`,
    title: (title) => `书名${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `第${page}页要改什么？` : '具体要改什么？'}我可以改某一页的文字（“第6页的文字短一点”、“第5页写：‘……’”）、` +
        `某张图画的内容（“第4页他们在海边”、“这一页只有${first}”）、角色的样子（“${first}的头发改成红色”）、名字（“${second}改名叫Rufus”）` +
        `或整本书的画风（“水彩”）。角色：${castList(plan, l, 'and')}。${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus ? `你是说正在看的第${focus}页吗？那就回答“是的”或“这一页”。` : '';
      return `哪一页？${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) => `这本书没有第${page}页。${pageRange(pageCount)}你指的是哪一页？`,
    cover: (pageCount) =>
      `封面显示书名和角色：它会随着角色的样子、名字和画风一起改变。要改某个角色（比如“红头发”）还是书里的某一页？${pageRange(pageCount)}`,
    noText: (page, textPages) => `第${page}页没有我能改的文字。故事在第${textPages}页。你指的是哪一页？`,
    noPicture: (page, picturePages) => `第${page}页没有图画。图画在第${picturePages}页。你指的是哪一页？`,
    whoFor: (plan, what) => `这是给谁的（${what}）？书里的角色：${castList(plan, l, 'or')}。`,
    whichOf: (names) => `你指的是哪个角色：${list(names, l, 'or')}？`,
    whatColoured: (plan, colour) =>
      `什么要变成${colourName(colour, l)}——头发、皮肤或毛色、衣服、围巾、斗篷、帽子还是蝴蝶结？哪个角色：${castList(plan, l, 'or')}？`,
    whichColour: (name, slot) =>
      `${name}的${slotName(slot.id, l)}要什么颜色？比如红色、蓝色、绿色、黄色、棕色、黑色或金色。`,
    whatOf: (name, colour) =>
      `${name}的什么要变成${colourName(colour, l)}：头发、皮肤或毛色、衣服、围巾、斗篷、帽子还是蝴蝶结？`,
    skinTone: (name) => `${name}要什么肤色：白皙、小麦色、棕色还是深色？`,
    cannotWear: (name, possible) => `${name}不能穿戴这个。可以选：${possible.join('、')}。要哪一个？`,
    animalClothing: (name) => `${name}可以戴围巾或穿斗篷——要哪一个，什么颜色？`,
    personClothing: (name) => `${name}需要穿点什么：连衣裙、背带裤、连帽衫、围巾或斗篷——要哪一个，什么颜色？`,
    already: (what) => `${what}——已经是这样了。要改成别的什么？`,
    aboutCharacter: (name) =>
      `${name}要改什么？我可以改头发或毛的颜色、肤色、衣服和衣服的颜色、眼镜、帽子、蝴蝶结或雀斑，也可以改名字，或者把${name}变成别的（比如“一只猫”）。`,
    cannotDraw: (parts) =>
      `${cannotList(parts)}我画不出来——书里看不出任何变化。角色我可以改：头发或毛的颜色、肤色、衣服和颜色、眼镜、帽子、蝴蝶结或雀斑。要改哪一个？`,
    renameWhich: (plan) => `谁要换新名字，叫什么？角色：${castList(plan, l, 'or')}。`,
    renameWhat: (name) => `${name}要叫什么？直接把新名字发给我就行。`,
    renameWho: (plan, name) => `谁要叫${name}？角色：${castList(plan, l, 'or')}。`,
    badName: (name) => `${q(name)}不能用作名字（只能是文字，最多40个）。这个角色要叫什么？`,
    nameTaken: (name) => `书里已经有别的角色叫${name}了。要用什么名字？`,
    newText: (page) => `第${page}页要写什么？请把新文字放在引号里发给我，比如：第${page}页写：“……”`,
    nothingToShorten: (page, text) =>
      `第${page}页只有一句短句（${q(text)}），没有可以删的。要改成什么？请把新文字放在引号里发给我。`,
    longer: () =>
      '我不能把文字写长——可以缩短，或者换成你的文字。请把新文字放在引号里并告诉我页码，比如：第5页写：“……”',
    whatHappens: (page) =>
      `第${page}页的画面上要发生什么？我可以画比如：${list(['放风筝', '野餐', '堆沙堡', '玩球', '看书', '游泳', '跳舞'], l, 'or')}。`,
    whoOnPage: (plan, page) => `第${page}页的画面上要有谁？角色：${castList(plan, l, 'and')}。`,
    emptyPicture: (page) => `那样第${page}页的画面上就没有人了。谁要留下？`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${displayName(plan, i, l)}（${k ? kind(k) : ''}，${slotName(c.sheet.clothing, l)}）：头发或毛的颜色、衣服和颜色、眼镜、帽子、换成别的动物或换名字`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `我还不能根据${q(said)}做修改。` : '这对我来说还不够具体。'}这本书里我可以改，比如：\n– ${looks.join('\n– ')}\n` +
        `– 某一页的文字（短一点，或用你的话）或图画的内容（地点、谁在画面上、在做什么），第2–${pageCount + 1}页\n` +
        `– 整本书的画风（现在：${styleName(plan.style, l)}）\n要改哪一个？`
      );
    },
    newcomer: (name, plan) =>
      `${name}不在这本书里，我也不能给已经写好的故事添加新角色——书页和插图都是围绕${castList(plan, l, 'and')}制作的。我可以把他们放到某一页上，或改变他们的样子或名字。你想怎么做？`,
    unknownKind: (name, word) =>
      `我没法把${name}画成${q(word)}——书里看不出任何变化。我可以把${name}变成比如狗、猫、兔子、熊、狐狸、龙、腊肠狗、猫头鹰或小孩。要哪一个？`,
    whichKind: (name, not) =>
      `${name}不是${kind(not)}——那${name}是什么？我可以把${name}画成比如狗（腊肠狗、贵宾犬……）、猫、兔子、熊、狐狸、龙、猫头鹰、女孩、男孩或大人。`,
    pick: (plan) =>
      `最好用一句话，比如：“${displayName(plan, 0, l)}的头发改成蓝色”、“第6页的文字短一点”、“第5页他们在海边”或“水彩风格”。`,
    invisible: (rationales) =>
      `这样书里看不出任何变化（${rationales.join(' ')}），所以我不建议这样改——不会用掉你的修改次数。要改成别的什么？`,
    whichLanguageLine: (languages) =>
      `这本书只有${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}的文字。要改哪一行？`,
    titleWhat: (current) => `这本书应该叫什么？现在叫${q(current)}。请用引号写出新书名。`,
    size(name, grownUp, animal) {
      if (animal)
        return `图画里的${name}只有一种大小，我不能把它变大或变小。我可以改颜色、衣服、帽子、蝴蝶结、眼镜，或者它是什么动物。你想怎么改？`;
      return `图画里只有两种大小：孩子和大人。${name}现在画成${grownUp ? '大人' : '孩子'}——要画成${grownUp ? '孩子' : '大人'}，还是改头发、衣服或眼镜？`;
    },
    undone: (rationales) => `已撤回：${rationales.join(' ')} 现在没有其他计划。你想改什么？`,
    nothingToUndo: () => `现在没有可以撤回的修改建议——已确认的修改会留在书里。你想改什么？`,
  },
};
