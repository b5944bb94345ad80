import { drawableKind, isDrawable } from '../illustration/relatives';
import type { PictureBrief, Pose } from '../story/model';
import type { Beat, Character, Language, Localized, StoryPlan } from '../types';
import type { CastMember, IllustrationBrief, Mood, TimeOfDay, Weather } from './types';

/**
 * What a story page's picture shows (issue #21, "pictures follow the page"): its time of day and weather, who
 * is in it and what they do. From the writer's `PictureBrief` when the plan has a manuscript; otherwise read
 * from the page's beat and text, so a night page is drawn at night, the pet the text names is in the picture,
 * and the pose follows the verbs — and two pages in a row do not show the same pose.
 *
 * Words are data: one small table per language of stems (matched at the start of a word, or anywhere in a
 * CJK/Arabic text), no grammar.
 */

type Words = Partial<Record<Language, string[]>>;

const TIME_WORDS: Record<Exclude<TimeOfDay, 'day'>, Words> = {
  night: {
    en: ['night', 'midnight', 'moonlight', 'moon', 'bedtime', 'asleep'],
    de: ['nacht', 'nachts', 'mitternacht', 'mond', 'schlafenszeit', 'eingeschlafen', 'sternenhimmel'],
    fr: ['nuit', 'minuit', 'lune', 'endormi'],
    es: ['noche', 'medianoche', 'luna', 'dormid'],
    it: ['notte', 'mezzanotte', 'luna', 'addormentat'],
    pt: ['noite', 'meia-noite', 'lua', 'adormec'],
    ru: ['ночь', 'ночью', 'ночн', 'полночь', 'луна', 'луны'],
    zh: ['夜', '晚上', '月亮', '睡着'],
    ja: ['夜', '月が', '月の', '眠っ'],
    ko: ['밤', '달빛', '잠들'],
    ar: ['ليل', 'ليلة', 'القمر', 'منتصف الليل'],
  },
  evening: {
    en: ['evening', 'sunset', 'dusk', 'twilight'],
    de: ['abend', 'abends', 'sonnenuntergang', 'dämmer'],
    fr: ['soir', 'crépuscule', 'coucher du soleil'],
    es: ['atardec', 'anochec', 'crepúsculo', 'puesta de sol'],
    it: ['sera', 'tramonto', 'crepuscolo'],
    pt: ['entardecer', 'anoitecer', 'pôr do sol', 'crepúsculo', 'fim de tarde'],
    ru: ['вечер', 'закат', 'сумерк'],
    zh: ['傍晚', '黄昏', '日落', '晚霞'],
    ja: ['夕方', '夕日', '夕焼', '夕暮'],
    ko: ['저녁', '노을', '해질'],
    ar: ['مساء', 'المساء', 'غروب'],
  },
  morning: {
    en: ['morning', 'sunrise', 'dawn', 'breakfast', 'woke', 'wakes', 'wake up'],
    de: [
      'morgens',
      'am morgen',
      'heute morgen',
      'sonnenaufgang',
      'frühstück',
      'aufgewacht',
      'wacht auf',
      'früh am',
    ],
    fr: ['matin', 'aube', 'lever du soleil', 'petit-déjeuner', 'réveill'],
    es: ['mañana', 'amanec', 'desayun', 'despiert'],
    it: ['mattin', 'alba', 'colazione', 'svegli'],
    pt: ['manhã', 'amanhec', 'madrugada', 'café da manhã', 'acord'],
    ru: ['утро', 'утром', 'рассвет', 'завтрак', 'проснул'],
    zh: ['早上', '早晨', '清晨', '日出', '早饭', '醒来'],
    ja: ['朝', '日の出', '目を覚'],
    ko: ['아침', '새벽', '해돋이', '일어났'],
    ar: ['صباح', 'الصباح', 'فجر', 'الفجر', 'شروق'],
  },
};

const WEATHER_WORDS: Record<Exclude<Weather, 'clear'>, Words> = {
  storm: {
    en: ['storm', 'thunder', 'lightning', 'hurricane', 'tempest'],
    de: ['sturm', 'gewitter', 'donner', 'blitz', 'unwetter', 'orkan'],
    fr: ['tempête', 'orage', 'tonnerre', 'éclair', 'ouragan'],
    es: ['tormenta', 'tempestad', 'trueno', 'relámpago', 'huracán'],
    it: ['tempesta', 'temporale', 'tuono', 'fulmin', 'uragano'],
    pt: ['tempestade', 'trovão', 'trovoada', 'relâmpago', 'furacão'],
    ru: ['гроз', 'буря', 'бури', 'бурю', 'гром', 'молни', 'ураган', 'шторм'],
    zh: ['暴风', '雷', '闪电', '风暴', '台风'],
    ja: ['嵐', '雷', '台風'],
    ko: ['폭풍', '천둥', '번개', '태풍'],
    ar: ['عاصفة', 'العاصفة', 'رعد', 'برق'],
  },
  rain: {
    en: ['rain', 'puddle', 'umbrella', 'drizzl', 'raindrop'],
    de: ['regen', 'regnet', 'regnete', 'pfütze', 'regenschirm', 'nieselt'],
    fr: ['pluie', 'pleut', 'pleuvait', 'flaque', 'parapluie'],
    es: ['lluvia', 'llueve', 'llovía', 'charco', 'paraguas'],
    it: ['pioggia', 'piove', 'pioveva', 'pozzanghera', 'ombrello'],
    pt: ['chuva', 'chove', 'chovia', 'poça', 'guarda-chuva'],
    ru: ['дожд', 'лужа', 'лужи', 'зонт'],
    zh: ['下雨', '雨水', '雨伞', '雨'],
    ja: ['雨'],
    ko: ['비가', '빗방울', '우산', '장마'],
    ar: ['مطر', 'المطر', 'تمطر', 'مظلة'],
  },
  snow: {
    en: ['snow', 'blizzard', 'sleigh', 'frost', 'winter'],
    de: ['schnee', 'schneit', 'schneite', 'schlitten', 'winter', 'frost'],
    fr: ['neige', 'neigeait', 'luge', 'hiver', 'flocon'],
    es: ['nieve', 'nieva', 'nevaba', 'trineo', 'invierno'],
    it: ['neve', 'nevica', 'nevicava', 'slitta', 'inverno'],
    pt: ['neve', 'neva', 'nevava', 'trenó', 'inverno'],
    ru: ['снег', 'снеж', 'зим', 'санк'],
    zh: ['雪', '冬天'],
    ja: ['雪', '冬'],
    ko: ['눈이', '눈사람', '눈송이', '겨울'],
    ar: ['ثلج', 'الثلج', 'شتاء', 'الشتاء'],
  },
  wind: {
    en: ['wind', 'breeze', 'gust', 'blowing'],
    de: ['wind', 'windig', 'brise', 'böe', 'pustet', 'weht'],
    fr: ['vent', 'brise', 'rafale'],
    es: ['viento', 'brisa', 'ráfaga'],
    it: ['vento', 'brezza', 'raffica'],
    pt: ['vento', 'brisa', 'rajada'],
    ru: ['ветер', 'ветр'],
    zh: ['风', '大风', '微风'],
    ja: ['風'],
    ko: ['바람'],
    ar: ['ريح', 'رياح', 'نسيم'],
  },
  fog: {
    en: ['fog', 'mist', 'haze'],
    de: ['nebel', 'neblig', 'dunst'],
    fr: ['brouillard', 'brume'],
    es: ['niebla', 'neblina', 'bruma'],
    it: ['nebbia', 'foschia'],
    pt: ['névoa', 'neblina', 'nevoeiro', 'bruma'],
    ru: ['туман'],
    zh: ['雾'],
    ja: ['霧'],
    ko: ['안개'],
    ar: ['ضباب'],
  },
  cloudy: {
    en: ['cloudy', 'overcast', 'grey sky', 'gray sky'],
    de: ['bewölkt', 'wolkig', 'grauer himmel'],
    fr: ['nuageux', 'ciel gris'],
    es: ['nublado', 'cielo gris'],
    it: ['nuvoloso', 'cielo grigio'],
    pt: ['nublado', 'céu cinzento'],
    ru: ['пасмурн', 'облачн'],
    zh: ['阴天', '多云'],
    ja: ['曇'],
    ko: ['흐린', '구름이 많'],
    ar: ['غائم'],
  },
};

/**
 * Poses by the verbs (and a few nouns) of the page, strongest first: the first pose whose words the page has
 * wins. English and German in full; the other languages' commonest verb stems.
 */
const POSE_WORDS: Array<[Pose, Words]> = [
  [
    'sleep',
    {
      en: ['sleep', 'slept', 'asleep', 'nap', 'dream', 'snor', 'yawn'],
      de: ['schlaf', 'schläf', 'schlief', 'träum', 'gähn', 'eingeschlafen', 'schnarch'],
      fr: ['dort', 'dorm', 'endor', 'rêve'],
      es: ['duerm', 'dormi', 'sueña', 'bosteza'],
      it: ['dorm', 'sogna', 'addormenta'],
      pt: ['dorm', 'sonha', 'adormec'],
      ru: ['спит', 'спал', 'усну', 'засну', 'сон'],
      zh: ['睡'],
      ja: ['眠', '寝'],
      ko: ['잠', '잤'],
      ar: ['نام', 'ينام', 'نائم'],
    },
  ],
  [
    'swim',
    {
      en: ['swim', 'swam', 'dive', 'dove', 'paddl', 'splash'],
      de: ['schwimm', 'schwamm', 'tauch', 'plansch'],
      fr: ['nage', 'nagent', 'plonge'],
      es: ['nadan', 'nadar', 'nadando', 'nadó', 'bucea', 'zambull'],
      it: ['nuota', 'tuffa'],
      pt: ['nadam', 'nadar', 'nadando', 'nadou', 'mergulh'],
      ru: ['плыв', 'плав', 'нырн'],
      zh: ['游泳', '游'],
      ja: ['泳'],
      ko: ['수영', '헤엄'],
      ar: ['يسبح', 'سبح', 'تسبح'],
    },
  ],
  [
    'fly',
    {
      en: ['fly', 'flies', 'flew', 'flying', 'soar', 'glide'],
      de: ['flieg', 'flog', 'fliegt', 'schweb', 'gleite'],
      fr: ['vole', 'volent', 'envol', 'plane'],
      es: ['vuela', 'volar', 'volaba', 'planea'],
      it: ['vola', 'volare', 'volava'],
      pt: ['voa', 'voar', 'voava'],
      ru: ['летит', 'летел', 'летать', 'полет', 'полёт', 'взлет', 'взлёт'],
      zh: ['飞'],
      ja: ['飛'],
      ko: ['날아', '날았'],
      ar: ['يطير', 'طار', 'تطير'],
    },
  ],
  [
    'climb',
    {
      en: ['climb', 'clamber', 'scrambl'],
      de: ['kletter', 'klettr', 'erklimm', 'kraxel'],
      fr: ['grimp', 'escalad'],
      es: ['trepa', 'escala', 'sube'],
      it: ['arrampica', 'scala', 'sale'],
      pt: ['escala', 'sobe', 'trepa'],
      ru: ['лез', 'карабк', 'взбир'],
      zh: ['爬'],
      ja: ['登'],
      ko: ['올라', '오르'],
      ar: ['يتسلق', 'تسلق'],
    },
  ],
  [
    'dig',
    {
      en: ['dig', 'dug', 'shovel'],
      de: ['grab', 'grub', 'buddel', 'schaufel'],
      fr: ['creuse', 'creus'],
      es: ['cava', 'excava'],
      it: ['scava'],
      pt: ['cava', 'escava'],
      ru: ['копа', 'выкопа'],
      zh: ['挖'],
      ja: ['掘'],
      ko: ['파고', '팠'],
      ar: ['يحفر', 'حفر'],
    },
  ],
  [
    'build',
    {
      en: ['build', 'built', 'hammer', 'repair', 'fix'],
      de: ['baut', 'bauen', 'baue', 'gebaut', 'hämmer', 'repari', 'werkel'],
      fr: ['construi', 'répar', 'bricol'],
      es: ['constru', 'repara'],
      it: ['costrui', 'ripara'],
      pt: ['constró', 'constru', 'conserta'],
      ru: ['строи', 'постро', 'чини'],
      zh: ['建', '搭', '修'],
      ja: ['作', '建て', '直'],
      ko: ['만들', '짓', '고쳤'],
      ar: ['يبني', 'بنى', 'يصلح'],
    },
  ],
  [
    'read',
    {
      en: ['read', 'book'],
      de: ['liest', 'lese', 'lesen', 'las ', 'buch', 'bücher'],
      fr: ['lire', 'lisent', 'lisait', 'livre'],
      es: ['lee', 'leer', 'libro'],
      it: ['legge', 'leggere', 'libro'],
      pt: ['lê', 'ler', 'livro'],
      ru: ['чита', 'книг'],
      zh: ['读', '看书', '书'],
      ja: ['読', '本'],
      ko: ['읽', '책'],
      ar: ['يقرأ', 'قرأ', 'كتاب'],
    },
  ],
  [
    'hug',
    {
      en: ['hug', 'cuddl', 'embrac', 'snuggl'],
      de: ['umarm', 'kuschel', 'knuddel', 'drückt'],
      fr: ['câlin', 'embrass', 'serre'],
      es: ['abraz'],
      it: ['abbracci', 'coccol'],
      pt: ['abraç'],
      ru: ['обним', 'обня'],
      zh: ['拥抱', '抱'],
      ja: ['抱'],
      ko: ['안아', '껴안'],
      ar: ['يعانق', 'عانق', 'حضن'],
    },
  ],
  [
    'jump',
    {
      en: ['jump', 'hop', 'leap', 'bounc', 'skip'],
      de: ['spring', 'sprang', 'hüpf', 'hops'],
      fr: ['saut', 'bondi'],
      es: ['salta', 'brinca'],
      it: ['salta', 'saltella'],
      pt: ['salta', 'pula'],
      ru: ['прыг'],
      zh: ['跳'],
      ja: ['跳', 'ジャンプ'],
      ko: ['뛰어', '점프'],
      ar: ['يقفز', 'قفز'],
    },
  ],
  [
    'run',
    {
      en: [
        'run',
        'ran',
        'race',
        'raced',
        'racing',
        'hurried',
        'hurries',
        'hurry',
        'rush',
        'chase',
        'dash',
        'flee',
        'fled',
      ],
      de: ['renn', 'rann', 'lauf', 'läuft', 'lief', 'eilt', 'flitz', 'jagt', 'flieh', 'floh', 'sauste'],
      fr: ['court', 'courent', 'courir', 'couraient', 'précipit', 'fonce'],
      es: ['corre', 'corrí', 'persigu', 'huye'],
      it: ['corre', 'corse', 'insegu', 'fugg'],
      pt: ['corre', 'persegu', 'foge'],
      ru: ['беж', 'бег', 'мчи', 'помча'],
      zh: ['跑', '奔'],
      ja: ['走'],
      ko: ['달려', '달리', '뛰'],
      ar: ['يركض', 'ركض', 'جرى'],
    },
  ],
  [
    'wave',
    {
      en: ['wave', 'waved', 'greet', 'hello', 'goodbye', 'bye'],
      de: ['wink', 'grüß', 'hallo', 'tschüss', 'auf wiedersehen'],
      fr: ['salu', 'bonjour', 'au revoir'],
      es: ['saluda', 'hola', 'adiós'],
      it: ['saluta', 'ciao'],
      pt: ['acena', 'olá', 'tchau', 'adeus'],
      ru: ['маха', 'привет', 'пока', 'здравств'],
      zh: ['挥手', '你好', '再见'],
      ja: ['手を振', 'こんにちは', 'さようなら'],
      ko: ['손을 흔', '안녕'],
      ar: ['يلوح', 'مرحبا', 'وداعا'],
    },
  ],
  [
    'cheer',
    {
      en: [
        'cheer',
        'hooray',
        'hurray',
        'celebrat',
        'danc',
        'laugh',
        'happy',
        'joy',
        'proud',
        'sing',
        'sang',
        'clap',
        'party',
      ],
      de: [
        'jubel',
        'hurra',
        'feier',
        'tanz',
        'lach',
        'freut',
        'freue',
        'freude',
        'glücklich',
        'stolz',
        'sing',
        'sang',
        'klatsch',
      ],
      fr: ['hourra', 'fête', 'danse', 'rit', 'rire', 'joie', 'heureu', 'fier', 'chant'],
      es: ['hurra', 'fiesta', 'celebra', 'baila', 'ríe', 'alegr', 'feliz', 'orgullos', 'canta'],
      it: ['evviva', 'festa', 'festeggia', 'balla', 'ride', 'gioia', 'felic', 'orgoglios', 'canta'],
      pt: ['viva', 'festa', 'comemora', 'dança', 'ri ', 'alegr', 'feliz', 'orgulhos', 'canta'],
      ru: ['ура', 'праздн', 'танцу', 'смеё', 'смея', 'радост', 'счастлив', 'горд', 'пою', 'пел'],
      zh: ['欢呼', '庆祝', '跳舞', '笑', '高兴', '快乐', '开心'],
      ja: ['やった', '祝', '踊', '笑', '嬉し', 'うれし', '楽し'],
      ko: ['만세', '축하', '춤', '웃', '기뻐', '행복'],
      ar: ['فرح', 'سعيد', 'احتفل', 'يرقص', 'ضحك'],
    },
  ],
  [
    'sad',
    {
      en: [
        'sad',
        'cry',
        'cried',
        'tear',
        'sob',
        'afraid',
        'scared',
        'fear',
        'shy',
        'lonely',
        'alone',
        'worr',
        'sigh',
        'lost',
        'miss',
        'give up',
        'gives up',
        'tired',
        'cross',
        'angry',
      ],
      de: [
        'traurig',
        'wein',
        'träne',
        'angst',
        'ängstlich',
        'fürcht',
        'schüchtern',
        'einsam',
        'allein',
        'sorge',
        'seufz',
        'verloren',
        'vermiss',
        'aufgeben',
        'gibt auf',
        'müde',
        'wütend',
      ],
      fr: ['triste', 'pleur', 'larme', 'peur', 'timide', 'seul', 'inquiet', 'perdu'],
      es: ['triste', 'llora', 'lágrima', 'miedo', 'tímid', 'solo', 'sola', 'preocupad', 'perdid'],
      it: ['triste', 'piange', 'lacrim', 'paura', 'timid', 'solo', 'sola', 'preoccupat', 'perso', 'persa'],
      pt: ['triste', 'chora', 'lágrima', 'medo', 'tímid', 'sozinh', 'preocupad', 'perdid'],
      ru: ['грус', 'плач', 'слёз', 'слез', 'страш', 'боит', 'боял', 'застенч', 'одино', 'потеря'],
      zh: ['难过', '伤心', '哭', '害怕', '害羞', '孤单', '担心'],
      ja: ['悲し', '泣', '怖', 'こわ', '恥ずかし', 'さみし', '寂し', '心配'],
      ko: ['슬퍼', '슬픈', '울었', '울고', '무서', '수줍', '외로', '걱정'],
      ar: ['حزين', 'بكى', 'يبكي', 'خائف', 'خجول', 'وحيد', 'قلق'],
    },
  ],
  [
    'look',
    {
      en: [
        'look',
        'search',
        'peek',
        'spot',
        'see',
        'saw',
        'watch',
        'discover',
        'find',
        'found',
        'notice',
        'explor',
        'wonder',
      ],
      de: [
        'schau',
        'guck',
        'sieh',
        'sah',
        'such',
        'entdeck',
        'find',
        'fand',
        'beobacht',
        'späht',
        'erkund',
        'staun',
        'blick',
      ],
      fr: ['regard', 'cherch', 'voit', 'voient', 'voir', 'découv', 'trouv', 'explor'],
      es: ['mira', 'busca', 've ', 'vio', 'descubr', 'encuentr', 'encontr', 'explor'],
      it: ['guarda', 'cerca', 'vede', 'vide', 'scopr', 'trova', 'esplor'],
      pt: ['olha', 'procura', 'vê', 'viu', 'descobr', 'encontr', 'explor'],
      ru: ['смотр', 'ищет', 'иска', 'увид', 'нашл', 'наход', 'замет'],
      zh: ['看', '找', '发现', '寻'],
      ja: ['見', '探', '捜'],
      ko: ['보았', '바라보', '살펴', '찾', '발견'],
      ar: ['ينظر', 'نظر', 'يبحث', 'بحث', 'وجد', 'اكتشف'],
    },
  ],
  [
    'hold',
    {
      en: [
        'hold',
        'held',
        'carry',
        'carried',
        'grab',
        'pick',
        'bring',
        'brought',
        'lift',
        'give',
        'gave',
        'share',
      ],
      de: [
        'hält',
        'halten',
        'hielt',
        'trägt',
        'trug',
        'trag',
        'nimmt',
        'nahm',
        'hebt',
        'hob',
        'bringt',
        'brachte',
        'gibt',
        'gab',
        'teilt',
      ],
      fr: ['tient', 'porte', 'prend', 'apport', 'donne', 'partag'],
      es: ['sostien', 'lleva', 'toma', 'trae', 'da ', 'comparte'],
      it: ['tiene', 'porta', 'prende', 'dà', 'condivid'],
      pt: ['segura', 'leva', 'pega', 'traz', 'dá', 'partilha', 'compartilha'],
      ru: ['держ', 'несёт', 'нёс', 'берёт', 'взял', 'принес', 'принёс', 'дал', 'дели'],
      zh: ['拿', '举', '带', '给', '分享'],
      ja: ['持', '運', '渡'],
      ko: ['들고', '가져', '주었', '나눠'],
      ar: ['يحمل', 'حمل', 'أخذ', 'أعطى'],
    },
  ],
  [
    'walk',
    {
      en: [
        'walk',
        'went',
        'goes',
        'go ',
        'wander',
        'stroll',
        'march',
        'hike',
        'set off',
        'set out',
        'travel',
        'journey',
        'step',
      ],
      de: [
        'geht',
        'gehen',
        'gehe',
        'ging',
        'wander',
        'spazier',
        'marschier',
        'stapf',
        'macht sich auf',
        'machen sich auf',
        'reist',
      ],
      fr: ['marche', 'va ', 'vont', 'allai', 'promen', 'voyag', 'part ', 'partent'],
      es: ['camina', 'va ', 'van ', 'iba', 'pasea', 'viaja', 'parte'],
      it: ['cammina', 'va ', 'vanno', 'andava', 'passeggia', 'viaggia', 'parte'],
      pt: ['caminha', 'anda', 'vai ', 'vão', 'passeia', 'viaja', 'parte'],
      ru: ['иду', 'идёт', 'идет', 'шёл', 'шел', 'пошл', 'гуля', 'отправи'],
      zh: ['走', '去', '出发'],
      ja: ['歩', '行', '出かけ'],
      ko: ['걸어', '걷', '갔', '떠났'],
      ar: ['يمشي', 'مشى', 'ذهب', 'سار'],
    },
  ],
  [
    'sit',
    {
      en: ['sit', 'sat', 'rest', 'wait'],
      de: ['sitz', 'saß', 'setzt', 'ruht', 'wartet'],
      fr: ['assi', 'repos', 'attend'],
      es: ['sienta', 'sentad', 'descansa', 'espera'],
      it: ['siede', 'sedut', 'riposa', 'aspetta'],
      pt: ['senta', 'sentad', 'descansa', 'espera'],
      ru: ['сиди', 'сидел', 'сел ', 'отдыха', 'ждал', 'ждёт', 'ждет'],
      zh: ['坐', '休息', '等'],
      ja: ['座', '休', '待'],
      ko: ['앉', '쉬', '기다'],
      ar: ['يجلس', 'جلس', 'يستريح', 'ينتظر'],
    },
  ],
];

/** A pose for the beat when the page's words name none; alternates so that two pages in a row differ. */
const BEAT_POSES: Record<Beat, Pose[]> = {
  setup: ['wave', 'walk', 'stand'],
  discovery: ['look', 'hold', 'jump'],
  problem: ['sad', 'look', 'sit'],
  stakes: ['look', 'run', 'sad'],
  attempt: ['walk', 'hold', 'climb'],
  setback: ['sad', 'sit', 'look'],
  'second-attempt': ['run', 'climb', 'hold'],
  'turning-point': ['hold', 'jump', 'look'],
  resolution: ['cheer', 'hug', 'jump'],
  homecoming: ['hug', 'walk', 'sit'],
};

/** Beats the hero and companion live together: the companion is in the picture though the page names only one. */
const TOGETHER: ReadonlySet<Beat> = new Set(['setup', 'turning-point', 'resolution', 'homecoming']);

/** Poses a companion shares with the hero; other poses leave the companion standing by (or looking). */
const SHARED: ReadonlySet<Pose> = new Set([
  'walk',
  'run',
  'jump',
  'swim',
  'fly',
  'climb',
  'sleep',
  'hug',
  'cheer',
  'sit',
  'dig',
  'build',
  'wave',
]);

const CJK = new Set<Language>(['zh', 'ja', 'ko', 'ar']);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `text` (in `language`) has one of the stems: at the start of a word, or anywhere in CJK/Arabic. */
export function hasWord(text: string, language: Language, stems: string[] | undefined): boolean {
  if (!stems || !text) return false;
  const lower = text.toLowerCase();
  if (CJK.has(language)) return stems.some((w) => lower.includes(w));
  return stems.some((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}`, 'u').test(lower));
}

/** The texts of a page to read, each with its language (main first, then the translation). */
function textsOf(plan: StoryPlan, text: Localized): Array<[Language, string]> {
  return plan.languages.flatMap((l) => (text[l] ? [[l, text[l] as string] as [Language, string]] : []));
}

function found<T extends string>(
  table: Record<T, Words>,
  texts: Array<[Language, string]>,
  order: T[],
): T | undefined {
  return order.find((key) => texts.some(([l, t]) => hasWord(t, l, table[key][l])));
}

/** The time of day the page's words say ("nachts", "in the evening", "夜"), or undefined. */
export function timeOfText(plan: StoryPlan, text: Localized): TimeOfDay | undefined {
  return found(TIME_WORDS, textsOf(plan, text), ['night', 'evening', 'morning']);
}

/** The weather the page's words say ("es regnet", "the storm", "la neige"), or undefined. */
export function weatherOfText(plan: StoryPlan, text: Localized): Weather | undefined {
  return found(WEATHER_WORDS, textsOf(plan, text), ['storm', 'snow', 'rain', 'fog', 'wind', 'cloudy']);
}

/** The pose the page's verbs say, strongest first, or undefined. */
export function poseOfText(plan: StoryPlan, text: Localized): Pose | undefined {
  const texts = textsOf(plan, text);
  return POSE_WORDS.find(([, words]) => texts.some(([l, t]) => hasWord(t, l, words[l])))?.[0];
}

/** Whether the page names a character: by its name in any book language, or by its kind as the parent wrote it. */
export function names(plan: StoryPlan, text: Localized, character: Character): boolean {
  return textsOf(plan, text).some(([l, t]) => {
    const words = [character.name[l], character.name[plan.mainLanguage], character.kind?.[l]].filter(
      (w): w is string => !!w && w.trim().length > 1,
    );
    return words.some((w) => hasWord(t, l, [w.toLowerCase()]));
  });
}

/** The plan's character a picture brief names: by id, else `c1`, `c2` … in cast order (older plans). */
export function characterById(plan: StoryPlan, id: string): Character | undefined {
  const byId = plan.cast.find((c) => c.id === id);
  if (byId) return byId;
  const n = /^c(\d+)$/.exec(id);
  return n && !plan.cast.some((c) => c.id) ? plan.cast[Number(n[1]) - 1] : undefined;
}

/** A character in a picture: its sheet, its name and kind in the main language, what it does. */
export function castMember(plan: StoryPlan, character: Character, pose?: Pose): CastMember {
  const main = plan.mainLanguage;
  const sheetKind = character.sheet.kind;
  // A kind without a drawing of its own is drawn as its nearest drawable relative (a pangolin as the scaled
  // mammal); the character keeps its name and kind.
  const drawAs =
    sheetKind && isDrawable(sheetKind)
      ? undefined
      : drawableKind(sheetKind, character.kind?.en, character.kind?.[main]);
  return {
    ...(character.id ? { id: character.id } : {}),
    role: character.role,
    name: character.name[main] ?? '',
    sheet: character.sheet,
    ...(character.kind?.[main] ? { kind: character.kind[main] } : {}),
    ...(drawAs && drawAs !== sheetKind ? { drawAs } : {}),
    ...(pose ? { pose } : {}),
  };
}

/**
 * The open plan's own drawable setting and things (issue #21: `setting.drawAs`, `things[].drawAs`), which win
 * over the older story frame's; the place's own name goes with it for a model illustrator. Empty for older plans.
 */
export function openScene(plan: StoryPlan): Partial<IllustrationBrief> {
  const things = (plan.things ?? []).flatMap((t) => (t.drawAs ? [t.drawAs] : []));
  const placeName = plan.setting.name[plan.mainLanguage];
  return {
    ...(plan.setting.drawAs ? { setting: plan.setting.drawAs, ...(placeName ? { placeName } : {}) } : {}),
    ...(things.length ? { things: [...new Set(things)] } : {}),
  };
}

/** The mood that goes with the page's light: night is night, evening dusk, a storm stormy. */
function moodFor(mood: Mood, time: TimeOfDay, weather: Weather): Mood {
  if (time === 'night') return 'night';
  if (weather === 'storm' || weather === 'rain') return mood === 'grey' ? 'grey' : 'stormy';
  if (mood === 'night') return time === 'evening' ? 'dusk' : 'bright';
  if (time === 'evening' && mood === 'bright') return 'dusk';
  if (mood === 'stormy' && weather === 'clear') return 'grey';
  return mood;
}

/** What the picture of a story page shows, from the writer's picture brief (a plan with a manuscript). */
export function briefFromPicture(plan: StoryPlan, picture: PictureBrief): Partial<IllustrationBrief> {
  const main = plan.mainLanguage;
  const members = picture.cast
    .map((id) => ({ id, character: characterById(plan, id) }))
    .filter((m): m is { id: string; character: Character } => !!m.character);
  const hero = plan.cast.find((c) => c.role === 'protagonist') ?? plan.cast[0];
  const cast =
    members.length > 0
      ? members.map((m) => castMember(plan, m.character, picture.poses?.[m.id]))
      : hero
        ? [castMember(plan, hero)]
        : [];
  return {
    cast,
    timeOfDay: picture.timeOfDay,
    weather: picture.weather,
    mood: picture.mood,
    action: picture.action,
    ...(picture.place ? { setting: picture.place } : {}),
    ...(picture.placeName?.[main] ? { placeName: picture.placeName[main] } : {}),
    ...(picture.things?.length ? { things: [...picture.things] } : {}),
  };
}

/**
 * What the picture of a story page shows when the plan has no manuscript (older and model-outline plans): the
 * page's words and beat decide the light, the cast and the poses. `previous` is the hero's pose on the page
 * before, which this page does not repeat unless its words ask for it.
 */
export function briefFromText(
  plan: StoryPlan,
  beat: Beat,
  text: Localized,
  mood: Mood,
  previous?: Pose,
): Partial<IllustrationBrief> & { cast: CastMember[]; timeOfDay: TimeOfDay; weather: Weather } {
  const timeOfDay =
    timeOfText(plan, text) ?? (mood === 'night' ? 'night' : mood === 'dusk' ? 'evening' : 'day');
  const weather = weatherOfText(plan, text) ?? (mood === 'stormy' ? 'storm' : 'clear');
  const said = poseOfText(plan, text);
  const choices = BEAT_POSES[beat];
  const byBeat = choices.find((p) => p !== previous) ?? 'stand';
  let pose: Pose = said ?? byBeat;
  if (pose === previous && !said) pose = byBeat;
  // Asleep only at night; a sleepy page by day is resting.
  if (pose === 'sleep' && timeOfDay !== 'night' && timeOfDay !== 'evening' && !said) pose = 'sit';
  const hero = plan.cast.find((c) => c.role === 'protagonist') ?? plan.cast[0];
  const others = plan.cast.filter((c) => c !== hero);
  const together = TOGETHER.has(beat);
  const named = others.filter((c) => names(plan, text, c));
  // The companions the page names; on a together-beat the first companion too (the pet goes along).
  const present = together && others[0] && !named.includes(others[0]) ? [others[0], ...named] : named;
  const companionPose: Pose = SHARED.has(pose)
    ? pose
    : pose === 'read' || pose === 'hold'
      ? 'look'
      : pose === 'sad'
        ? 'hug'
        : 'stand';
  const cast = [
    ...(hero ? [castMember(plan, hero, pose)] : []),
    ...present.map((c) => castMember(plan, c, companionPose)),
  ];
  return { cast, timeOfDay, weather, mood: moodFor(mood, timeOfDay, weather) };
}
