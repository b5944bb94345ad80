import { LEX, type LexEntry } from '../lexicon';
import { checkTeller, plan, textOf } from './cjk.testkit';
import { TELLERS } from '.';
import { zh } from './zh';
import { ZH_IDEA } from './zh.idea';
import { ZH_NOUNS, ZH_TRAITS, zhNP } from './zh.nouns';

const x = (id: string): LexEntry => LEX.get(id) as LexEntry;

checkTeller('zh', ZH_NOUNS, ZH_TRAITS, ZH_IDEA, {
  rescue: '汉娜和骑士救出被困在山洞里的小龙',
  celebration: '小熊和妹妹为生日准备一个蛋糕',
  fear: '一只小刺猬害怕黑夜',
  learn: '长颈鹿奥利弗在动物园学跳舞',
  friendship: '一只孤单的企鹅想交朋友',
  build: '诺亚和机器人一起造火箭',
  mystery: '索菲亚在小岛上发现了一张神秘的地图',
  journey: '阿娃和爷爷坐火车去看望奶奶',
  quest: '米娅和狐狸寻找森林里丢失的颜色',
  deadline: '小拖拉机在暴风雨之前帮农夫收庄稼',
});

describe('Chinese noun phrases', () => {
  it.each([
    ['raven', { def: false, traits: ['talking'] }, '一只会说话的乌鸦'],
    ['tractor', { def: false, traits: ['brave', 'little'] }, '一辆勇敢的小拖拉机'],
    ['tree-house', { def: false }, '一座树屋'],
    ['sheep', { count: 2 }, '两只羊'],
    ['horse', { def: false }, '一匹马'],
    ['map', { def: false, traits: ['old'] }, '一张旧地图'],
    ['owl', { traits: ['old'] }, '老猫头鹰'],
    ['colours', { plural: true, traits: ['lost'] }, '丢失的颜色'],
    ['child', { plural: true }, '孩子们'],
    ['shell', { def: false, plural: true }, '一些贝壳'],
    ['dog', { traits: ['little'] }, '小狗'],
  ] as const)('%s %j → %s', (id, options, expected) => {
    expect(zhNP(x(id), options)).toBe(expected);
  });
});

describe('Chinese stories', () => {
  it('is the registered zh teller', () => {
    expect(TELLERS.zh).toBe(zh);
  });

  // Chinese books are told by the open teller (ADR 0028, tell/catalogs/zh.ts); see tell/zh.unit.spec.ts.
  it('tells the sisters’ tree house in the forest', () => {
    const p = plan(
      'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben',
      'zh',
      true,
      8,
    );
    const text = textOf(p, 'zh');
    expect(text).toContain('艾玛');
    expect(text).toContain('洛塔');
    expect(text).toMatch(/造一座树屋/);
    expect(text).toMatch(/在森林里/);
    expect(p.cast.map((c) => c.name.zh)).toEqual(['艾玛', '洛塔', '乌鸦']);
  });

  it('uses 她 for a girl hero, measure words and the place as Chinese says where', () => {
    const girl = plan('Sophie discovers a mysterious map on the island', 'zh', true, 14);
    expect(textOf(girl, 'zh')).toMatch(/她/);
    expect(textOf(girl, 'zh')).toContain('在小岛上');
    const tale = plan(
      'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
      'zh',
      true,
      8,
    );
    expect(textOf(tale, 'zh')).toContain('一辆勇敢的');
    expect(tale.setting.description.zh).toBe('故事发生在农场里。');
  });
});
