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

const l = 'ja';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) => `この本は2〜${pageCount + 1}ページです（1ページ目は表紙です）。`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}：${p.word}` : p.word)),
    l,
  );
const kind: Texts['kind'] = (k, colour) => `${colour ? `${colourName(colour, l)}の` : ''}${kindName(k, l)}`;

export const JA: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1)
      return `変更は1つです：${rationales[0]} 確認して、よければ確定してください。`;
    return `変更は${rationales.length}つです：\n${rationales.map((r) => `– ${r}`).join('\n')}\n確認して、よければ確定してください。`;
  },
  notDrawn: (parts) => `（${cannotList(parts)}は描けないので、この変更には含まれません。）`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation ? `／${languageName(translation.language, l)}：${q(translation.text)}` : '';
      return stop(`${page}ページ：文章を${q(main)}に変えます${other}`, l);
    },
    kept: (language) => `${languageName(language, l)}の行はご希望どおりそのままです。`,
    keptForNow(language) {
      const name = languageName(language, l);
      return `${name}の行は今のところそのままです——そちらも変える場合は、${name}の文章をかぎかっこに入れて送ってください。`;
    },
    translateLine: (page, language, text) =>
      stop(`${page}ページ：${languageName(language, l)}の行を${q(text)}に変えます`, l),
    shorten: (page, kept) =>
      stop(`${page}ページ：文章を短くします——どの言語でも約半分を残します：${q(kept)}`, l),
    place: (page, entry) => `${page}ページ：絵の場所を「${placeName(entry, l)}」にします。`,
    light: (page, light) => `${page}ページ：絵の時間と天気を「${light}」にします。`,
    cast: (page, names) => `${page}ページ：絵に描くのは${list(names, l)}です。`,
    action: (page, caption) => stop(`${page}ページ：新しい場面——${caption}`, l),
    things: (page, things) => `${page}ページ：絵に${list(things, l)}も描きます。`,
    look: (name, parts) => `${name}：${list(parts, l)}——${name}が出てくるすべてのページと表紙で。`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? `（${kindName({ ...k, id: k.base }, l)}として描きます）`
          : '';
      const noun = k ? `文章でも${name}は${kindName(k, l)}になります。` : '';
      return `${name}は${described}になります${drawn}——${name}が出てくるすべてのページと表紙で。${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? `（${languageName(other.language, l)}：${other.name}）` : '';
      return `${old}の名前は${name}${extra}になります——本のすべての文章で。`;
    },
    style: (style) => `本全体を${q(styleName(style, l))}のスタイルで描き直します。登場人物は同じです。`,
    retitle(title, kept) {
      const other = kept
        ? `${languageName(kept.language, l)}のタイトルはしばらく${q(kept.title)}のままです。変える場合はかぎかっこで送ってください。`
        : '';
      return `本のタイトルは${q(title)}になります（表紙とタイトルページ）。${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? '大人として描く（背が高く）' : '子どもとして描く'),
    coloured: (slot, colour) => `${slotName(slot.id, l)}：${colourName(colour, l)}`,
    clothing: (slot, instead) =>
      `${slotName(slot.id, l)}${instead ? `（${slotName(instead, l)}の代わりに）` : ''}`,
    replaced: (before) => `（${slotName(before, l)}の代わりに）`,
    feature: (feature, remove) => `${featureName(feature, l)}${remove ? 'なし' : 'あり'}`,
  },

  already: {
    style: (style) => `${q(styleName(style, l))}のスタイル`,
    cast: (page, names) => `${page}ページの絵には${list(names, l)}がいます`,
    place: (page, entry) => `${page}ページの絵（${placeName(entry, l)}）`,
    light: (page, light) => `${page}ページの絵（${light}）`,
    title: (title) => `タイトル${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `${page}ページの何を変えますか？` : '具体的に何を変えますか？'}ページの文章（「6ページの文章を短く」「5ページを『…』に」）、` +
        `絵の内容（「4ページでは海にいる」「このページは${first}だけ」）、登場人物の見た目（「${first}の髪を赤に」）、名前（「${second}の名前をRufusに」）、` +
        `本全体のスタイル（「水彩」）を変えられます。登場人物：${castList(plan, l, 'and')}。${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? `今見ている${focus}ページのことですか？それなら「はい」か「このページ」と答えてください。`
        : '';
      return `どのページですか？${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `この本に${page}ページはありません。${pageRange(pageCount)}どのページのことですか？`,
    cover: (pageCount) =>
      `表紙にはタイトルと登場人物が描かれていて、見た目・名前・本のスタイルに合わせて変わります。登場人物を変えますか（例：「赤い髪」）、それとも本の中のページですか？${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `${page}ページには変えられる文章がありません。お話は${textPages}ページにあります。どのページのことですか？`,
    noPicture: (page, picturePages) =>
      `${page}ページには絵がありません。絵は${picturePages}ページにあります。どのページのことですか？`,
    whoFor: (plan, what) => `誰のことですか（${what}）？本の登場人物：${castList(plan, l, 'or')}。`,
    whichOf: (names) => `どの登場人物のことですか：${list(names, l, 'or')}？`,
    whatColoured: (plan, colour) =>
      `何を${colourName(colour, l)}にしますか——髪、肌か毛並み、服、マフラー、マント、帽子、リボン？それと、どの登場人物ですか：${castList(plan, l, 'or')}？`,
    whichColour: (name, slot) =>
      `${name}の${slotName(slot.id, l)}は何色にしますか？たとえば赤、青、緑、黄色、茶色、黒、金髪など。`,
    whatOf: (name, colour) =>
      `${name}の何を${colourName(colour, l)}にしますか：髪、肌か毛並み、服、マフラー、マント、帽子、リボン？`,
    skinTone: (name) => `${name}の肌の色はどれにしますか：色白、日焼けした色、褐色、濃い色？`,
    cannotWear: (name, possible) =>
      `${name}はそれを身につけられません。できるのは：${possible.join('、')}。どれにしますか？`,
    animalClothing: (name) => `${name}はマフラーかマントを身につけられます——どちらを、何色で？`,
    personClothing: (name) =>
      `${name}には着るものが必要です：ワンピース、オーバーオール、パーカー、マフラー、マント——どれを、何色で？`,
    already: (what) => `${what}——もうそうなっています。代わりに何を変えますか？`,
    aboutCharacter: (name) =>
      `${name}のどこを変えますか？髪や毛の色、肌の色、服とその色、めがね、ぼうし、リボン、そばかす、名前、または${name}が何か（たとえば「ねこ」）を変えられます。`,
    cannotDraw: (parts) =>
      `${cannotList(parts)}は描けません——本の中で見た目は何も変わりません。登場人物については、髪や毛並みの色、肌の色、服とその色、メガネ、帽子、リボン、そばかすを変えられます。どれにしますか？`,
    renameWhich: (plan) => `誰の名前を、何に変えますか？登場人物：${castList(plan, l, 'or')}。`,
    renameWhat: (name) => `${name}の新しい名前は何にしますか？新しい名前だけ送ってください。`,
    renameWho: (plan, name) => `誰の名前を${name}にしますか？登場人物：${castList(plan, l, 'or')}。`,
    badName: (name) => `${q(name)}は名前に使えません（文字のみ、40文字まで）。名前は何にしますか？`,
    nameTaken: (name) => `本の中の別の登場人物がすでに${name}という名前です。どの名前にしますか？`,
    newText: (page) =>
      `${page}ページには何と書きますか？新しい文章をかぎかっこに入れて送ってください。例：${page}ページを「…」に`,
    nothingToShorten: (page, text) =>
      `${page}ページには短い文が1つだけ（${q(text)}）なので、削れるところがありません。代わりに何と書きますか？新しい文章をかぎかっこに入れて送ってください。`,
    longer: () =>
      '文章を長くすることはできません——短くするか、あなたの文章に置き換えることはできます。新しい文章をかぎかっこに入れて、ページと一緒に送ってください。例：5ページを「…」に',
    whatHappens: (page) =>
      `${page}ページの絵では何が起きますか？たとえばこんな場面を描けます：${list(
        ['凧あげ', 'ピクニック', '砂のお城づくり', 'ボール遊び', '読書', '水泳', 'ダンス'],
        l,
        'or',
      )}。`,
    whoOnPage: (plan, page) => `${page}ページの絵には誰を描きますか？登場人物：${castList(plan, l, 'and')}。`,
    emptyPicture: (page) => `それでは${page}ページの絵に誰もいなくなります。誰を残しますか？`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${displayName(plan, i, l)}（${k ? kind(k) : ''}、${slotName(c.sheet.clothing, l)}）：髪や毛並みの色、服とその色、メガネ、帽子、別の動物、別の名前`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `${q(said)}からはまだ変更を作れません。` : 'まだ具体的ではありません。'}この本では、たとえば次のものを変えられます：\n– ${looks.join('\n– ')}\n` +
        `– ページの文章（短く、またはあなたの言葉で）や絵の内容（場所、誰がいるか、何をしているか）、2〜${pageCount + 1}ページ\n` +
        `– 本全体のスタイル（今：${styleName(plan.style, l)}）\nどれにしますか？`
      );
    },
    newcomer: (name, plan) =>
      `${name}はこの本に出てきません。書き上がった物語に新しい登場人物を加えることはできません——ページも絵も${castList(plan, l, 'and')}を中心に作られています。その人物をページに入れたり、見た目や名前を変えたりはできます。どうしますか？`,
    unknownKind: (name, word) =>
      `${name}を${q(word)}として描くことはできません——本の中で見た目は何も変わりません。${name}をたとえば犬、猫、うさぎ、くま、きつね、ドラゴン、ダックスフント、ふくろう、子どもにできます。どれにしますか？`,
    whichKind: (name, not) =>
      `${name}は${kind(not)}ではない——では${name}は何ですか？たとえば犬（ダックスフント、プードル…）、猫、うさぎ、くま、きつね、ドラゴン、ふくろう、女の子、男の子、大人として描けます。`,
    pick: (plan) =>
      `次のような一文がいちばん伝わります：「${displayName(plan, 0, l)}の髪を青に」「6ページの文章を短く」「5ページでは海にいる」「水彩で」。`,
    invisible: (rationales) =>
      `それでは本の見た目は何も変わらないので（${rationales.join(' ')}）、提案しません——変更回数は使いません。代わりに何を変えますか？`,
    whichLanguageLine: (languages) =>
      `この本には${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}の行しかありません。どの行を変えますか？`,
    titleWhat: (current) =>
      `本のタイトルは何にしますか？今は${q(current)}です。新しいタイトルをかぎかっこで書いてください。`,
    size(name, grownUp, animal) {
      if (animal)
        return `絵の中の${name}の大きさは一つだけなので、大きくも小さくもできません。色、服、帽子、リボン、めがね、または何の動物かを変えられます。どうしますか？`;
      return `絵の大きさは子どもと大人の二つです。${name}は今${grownUp ? '大人' : '子ども'}として描かれています。${grownUp ? '子ども' : '大人'}として描きますか、それとも髪、服、めがねを変えますか？`;
    },
    undone: (rationales) =>
      `取り消しました：${rationales.join(' ')} 今はほかに予定はありません。代わりに何を変えますか？`,
    nothingToUndo: () => `取り消せる提案はありません。確定した変更は本に残ります。何を変えますか？`,
  },
};
