import { LEX, type LexEntry } from '../lexicon';
import { TELLERS } from '.';
import { checkTeller, plan, textOf } from './cjk.testkit';
import { ja } from './ja';
import { JA_IDEA } from './ja.idea';
import { JA_NOUNS, JA_TRAITS, jaCount, jaNP } from './ja.nouns';

const x = (id: string): LexEntry => LEX.get(id) as LexEntry;

checkTeller('ja', JA_NOUNS, JA_TRAITS, JA_IDEA, {
  rescue: 'ハナと騎士がほらあなに閉じ込められた赤ちゃんドラゴンを救う',
  celebration: 'ベアといもうとがたんじょう日のケーキを準備する',
  fear: '小さなハリネズミは夜がこわい',
  learn: 'キリンのオリバーが動物園でダンスを習う',
  friendship: 'ひとりぼっちのペンギンが友だちになる方法をさがす',
  build: 'ノアがロボットといっしょにロケットを作る',
  mystery: 'ソフィアが島でふしぎな地図を発見する',
  journey: 'アバとおじいちゃんが電車でおばあちゃんに会いに行く',
  quest: 'ミアとキツネが森でなくした色をさがす',
  deadline: 'トラクターのレオがあらしの前に農家のおじさんを手伝う',
});

describe('Japanese noun phrases', () => {
  it.each([
    ['raven', { traits: ['talking'] }, 'しゃべるカラス'],
    ['tractor', { traits: ['brave', 'little'] }, 'ゆうかんな小さなトラクター'],
    ['raven', { count: 3 }, '三羽のカラス'],
    ['sister', { count: 2 }, 'ふたりのいもうと'],
    ['sheep', { plural: true }, 'ヒツジたち'],
    ['sister', { plural: true }, '姉妹'],
    ['colours', { plural: true, traits: ['lost'] }, 'なくした色'],
    ['map', { traits: ['old'] }, '古い地図'],
    ['owl', { traits: ['old'] }, '年をとったフクロウ'],
  ] as const)('%s %j → %s', (id, options, expected) => {
    expect(jaNP(x(id), options)).toBe(expected);
  });

  it('counts with the right counter', () => {
    expect(jaCount(x('tractor'), 1)).toBe('一台');
    expect(jaCount(x('book'), 2)).toBe('二冊');
    expect(jaCount(x('horse'), 4)).toBe('四頭');
    expect(jaCount(x('girl'), 1)).toBe('ひとり');
  });
});

describe('Japanese stories', () => {
  it('is the registered ja teller', () => {
    expect(TELLERS.ja).toBe(ja);
  });

  // Japanese books are told by the open teller (ADR 0028, tell/catalogs/ja.ts); see tell/ja.unit.spec.ts.
  it('tells the sisters’ tree house in です/ます', () => {
    const p = plan(
      'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
      'ja',
      true,
      8,
    );
    const text = textOf(p, 'ja');
    expect(text).toContain('エマ');
    expect(text).toContain('ロタ');
    expect(text).toContain('ツリーハウス');
    expect(text).toMatch(/ました。/);
    expect(p.cast.map((c) => c.name.ja)).toEqual(['エマ', 'ロタ', 'カラス']);
  });

  it('names the tractor Leo and his farm', () => {
    const p = plan(
      'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
      'ja',
      true,
      8,
    );
    const text = textOf(p, 'ja');
    expect(text).toContain('レオ');
    expect(text).toContain('トラクター');
    expect(p.cast[0]?.description.ja).toMatch(/^レオは、このおはなしの.*トラクターです。$/);
  });
});
