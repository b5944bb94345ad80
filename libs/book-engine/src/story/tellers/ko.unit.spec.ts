import { LEX, type LexEntry } from '../lexicon';
import { TELLERS } from '.';
import { checkTeller, plan, textOf } from './cjk.testkit';
import { ko } from './ko';
import { KO_IDEA } from './ko.idea';
import { KO_NOUNS, KO_TRAITS, finalSound, josa, koNP } from './ko.nouns';

const x = (id: string): LexEntry => LEX.get(id) as LexEntry;

checkTeller('ko', KO_NOUNS, KO_TRAITS, KO_IDEA, {
  rescue: '하나와 기사가 동굴에 갇힌 아기 용을 구해요',
  celebration: '곰과 여동생이 생일 케이크를 준비해요',
  fear: '작은 고슴도치는 밤이 무서워요',
  learn: '기린 올리버가 동물원에서 춤을 배워요',
  friendship: '외로운 펭귄이 친구를 사귀고 싶어요',
  build: '노아가 로봇과 함께 로켓을 만들어요',
  mystery: '소피아가 섬에서 이상한 지도를 발견해요',
  journey: '아바와 할아버지가 기차를 타고 할머니를 보러 가요',
  quest: '미아와 여우가 숲에서 잃어버린 색깔을 찾아요',
  deadline: '트랙터 레오가 폭풍 전에 농부 아저씨를 도와요',
});

describe('Korean particles (josa)', () => {
  it.each([
    ['레오', '이/가', '레오가'],
    ['벤', '이/가', '벤이'],
    ['엠마', '을/를', '엠마를'],
    ['곰', '을/를', '곰을'],
    ['여우', '은/는', '여우는'],
    ['까마귀', '은/는', '까마귀는'],
    ['사슴', '은/는', '사슴은'],
    ['레오', '와/과', '레오와'],
    ['벤', '와/과', '벤과'],
    ['바다', '으로/로', '바다로'],
    ['동굴', '으로/로', '동굴로'],
    ['폴', '으로/로', '폴로'],
    ['숲', '으로/로', '숲으로'],
    ['미아', '아/야', '미아야'],
    ['벤', '아/야', '벤아'],
    ['까마귀', '이에요/예요', '까마귀예요'],
    ['생일', '이에요/예요', '생일이에요'],
    ['3', '이/가', '3이'],
    ['2', '을/를', '2를'],
    ['7', '으로/로', '7로'],
  ] as const)('%s + %s → %s', (word, particle, expected) => {
    expect(josa(word, particle)).toBe(expected);
  });

  it('reads the final sound of a syllable', () => {
    expect(finalSound('바다')).toBe('none');
    expect(finalSound('별')).toBe('l');
    expect(finalSound('강')).toBe('other');
  });
});

describe('Korean noun phrases', () => {
  it.each([
    ['raven', { traits: ['talking'] }, '말하는 까마귀'],
    ['tractor', { traits: ['brave', 'little'] }, '용감한 작은 트랙터'],
    ['raven', { count: 3 }, '까마귀 세 마리'],
    ['book', { count: 2 }, '책 두 권'],
    ['tractor', { count: 1 }, '트랙터 한 대'],
    ['sheep', { plural: true }, '양들'],
    ['sister', { plural: true }, '자매'],
    ['map', { traits: ['old'] }, '오래된 지도'],
    ['owl', { traits: ['old'] }, '나이 많은 부엉이'],
  ] as const)('%s %j → %s', (id, options, expected) => {
    expect(koNP(x(id), options)).toBe(expected);
  });
});

describe('Korean stories', () => {
  it('is the registered ko teller', () => {
    expect(TELLERS.ko).toBe(ko);
  });

  it('tells the sisters’ tree house with the talking raven as the surprise', () => {
    const p = plan(
      'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
      'ko',
      true,
      8,
    );
    const text = textOf(p, 'ko');
    // Korean books are told by the open teller (ADR 0028, tell/catalogs/ko.ts); see tell/ko.unit.spec.ts.
    expect(text).toMatch(/엠마[는가]/);
    expect(text).toMatch(/엠마와 로타[는가]/);
    expect(text).toContain('숲');
    expect(p.cast.map((c) => c.name.ko)).toEqual(['엠마', '로타', '까마귀']);
  });

  it('fits every particle to the name before it, also names ending in a consonant', () => {
    const leo = textOf(
      plan(
        'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
        'ko',
        true,
        8,
      ),
      'ko',
    );
    expect(leo).toMatch(/레오[는가]/);
    expect(leo).toContain('트랙터');
    const ben = textOf(
      plan('Ben and his dog Max search for the lost treasure on the island', 'ko', true, 8),
      'ko',
    );
    expect(ben).toContain('벤과 맥스');
    expect(ben).toMatch(/벤은 |벤이 /);
    expect(ben).not.toMatch(/벤[는가를와]/);
  });

  it('narrates in 해요체: every chapter ends politely, a quotation or an exclamation', () => {
    const p = plan('Mia and her fox Sonni search for the lost colours of the forest', 'ko', true, 8);
    for (const c of p.chapters) expect(c.summary.ko).toMatch(/(요[.!]|”|!)$/);
  });
});
