import type { LanguagePack } from '../language-pack';

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
};
