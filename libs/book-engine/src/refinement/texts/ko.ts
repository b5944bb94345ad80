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

const l = 'ko';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) => `이 책은 2~${pageCount + 1}쪽이에요(1쪽은 표지예요).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}: ${p.word}` : p.word)),
    l,
  );
/** Names take particles that depend on their last sound; a colon keeps every sentence right. */
const kind: Texts['kind'] = (k, colour) => `${colour ? `${colourName(colour, l)} ` : ''}${kindName(k, l)}`;

export const KO: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1) return `변경 1개: ${rationales[0]} 확인하고 승인해 주세요.`;
    return `변경 ${rationales.length}개:\n${rationales.map((r) => `– ${r}`).join('\n')}\n확인하고 승인해 주세요.`;
  },
  notDrawn: (parts) => `(${cannotList(parts)}: 그릴 수 없어서 이번 변경에는 들어가지 않아요.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation ? `; ${languageName(translation.language, l)}: ${q(translation.text)}` : '';
      return stop(`${page}쪽: 새 글 ${q(main)}${other}`);
    },
    kept: (language) => ` ${languageName(language, l)} 줄은 요청하신 대로 그대로 둬요.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` ${name} 줄은 일단 그대로예요. 그 줄도 바꾸려면 ${name} 글을 따옴표 안에 넣어 보내 주세요.`;
    },
    translateLine: (page, language, text) => stop(`${page}쪽: 새 ${languageName(language, l)} 줄 ${q(text)}`),
    shorten: (page, kept) => stop(`${page}쪽: 글을 짧게 — 모든 언어에서 절반쯤 남겨요: ${q(kept)}`),
    place: (page, entry) => `${page}쪽: 그림의 장소 — ${placeName(entry, l)}.`,
    light: (page, light) => `${page}쪽: 그림의 시간과 날씨 — ${light}.`,
    cast: (page, names) => `${page}쪽: 그림에 나오는 인물 — ${list(names, l)}.`,
    action: (page, caption) => stop(`${page}쪽: 새 장면 — ${caption}`),
    things: (page, things) => `${page}쪽: 그림에 함께 나오는 것 — ${list(things, l)}.`,
    look: (name, parts) => `${name}: ${list(parts, l)} — ${name}이(가) 나오는 모든 쪽과 표지에서.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? ` (${kindName({ ...k, id: k.base }, l)} 모습으로 그려요)`
          : '';
      const noun = k ? ` 글에서도 ${name}: ${kindName(k, l)}.` : '';
      return `${name}: 이제 ${described}${drawn} — ${name}이(가) 나오는 모든 쪽과 표지에서.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (${languageName(other.language, l)}: ${other.name})` : '';
      return `${old} → ${name}${extra}: 책의 모든 글에서 이름이 바뀌어요.`;
    },
    style: (style) => `책 전체를 ${q(styleName(style, l))} 스타일로 다시 그려요. 인물은 그대로예요.`,
    retitle(title, kept) {
      const other = kept
        ? ` ${languageName(kept.language, l)} 제목은 당분간 ${q(kept.title)} 그대로예요. 바꾸려면 따옴표 안에 보내 주세요.`
        : '';
      return `이제 책 제목은 ${q(title)}이에요. 표지와 제목 페이지에 나와요.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? '어른으로 그리기(더 크게)' : '아이로 그리기'),
    coloured: (slot, colour) => `${slotName(slot.id, l)}: ${colourName(colour, l)}`,
    clothing: (slot, instead) => `${slotName(slot.id, l)}${instead ? ` (${slotName(instead, l)} 대신)` : ''}`,
    replaced: (before) => ` (${slotName(before, l)} 대신)`,
    feature: (feature, remove) => `${featureName(feature, l)} ${remove ? '없음' : '있음'}`,
  },

  already: {
    style: (style) => `${q(styleName(style, l))} 스타일`,
    cast: (page, names) => `${page}쪽 그림의 인물: ${list(names, l)}`,
    place: (page, entry) => `${page}쪽 그림 (${placeName(entry, l)})`,
    light: (page, light) => `${page}쪽 그림 (${light})`,
    title: (title) => `제목 ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `${page}쪽에서 무엇을 바꿀까요?` : '정확히 무엇을 바꿀까요?'} 쪽의 글("6쪽 글을 짧게", "5쪽 글을 '…'로"), ` +
        `그림의 내용("4쪽에서는 바닷가에 있어요", "이 쪽에는 ${first}만"), 인물의 모습("${first} 머리를 빨간색으로"), 이름("${second} 이름을 Rufus로"), ` +
        `책 전체의 스타일("수채화")을 바꿀 수 있어요. 인물: ${castList(plan, l, 'and')}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? ` 지금 보고 있는 ${focus}쪽인가요? 그렇다면 "네" 또는 "이 페이지"라고 답해 주세요.`
        : '';
      return `몇 쪽인가요? ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `이 책에는 ${page}쪽이 없어요. ${pageRange(pageCount)} 몇 쪽을 말씀하시는 건가요?`,
    cover: (pageCount) =>
      `표지에는 제목과 인물이 나오고, 인물의 모습·이름·책의 스타일에 따라 바뀌어요. 인물을 바꿀까요(예: "빨간 머리"), 아니면 책 속의 쪽을 바꿀까요? ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `${page}쪽에는 바꿀 수 있는 글이 없어요. 이야기는 ${textPages}쪽에 있어요. 몇 쪽을 말씀하시는 건가요?`,
    noPicture: (page, picturePages) =>
      `${page}쪽에는 그림이 없어요. 그림은 ${picturePages}쪽에 있어요. 몇 쪽을 말씀하시는 건가요?`,
    whoFor: (plan, what) => `누구에게 할까요(${what})? 책의 인물: ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `어느 인물을 말씀하시는 건가요: ${list(names, l, 'or')}?`,
    whatColoured: (plan, colour) =>
      `무엇을 ${colourName(colour, l)}(으)로 할까요 — 머리카락, 피부나 털, 옷, 목도리, 망토, 모자, 리본? 그리고 어느 인물인가요: ${castList(plan, l, 'or')}?`,
    whichColour: (name, slot) =>
      `${name}의 ${slotName(slot.id, l)}은(는) 무슨 색으로 할까요? 예: 빨간색, 파란색, 초록색, 노란색, 갈색, 검은색, 금발.`,
    whatOf: (name, colour) =>
      `${name}의 무엇을 ${colourName(colour, l)}(으)로 할까요: 머리카락, 피부나 털, 옷, 목도리, 망토, 모자, 리본?`,
    skinTone: (name) => `${name}의 피부색은 어떻게 할까요: 밝은 색, 구릿빛, 갈색, 어두운 색?`,
    cannotWear: (name, possible) =>
      `${name}은(는) 그것을 착용할 수 없어요. 가능한 것: ${possible.join(', ')}. 무엇으로 할까요?`,
    animalClothing: (name) => `${name}은(는) 목도리나 망토를 할 수 있어요 — 어느 것을, 무슨 색으로 할까요?`,
    personClothing: (name) =>
      `${name}에게는 입을 옷이 필요해요: 원피스, 멜빵바지, 후드티, 목도리, 망토 — 무엇을, 무슨 색으로 할까요?`,
    already: (what) => `${what} — 이미 그렇게 되어 있어요. 대신 무엇을 바꿀까요?`,
    aboutCharacter: (name) =>
      `${name}의 무엇을 바꿀까요? 머리카락이나 털 색, 피부색, 옷과 옷 색, 안경, 모자, 리본, 주근깨, 이름, 또는 ${name}이(가) 무엇인지(예: "고양이")를 바꿀 수 있어요.`,
    cannotDraw: (parts) =>
      `${cannotList(parts)}: 그릴 수 없어요 — 책에서 눈에 보이는 변화가 없어요. 인물은 머리나 털 색, 피부색, 옷과 옷 색, 안경, 모자, 리본, 주근깨를 바꿀 수 있어요. 무엇으로 할까요?`,
    renameWhich: (plan) => `누구의 이름을 무엇으로 바꿀까요? 인물: ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `${name}의 새 이름은 무엇으로 할까요? 새 이름만 보내 주세요.`,
    renameWho: (plan, name) => `누구의 이름을 ${name}(으)로 할까요? 인물: ${castList(plan, l, 'or')}.`,
    badName: (name) =>
      `${q(name)}은(는) 이름으로 쓸 수 없어요(글자만, 최대 40자). 인물의 이름을 무엇으로 할까요?`,
    nameTaken: (name) => `책 속 다른 인물이 이미 ${name}이에요. 어떤 이름으로 할까요?`,
    newText: (page) =>
      `${page}쪽에는 무엇을 쓸까요? 새 글을 따옴표 안에 넣어 보내 주세요. 예: ${page}쪽 글을 "…"로`,
    nothingToShorten: (page, text) =>
      `${page}쪽에는 짧은 문장 하나(${q(text)})만 있어서 뺄 것이 없어요. 대신 무엇을 쓸까요? 새 글을 따옴표 안에 넣어 보내 주세요.`,
    longer: () =>
      '글을 길게 만들 수는 없어요 — 짧게 하거나 보내 주신 글로 바꿀 수 있어요. 새 글을 따옴표 안에 넣어 쪽 번호와 함께 보내 주세요. 예: 5쪽 글을 "…"로',
    whatHappens: (page) =>
      `${page}쪽 그림에서는 무슨 일이 일어날까요? 예를 들어 이런 장면을 그릴 수 있어요: ${list(
        ['연날리기', '소풍', '모래성 쌓기', '공놀이', '책 읽기', '수영', '춤'],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) => `${page}쪽 그림에는 누가 나올까요? 인물: ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) => `그러면 ${page}쪽 그림에 아무도 남지 않아요. 누가 남을까요?`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${displayName(plan, i, l)} (${k ? kind(k) : ''}, ${slotName(c.sheet.clothing, l)}): 머리나 털 색, 옷과 옷 색, 안경, 모자, 다른 동물, 다른 이름`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `${q(said)}만으로는 아직 변경을 만들 수 없어요.` : '아직 충분히 구체적이지 않아요.'} 이 책에서는 예를 들어 이런 것을 바꿀 수 있어요:\n– ${looks.join('\n– ')}\n` +
        `– 쪽의 글(더 짧게, 또는 직접 쓴 글로)이나 그림의 내용(장소, 나오는 인물, 하는 일), 2~${pageCount + 1}쪽\n` +
        `– 책 전체의 스타일(지금: ${styleName(plan.style, l)})\n무엇으로 할까요?`
      );
    },
    newcomer: (name, plan) =>
      `${name}은(는) 이 책에 나오지 않고, 이미 쓴 이야기에 새 인물을 더할 수는 없어요. 페이지와 그림이 ${castList(plan, l, 'and')}을(를) 중심으로 만들어졌거든요. 그 인물들을 페이지에 넣거나 모습이나 이름을 바꿀 수 있어요. 어떻게 할까요?`,
    unknownKind: (name, word) =>
      `${name}을(를) ${q(word)}(으)로 그릴 수는 없어요 — 책에서 눈에 보이는 변화가 없어요. ${name}을(를) 예를 들어 강아지, 고양이, 토끼, 곰, 여우, 용, 닥스훈트, 부엉이, 어린이로 바꿀 수 있어요. 무엇으로 할까요?`,
    whichKind: (name, not) =>
      `${name}: ${kind(not)}이(가) 아니라면, 무엇인가요? 예를 들어 강아지(닥스훈트, 푸들 …), 고양이, 토끼, 곰, 여우, 용, 부엉이, 여자아이, 남자아이, 어른으로 그릴 수 있어요.`,
    pick: (plan) =>
      `이런 문장 하나가 가장 좋아요: "${displayName(plan, 0, l)} 머리를 파란색으로", "6쪽 글을 짧게", "5쪽에서는 바닷가에 있어요", "수채화로".`,
    invisible: (rationales) =>
      `그렇게 해도 책에서 눈에 보이는 변화가 없어서(${rationales.join(' ')}) 제안하지 않아요 — 변경 횟수는 쓰이지 않아요. 대신 무엇을 바꿀까요?`,
    whichLanguageLine: (languages) =>
      `이 책에는 ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )} 줄만 있어요. 어느 줄을 바꿀까요?`,
    titleWhat: (current) =>
      `책 제목을 무엇으로 할까요? 지금은 ${q(current)}이에요. 새 제목을 따옴표 안에 써 주세요.`,
    size(name, grownUp, animal) {
      if (animal)
        return `그림 속 ${name}의 크기는 하나뿐이라 더 크게나 작게 할 수 없어요. 색, 옷, 모자, 리본, 안경이나 어떤 동물인지를 바꿀 수 있어요. 어떻게 할까요?`;
      return `그림에는 아이와 어른, 두 가지 크기가 있어요. ${name}은(는) 지금 ${grownUp ? '어른' : '아이'}으로 그려져 있어요. ${grownUp ? '아이' : '어른'}으로 그릴까요, 아니면 머리, 옷, 안경을 바꿀까요?`;
    },
    undone: (rationales) =>
      `취소했어요: ${rationales.join(' ')} 지금은 다른 계획이 없어요. 대신 무엇을 바꿀까요?`,
    nothingToUndo: () => `취소할 제안이 없어요. 확정한 변경은 책에 남아요. 무엇을 바꿀까요?`,
  },
};
