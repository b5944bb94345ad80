/**
 * The refinement planner's words in the nine book languages beyond German and English (issue #21: a parent
 * writes in the language of their book — fr, es, it, pt, ru, zh, ja, ko, ar). One alternation per word class
 * and language, lower case; `planner-words.ts` joins them to its German and English words, so every pattern
 * reads every language. Chinese, Japanese and Korean words match without word edges (`w()` sees their script);
 * Arabic ones take their attached prefixes and suffixes there too.
 *
 * Nouns of characters, places and things come from the story reader's vocabularies (`IDEA_VOCABULARIES`);
 * only the words of a refinement — hair, scarf, shorter, this page, instead of — are written here.
 */

import { IDEA_VOCABULARIES } from '../story/idea-vocabularies';
import { learnForeign } from './spelling';

type Words = Record<'fr' | 'es' | 'it' | 'pt' | 'ru' | 'zh' | 'ja' | 'ko' | 'ar', string>;

/** Without accents, as parents often type them ("a la place du", "ultima pagina"); other scripts unchanged. */
const bare = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
const ACCENTED = new Set(['fr', 'es', 'it', 'pt']);
/** An alternation with its words also unaccented — not the short ones ("sí" is no "si", "é" no "e"). */
const withBare = (alternation: string): string => {
  const more = alternation
    .split('|')
    .filter((a) => !/[()]/u.test(a) && bare(a) !== a && bare(a).length >= 4)
    .map(bare);
  return [alternation, ...more].join('|');
};

const join = (words: Words): string => {
  const alternation = Object.entries(words)
    .filter(([, v]) => !!v)
    .map(([language, v]) => (ACCENTED.has(language) ? withBare(v) : v))
    .join('|');
  learnForeign(alternation);
  return alternation;
};

export const INTL = {
  hair: join({
    fr: 'cheveux|chevelure|coiffure|couettes|tresses|nattes',
    es: 'pelo|cabello|cabellos|peinado|coletas|trenzas',
    it: 'capelli|chioma|pettinatura|codini|trecce',
    pt: 'cabelo|cabelos|penteado|tranças|marias-chiquinhas',
    ru: 'волосы|волос|волосами|волосах|причёска|прическа|причёску|прическу|косички|косы',
    zh: '头发|发色|发型|辫子',
    ja: '髪の毛|髪の色|髪型|髪',
    ko: '머리카락|머리색|머리|헤어',
    ar: 'شعر|الشعر|شعرها|شعره|ضفائر',
  }),
  fur: join({
    fr: 'pelage|fourrure|poil|poils',
    es: 'pelaje|plumas',
    it: 'pelo|pelliccia|manto|piume',
    pt: 'pelagem|pelo|penas',
    ru: 'шерсть|шерсти|шёрстка|шерстка|мех|перья',
    zh: '毛色|皮毛|羽毛',
    ja: '毛並み|毛色|羽根',
    ko: '털색|털|깃털',
    ar: 'فرو|الفرو|ريش',
  }),
  skin: join({
    fr: 'peau|teint',
    es: 'piel|tez',
    it: 'pelle|carnagione',
    pt: 'pele',
    ru: 'кожа|кожи|кожу|цвет кожи',
    zh: '皮肤|肤色',
    ja: '肌の色|肌',
    ko: '피부색|피부',
    ar: 'بشرة|البشرة|لون البشرة',
  }),
  scarf: join({
    fr: 'écharpe|écharpes|foulard',
    es: 'bufanda|bufandas|pañuelo',
    it: 'sciarpa|sciarpe|foulard',
    pt: 'cachecol|cachecóis|lenço',
    ru: 'шарф|шарфа|шарфик|шарфом|шарфе',
    zh: '围巾',
    ja: 'マフラー|スカーフ',
    ko: '목도리|스카프|머플러',
    ar: 'وشاح|الوشاح|كوفية',
  }),
  hoodie: join({
    fr: 'sweat à capuche|sweat|hoodie',
    es: 'sudadera con capucha|sudadera',
    it: 'felpa con cappuccio|felpa',
    pt: 'moletom com capuz|moletom|casaco com capuz',
    ru: 'худи|толстовка|толстовку|толстовке',
    zh: '连帽衫|卫衣',
    ja: 'パーカー',
    ko: '후드티|후드',
    ar: 'هودي|سترة بقلنسوة',
  }),
  dress: join({
    fr: 'robe|robes',
    es: 'vestido|vestidos',
    it: 'vestito|vestitino|abito|abitino',
    pt: 'vestido|vestidos',
    ru: 'платье|платья|платьице|платьем',
    zh: '连衣裙|裙子|裙',
    ja: 'ワンピース|ドレス',
    ko: '원피스|드레스',
    ar: 'فستان|الفستان|فستانها',
  }),
  overalls: join({
    fr: 'salopette',
    es: 'peto|overol',
    it: 'salopette',
    pt: 'jardineira|macacão',
    ru: 'комбинезон|комбинезоне',
    zh: '背带裤',
    ja: 'オーバーオール|サロペット',
    ko: '멜빵바지|오버올',
    ar: 'أفرول|سالوبيت',
  }),
  cape: join({
    fr: 'cape',
    es: 'capa',
    it: 'mantello|mantellina|cappa',
    pt: 'capa',
    ru: 'плащ|плаща|накидка|накидку|мантия|мантию',
    zh: '斗篷|披风',
    ja: 'マント',
    ko: '망토',
    ar: 'عباءة|رداء',
  }),
  clothes: join({
    fr: 'vêtements|vêtement|habits|tenue|pull|veste|manteau|chemise|t-shirt',
    es: 'ropa|camiseta|chaqueta|abrigo|jersey|suéter|camisa',
    it: 'vestiti|abiti|maglietta|giacca|cappotto|maglione|camicia',
    pt: 'roupa|roupas|camiseta|jaqueta|casaco|blusa|camisa',
    ru: 'одежда|одежду|одежды|кофта|кофту|куртка|куртку|футболка|футболку|свитер|рубашка|рубашку|пальто',
    zh: '衣服|外套|衬衫|毛衣|上衣',
    ja: '洋服|服|シャツ|ジャケット|セーター|コート',
    ko: '옷|셔츠|재킷|스웨터|코트',
    ar: 'ملابس|الملابس|ثياب|قميص|سترة|معطف',
  }),
  hat: join({
    fr: 'chapeau|bonnet|casquette',
    es: 'sombrero|gorro|gorra',
    it: 'cappello|berretto',
    pt: 'chapéu|gorro|boné',
    ru: 'шапка|шапку|шапки|шапочка|шляпа|шляпу|кепка|кепку',
    zh: '帽子',
    ja: '帽子|ぼうし',
    ko: '모자',
    ar: 'قبعة|القبعة|طاقية',
  }),
  bow: join({
    fr: 'nœud|noeud|ruban',
    es: 'lazo|moño',
    it: 'fiocco|nastro',
    pt: 'laço|fita',
    ru: 'бант|банта|банте|бантом|бантик|бантика|бантиком|ленточка|ленточку|ленточки',
    zh: '蝴蝶结',
    ja: 'リボン',
    ko: '리본',
    ar: 'فيونكة|شريطة',
  }),
  glasses: join({
    fr: 'lunettes',
    es: 'gafas|lentes|anteojos',
    it: 'occhiali',
    pt: 'óculos',
    ru: 'очки|очках|очков',
    zh: '眼镜',
    ja: 'メガネ|めがね|眼鏡',
    ko: '안경',
    ar: 'نظارة|نظارات|النظارة|النظارات',
  }),
  freckles: join({
    fr: 'taches de rousseur|taches de son',
    es: 'pecas',
    it: 'lentiggini',
    pt: 'sardas',
    ru: 'веснушки|веснушек|веснушками',
    zh: '雀斑',
    ja: 'そばかす',
    ko: '주근깨',
    ar: 'نمش|النمش',
  }),
  curls: join({
    fr: 'bouclés|bouclé|boucles|frisés|frisé',
    es: 'rizado|rizados|rizos|rizada',
    it: 'ricci|riccioli|ricciuti|ricciuto',
    pt: 'cacheado|cacheados|cachos|encaracolado|encaracolados',
    ru: 'кудри|кудрявые|кудрявыми|кудряшки',
    zh: '卷发|卷卷的头发',
    ja: '巻き毛|くるくるの髪|カーリーヘア',
    ko: '곱슬머리|곱슬',
    ar: 'مجعد|الشعر المجعد|شعر مجعد',
  }),
  longHair: join({
    fr: 'cheveux longs|cheveux plus longs',
    es: 'pelo largo|cabello largo|pelo más largo',
    it: 'capelli lunghi|capelli più lunghi',
    pt: 'cabelo comprido|cabelo longo|cabelo mais comprido',
    ru: 'длинные волосы|длинными волосами',
    zh: '长发|长头发',
    ja: '長い髪|ロングヘア',
    ko: '긴 머리|긴머리',
    ar: 'شعر طويل|الشعر الطويل|(?<=شعر (?:\\p{L}+ ){1,2})طويل',
  }),
  shortHair: join({
    fr: 'cheveux courts|cheveux plus courts',
    es: 'pelo corto|cabello corto|pelo más corto',
    it: 'capelli corti|capelli più corti',
    pt: 'cabelo curto|cabelo mais curto',
    ru: 'короткие волосы|короткими волосами|короткая стрижка',
    zh: '短发|短头发',
    ja: '短い髪|ショートヘア',
    ko: '짧은 머리|짧은머리',
    ar: 'شعر قصير|الشعر القصير|(?<=شعر (?:\\p{L}+ ){1,2})قصير',
  }),
  remove: join({
    fr: 'sans|enlève|enlever|enlevez|retire|retirer|retirez|plus de|pas de',
    es: 'sin|quita|quitar|quitale|quítale|elimina|eliminar|no lleva',
    it: 'senza|togli|togliere|toglile|toglili|rimuovi|niente',
    pt: 'sem|tira|tire|tirar|remove|remova|remover',
    ru: 'без|убери|убрать|уберите|сними|снять|снимите|не носит',
    zh: '不要|去掉|拿掉|摘掉|没有|不戴',
    ja: 'なし|なくして|外して|取って|取り除いて',
    ko: '없이|빼|빼줘|벗겨|없애',
    ar: 'بدون|بلا|أزل|انزع|احذف',
  }),
  shorter: join({
    fr: 'plus court|plus courte|raccourcir|raccourcis|raccourcissez|trop long|trop longue|moins de texte',
    es: 'más corto|más corta|acorta|acortar|acórtalo|demasiado largo|demasiado larga|menos texto',
    it: 'più corto|più corta|accorcia|accorciare|accorcialo|troppo lungo|troppo lunga|meno testo',
    pt: 'mais curto|mais curta|encurta|encurtar|encurte|muito longo|muito longa|menos texto',
    ru: 'короче|сократи|сократить|сократите|слишком длинн\\p{L}*|меньше текста',
    zh: '短一点|短一些|缩短|太长|简短一点|少一点字',
    ja: '短くして|短く|長すぎ',
    ko: '짧게|줄여|너무 길',
    ar: 'أقصر|اختصر|اختصري|طويل جدا|طويل جدًا',
  }),
  longer: join({
    fr: 'plus long|plus longue|rallonger',
    es: 'más largo|más larga|alargar',
    it: 'più lungo|più lunga|allungare',
    pt: 'mais longo|mais longa|alongar',
    ru: 'длиннее|удлини',
    zh: '长一点|加长',
    ja: '長くして',
    ko: '길게',
    ar: 'أطول',
  }),
  text: join({
    fr: 'texte|phrase|ligne|dire|dise|écrit',
    es: 'texto|frase|línea|decir|diga|ponga',
    it: 'testo|frase|riga|dire|dica|scritto',
    pt: 'texto|frase|linha|dizer|diga|escrito',
    ru: 'текст|текста|фраза|строка|строчка|написано',
    zh: '文字|文本|句子|写着',
    ja: '文章|テキスト|文',
    ko: '문장|텍스트|글',
    ar: 'النص|نص|الجملة|جملة',
  }),
  keep: join({
    fr: 'garder|garde|laisse|laisser|tel quel|telle quelle',
    es: 'deja|dejar|mantén|mantener|igual',
    it: 'lascia|lasciare|mantieni|così com',
    pt: 'deixa|deixe|manter|mantenha|como está',
    ru: 'оставь|оставить|оставьте|как есть',
    zh: '保留|不变|保持',
    ja: 'そのまま',
    ko: '그대로',
    ar: 'اترك|كما هو|كما هي',
  }),
  // A shade relative to the colour now (issue #21): "plus foncé", "más claro", "темнее".
  darker: join({
    fr: 'plus foncé|plus foncée|plus foncés|plus foncées|plus sombre|plus sombres|trop clair|trop claire|trop pâle',
    es: 'más oscuro|más oscura|más oscuros|más oscuras|demasiado claro|demasiado clara',
    it: 'più scuro|più scura|più scuri|più scure|troppo chiaro|troppo chiara',
    pt: 'mais escuro|mais escura|mais escuros|mais escuras|claro demais|clara demais',
    ru: 'темнее|потемнее',
    zh: '深一点|深一些|更深|暗一点|更暗',
    ja: 'もっと暗く|もっと濃く|暗めに|濃いめに',
    ko: '더 어둡게|더 진하게',
    ar: 'أغمق',
  }),
  lighter: join({
    fr: 'plus clair|plus claire|plus clairs|plus claires|plus pâle|plus pâles|trop foncé|trop foncée|trop sombre',
    es: 'más claro|más clara|más claros|más claras|demasiado oscuro|demasiado oscura',
    it: 'più chiaro|più chiara|più chiari|più chiare|troppo scuro|troppo scura',
    pt: 'mais claro|mais clara|mais claros|mais claras|escuro demais|escura demais',
    ru: 'светлее|посветлее',
    zh: '浅一点|浅一些|更浅|亮一点|更亮|淡一点',
    ja: 'もっと明るく|もっと薄く|明るめに|薄めに',
    ko: '더 밝게|더 연하게',
    ar: 'أفتح',
  }),
  fine: join({
    fr: "merci|parfait|super|très bien|bien|génial|s’il vous plaît|s'il vous plaît|s’il te plaît|s'il te plaît|vas-y|c’est bon|c'est bon",
    es: 'gracias|perfecto|genial|muy bien|bien|por favor|adelante|así',
    it: 'grazie|perfetto|benissimo|ottimo|bene|per favore|così',
    pt: 'obrigado|obrigada|perfeito|ótimo|bem|por favor|assim',
    ru: 'спасибо|отлично|хорошо|пожалуйста|супер|давай|так',
    zh: '谢谢|很好|太好了|可以|行|就这样',
    ja: 'ありがとう|いいね|お願いします|完璧|それで',
    ko: '감사합니다|고마워요|좋아요|완벽해요|그렇게',
    ar: 'شكرا|ممتاز|جيد|من فضلك',
  }),
  but: join({
    fr: 'mais',
    es: 'pero',
    it: 'ma|però',
    pt: 'mas|porém',
    ru: 'но|только',
    zh: '但是|可是|不过',
    ja: 'でも|けど',
    ko: '하지만|그런데',
    ar: 'لكن',
  }),
  same: join({
    fr: 'pareil|la même chose|de même|pareillement',
    es: 'lo mismo|igual|igualmente',
    it: 'lo stesso|uguale|allo stesso modo',
    pt: 'o mesmo|igual|da mesma forma',
    ru: 'то же самое|так же|то же',
    zh: '一样|同样',
    ja: '同じ',
    ko: '똑같이|같게',
    ar: 'نفس الشيء|بالمثل',
  }),
  yes: join({
    fr: "oui|exactement|d’accord|d'accord|voilà",
    es: 'sí|exacto|vale|correcto',
    it: 'sì|esatto|va bene|giusto',
    pt: 'sim|exato|isso|certo',
    ru: 'да|точно|верно|именно',
    zh: '是的|对|好的|没错',
    ja: 'はい|そうです|うん',
    ko: '네|예|맞아요|맞아',
    ar: 'نعم|أجل|صحيح',
  }),
  only: join({
    fr: 'seulement|uniquement|seule|seul',
    es: 'solo|sólo|solamente|únicamente|sola',
    it: 'solo|soltanto|solamente|sola|da solo|da sola',
    pt: 'só|somente|apenas|sozinho|sozinha',
    ru: 'только',
    zh: '只有|只要|只让',
    ja: 'だけ',
    ko: '혼자|만 나오게',
    ar: 'فقط|وحده|وحدها',
  }),
  also: join({
    fr: 'aussi|également|ajoute|ajouter',
    es: 'también|añade|añadir|agrega',
    it: 'anche|aggiungi|aggiungere',
    pt: 'também|adiciona|adicione|acrescenta',
    ru: 'тоже|также|добавь|добавить',
    zh: '也|加上|添加',
    ja: '追加|もいる',
    ko: '추가|도 넣어',
    ar: 'أيضا|أيضًا|أضف',
  }),
  without: join({
    fr: 'sans|enlève|retire|pas sur',
    es: 'sin|quita|saca|no en',
    it: 'senza|togli|non su',
    pt: 'sem|tira|retire|não na',
    ru: 'без|убери|уберите',
    zh: '不要|去掉|拿掉',
    ja: 'なしで|外して',
    ko: '빼고|없이',
    ar: 'بدون|أزل',
  }),
  doing: join({
    fr: 'ils|elles|il|elle|tous les deux',
    es: 'ellos|ellas|él|ella|los dos',
    it: 'loro|lui|lei|entrambi',
    pt: 'eles|elas|ele|ela|os dois',
    ru: 'они|он|она|оба|обе',
    zh: '他们|她们|他|她|它们',
    ja: '彼ら|二人',
    ko: '그들|둘 다',
    ar: 'هم|هما|هو|هي',
  }),
  everyPage: join({
    fr: 'toutes les pages|chaque page|tout le livre|partout',
    es: 'todas las páginas|cada página|todo el libro|en todas partes',
    it: 'tutte le pagine|ogni pagina|tutto il libro|dappertutto',
    pt: 'todas as páginas|cada página|o livro todo|todo o livro',
    ru: 'на всех страницах|все страницы|каждой странице|каждая страница|всей книге',
    zh: '每一页|每页|所有页|所有的页|整本书',
    ja: '全てのページ|すべてのページ|全ページ|各ページ|本全体',
    ko: '모든 페이지|페이지마다|책 전체',
    ar: 'كل الصفحات|جميع الصفحات|كل صفحة',
  }),
  lastPage: join({
    fr: 'dernière page|la fin du livre',
    es: 'última página|el final del libro',
    it: 'ultima pagina|la fine del libro',
    pt: 'última página|o final do livro|o fim do livro',
    ru: 'последн\\p{L}* страниц\\p{L}*|конце книги',
    zh: '最后一页|最后那页',
    ja: '最後のページ|最終ページ',
    ko: '마지막 페이지|마지막 장',
    ar: 'الصفحة الأخيرة|آخر صفحة',
  }),
  thisPage: join({
    fr: 'cette page|cette image|sur cette page|ici',
    es: 'esta página|esta imagen|en esta página|aquí',
    it: 'questa pagina|questa immagine|su questa pagina|qui',
    pt: 'esta página|nesta página|esta imagem|aqui',
    ru: 'эта страница|этой странице|эту страницу|эта картинка|этой картинке|здесь|тут',
    zh: '这一页|这页|这张图|这里',
    ja: 'このページ|この絵|ここ',
    ko: '이 페이지|이 그림|여기',
    ar: 'هذه الصفحة|هذه الصورة|هنا',
  }),
  cover: join({
    fr: 'couverture',
    es: 'portada|cubierta',
    it: 'copertina',
    pt: 'capa do livro|capa',
    ru: 'обложка|обложку|обложке',
    zh: '封面',
    ja: '表紙',
    ko: '표지',
    ar: 'الغلاف|غلاف',
  }),
  page: join({
    fr: 'page|pages',
    es: 'página|páginas|pág\\.?',
    it: 'pagina|pagine|pag\\.?',
    pt: 'página|páginas|pág\\.?',
    ru: 'страниц[аеуы]|страница|стр\\.',
    zh: '',
    ja: '',
    ko: '',
    ar: 'الصفحة|صفحة',
  }),
  instead: join({
    fr: 'au lieu de|au lieu du|au lieu des|plutôt que|à la place de|à la place du',
    es: 'en lugar de|en vez de|en lugar del|en vez del',
    it: 'invece di|invece del|invece della|al posto di|al posto del',
    pt: 'em vez de|em vez do|em vez da|ao invés de|no lugar de',
    ru: 'вместо',
    zh: '而不是|代替',
    ja: 'ではなく|じゃなくて',
    ko: '대신',
    ar: 'بدلا من|بدلاً من|عوضا عن',
  }),
  style: join({
    fr: 'style',
    es: 'estilo',
    it: 'stile',
    pt: 'estilo',
    ru: 'стиль|стиле|стилем',
    zh: '风格|画风',
    ja: 'スタイル|画風|タッチ',
    ko: '스타일|화풍',
    ar: 'أسلوب|نمط|بأسلوب',
  }),
};

/** Styles by name in the nine languages. */
export const INTL_STYLES: Record<string, string> = {
  watercolor:
    'aquarelle|acuarela|acquerello|aquarela|акварел\\p{L}*|水彩|수채화|الألوان المائية|ألوان مائية|مائية|مائي',
  pixar: 'animation 3d|animación 3d|animazione 3d|animação 3d|3д|三维|3dアニメ|3d 애니메이션',
  cartoon:
    'dessin animé|bande dessinée|caricatura|dibujos animados|cómic|fumetto|cartone animato|desenho animado|quadrinhos|мультяшн\\p{L}*|мультфильм\\p{L}*|комикс\\p{L}*|卡通|漫画|カートゥーン|만화|카툰|كرتون|رسوم متحركة',
  realistic: 'réaliste|realista|realistico|realistica|реалистичн\\p{L}*|写实|リアル|사실적|واقعي',
  anime: 'аниме|动漫|アニメ|애니메이션|أنمي',
  minimalist: 'minimaliste|minimalista|минималист\\p{L}*|极简|ミニマル|미니멀|بسيط',
  vintage: 'rétro|vintage|retrò|ретро|复古|レトロ|레트로|قديم الطراز',
  'digital art':
    'art numérique|arte digital|arte digitale|цифров\\p{L}* искусств\\p{L}*|数字艺术|デジタルアート|디지털 아트|فن رقمي',
};

/** Language names as the nine languages write them ("la ligne en allemand"). */
export const INTL_LANGUAGES: Record<string, string> = {
  en: 'anglais|inglés|inglese|inglês|английск\\p{L}*|英文|英语|英語|영어|الإنجليزية|بالإنجليزية',
  de: 'allemand|alemán|tedesco|alemão|немецк\\p{L}*|德文|德语|ドイツ語|독일어|الألمانية|بالألمانية',
  fr: 'français|francés|francese|francês|французск\\p{L}*|法文|法语|フランス語|프랑스어|الفرنسية',
  es: 'espagnol|español|spagnolo|espanhol|испанск\\p{L}*|西班牙语|スペイン語|스페인어|الإسبانية',
  it: 'italien|italiano|итальянск\\p{L}*|意大利语|イタリア語|이탈리아어|الإيطالية',
  pt: 'portugais|portugués|portoghese|português|португальск\\p{L}*|葡萄牙语|ポルトガル語|포르투갈어|البرتغالية',
  ru: 'russe|ruso|russo|русск\\p{L}*|俄语|ロシア語|러시아어|الروسية',
  zh: 'chinois|chino|cinese|chinês|китайск\\p{L}*|中文|汉语|中国語|중국어|الصينية',
  ja: 'japonais|japonés|giapponese|japonês|японск\\p{L}*|日语|日文|日本語|일본어|اليابانية',
  ko: 'coréen|coreano|корейск\\p{L}*|韩语|韩文|韓国語|한국어|الكورية',
  ar: 'arabe|árabe|arabo|арабск\\p{L}*|阿拉伯语|アラビア語|아랍어|العربية',
};

for (const alternation of [...Object.values(INTL_STYLES), ...Object.values(INTL_LANGUAGES)])
  learnForeign(alternation);

/** "page 5" where the number comes first or is wrapped: 第5页, 5ページ, 5페이지, 5쪽. */
export const CJK_PAGE = /(?:第\s*(\d{1,3})\s*[页頁])|(?:(\d{1,3})\s*(?:ページ目?|페이지|쪽|页|頁))/gu;

/**
 * A lexicon noun as the nine languages write it, from the story reader's vocabularies ("renard", "лиса",
 * "狐狸"). Forms too short to stand alone are left out: one Chinese or Japanese character is part of too many
 * words (海 in 海盗), two Latin letters are another word somewhere.
 */
export function otherForms(id: string, options: { single?: boolean } = {}): string[] {
  const out: string[] = [];
  for (const vocabulary of Object.values(IDEA_VOCABULARIES)) {
    for (const form of vocabulary.words[id] ?? []) {
      const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(form);
      // What a character is may be one character (狗, 猫, 熊): kinds take them, places and things not.
      if ([...form].length < (unspaced ? (options.single ? 1 : 2) : 3)) continue;
      out.push(form.toLowerCase());
      learnForeign(form);
    }
  }
  return out;
}
