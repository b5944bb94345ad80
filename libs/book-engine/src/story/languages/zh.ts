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
  titles: [(v) => `${v.hero}和消失的颜色`, (v) => `${v.hero}和${v.friend}`, (v) => `${v.hero}的大冒险`],
  synopsis: {
    young: (v) => `${v.hero}和${v.friend}${v.place.at}玩耍。有一天，颜色不见了。他们一起把颜色找了回来。`,
    older: (v) =>
      `${v.place.at}所有的颜色都消失了，${v.hero}和${v.friend}决定出发把颜色找回来。凭着勇气和朋友们的帮助，他们明白了：再灰暗的日子也能重新闪闪发光。`,
  },
  setting: (v) => `${v.place.at}有一个明亮又友好的世界，到处都是颜色、声音和秘密小路。`,
  heroDescription: (v) => `${v.hero}是${v.heroKind}，喜欢提问，从不放弃。`,
  friendDescription: (v) => `${v.friend}是${v.friendKind}，也是${v.hero}最好的朋友。`,
  beats: {
    setup: {
      title: (v) => `你好，${v.hero}！`,
      summary: (v) =>
        `${v.hero}是${v.heroKind}，住${v.place.at}，每天都和${v.friend}一起去探险。每天早上，两个好朋友都会发现新的东西。`,
      young: (v) => `这是${v.hero}。${v.hero}住${v.place.at}。${v.friend}总是在身边。`,
    },
    discovery: {
      title: (v) => v.object.the,
      summary: (v) =>
        `在一块旧石头后面，${v.hero}找到了${v.object.a}，它发出柔和的光。${v.friend}凑过来看，觉得这一定是件特别的宝贝。`,
      young: (v) => `${v.hero}找到了${v.object.a}。好漂亮的光！${v.friend}高兴得跳起来。`,
    },
    problem: {
      title: () => '颜色不见了',
      summary: (v) =>
        `一天早上，${v.place.at}所有的颜色都不见了：花是灰色的，天空是灰色的，大家都很难过。${v.hero}知道，必须有人做点什么。`,
    },
    stakes: {
      title: () => '太阳下山之前',
      summary: (v) =>
        `一只老猫头鹰提醒他们：如果太阳下山前颜色还不回来，它们就会永远消失。${v.hero}很害怕，但${v.friend}一直陪在身边。`,
    },
    attempt: {
      title: () => '第一次尝试',
      summary: (v) =>
        `${v.object.the}为${v.hero}和${v.friend}照亮了一条弯弯曲曲的小路。一路上，他们问风、问小河、问大树：颜色去哪儿了？`,
      young: (v) => `${v.hero}往上看。${v.hero}往下看。颜色在哪里呢？`,
    },
    setback: {
      title: () => '迷失在灰色里',
      summary: (v) =>
        `一场突如其来的暴风雨把他们吹离了小路，${v.object.the}也不再发光了。有那么一会儿，${v.hero}想要放弃，回家去。`,
    },
    'second-attempt': {
      title: () => '再次携手',
      summary: (v) => `${v.friend}想起了一首老歌，两个好朋友在黑暗中大声唱了起来。一步一步，他们又找到了路。`,
    },
    'turning-point': {
      title: () => '勇敢的心',
      summary: (v) =>
        `${v.hero}明白了：当有人勇敢又善良时，${v.object.the}就会发出最亮的光。${v.hero}把光高高举起，第一种颜色回来了。`,
    },
    resolution: {
      title: () => '所有的颜色',
      summary: (v) =>
        `红色、黄色、绿色和蓝色都回到了${v.place.the}，大家欢呼起来。${v.hero}和${v.friend}笑了，因为这是他们一起完成的。`,
      young: (v) => `颜色回来了！${v.hero}笑了。${v.friend}也笑了。晚安！`,
    },
    homecoming: {
      title: () => '终于回家了',
      summary: (v) =>
        `那天晚上，${v.place.at}举行了一场盛大的派对。${v.hero}又累又开心，很快就睡着了，梦里已经开始了下一次冒险。`,
    },
  },
};
