import type { LanguagePack } from '../language-pack';

// Korean particles depend on whether the word before them ends in a consonant (batchim).
const hasBatchim = (word: string): boolean => {
  const code = word.charCodeAt(word.length - 1);
  return code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
};
const eun = (w: string): string => w + (hasBatchim(w) ? '은' : '는');
const ga = (w: string): string => w + (hasBatchim(w) ? '이' : '가');
const wa = (w: string): string => w + (hasBatchim(w) ? '과' : '와');
const eul = (w: string): string => w + (hasBatchim(w) ? '을' : '를');
const ieyo = (w: string): string => w + (hasBatchim(w) ? '이에요' : '예요');

export const ko: LanguagePack = {
  code: 'ko',
  child: { f: '호기심 많은 여자아이', m: '호기심 많은 남자아이' },
  animals: {
    dog: '명랑한 강아지',
    cat: '똑똑한 고양이',
    rabbit: '작은 토끼',
    bear: '다정한 곰',
    fox: '빨간 여우',
    dragon: '작은 용',
  },
  places: {
    forest: { the: '숲', at: '숲' },
    sea: { the: '바닷가', at: '바닷가' },
    mountain: { the: '산', at: '산' },
    castle: { the: '오래된 성', at: '오래된 성' },
    space: { the: '별나라', at: '별나라' },
    garden: { the: '정원', at: '정원' },
  },
  objects: {
    key: { the: '황금 열쇠', a: '황금 열쇠' },
    map: { the: '오래된 지도', a: '오래된 지도' },
    lantern: { the: '작은 등불', a: '작은 등불' },
    star: { the: '작은 별', a: '작은 별' },
    kite: { the: '빨간 연', a: '빨간 연' },
  },
  petNames: ['몽실이', '햇살이', '후추', '단추', '쿠키', '눈송이'],
  titles: [
    (v) => `${wa(v.hero)} 사라진 색깔들`,
    (v) => `${wa(v.hero)} ${v.friend}`,
    (v) => `${v.hero}의 멋진 모험`,
  ],
  synopsis: {
    young: (v) =>
      `${wa(v.hero)} ${eun(v.friend)} ${v.place.at}에서 놀아요. 어느 날 색깔이 모두 사라져요. 둘은 함께 색깔을 되찾아요.`,
    older: (v) =>
      `${v.place.at}에서 모든 색깔이 사라지자, ${wa(v.hero)} ${eun(v.friend)} 색깔을 되찾으러 길을 떠나요. 용기와 친구들의 도움으로, 아무리 회색빛 날이라도 다시 빛날 수 있다는 것을 배워요.`,
  },
  setting: (v) => `${v.place.at}에 있는 밝고 다정한 세상. 색깔과 소리, 숨겨진 오솔길로 가득해요.`,
  heroDescription: (v) => `${eun(v.hero)} ${ieyo(v.heroKind)}. 질문하는 것을 좋아하고 절대 포기하지 않아요.`,
  friendDescription: (v) => `${eun(v.friend)} ${v.friendKind}이고, ${v.hero}의 가장 친한 친구예요.`,
  beats: {
    setup: {
      title: (v) => `안녕, ${v.hero}!`,
      summary: (v) =>
        `${v.heroKind} ${eun(v.hero)} ${v.place.at}에 살아요. 매일 ${wa(v.friend)} 함께 탐험을 해요. 아침마다 두 친구는 새로운 것을 발견해요.`,
      young: (v) =>
        `이 아이는 ${ieyo(v.hero)}. ${eun(v.hero)} ${v.place.at}에 살아요. ${v.friend}도 항상 함께예요.`,
    },
    discovery: {
      title: (v) => v.object.the,
      summary: (v) =>
        `오래된 돌 뒤에서 ${eun(v.hero)} 은은하게 빛나는 ${eul(v.object.a)} 발견해요. ${eun(v.friend)} 그것이 아주 특별한 물건이라고 생각해요.`,
      young: (v) => `${eun(v.hero)} ${eul(v.object.a)} 찾았어요. 예쁜 빛이에요! ${eun(v.friend)} 신이 나요.`,
    },
    problem: {
      title: () => '색깔이 사라졌어요',
      summary: (v) =>
        `어느 아침, ${v.place.at}에서 모든 색깔이 사라졌어요. 꽃도 하늘도 회색이고, 모두 슬퍼해요. ${eun(v.hero)} 누군가 무언가를 해야 한다는 것을 알아요.`,
    },
    stakes: {
      title: () => '해가 지기 전에',
      summary: (v) =>
        `늙은 부엉이가 말해요. "해가 지기 전에 색깔이 돌아오지 않으면, 영영 사라질 거야." ${eun(v.hero)} 무섭지만, ${eun(v.friend)} 곁을 떠나지 않아요.`,
    },
    attempt: {
      title: () => '첫 번째 시도',
      summary: (v) =>
        `${ga(v.object.the)} 꼬불꼬불한 오솔길을 비춰 줘요. ${wa(v.hero)} ${eun(v.friend)} 바람과 강과 나무에게 색깔이 어디로 갔는지 물어봐요.`,
      young: (v) => `${eun(v.hero)} 위를 봐요. ${eun(v.hero)} 아래를 봐요. 색깔은 어디 있을까요?`,
    },
    setback: {
      title: () => '회색 속에서',
      summary: (v) =>
        `갑자기 폭풍이 불어 두 친구는 길을 잃고, ${v.object.the}도 빛을 잃어요. 잠깐 동안 ${eun(v.hero)} 포기하고 집에 가고 싶어져요.`,
    },
    'second-attempt': {
      title: () => '다시 함께',
      summary: (v) =>
        `${ga(v.friend)} 옛 노래를 떠올리고, 두 친구는 어둠 속에서 큰 소리로 노래해요. 한 걸음 한 걸음, 둘은 다시 길을 찾아요.`,
    },
    'turning-point': {
      title: () => '용감한 마음',
      summary: (v) =>
        `${eun(v.hero)} 깨달아요. 누군가 용감하고 다정할 때 ${ga(v.object.the)} 가장 밝게 빛난다는 것을요. ${ga(v.hero)} 빛을 높이 들자, 첫 번째 색깔이 돌아와요.`,
    },
    resolution: {
      title: () => '모든 색깔',
      summary: (v) =>
        `빨강, 노랑, 초록, 파랑이 ${v.place.at}에 돌아오고, 모두 환호해요. ${wa(v.hero)} ${eun(v.friend)} 함께 해냈기 때문에 활짝 웃어요.`,
      young: (v) => `색깔이 돌아왔어요! ${ga(v.hero)} 웃어요. ${v.friend}도 웃어요. 잘 자요!`,
    },
    homecoming: {
      title: () => '드디어 집으로',
      summary: (v) =>
        `그날 밤 ${v.place.at}에서 큰 잔치가 열려요. 지쳤지만 행복한 ${eun(v.hero)} 다음 모험을 꿈꾸며 잠이 들어요.`,
    },
  },
};
