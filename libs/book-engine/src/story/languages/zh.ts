import type { LanguagePack } from '../language-pack';

export const zh: LanguagePack = {
  code: 'zh',
  child: { f: '一个好奇的小女孩', m: '一个好奇的小男孩' },
  animals: {
    dog: '一只快乐的小狗',
    cat: '一只聪明的小猫',
    rabbit: '一只小兔子',
    bear: '一只温柔的熊',
    fox: '一只红狐狸',
    dragon: '一条小龙',
  },
  places: {
    forest: { the: '森林', at: '在森林里' },
    sea: { the: '海边', at: '在海边' },
    mountain: { the: '大山', at: '在山里' },
    castle: { the: '古老的城堡', at: '在古老的城堡里' },
    space: { the: '太空', at: '在星星之间' },
    garden: { the: '花园', at: '在花园里' },
  },
  objects: {
    key: { the: '金钥匙', a: '一把金钥匙' },
    map: { the: '旧地图', a: '一张旧地图' },
    lantern: { the: '小灯笼', a: '一盏小灯笼' },
    star: { the: '小星星', a: '一颗小星星' },
    kite: { the: '红风筝', a: '一只红风筝' },
  },
  petNames: ['毛毛', '阳阳', '胡椒', '纽扣', '饼干', '雪花'],
};
