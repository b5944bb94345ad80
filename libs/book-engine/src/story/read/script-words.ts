import type { Language } from '../../types';
import { COLOURS } from './words';

/**
 * The small word tables of the Russian, Chinese, Japanese, Korean and Arabic reader (words as data, like
 * `words.ts` for the Latin languages): everyday nouns the lexicon lacks (with their English lemma, the key to
 * WordNet and the drawables, and their spellings in the five languages), colours, what a character wears or
 * looks like, feelings, and the words that frame an idea ("a story about …"). The lexicon's own nouns come
 * from the idea vocabularies (`tellers/<lang>.idea.ts`); names are never listed, they are read by structure.
 */

export type ScriptLanguage = 'ru' | 'zh' | 'ja' | 'ko' | 'ar';
export const SCRIPT_LANGUAGES: readonly ScriptLanguage[] = ['ru', 'zh', 'ja', 'ko', 'ar'];
export const isScriptLanguage = (language: Language): language is ScriptLanguage =>
  (SCRIPT_LANGUAGES as readonly Language[]).includes(language);

type Row = [en: string, ru: string, zh: string, ja: string, ko: string, ar: string];

/**
 * English lemma | Russian (nominative singular first) | Chinese | Japanese | Korean | Arabic (indefinite
 * singular first); `/` separates more spellings, an empty cell means none worth reading. Nouns of every kind
 * parents write: people by their job, animals beyond the lexicon's, places, things, food, activities.
 */
const NOUNS: Row[] = [
  // People
  ['doctor', 'врач/доктор', '医生/大夫', '医者/お医者さん/おいしゃさん', '의사', 'طبيب/طبيبة/دكتور'],
  ['nurse', 'медсестра', '护士', '看護師/かんごしさん', '간호사', 'ممرضة/ممرض'],
  ['police officer', 'полицейский', '警察', '警察官/おまわりさん', '경찰관/경찰', 'شرطي/شرطية'],
  ['pilot', 'пилот/лётчик', '飞行员', 'パイロット', '조종사/파일럿', 'طيار'],
  ['cook', 'повар', '厨师', 'コック/料理人', '요리사', 'طباخ/طاهي'],
  ['engine driver', 'машинист', '火车司机', '運転士', '기관사', 'سائق القطار'],
  ['driver', 'водитель/шофёр', '司机', '運転手', '운전사', 'سائق'],
  ['postman', 'почтальон', '邮递员', '郵便屋さん/ゆうびんやさん', '집배원/우체부', 'ساعي البريد'],
  ['scientist', 'учёный', '科学家', '科学者', '과학자', ''],
  ['musician', 'музыкант', '音乐家', '音楽家', '음악가', 'موسيقي'],
  ['clown', 'клоун', '小丑', 'ピエロ', '광대', 'مهرج'],
  ['son', 'сын/сынок', '儿子', '息子/むすこ', '아들', 'ابن'],
  ['grandson', 'внук', '孙子/外孙', '孫/まご', '손자', 'حفيد'],
  ['granddaughter', 'внучка', '孙女/外孙女', '孫娘', '손녀', 'حفيدة'],
  ['daughter', 'дочь/дочка/доченька', '女儿', '娘/むすめ', '딸', 'ابنة'],
  ['cousin', 'кузен/кузина', '表哥/表姐/表弟/表妹/堂哥/堂姐', 'いとこ', '사촌', ''],
  ['people', 'люди', '人们/大家', '人々/ひとびと', '사람들', 'ناس/الناس'],
  ['hiker', 'турист', '登山者', '登山者', '등산객', ''],
  // Animals
  ['pangolin', 'панголин/ящер', '穿山甲', 'センザンコウ', '천산갑', 'بنغول/أم قرفة'],
  ['axolotl', 'аксолотль', '六角恐龙/蝾螈', 'ウーパールーパー/アホロートル', '우파루파/아홀로틀', 'أكسولوتل'],
  ['capybara', 'капибара', '水豚', 'カピバラ', '카피바라', 'كابيبارا'],
  ['panda', 'панда', '熊猫/大熊猫', 'パンダ', '판다', 'باندا'],
  ['camel', 'верблюд/верблюжонок', '骆驼', 'ラクダ/らくだ', '낙타', 'جمل/ناقة'],
  ['tiger', 'тигр/тигрёнок', '老虎/小老虎', 'トラ/虎', '호랑이', 'نمر'],
  ['zebra', 'зебра', '斑马', 'シマウマ/しまうま', '얼룩말', 'حمار وحشي'],
  ['kangaroo', 'кенгуру', '袋鼠', 'カンガルー', '캥거루', 'كنغر'],
  ['koala', 'коала', '考拉/树袋熊', 'コアラ', '코알라', 'كوالا'],
  ['hamster', 'хомяк/хомячок', '仓鼠', 'ハムスター', '햄스터', 'هامستر'],
  ['donkey', 'осёл/ослик', '驴/毛驴/小毛驴', 'ロバ/ろば', '당나귀', 'حمار'],
  ['goat', 'коза/козлёнок', '山羊/小山羊', 'ヤギ/やぎ', '염소', 'ماعز/عنزة'],
  ['crocodile', 'крокодил', '鳄鱼', 'ワニ/わに', '악어', 'تمساح'],
  ['snake', 'змея', '蛇', 'ヘビ/へび', '뱀', 'ثعبان/أفعى'],
  ['ladybird', 'божья коровка', '瓢虫', 'テントウムシ/てんとうむし', '무당벌레', 'دعسوقة'],
  ['ant', 'муравей', '蚂蚁', 'アリ', '개미', 'نملة'],
  ['spider', 'паук/паучок', '蜘蛛', 'クモ', '거미', 'عنكبوت'],
  ['mole', 'крот', '鼹鼠', 'モグラ/もぐら', '두더지', 'خلد'],
  ['bat', 'летучая мышь', '蝙蝠', 'コウモリ/こうもり', '박쥐', 'خفاش'],
  ['sloth', 'ленивец', '树懒', 'ナマケモノ', '나무늘보', 'كسلان'],
  ['beaver', 'бобр/бобрёнок', '海狸', 'ビーバー', '비버', 'قندس'],
  ['badger', 'барсук', '獾', 'アナグマ', '오소리', 'غرير'],
  ['hippopotamus', 'бегемот', '河马', 'カバ', '하마', 'فرس النهر'],
  ['rhinoceros', 'носорог', '犀牛', 'サイ', '코뿔소', 'وحيد القرن'],
  ['flamingo', 'фламинго', '火烈鸟', 'フラミンゴ', '플라밍고', 'فلامنغو/نحام'],
  ['peacock', 'павлин', '孔雀', 'クジャク', '공작새', 'طاووس'],
  ['shark', 'акула', '鲨鱼', 'サメ', '상어', 'قرش'],
  ['jellyfish', 'медуза', '水母', 'クラゲ', '해파리', 'قنديل البحر'],
  ['crab', 'краб', '螃蟹', 'カニ', '꽃게', 'سلطعون'],
  ['starfish', 'морская звезда', '海星', 'ヒトデ', '불가사리', 'نجم البحر'],
  ['eagle', 'орёл', '老鹰', 'ワシ', '독수리', 'نسر'],
  ['swan', 'лебедь', '天鹅', 'ハクチョウ/白鳥', '백조', 'بجعة'],
  ['goose', 'гусь', '鹅', 'ガチョウ', '거위', 'إوزة'],
  ['worm', 'червяк', '虫子', 'ミミズ', '지렁이', 'دودة'],
  ['caterpillar', 'гусеница', '毛毛虫', 'いもむし/イモムシ/青虫', '애벌레', 'يرقة'],
  ['polar bear', 'белый медведь', '北极熊', 'シロクマ/ホッキョクグマ', '북극곰', 'دب قطبي'],
  ['leopard', 'леопард', '豹', 'ヒョウ', '표범', 'فهد'],
  ['gorilla', 'горилла', '大猩猩', 'ゴリラ', '고릴라', 'غوريلا'],
  ['raccoon', 'енот', '浣熊', 'アライグマ', '너구리', 'راكون'],
  ['ostrich', 'страус', '鸵鸟', 'ダチョウ', '타조', 'نعامة'],
  // Vehicles and things
  ['submarine', 'подводная лодка/субмарина', '潜水艇/潜艇', '潜水艦/せんすいかん', '잠수함', 'غواصة'],
  ['tram', 'трамвай/трамвайчик', '有轨电车/电车', '路面電車', '전차/트램', 'ترام'],
  ['truck', 'грузовик', '卡车', 'トラック', '트럭', 'شاحنة'],
  ['helicopter', 'вертолёт', '直升机', 'ヘリコプター', '헬리콥터', 'مروحية/هليكوبتر'],
  ['box', 'коробка/ящик', '盒子/箱子/纸箱', '箱/ダンボール', '상자', 'صندوق'],
  ['stethoscope', 'стетоскоп', '听诊器', '聴診器', '청진기', 'سماعة الطبيب'],
  ['telescope', 'телескоп', '望远镜', '望遠鏡', '망원경', 'تلسكوب/منظار'],
  ['violin', 'скрипка', '小提琴', 'バイオリン', '바이올린', 'كمان'],
  ['piano', 'пианино', '钢琴', 'ピアノ', '피아노', 'بيانو'],
  ['guitar', 'гитара', '吉他', 'ギター', '', 'غيتار/جيتار'],
  ['drum', 'барабан', '鼓', '太鼓/たいこ', '', 'طبل'],
  ['umbrella', 'зонтик/зонт', '雨伞/伞', '傘/かさ', '우산', 'مظلة'],
  ['tree', 'дерево/ёлка', '树/大树', '木', '나무', 'شجرة'],
  ['cloud', 'облако/туча', '云朵/云', '雲/くも', '구름', 'غيمة/سحابة/غيوم/سحب'],
  ['rainbow', 'радуга', '彩虹', '虹/にじ', '무지개', 'قوس قزح'],
  ['sun', 'солнце', '太阳', '太陽/おひさま', '태양', 'شمس'],
  ['sky', 'небо', '天空', '空', '하늘', 'سماء'],
  ['sand', 'песок', '沙子', '砂/すな', '모래', 'رمل/رمال'],
  ['bread', 'хлеб', '面包', 'パン', '빵', ''],
  ['rice cake', '', '年糕', 'おもち/餅', '떡', ''],
  ['dumpling', 'пельмень/вареник', '饺子', 'ぎょうざ/餃子', '만두', ''],
  ['pie', 'пирожок', '馅饼', 'パイ', '파이', 'فطيرة'],
  ['cookie', 'печенье', '饼干', 'クッキー', '쿠키', 'بسكويت/كعك'],
  ['cotton candy', 'сахарная вата', '棉花糖', 'わたあめ/わたがし', '솜사탕', 'غزل البنات'],
  ['ice cream', 'мороженое', '冰淇淋', 'アイスクリーム', '아이스크림', 'آيس كريم'],
  ['apple', 'яблоко', '苹果', 'りんご/リンゴ', '사과', 'تفاحة'],
  ['carrot', 'морковка/морковь', '胡萝卜', 'にんじん', '당근', 'جزرة'],
  ['pumpkin', 'тыква', '南瓜', 'かぼちゃ', '', 'يقطينة/قرع'],
  ['fortress', 'крепость', '堡垒', '砦/とりで', '요새', 'حصن'],
  ['snowdrift', 'сугроб', '雪堆', '雪だまり', '눈더미', ''],
  ['picture', 'рисунок/картина', '图画', '絵', '그림', 'رسمة/لوحة'],
  ['toy', 'игрушка', '玩具', 'おもちゃ', '장난감', 'لعبة/دمية'],
  ['fishing', 'рыбалка', '钓鱼', '釣り/つり', '낚시', 'صيد السمك'],
  [
    'treasure map',
    'карта сокровищ',
    '藏宝图/寻宝图',
    '宝の地図/たからのちず',
    '보물지도',
    'خريطة كنز/خريطة الكنز',
  ],
  ['sled', 'санки', '雪橇', 'そり', '썰매', 'مزلجة'],
  ['new year', 'новый год', '春节/新年', 'お正月/おしょうがつ', '설날', 'رأس السنة'],
  ['dream', 'мечта', '梦想', '夢', '꿈', 'حلم'],
  // Places
  ['park', 'парк', '公园', '公園/こうえん', '공원', 'منتزه'],
  ['library', 'библиотека', '图书馆', '図書館/としょかん', '도서관', 'مكتبة'],
  ['attic', 'чердак', '阁楼', '屋根裏/やねうら', '다락방/다락', 'علية'],
  ['market', 'рынок/базар', '市场/菜市场', '市場/いちば', '시장', 'سوق'],
  ['museum', 'музей', '博物馆', '博物館', '박물관', 'متحف'],
  ['hospital', 'больница', '医院', '病院/びょういん', '병원', 'مستشفى'],
  ['playground', 'площадка', '游乐场/操场', '遊び場', '놀이터', 'ملعب'],
  ['swimming pool', 'бассейн', '游泳池', 'プール', '수영장', 'مسبح'],
  ['yard', 'двор/дворик', '院子', '中庭', '뜰', 'فناء'],
  ['kitchen', 'кухня', '厨房', '台所/キッチン', '부엌', 'مطبخ'],
  ['lighthouse', 'маяк', '灯塔', '灯台/とうだい', '등대', 'منارة'],
  ['station', 'вокзал/станция', '车站/火车站', '駅', '기차역', 'محطة'],
  ['bakery', 'пекарня/булочная', '面包店', 'ベーカリー', '빵집', 'مخبز'],
  ['bamboo forest', 'бамбуковая роща', '竹林', '竹林/竹やぶ', '대나무 숲', 'غابة الخيزران'],
  ['taiga', 'тайга', '针叶林', 'タイガ', '타이가', 'تايغا'],
  ['jungle', 'джунгли', '丛林', 'ジャングル', '밀림', 'أدغال'],
  ['circus', 'цирк', '马戏团', 'サーカス', '서커스', 'سيرك'],
  ['room', 'комната', '房间', '部屋/へや', '', 'غرفة'],
  ['bedroom', 'спальня', '卧室', '寝室', '침실', 'غرفة النوم'],
  ['tent', 'палатка', '帐篷', 'テント', '텐트', 'خيمة'],
  ['aquarium', 'аквариум', '水族馆/海洋馆', '水族館', '수족관', 'حوض السمك'],
  ['airport', 'аэропорт', '机场', '空港', '공항', 'مطار'],
  ['shop', 'магазин', '商店', 'お店/おみせ', '가게', 'متجر/دكان'],
  ['volcano', 'вулкан', '火山', '火山', '화산', 'بركان'],
];

export interface ExtraNoun {
  en: string;
  /** The spelling the table lists first in the idea's language (its dictionary form). */
  lemma: string;
  translations: Partial<Record<Language, string>>;
}

const COLUMNS: ScriptLanguage[] = ['ru', 'zh', 'ja', 'ko', 'ar'];
const BY_SPELLING = new Map<string, ExtraNoun>();
for (const row of NOUNS) {
  const [en, ...cells] = row;
  const translations: Partial<Record<Language, string>> = {};
  cells.forEach((cell, i) => {
    const first = cell.split('/')[0];
    if (first) translations[COLUMNS[i]!] = first;
  });
  cells.forEach((cell, i) => {
    const spellings = cell.split('/').filter(Boolean);
    for (const s of spellings) {
      const key = `${COLUMNS[i]}:${s.toLowerCase()}`;
      if (!BY_SPELLING.has(key)) BY_SPELLING.set(key, { en, lemma: s, translations });
    }
  });
}

/** An everyday noun of the table, by its spelling in the idea's language. */
export const extraNoun = (language: ScriptLanguage, word: string): ExtraNoun | undefined =>
  BY_SPELLING.get(`${language}:${word.toLowerCase()}`);

/** Every spelling of the table in a language (for the longest-match readers of Chinese and Japanese). */
export const extraSpellings = (language: ScriptLanguage): string[] =>
  [...BY_SPELLING.keys()].filter((k) => k.startsWith(`${language}:`)).map((k) => k.slice(3));

/** The English lemma of a translation: "a library" in any of the five languages. */
export const translationsOf = (en: string): Partial<Record<Language, string>> | undefined =>
  [...BY_SPELLING.values()].find((x) => x.en === en)?.translations;

// ── Colours ─────────────────────────────────────────────────────────────────────────────────────────

const hexOf = (en: string): string => COLOURS.find((c) => c.en === en)?.hex ?? '#9e9e9e';

/** Russian adjective endings, every gender, case and number. */
const RU_ADJ = '(ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ую|юю|ым|им|ых|их|ыми|ими|ей)';
const RU_COLOURS: Array<[string, string]> = [
  ['красн', 'red'],
  ['син', 'blue'],
  ['голуб', 'blue'],
  ['зел[её]н', 'green'],
  ['ж[её]лт', 'yellow'],
  ['оранжев', 'orange'],
  ['рыж', 'orange'],
  ['фиолетов', 'purple'],
  ['сиренев', 'purple'],
  ['розов', 'pink'],
  ['коричнев', 'brown'],
  ['бур', 'brown'],
  ['каштанов', 'brown'],
  ['ч[её]рн', 'black'],
  ['бел', 'white'],
  ['сер', 'grey'],
  ['золот(ист)?', 'gold'],
  ['серебрист', 'silver'],
  ['светл', 'blond'],
  ['русоволос', 'blond'],
];

/** Colour spellings per language (CJK and Korean as written before a noun, Arabic without ال). */
const COLOUR_WORDS: Record<Exclude<ScriptLanguage, 'ru'>, Array<[string, string]>> = {
  zh: [
    ['red', '红色 红 大红'],
    ['blue', '蓝色 蓝 天蓝色'],
    ['green', '绿色 绿'],
    ['yellow', '黄色 黄 金黄色'],
    ['orange', '橙色 橘色 橘黄色 橙 橘'],
    ['purple', '紫色 紫'],
    ['pink', '粉色 粉红色 粉红 粉'],
    ['brown', '棕色 咖啡色 褐色 棕'],
    ['black', '黑色 黑'],
    ['white', '白色 雪白 白'],
    ['grey', '灰色 灰'],
    ['gold', '金色'],
    ['silver', '银色'],
  ],
  ja: [
    ['red', '赤い あかい 赤 あか まっかな'],
    ['blue', '青い あおい 青 あお'],
    ['green', '緑の みどりの みどりいろの 緑色の みどり'],
    ['yellow', '黄色い きいろい 黄色の きいろの'],
    ['orange', 'オレンジいろの オレンジ色の オレンジの'],
    ['purple', 'むらさきいろの 紫色の むらさきの 紫の'],
    ['pink', 'ピンクの ピンクいろの ももいろの'],
    ['brown', '茶色い ちゃいろい 茶色の ちゃいろの'],
    ['black', '黒い くろい 黒の くろの まっくろな'],
    ['white', '白い しろい 白の しろの まっしろな'],
    ['grey', '灰色の はいいろの グレーの'],
    ['gold', '金色の きんいろの'],
    ['silver', '銀色の ぎんいろの'],
  ],
  ko: [
    ['red', '빨간 빨간색 빨강 붉은'],
    ['blue', '파란 파란색 파랑 푸른'],
    ['green', '초록색 초록 녹색'],
    ['yellow', '노란 노란색 노랑'],
    ['orange', '주황색 주황'],
    ['purple', '보라색 보라'],
    ['pink', '분홍색 분홍 핑크색 핑크'],
    ['brown', '갈색 밤색'],
    ['black', '까만 까만색 검은 검은색 검정 검정색'],
    ['white', '하얀 하얀색 흰 흰색'],
    ['grey', '회색'],
    ['gold', '금색 황금색'],
    ['silver', '은색'],
  ],
  ar: [
    ['red', 'أحمر حمراء حمر'],
    ['blue', 'أزرق زرقاء زرق'],
    ['green', 'أخضر خضراء خضر'],
    ['yellow', 'أصفر صفراء صفر'],
    ['orange', 'برتقالي برتقالية'],
    ['purple', 'بنفسجي بنفسجية'],
    ['pink', 'وردي وردية زهري زهرية'],
    ['brown', 'بني بنية'],
    ['black', 'أسود سوداء سود'],
    ['white', 'أبيض بيضاء بيض'],
    ['grey', 'رمادي رمادية'],
    ['gold', 'ذهبي ذهبية'],
    ['silver', 'فضي فضية'],
    ['blond', 'أشقر شقراء'],
  ],
};

const COLOUR_BY_WORD = new Map<string, string>();
for (const [language, rows] of Object.entries(COLOUR_WORDS))
  for (const [en, words] of rows)
    for (const word of words.split(' ')) {
      COLOUR_BY_WORD.set(`${language}:${word}`, en);
      if (language === 'ar') COLOUR_BY_WORD.set(`${language}:${word.replace(/[أإآ]/g, 'ا')}`, en);
    }

/** A colour word of the idea's language (Russian in every ending), as its English name and hex. */
export function scriptColour(
  language: ScriptLanguage,
  word: string,
): { en: string; hex: string } | undefined {
  const lower = word.toLowerCase();
  const en =
    language === 'ru'
      ? RU_COLOURS.find(([stem]) => new RegExp(`^${stem}${RU_ADJ}$`).test(lower))?.[1]
      : COLOUR_BY_WORD.get(`${language}:${lower}`);
  return en ? { en, hex: hexOf(en) } : undefined;
}

/** Colour spellings of a language, longest first (for the longest-match readers). */
export const colourSpellings = (language: Exclude<ScriptLanguage, 'ru'>): string[] =>
  COLOUR_WORDS[language].flatMap(([, words]) => words.split(' ')).sort((a, b) => b.length - a.length);

// ── Looks ───────────────────────────────────────────────────────────────────────────────────────────

export interface LookWords {
  hair: RegExp;
  short: RegExp;
  long: RegExp;
  curly: RegExp;
  glasses: RegExp;
  freckles: RegExp;
}

/** Hair, glasses and freckles; CJK and Korean patterns match whole pieces. */
export const LOOK_WORDS: Record<ScriptLanguage, LookWords> = {
  ru: {
    hair: /^(волос\p{L}*|кос(ы|ички|ичк\p{L}*|ой|у)|кудр\p{L}*|локон\p{L}*|ч[её]лк\p{L}*|хвостик\p{L}*)$/u,
    short: /^(коротк\p{L}*)$/u,
    long: /^(длинн\p{L}*)$/u,
    curly: /^(кудр\p{L}*|кудряв\p{L}*|вьющ\p{L}*|локон\p{L}*)$/u,
    glasses: /^(очк(и|ах|ами|ов)|очечк\p{L}*)$/u,
    freckles: /^(веснушк\p{L}*|веснушчат\p{L}*)$/u,
  },
  zh: {
    hair: /^(头发|短发|长发|卷发|辫子|马尾)$/u,
    short: /^短发$/u,
    long: /^长发$/u,
    curly: /^卷发$/u,
    glasses: /^眼镜$/u,
    freckles: /^雀斑$/u,
  },
  ja: {
    hair: /^(髪|かみ|髪の毛|かみのけ|ショートヘア|ロングヘア|くせっ毛|まきげ|おさげ)$/u,
    short: /^(ショートヘア|みじかい|短い)$/u,
    long: /^(ロングヘア|ながい|長い)$/u,
    curly: /^(くせっ毛|まきげ|巻き毛)$/u,
    glasses: /^(めがね|メガネ|眼鏡)$/u,
    freckles: /^(そばかす|ソバカス)$/u,
  },
  ko: {
    hair: /^(머리|머리카락|단발머리|긴머리|곱슬머리|생머리|양갈래)$/u,
    short: /^(단발머리|짧은)$/u,
    long: /^(긴머리|긴)$/u,
    curly: /^(곱슬머리|곱슬)$/u,
    glasses: /^(안경)$/u,
    freckles: /^(주근깨)$/u,
  },
  ar: {
    hair: /^(شعر|ضفائر|ضفيرة|جدائل)$/u,
    short: /^(قصير|قصيرة|القصير|القصيرة)$/u,
    long: /^(طويل|طويلة|الطويل|الطويلة)$/u,
    curly: /^(مجعد|مجعدة|المجعد|المجعدة|أجعد|كيرلي)$/u,
    glasses: /^(نظارة|نظارات|نظارته|نظارتها)$/u,
    freckles: /^(نمش)$/u,
  },
};

// ── Feelings ────────────────────────────────────────────────────────────────────────────────────────

/** Feelings by stem or pattern → English (the writers' `feel.*` keys). */
export const SCRIPT_FEELINGS: Record<ScriptLanguage, Array<[RegExp, string]>> = {
  ru: [
    [/^(застенчив|стесн|робк|робе)/u, 'shy'],
    [/^(бо(ится|ятся|ялся|ялась|ялись|юсь)|страшн|испуган|пуглив)/u, 'afraid'],
    [/^(одинок|скуча(ет|ют)\s*по)/u, 'lonely'],
    [/^(грустн|печальн|груст)/u, 'sad'],
    [/^(волну|нервнич)/u, 'nervous'],
    [/^(любопытн|любознательн)/u, 'curious'],
    [/^(сердит|злой|зл(ая|ится))/u, 'angry'],
  ],
  zh: [
    [/害羞|胆小|不好意思/u, 'shy'],
    [/害怕|怕黑|恐惧|不敢/u, 'afraid'],
    [/孤单|孤独|寂寞/u, 'lonely'],
    [/难过|伤心/u, 'sad'],
    [/紧张|担心/u, 'nervous'],
    [/好奇/u, 'curious'],
    [/生气/u, 'angry'],
  ],
  ja: [
    [/はずかし|恥ずかし|内気|人見知り|ひとみしり/u, 'shy'],
    [/こわ[いがく]|怖|おびえ|こわがり/u, 'afraid'],
    [/さみし|寂し|さびし|ひとりぼっち/u, 'lonely'],
    [/かなし|悲し/u, 'sad'],
    [/きんちょう|緊張|しんぱい|心配/u, 'nervous'],
    [/こうきしん|好奇心/u, 'curious'],
    [/おこっ|怒っ/u, 'angry'],
  ],
  ko: [
    [/^(부끄|수줍|낯을 가리|낯가림)/u, 'shy'],
    [/^(무서|무섭|두려|겁)/u, 'afraid'],
    [/^(외로|쓸쓸)/u, 'lonely'],
    [/^(슬퍼|슬픈|슬프)/u, 'sad'],
    [/^(긴장|떨려|걱정)/u, 'nervous'],
    [/^(궁금|호기심)/u, 'curious'],
    [/^(화가|화난|화를)/u, 'angry'],
  ],
  ar: [
    [/^(خجول|خجولة|خجل|يخجل|تخجل)$/u, 'shy'],
    [/^(خائف|خائفة|يخاف|تخاف|خوف)$/u, 'afraid'],
    [/^(وحيد|وحيدة|وحدة)$/u, 'lonely'],
    [/^(حزين|حزينة|حزن)$/u, 'sad'],
    [/^(قلق|قلقة)$/u, 'nervous'],
    [/^(فضولي|فضولية)$/u, 'curious'],
    [/^(غاضب|غاضبة)$/u, 'angry'],
  ],
};

export const scriptFeeling = (language: ScriptLanguage, word: string): string | undefined =>
  SCRIPT_FEELINGS[language].find(([re]) => re.test(word.toLowerCase()))?.[1];

// ── Framing ─────────────────────────────────────────────────────────────────────────────────────────

/** "A story (about …)", "이야기를 만들어 주세요": the idea's frame, neither a thing nor a character. */
export const STORY_WORDS: Record<ScriptLanguage, RegExp> = {
  ru: /^(истори\p{L}*|сказк\p{L}*|рассказ\p{L}*)$/u,
  zh: /^(故事|童话)$/u,
  ja: /^(お話|おはなし|物語|ものがたり|話|はなし|えほん|絵本)$/u,
  ko: /^(이야기|동화|얘기)$/u,
  ar: /^(قصة|حكاية|قصص)$/u,
};
