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
  titles: [(v) => `${v.hero}ときえた色`, (v) => `${v.hero}と${v.friend}`, (v) => `${v.hero}の大冒険`],
  synopsis: {
    young: (v) =>
      `${v.hero}と${v.friend}は${v.place.at}であそびます。ある日、色がきえてしまいます。ふたりはいっしょに色をとりもどします。`,
    older: (v) =>
      `${v.place.at}からすべての色がきえてしまったとき、${v.hero}と${v.friend}は色をとりもどす旅に出ます。勇気と友だちの助けで、どんなに灰色の日でもまたかがやけることを知ります。`,
  },
  setting: (v) => `${v.place.at}にある、色と音とひみつの小道がいっぱいの、明るくやさしい世界。`,
  heroDescription: (v) => `${v.hero}は${v.heroKind}です。質問するのが大好きで、ぜったいにあきらめません。`,
  friendDescription: (v) => `${v.friend}は${v.friendKind}で、${v.hero}のいちばんの友だちです。`,
  beats: {
    setup: {
      title: (v) => `こんにちは、${v.hero}！`,
      summary: (v) =>
        `${v.heroKind}の${v.hero}は、${v.place.at}に住んでいて、毎日${v.friend}といっしょに探検しています。毎朝、ふたりは新しい発見をします。`,
      young: (v) =>
        `これは${v.hero}です。${v.hero}は${v.place.at}に住んでいます。${v.friend}もいつもいっしょです。`,
    },
    discovery: {
      title: (v) => v.object.the,
      summary: (v) =>
        `古い石のうしろで、${v.hero}はやさしく光る${v.object.a}を見つけます。${v.friend}はそれを見て、とても特別なものだと思います。`,
      young: (v) => `${v.hero}は${v.object.a}を見つけます。きれいな光！${v.friend}は大よろこび。`,
    },
    problem: {
      title: () => '色がきえた',
      summary: (v) =>
        `ある朝、${v.place.at}からすべての色がきえていました。花も空も灰色で、みんな悲しそうです。${v.hero}は、だれかが何かをしなければと思います。`,
    },
    stakes: {
      title: () => '日がしずむ前に',
      summary: (v) =>
        `年をとったフクロウが言います。「日がしずむまでに色がもどらなければ、永遠にきえてしまうよ。」${v.hero}はこわくなりますが、${v.friend}はそばをはなれません。`,
    },
    attempt: {
      title: () => 'はじめての挑戦',
      summary: (v) =>
        `${v.object.the}の光が、${v.hero}と${v.friend}に曲がりくねった小道を教えてくれます。ふたりは風や川や木に、色がどこへ行ったのかたずねます。`,
      young: (v) => `${v.hero}は上を見ます。${v.hero}は下を見ます。色はどこかな？`,
    },
    setback: {
      title: () => '灰色の中で',
      summary: (v) =>
        `とつぜんの嵐でふたりは道からはずれ、${v.object.the}も光らなくなります。${v.hero}は一瞬、あきらめて家に帰りたくなります。`,
    },
    'second-attempt': {
      title: () => 'もう一度いっしょに',
      summary: (v) =>
        `${v.friend}が古い歌を思い出し、ふたりは暗やみの中で大きな声で歌います。一歩ずつ、ふたりはまた道を見つけます。`,
    },
    'turning-point': {
      title: () => '勇気の心',
      summary: (v) =>
        `${v.hero}は気づきます。${v.object.the}は、だれかが勇敢でやさしいときにいちばん明るく光るのです。${v.hero}が光を高くかかげると、最初の色がもどってきます。`,
    },
    resolution: {
      title: () => 'すべての色',
      summary: (v) =>
        `赤、黄色、緑、青が${v.place.at}にもどってきて、みんな大喜びです。${v.hero}と${v.friend}は笑います。ふたりでいっしょにやりとげたのです。`,
      young: (v) => `色がもどったよ！${v.hero}は笑います。${v.friend}も笑います。おやすみなさい！`,
    },
    homecoming: {
      title: () => 'ただいま',
      summary: (v) =>
        `その夜、${v.place.at}で大きなパーティーがひらかれます。つかれたけれどしあわせな${v.hero}は、もう次の冒険の夢を見ながらねむります。`,
    },
  },
};
