import type { LanguagePack } from '../language-pack';

// Places and objects are bare nouns; the templates add the particle each sentence needs.
export const ja: LanguagePack = {
  code: 'ja',
  child: { f: '好奇心いっぱいの女の子', m: '好奇心いっぱいの男の子' },
  animals: {
    dog: '元気な犬',
    cat: 'かしこい猫',
    rabbit: '小さなウサギ',
    bear: 'やさしいクマ',
    fox: '赤いキツネ',
    dragon: '小さなドラゴン',
  },
  places: {
    forest: { the: '森', at: '森' },
    sea: { the: '海辺', at: '海辺' },
    mountain: { the: '山', at: '山' },
    castle: { the: '古いお城', at: '古いお城' },
    space: { the: '星空', at: '星空' },
    garden: { the: '庭', at: '庭' },
  },
  objects: {
    key: { the: '金色のかぎ', a: '金色のかぎ' },
    map: { the: '古い地図', a: '古い地図' },
    lantern: { the: '小さなランタン', a: '小さなランタン' },
    star: { the: '小さな星', a: '小さな星' },
    kite: { the: '赤いたこ', a: '赤いたこ' },
  },
  petNames: ['モフ', 'ヒナタ', 'コショウ', 'ボタン', 'ビスケット', 'ユキ'],
};
