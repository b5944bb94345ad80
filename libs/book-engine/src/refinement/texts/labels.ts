import { IDEA_VOCABULARIES } from '../../story/idea-vocabularies';
import type { LexEntry } from '../../story/lexicon';
import { knownNoun } from '../../story/read/nouns';
import type { Feature, Language, Style, StoryPlan, TIMES_OF_DAY, WEATHERS } from '../../types';
import { familyOf, type Colour } from '../colour-words';
import type { KindWord } from '../kind-words';
import type { SlotId } from '../planner-words';

/**
 * The words the planner's answers are made of, in the eleven book languages (issue #21): the parts of a
 * look, features, styles, language names, colours, "and"/"or" and quotation marks. Kinds, places and things
 * are taken from the lexicon (German, English) and the story reader's vocabularies (the other nine).
 */

type ByLanguage<T> = Record<Language, T>;

export const JOIN: ByLanguage<{ and: string; or: string; comma: string }> = {
  en: { and: ' and ', or: ' or ', comma: ', ' },
  de: { and: ' und ', or: ' oder ', comma: ', ' },
  fr: { and: ' et ', or: ' ou ', comma: ', ' },
  es: { and: ' y ', or: ' o ', comma: ', ' },
  it: { and: ' e ', or: ' o ', comma: ', ' },
  pt: { and: ' e ', or: ' ou ', comma: ', ' },
  ru: { and: ' и ', or: ' или ', comma: ', ' },
  zh: { and: '和', or: '或', comma: '、' },
  ja: { and: 'と', or: 'か', comma: '、' },
  ko: { and: ', ', or: ' 또는 ', comma: ', ' },
  ar: { and: ' و', or: ' أو ', comma: '، ' },
};

export const QUOTES: ByLanguage<[string, string]> = {
  en: ['“', '”'],
  de: ['„', '“'],
  fr: ['« ', ' »'],
  es: ['«', '»'],
  it: ['«', '»'],
  pt: ['“', '”'],
  ru: ['«', '»'],
  zh: ['“', '”'],
  ja: ['「', '」'],
  ko: ['“', '”'],
  ar: ['«', '»'],
};

export const SLOTS: ByLanguage<Record<SlotId, string>> = {
  en: {
    hair: 'hair',
    fur: 'fur',
    skin: 'skin',
    scarf: 'scarf',
    hoodie: 'hoodie',
    dress: 'dress',
    overalls: 'overalls',
    cape: 'cape',
    clothes: 'clothes',
    hat: 'hat',
    bow: 'bow',
  },
  de: {
    hair: 'Haare',
    fur: 'Fell',
    skin: 'Haut',
    scarf: 'Schal',
    hoodie: 'Kapuzenpulli',
    dress: 'Kleid',
    overalls: 'Latzhose',
    cape: 'Umhang',
    clothes: 'Kleidung',
    hat: 'Hut',
    bow: 'Schleife',
  },
  fr: {
    hair: 'cheveux',
    fur: 'pelage',
    skin: 'peau',
    scarf: 'écharpe',
    hoodie: 'sweat à capuche',
    dress: 'robe',
    overalls: 'salopette',
    cape: 'cape',
    clothes: 'vêtements',
    hat: 'chapeau',
    bow: 'nœud',
  },
  es: {
    hair: 'pelo',
    fur: 'pelaje',
    skin: 'piel',
    scarf: 'bufanda',
    hoodie: 'sudadera',
    dress: 'vestido',
    overalls: 'peto',
    cape: 'capa',
    clothes: 'ropa',
    hat: 'sombrero',
    bow: 'lazo',
  },
  it: {
    hair: 'capelli',
    fur: 'pelo',
    skin: 'pelle',
    scarf: 'sciarpa',
    hoodie: 'felpa',
    dress: 'vestito',
    overalls: 'salopette',
    cape: 'mantello',
    clothes: 'vestiti',
    hat: 'cappello',
    bow: 'fiocco',
  },
  pt: {
    hair: 'cabelo',
    fur: 'pelagem',
    skin: 'pele',
    scarf: 'cachecol',
    hoodie: 'moletom',
    dress: 'vestido',
    overalls: 'jardineira',
    cape: 'capa',
    clothes: 'roupa',
    hat: 'chapéu',
    bow: 'laço',
  },
  ru: {
    hair: 'волосы',
    fur: 'шерсть',
    skin: 'кожа',
    scarf: 'шарф',
    hoodie: 'худи',
    dress: 'платье',
    overalls: 'комбинезон',
    cape: 'плащ',
    clothes: 'одежда',
    hat: 'шапка',
    bow: 'бант',
  },
  zh: {
    hair: '头发',
    fur: '毛色',
    skin: '肤色',
    scarf: '围巾',
    hoodie: '连帽衫',
    dress: '连衣裙',
    overalls: '背带裤',
    cape: '斗篷',
    clothes: '衣服',
    hat: '帽子',
    bow: '蝴蝶结',
  },
  ja: {
    hair: '髪',
    fur: '毛並み',
    skin: '肌',
    scarf: 'マフラー',
    hoodie: 'パーカー',
    dress: 'ワンピース',
    overalls: 'オーバーオール',
    cape: 'マント',
    clothes: '服',
    hat: '帽子',
    bow: 'リボン',
  },
  ko: {
    hair: '머리카락',
    fur: '털',
    skin: '피부',
    scarf: '목도리',
    hoodie: '후드티',
    dress: '원피스',
    overalls: '멜빵바지',
    cape: '망토',
    clothes: '옷',
    hat: '모자',
    bow: '리본',
  },
  ar: {
    hair: 'الشعر',
    fur: 'الفرو',
    skin: 'البشرة',
    scarf: 'الوشاح',
    hoodie: 'الهودي',
    dress: 'الفستان',
    overalls: 'الأفرول',
    cape: 'العباءة',
    clothes: 'الملابس',
    hat: 'القبعة',
    bow: 'الفيونكة',
  },
};

type Light = (typeof TIMES_OF_DAY)[number] | (typeof WEATHERS)[number];

/** A picture's light as a phrase (issue #21: "at night", "im Regen"), for "Page 9: … now at night". */
export const LIGHTS: ByLanguage<Record<Light, string>> = {
  en: {
    morning: 'in the morning',
    day: 'by day',
    evening: 'in the evening',
    night: 'at night',
    clear: 'in sunshine',
    cloudy: 'under a cloudy sky',
    rain: 'in the rain',
    storm: 'in a storm',
    snow: 'in the snow',
    wind: 'in the wind',
    fog: 'in the fog',
  },
  de: {
    morning: 'am Morgen',
    day: 'am Tag',
    evening: 'am Abend',
    night: 'in der Nacht',
    clear: 'im Sonnenschein',
    cloudy: 'unter Wolken',
    rain: 'im Regen',
    storm: 'im Sturm',
    snow: 'im Schnee',
    wind: 'im Wind',
    fog: 'im Nebel',
  },
  fr: {
    morning: 'le matin',
    day: 'en plein jour',
    evening: 'le soir',
    night: 'la nuit',
    clear: 'au soleil',
    cloudy: 'sous les nuages',
    rain: 'sous la pluie',
    storm: 'dans la tempête',
    snow: 'dans la neige',
    wind: 'dans le vent',
    fog: 'dans le brouillard',
  },
  es: {
    morning: 'por la mañana',
    day: 'de día',
    evening: 'al atardecer',
    night: 'de noche',
    clear: 'al sol',
    cloudy: 'bajo las nubes',
    rain: 'bajo la lluvia',
    storm: 'en la tormenta',
    snow: 'en la nieve',
    wind: 'con viento',
    fog: 'en la niebla',
  },
  it: {
    morning: 'di mattina',
    day: 'di giorno',
    evening: 'di sera',
    night: 'di notte',
    clear: 'al sole',
    cloudy: 'sotto le nuvole',
    rain: 'sotto la pioggia',
    storm: 'nella tempesta',
    snow: 'nella neve',
    wind: 'nel vento',
    fog: 'nella nebbia',
  },
  pt: {
    morning: 'de manhã',
    day: 'de dia',
    evening: 'ao entardecer',
    night: 'à noite',
    clear: 'ao sol',
    cloudy: 'sob as nuvens',
    rain: 'na chuva',
    storm: 'na tempestade',
    snow: 'na neve',
    wind: 'no vento',
    fog: 'no nevoeiro',
  },
  ru: {
    morning: 'утром',
    day: 'днём',
    evening: 'вечером',
    night: 'ночью',
    clear: 'на солнце',
    cloudy: 'под облаками',
    rain: 'под дождём',
    storm: 'в бурю',
    snow: 'в снегу',
    wind: 'на ветру',
    fog: 'в тумане',
  },
  ja: {
    morning: '朝',
    day: '昼',
    evening: '夕方',
    night: '夜',
    clear: '晴れ',
    cloudy: 'くもり',
    rain: '雨',
    storm: '嵐',
    snow: '雪',
    wind: '風',
    fog: '霧',
  },
  zh: {
    morning: '早上',
    day: '白天',
    evening: '傍晚',
    night: '夜里',
    clear: '晴天',
    cloudy: '阴天',
    rain: '雨中',
    storm: '暴风雨中',
    snow: '雪中',
    wind: '风中',
    fog: '雾中',
  },
  ko: {
    morning: '아침',
    day: '낮',
    evening: '저녁',
    night: '밤',
    clear: '맑은 날',
    cloudy: '흐린 날',
    rain: '비 오는 날',
    storm: '폭풍',
    snow: '눈 오는 날',
    wind: '바람 부는 날',
    fog: '안개',
  },
  ar: {
    morning: 'في الصباح',
    day: 'في النهار',
    evening: 'في المساء',
    night: 'في الليل',
    clear: 'تحت الشمس',
    cloudy: 'تحت الغيوم',
    rain: 'تحت المطر',
    storm: 'في العاصفة',
    snow: 'في الثلج',
    wind: 'في الريح',
    fog: 'في الضباب',
  },
};

/** The light asked for, as words: "at night and in the rain". */
export const lightName = (
  light: { timeOfDay?: (typeof TIMES_OF_DAY)[number]; weather?: (typeof WEATHERS)[number] },
  language: Language,
): string =>
  list(
    [light.timeOfDay, light.weather].filter((x): x is Light => !!x).map((x) => LIGHTS[language][x]),
    language,
  );

export const FEATURES: ByLanguage<Record<Feature, string>> = {
  en: { glasses: 'glasses', freckles: 'freckles', hat: 'hat', bow: 'bow', 'big-ears': 'big ears' },
  de: {
    glasses: 'Brille',
    freckles: 'Sommersprossen',
    hat: 'Hut',
    bow: 'Schleife',
    'big-ears': 'große Ohren',
  },
  fr: {
    glasses: 'lunettes',
    freckles: 'taches de rousseur',
    hat: 'chapeau',
    bow: 'nœud',
    'big-ears': 'grandes oreilles',
  },
  es: { glasses: 'gafas', freckles: 'pecas', hat: 'sombrero', bow: 'lazo', 'big-ears': 'orejas grandes' },
  it: {
    glasses: 'occhiali',
    freckles: 'lentiggini',
    hat: 'cappello',
    bow: 'fiocco',
    'big-ears': 'orecchie grandi',
  },
  pt: { glasses: 'óculos', freckles: 'sardas', hat: 'chapéu', bow: 'laço', 'big-ears': 'orelhas grandes' },
  ru: { glasses: 'очки', freckles: 'веснушки', hat: 'шапка', bow: 'бант', 'big-ears': 'большие уши' },
  zh: { glasses: '眼镜', freckles: '雀斑', hat: '帽子', bow: '蝴蝶结', 'big-ears': '大耳朵' },
  ja: { glasses: 'メガネ', freckles: 'そばかす', hat: '帽子', bow: 'リボン', 'big-ears': '大きな耳' },
  ko: { glasses: '안경', freckles: '주근깨', hat: '모자', bow: '리본', 'big-ears': '큰 귀' },
  ar: { glasses: 'النظارة', freckles: 'النمش', hat: 'القبعة', bow: 'الفيونكة', 'big-ears': 'أذنان كبيرتان' },
};

export const STYLES: ByLanguage<Record<Style, string>> = {
  en: {
    pixar: '3D animation',
    watercolor: 'watercolour',
    cartoon: 'cartoon',
    realistic: 'realistic',
    anime: 'anime',
    minimalist: 'minimalist',
    vintage: 'vintage',
    'digital art': 'digital art',
  },
  de: {
    pixar: '3D-Animation',
    watercolor: 'Aquarell',
    cartoon: 'Cartoon',
    realistic: 'realistisch',
    anime: 'Anime',
    minimalist: 'minimalistisch',
    vintage: 'Vintage',
    'digital art': 'digitale Kunst',
  },
  fr: {
    pixar: 'animation 3D',
    watercolor: 'aquarelle',
    cartoon: 'dessin animé',
    realistic: 'réaliste',
    anime: 'anime',
    minimalist: 'minimaliste',
    vintage: 'rétro',
    'digital art': 'art numérique',
  },
  es: {
    pixar: 'animación 3D',
    watercolor: 'acuarela',
    cartoon: 'dibujos animados',
    realistic: 'realista',
    anime: 'anime',
    minimalist: 'minimalista',
    vintage: 'vintage',
    'digital art': 'arte digital',
  },
  it: {
    pixar: 'animazione 3D',
    watercolor: 'acquerello',
    cartoon: 'cartone animato',
    realistic: 'realistico',
    anime: 'anime',
    minimalist: 'minimalista',
    vintage: 'vintage',
    'digital art': 'arte digitale',
  },
  pt: {
    pixar: 'animação 3D',
    watercolor: 'aquarela',
    cartoon: 'desenho animado',
    realistic: 'realista',
    anime: 'anime',
    minimalist: 'minimalista',
    vintage: 'vintage',
    'digital art': 'arte digital',
  },
  ru: {
    pixar: '3D-анимация',
    watercolor: 'акварель',
    cartoon: 'мультфильм',
    realistic: 'реализм',
    anime: 'аниме',
    minimalist: 'минимализм',
    vintage: 'винтаж',
    'digital art': 'цифровое искусство',
  },
  zh: {
    pixar: '3D动画',
    watercolor: '水彩',
    cartoon: '卡通',
    realistic: '写实',
    anime: '动漫',
    minimalist: '极简',
    vintage: '复古',
    'digital art': '数字艺术',
  },
  ja: {
    pixar: '3Dアニメ',
    watercolor: '水彩',
    cartoon: 'カートゥーン',
    realistic: 'リアル',
    anime: 'アニメ',
    minimalist: 'ミニマル',
    vintage: 'レトロ',
    'digital art': 'デジタルアート',
  },
  ko: {
    pixar: '3D 애니메이션',
    watercolor: '수채화',
    cartoon: '만화',
    realistic: '사실적',
    anime: '애니메이션',
    minimalist: '미니멀',
    vintage: '레트로',
    'digital art': '디지털 아트',
  },
  ar: {
    pixar: 'رسوم ثلاثية الأبعاد',
    watercolor: 'الألوان المائية',
    cartoon: 'الكرتون',
    realistic: 'واقعي',
    anime: 'أنمي',
    minimalist: 'بسيط',
    vintage: 'قديم الطراز',
    'digital art': 'فن رقمي',
  },
};

export const LANGUAGE_NAMES: ByLanguage<Record<Language, string>> = {
  en: {
    en: 'English',
    de: 'German',
    fr: 'French',
    es: 'Spanish',
    it: 'Italian',
    pt: 'Portuguese',
    ru: 'Russian',
    zh: 'Chinese',
    ja: 'Japanese',
    ko: 'Korean',
    ar: 'Arabic',
  },
  de: {
    en: 'Englisch',
    de: 'Deutsch',
    fr: 'Französisch',
    es: 'Spanisch',
    it: 'Italienisch',
    pt: 'Portugiesisch',
    ru: 'Russisch',
    zh: 'Chinesisch',
    ja: 'Japanisch',
    ko: 'Koreanisch',
    ar: 'Arabisch',
  },
  fr: {
    en: 'anglais',
    de: 'allemand',
    fr: 'français',
    es: 'espagnol',
    it: 'italien',
    pt: 'portugais',
    ru: 'russe',
    zh: 'chinois',
    ja: 'japonais',
    ko: 'coréen',
    ar: 'arabe',
  },
  es: {
    en: 'inglés',
    de: 'alemán',
    fr: 'francés',
    es: 'español',
    it: 'italiano',
    pt: 'portugués',
    ru: 'ruso',
    zh: 'chino',
    ja: 'japonés',
    ko: 'coreano',
    ar: 'árabe',
  },
  it: {
    en: 'inglese',
    de: 'tedesco',
    fr: 'francese',
    es: 'spagnolo',
    it: 'italiano',
    pt: 'portoghese',
    ru: 'russo',
    zh: 'cinese',
    ja: 'giapponese',
    ko: 'coreano',
    ar: 'arabo',
  },
  pt: {
    en: 'inglês',
    de: 'alemão',
    fr: 'francês',
    es: 'espanhol',
    it: 'italiano',
    pt: 'português',
    ru: 'russo',
    zh: 'chinês',
    ja: 'japonês',
    ko: 'coreano',
    ar: 'árabe',
  },
  ru: {
    en: 'английском',
    de: 'немецком',
    fr: 'французском',
    es: 'испанском',
    it: 'итальянском',
    pt: 'португальском',
    ru: 'русском',
    zh: 'китайском',
    ja: 'японском',
    ko: 'корейском',
    ar: 'арабском',
  },
  zh: {
    en: '英文',
    de: '德文',
    fr: '法文',
    es: '西班牙文',
    it: '意大利文',
    pt: '葡萄牙文',
    ru: '俄文',
    zh: '中文',
    ja: '日文',
    ko: '韩文',
    ar: '阿拉伯文',
  },
  ja: {
    en: '英語',
    de: 'ドイツ語',
    fr: 'フランス語',
    es: 'スペイン語',
    it: 'イタリア語',
    pt: 'ポルトガル語',
    ru: 'ロシア語',
    zh: '中国語',
    ja: '日本語',
    ko: '韓国語',
    ar: 'アラビア語',
  },
  ko: {
    en: '영어',
    de: '독일어',
    fr: '프랑스어',
    es: '스페인어',
    it: '이탈리아어',
    pt: '포르투갈어',
    ru: '러시아어',
    zh: '중국어',
    ja: '일본어',
    ko: '한국어',
    ar: '아랍어',
  },
  ar: {
    en: 'الإنجليزية',
    de: 'الألمانية',
    fr: 'الفرنسية',
    es: 'الإسبانية',
    it: 'الإيطالية',
    pt: 'البرتغالية',
    ru: 'الروسية',
    zh: 'الصينية',
    ja: 'اليابانية',
    ko: 'الكورية',
    ar: 'العربية',
  },
};

type Other = Exclude<Language, 'de' | 'en'>;

/** Basic colours and a few named ones in the nine languages (masculine singular where it matters). */
const COLOUR_NAMES: Record<Other, Record<string, string>> = {
  fr: {
    red: 'rouge',
    blue: 'bleu',
    green: 'vert',
    yellow: 'jaune',
    orange: 'orange',
    purple: 'violet',
    pink: 'rose',
    black: 'noir',
    white: 'blanc',
    grey: 'gris',
    brown: 'marron',
    gold: 'doré',
    blond: 'blond',
    turquoise: 'turquoise',
    beige: 'beige',
    'light-blue': 'bleu clair',
    'dark-blue': 'bleu marine',
    auburn: 'auburn',
    fair: 'clair',
    tan: 'hâlé',
    dark: 'foncé',
  },
  es: {
    red: 'rojo',
    blue: 'azul',
    green: 'verde',
    yellow: 'amarillo',
    orange: 'naranja',
    purple: 'morado',
    pink: 'rosa',
    black: 'negro',
    white: 'blanco',
    grey: 'gris',
    brown: 'marrón',
    gold: 'dorado',
    blond: 'rubio',
    turquoise: 'turquesa',
    beige: 'beige',
    'light-blue': 'celeste',
    'dark-blue': 'azul marino',
    auburn: 'castaño rojizo',
    fair: 'claro',
    tan: 'moreno',
    dark: 'oscuro',
  },
  it: {
    red: 'rosso',
    blue: 'blu',
    green: 'verde',
    yellow: 'giallo',
    orange: 'arancione',
    purple: 'viola',
    pink: 'rosa',
    black: 'nero',
    white: 'bianco',
    grey: 'grigio',
    brown: 'marrone',
    gold: 'dorato',
    blond: 'biondo',
    turquoise: 'turchese',
    beige: 'beige',
    'light-blue': 'azzurro',
    'dark-blue': 'blu scuro',
    auburn: 'ramato',
    fair: 'chiaro',
    tan: 'abbronzato',
    dark: 'scuro',
  },
  pt: {
    red: 'vermelho',
    blue: 'azul',
    green: 'verde',
    yellow: 'amarelo',
    orange: 'laranja',
    purple: 'roxo',
    pink: 'rosa',
    black: 'preto',
    white: 'branco',
    grey: 'cinza',
    brown: 'marrom',
    gold: 'dourado',
    blond: 'loiro',
    turquoise: 'turquesa',
    beige: 'bege',
    'light-blue': 'azul-claro',
    'dark-blue': 'azul-marinho',
    auburn: 'ruivo escuro',
    fair: 'claro',
    tan: 'bronzeado',
    dark: 'escuro',
  },
  ru: {
    red: 'красный',
    blue: 'синий',
    green: 'зелёный',
    yellow: 'жёлтый',
    orange: 'оранжевый',
    purple: 'фиолетовый',
    pink: 'розовый',
    black: 'чёрный',
    white: 'белый',
    grey: 'серый',
    brown: 'коричневый',
    gold: 'золотой',
    blond: 'светлый',
    turquoise: 'бирюзовый',
    beige: 'бежевый',
    'light-blue': 'голубой',
    'dark-blue': 'тёмно-синий',
    auburn: 'рыжевато-каштановый',
    fair: 'светлый',
    tan: 'загорелый',
    dark: 'тёмный',
  },
  zh: {
    red: '红色',
    blue: '蓝色',
    green: '绿色',
    yellow: '黄色',
    orange: '橙色',
    purple: '紫色',
    pink: '粉色',
    black: '黑色',
    white: '白色',
    grey: '灰色',
    brown: '棕色',
    gold: '金色',
    blond: '金色',
    turquoise: '青绿色',
    beige: '米色',
    'light-blue': '浅蓝色',
    'dark-blue': '深蓝色',
    auburn: '红褐色',
    fair: '白皙',
    tan: '小麦色',
    dark: '深色',
  },
  ja: {
    red: '赤',
    blue: '青',
    green: '緑',
    yellow: '黄色',
    orange: 'オレンジ',
    purple: '紫',
    pink: 'ピンク',
    black: '黒',
    white: '白',
    grey: 'グレー',
    brown: '茶色',
    gold: '金色',
    blond: '金髪',
    turquoise: 'ターコイズ',
    beige: 'ベージュ',
    'light-blue': '水色',
    'dark-blue': '紺色',
    auburn: '赤茶色',
    fair: '色白',
    tan: '日焼けした色',
    dark: '濃い色',
  },
  ko: {
    red: '빨간색',
    blue: '파란색',
    green: '초록색',
    yellow: '노란색',
    orange: '주황색',
    purple: '보라색',
    pink: '분홍색',
    black: '검은색',
    white: '흰색',
    grey: '회색',
    brown: '갈색',
    gold: '금색',
    blond: '금발',
    turquoise: '청록색',
    beige: '베이지색',
    'light-blue': '하늘색',
    'dark-blue': '남색',
    auburn: '적갈색',
    fair: '밝은 색',
    tan: '구릿빛',
    dark: '어두운 색',
  },
  ar: {
    red: 'أحمر',
    blue: 'أزرق',
    green: 'أخضر',
    yellow: 'أصفر',
    orange: 'برتقالي',
    purple: 'بنفسجي',
    pink: 'وردي',
    black: 'أسود',
    white: 'أبيض',
    grey: 'رمادي',
    brown: 'بني',
    gold: 'ذهبي',
    blond: 'أشقر',
    turquoise: 'فيروزي',
    beige: 'بيج',
    'light-blue': 'أزرق فاتح',
    'dark-blue': 'أزرق داكن',
    auburn: 'كستنائي',
    fair: 'فاتح',
    tan: 'قمحي',
    dark: 'داكن',
  },
};

/** Light, dark and bright shades: the word and whether it stands before the colour. */
const SHADE_WORDS: Record<Other, Record<'light' | 'dark' | 'bright', [string, 'before' | 'after']>> = {
  fr: { light: ['clair', 'after'], dark: ['foncé', 'after'], bright: ['vif', 'after'] },
  es: { light: ['claro', 'after'], dark: ['oscuro', 'after'], bright: ['intenso', 'after'] },
  it: { light: ['chiaro', 'after'], dark: ['scuro', 'after'], bright: ['acceso', 'after'] },
  pt: { light: ['claro', 'after'], dark: ['escuro', 'after'], bright: ['vivo', 'after'] },
  ru: { light: ['светло-', 'before'], dark: ['тёмно-', 'before'], bright: ['ярко-', 'before'] },
  zh: { light: ['浅', 'before'], dark: ['深', 'before'], bright: ['亮', 'before'] },
  ja: { light: ['薄い', 'before'], dark: ['濃い', 'before'], bright: ['鮮やかな', 'before'] },
  ko: { light: ['연한 ', 'before'], dark: ['진한 ', 'before'], bright: ['밝은 ', 'before'] },
  ar: { light: ['فاتح', 'after'], dark: ['داكن', 'after'], bright: ['زاهٍ', 'after'] },
};

/** A colour as the language names it ("dunkelrot", "rouge foncé", "тёмно-красный", "深红色"). */
export function colourName(colour: Colour, language: Language): string {
  if (language === 'en') return colour.label.en;
  if (language === 'de') return colour.label.de;
  const names = COLOUR_NAMES[language];
  const direct = names[colour.id];
  if (direct) return direct;
  const shade = /^(light|dark|bright)-(.+)$/u.exec(colour.id);
  const base = shade ? names[shade[2] as string] : undefined;
  if (shade && base) {
    const [word, place] = SHADE_WORDS[language][shade[1] as 'light' | 'dark' | 'bright'];
    // Chinese writes 深红色 from 红色: the shade goes before the character.
    return place === 'before' ? `${word}${base}` : `${base} ${word}`;
  }
  const pair = /^([a-z]+)-([a-z]+)$/u.exec(colour.id);
  if (pair && names[pair[1] as string] && names[pair[2] as string])
    return `${names[pair[1] as string]}-${names[pair[2] as string]}`;
  return names[familyOf(colour.hex)] ?? colour.label.en;
}

export const slotName = (id: SlotId, language: Language): string => SLOTS[language][id];
export const featureName = (feature: Feature, language: Language): string => FEATURES[language][feature];
export const styleName = (style: Style, language: Language): string => STYLES[language][style];
export const languageName = (of: Language, language: Language): string => LANGUAGE_NAMES[language][of];

/** A lexicon noun in a book language: the lexicon's German or English, else the reader's vocabulary. */
export function nounName(id: string, language: Language, fallback?: { en: string; de: string }): string {
  const entryWords = fallback ?? { en: id, de: id };
  if (language === 'en') return entryWords.en;
  if (language === 'de') return entryWords.de;
  const word =
    IDEA_VOCABULARIES[language].words[id]?.[0] ?? knownNoun('en', entryWords.en)?.translations?.[language];
  return word ?? entryWords.en;
}

/** A kind's noun in a language ("Dackel", "teckel", "такса"); the nearest drawing's noun where none is known. */
export function kindName(kind: KindWord, language: Language): string {
  if (language === 'en') return kind.en;
  if (language === 'de') return kind.de.sg;
  const own =
    IDEA_VOCABULARIES[language].words[kind.id]?.[0] ?? knownNoun('en', kind.en)?.translations?.[language];
  if (own) return own;
  return kind.base !== 'person' ? (IDEA_VOCABULARIES[language].words[kind.base]?.[0] ?? kind.en) : kind.en;
}

export const placeName = (entry: LexEntry, language: Language): string =>
  language === 'de'
    ? (entry.at?.de ?? entry.de.sg)
    : language === 'en'
      ? (entry.at?.en ?? entry.en.sg)
      : nounName(entry.id, language, { en: entry.en.sg, de: entry.de.sg });

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function list(items: string[], language: Language, joiner: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  const j = JOIN[language];
  return `${items.slice(0, -1).join(j.comma)}${j[joiner]}${items[items.length - 1]}`;
}

export const quote = (text: string, language: Language): string =>
  `${QUOTES[language][0]}${text}${QUOTES[language][1]}`;

/** Ends a sentence with a full stop unless it already ends with one (also inside a closing quote). */
export const stop = (s: string, language: Language = 'en'): string => {
  if (/[.!?…:。！？؟][“”„"»«」』]?\s*$/u.test(s)) return s;
  return `${s}${language === 'zh' || language === 'ja' ? '。' : '.'}`;
};

/** A character's name as the customer reads it: in the customer's language when the book has it. */
export function displayName(plan: StoryPlan, index: number, language: Language): string {
  const name = plan.cast[index]?.name;
  if (!name) return '';
  return name[language] ?? name[plan.mainLanguage] ?? '';
}

export const castList = (plan: StoryPlan, language: Language, joiner: 'and' | 'or' = 'or'): string =>
  list(
    plan.cast.map((_, i) => displayName(plan, i, language)),
    language,
    joiner,
  );
