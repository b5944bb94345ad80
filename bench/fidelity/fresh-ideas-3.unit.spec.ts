/**
 * Fresh ideas, third batch (issue #21, "keep what the parent wrote"), written before the engine was run on
 * them: not tuning items and not the held-out part. Parents' ideas as they come: long run-on ideas with several
 * characters and a pet, animals the tables probably do not know (axolotl, capybara, narwhal, okapi, pangolin,
 * platypus, tapir, wombat — each language's own word), kin with a name ("Oma Gisela", "abuela Carmen"), names
 * that are ordinary words (Rose, Hope, Sunny, Paloma, Lupo, Rakete, Kiwi, Esperança), nicknames, lower case
 * without diacritics, places and objects that are no characters, the third person and the second ("you are
 * Leo"). Checked as `fresh-idea-cases.ts` says (with this batch the checks grew: every kind in the parent's
 * word, every page's words in its age's range; the first two batches pass them too).
 *
 * First run (2026-11-28, before any change made for this batch; 50 ideas, 36 passed): names in the cast
 * 122/132 (lost: "May" after "granny", "Blubb" lower case, "Rakete", "Ella" before "sagt dem Mond", "Elias"
 * lower case, "Aurora" lower case, "大伟" and "球球", "はると", "عمر" after "أنت"), on the cover 122/132, kinds kept
 * 81/87 (lost: narwhal, grandpa, uncle, Ente, carpincho, 穿山甲 — three unknown animals not in the book at all),
 * non-characters as characters 1 ("Tomaten"), invented characters in titles 0, story pages in the age's words
 * range 452/452.
 * After the fixes of the same session (reader and teller rules, ADR 0028 addendum of session 17): names
 * 132/132, cover 132/132, kinds 84/87 (the three below are known gaps), non-characters 0, invented 0, pages
 * 452/452.
 */
import { describeFreshIdeas, type FreshIdea } from './fresh-idea-cases';

const FRESH_IDEAS_3: FreshIdea[] = [
  // English
  [
    'en',
    6,
    'my daughter hope (6) and her best friend Sunny want to find the narwhal that grandpa Joe saw from his boat, and of course they take their dog Biscuit along',
    ['Hope', 'Sunny', 'Joe', 'Biscuit'],
    ['narwhal', 'dog', 'grandpa'],
    ['Boat'],
  ],
  [
    'en',
    4,
    'Write a story about Rose and her pet platypus Puddles who is afraid of the bath',
    ['Rose', 'Puddles'],
    ['platypus'],
    ['Bath'],
  ],
  [
    'en',
    8,
    'You are Leo, a boy who finds an okapi called Stripes hiding in the school library, and you have to get it back to the zoo before the bell rings',
    ['Leo', 'Stripes'],
    ['okapi'],
    ['Library', 'Zoo', 'Bell'],
  ],
  [
    'en',
    5,
    "aunt Bea and her nephew Max go camping with Bea's pangolin Pebble, but Pebble keeps rolling into a ball",
    ['Bea', 'Max', 'Pebble'],
    ['pangolin', 'aunt|nephew'],
    ['Ball'],
  ],
  [
    'en',
    10,
    'Jayden (everyone calls him JJ) builds a treehouse with his uncle Marcus and their capybara Chomp, then a storm comes and they have to save the treehouse',
    ['Jayden|JJ', 'Marcus', 'Chomp'],
    ['capybara', 'uncle'],
    ['Treehouse', 'Storm'],
  ],
  [
    'en',
    2,
    'little Daisy and granny May feed the ducks at the pond',
    ['Daisy', 'May'],
    ['granny|grandma'],
    ['Pond'],
  ],
  [
    'en',
    7,
    'She is called Ivy, she is seven and she wants to become an astronaut. Her cat Pepper and her brother Oscar help her build a spaceship out of cardboard',
    ['Ivy', 'Pepper', 'Oscar'],
    ['cat', 'brother', 'astronaut'],
    ['Spaceship', 'Cardboard'],
  ],
  [
    'en',
    12,
    'a story for my son Ethan about moving to Scotland, where he meets a girl named Skye and a grumpy old wombat called Mr Tumble who lives under the garden wall',
    ['Ethan', 'Skye', 'Mr Tumble'],
    ['wombat'],
    ['Scotland', 'Garden', 'Wall'],
  ],
  [
    'en',
    5,
    'Grace and her twin brother Hunter find a baby tapir in the rainforest and name it Bean',
    ['Grace', 'Hunter', 'Bean'],
    ['tapir', 'brother'],
    ['Rainforest'],
  ],
  [
    'en',
    9,
    'Ruby wants to win the spelling bee, but her little sister Pearl and their hedgehog Spike keep distracting her, until grandma Dot has an idea',
    ['Ruby', 'Pearl', 'Spike', 'Dot'],
    ['hedgehog', 'sister', 'grandma'],
    ['Bee'],
  ],
  // German
  [
    'de',
    5,
    'meine tochter paloma (5) und ihr axolotl blubb wollen ans meer, oma gisela faehrt sie mit dem wohnmobil hin',
    ['Paloma', 'Blubb', 'Gisela'],
    ['Axolotl', 'Oma'],
    ['Meer', 'Wohnmobil'],
  ],
  [
    'de',
    7,
    'Du bist Jonas und findest im Keller ein Schnabeltier namens Paddel, das unbedingt nach Australien zurück will',
    ['Jonas', 'Paddel'],
    ['Schnabeltier'],
    ['Keller', 'Australien'],
  ],
  [
    'de',
    6,
    'Lupo, ein kleiner Wolf, und sein bester Freund Flocke, ein Wasserschwein, suchen den verlorenen Mond',
    ['Lupo', 'Flocke'],
    ['Wolf', 'Wasserschwein'],
    ['Mond'],
  ],
  [
    'de',
    4,
    'Opa Heinz und seine Enkelin Mia (wir nennen sie Mimi) pflanzen Tomaten im Garten und Kater Moritz schaut zu',
    ['Heinz', 'Mia|Mimi', 'Moritz'],
    ['Opa', 'Kater|Katze'],
    ['Tomaten', 'Garten'],
  ],
  [
    'de',
    8,
    'Ben hat Angst vor dem ersten Schultag, aber sein Hund Rakete und seine große Schwester Hanna begleiten ihn, und in der Pause trifft er einen Jungen namens Yusuf',
    ['Ben', 'Rakete', 'Hanna', 'Yusuf'],
    ['Hund', 'Schwester'],
    ['Schultag', 'Pause'],
  ],
  [
    'de',
    3,
    'Die kleine Ella sagt dem Mond gute Nacht und ihr Kuscheltier heißt Herr Hase',
    ['Ella', 'Herr Hase'],
    ['Kuscheltier'],
    ['Mond', 'Nacht'],
  ],
  [
    'de',
    10,
    'Eine Geschichte über Tante Rosi und ihren Neffen Karl, die mit dem Fahrrad zum Leuchtturm fahren, wo ein Narwal namens Zacke auf sie wartet',
    ['Rosi', 'Karl', 'Zacke'],
    ['Narwal', 'Tante'],
    ['Fahrrad', 'Leuchtturm'],
  ],
  [
    'de',
    6,
    'Emma und Papa bauen einen Schneemann, aber Frieda, das Okapi aus dem Zoo, klaut ihm die Karottennase',
    ['Emma', 'Frieda'],
    ['Okapi', 'Papa'],
    ['Schneemann', 'Zoo'],
  ],
  [
    'de',
    5,
    'Sophia mit ihrem Schuppentier Kugel und dem Papagei Kiwi in der Wüste',
    ['Sophia', 'Kugel', 'Kiwi'],
    ['Schuppentier', 'Papagei'],
    ['Wüste'],
  ],
  [
    'de',
    9,
    'mein sohn heisst noah, er ist 9 und liebt fussball. er und sein kumpel elias spielen gegen die mannschaft aus dem nachbardorf und opa guenther ist der schiedsrichter',
    ['Noah', 'Elias', 'Günther|Guenther'],
    ['Opa'],
    ['Fussball', 'Mannschaft', 'Nachbardorf'],
  ],
  ['de', 2, 'Lina und ihre Ente Quak gehen baden', ['Lina', 'Quak'], ['Ente'], []],
  // French
  [
    'fr',
    6,
    'Ma fille Rose et son ornithorynque Plouf partent à la recherche de mamie Odette dans la forêt',
    ['Rose', 'Plouf', 'Odette'],
    ['ornithorynque', 'mamie'],
    ['Forêt'],
  ],
  [
    'fr',
    5,
    "tu es Lucas et tu trouves un axolotl qui s'appelle Bidule dans la piscine de l'ecole",
    ['Lucas', 'Bidule'],
    ['axolotl'],
    ['Piscine', 'Ecole'],
  ],
  [
    'fr',
    8,
    'Chloé, son frère Hugo et leur chien Caramel construisent une cabane avec tonton Michel',
    ['Chloé', 'Hugo', 'Caramel', 'Michel'],
    ['chien', 'frère', 'tonton'],
    ['Cabane'],
  ],
  [
    'fr',
    4,
    'Le petit capybara Pompon veut devenir ami avec la tortue Olive',
    ['Pompon', 'Olive'],
    ['capybara', 'tortue'],
    [],
  ],
  // Spanish
  [
    'es',
    6,
    'Mi hija Paloma y su abuela Carmen viajan en tren para ver al ajolote Chispa en el acuario',
    ['Paloma', 'Carmen', 'Chispa'],
    ['ajolote', 'abuela'],
    ['Tren', 'Acuario'],
  ],
  [
    'es',
    7,
    'Mateo y su perro Canela encuentran un pangolin llamado Bolita en el jardin de la tia Lucia',
    ['Mateo', 'Canela', 'Bolita', 'Lucia|Lucía'],
    ['pangol', 'perro', 'tia|tía'],
    ['Jardin'],
  ],
  [
    'es',
    5,
    'Valentina tiene miedo de la oscuridad, pero su gato Luna le enseña las estrellas',
    ['Valentina', 'Luna'],
    ['gato'],
    ['Oscuridad', 'Estrellas'],
  ],
  [
    'es',
    9,
    'eres Diego y tu mejor amigo es un carpincho que se llama Pancho, juntos salvan el rio',
    ['Diego', 'Pancho'],
    ['carpincho'],
    ['Rio'],
  ],
  // Italian
  [
    'it',
    5,
    'Lupo è un bambino di cinque anni che va al mare con la nonna Pina e il suo ornitorinco Pallino',
    ['Lupo', 'Pina', 'Pallino'],
    ['ornitorinco', 'nonna'],
    ['Mare'],
  ],
  [
    'it',
    7,
    'Giulia e suo cugino Marco trovano un narvalo di nome Spillo vicino al faro',
    ['Giulia', 'Marco', 'Spillo'],
    ['narval', 'cugino'],
    ['Faro'],
  ],
  [
    'it',
    4,
    'la piccola aurora e il suo gattino Biscotto giocano in giardino',
    ['Aurora', 'Biscotto'],
    ['gatt'],
    ['Giardino'],
  ],
  // Portuguese
  [
    'pt',
    6,
    'A Beatriz e a avó Lurdes levam a capivara Fofa para passear no parque',
    ['Beatriz', 'Lurdes', 'Fofa'],
    ['capivara', 'avó'],
    ['Parque'],
  ],
  [
    'pt',
    8,
    'Você é o Miguel e encontra um ornitorrinco chamado Bicudo no rio atrás da casa do tio Zé',
    ['Miguel', 'Bicudo', 'Zé'],
    ['ornitorrinco', 'tio'],
    ['Rio', 'Casa'],
  ],
  [
    'pt',
    5,
    'Esperança e seu cachorro Pipoca vão à escola pela primeira vez',
    ['Esperança', 'Pipoca'],
    ['cachorro'],
    ['Escola'],
  ],
  // Russian
  [
    'ru',
    6,
    'Маша и бабушка Валя идут в зоопарк смотреть на капибару Кузю',
    ['Маша', 'Валя', 'Куз'],
    ['капибар', 'бабушк'],
    ['Зоопарк'],
  ],
  [
    'ru',
    7,
    'Ты Ваня, и у тебя живёт аксолотль Пузырь, который хочет увидеть море',
    ['Ваня', 'Пузырь'],
    ['аксолотл'],
    ['Море'],
  ],
  [
    'ru',
    5,
    'Соня и её кот Барсик строят домик из подушек вместе с папой',
    ['Соня', 'Барсик'],
    ['кот', 'пап'],
    ['Домик'],
  ],
  // Chinese
  ['zh', 6, '乐乐和奶奶一起去动物园看水豚豆豆', ['乐乐', '豆豆'], ['水豚', '奶奶'], ['动物园']],
  ['zh', 5, '小美有一只叫泡泡的六角恐龙，她们一起去海边', ['小美', '泡泡'], ['六角恐龙|美西螈'], ['海边']],
  [
    'zh',
    8,
    '你是明明，你和哥哥大伟在森林里发现了一只穿山甲，给它取名叫球球',
    ['明明', '大伟', '球球'],
    ['穿山甲', '哥哥'],
    ['森林'],
  ],
  // Japanese
  [
    'ja',
    5,
    'はるとはおばあちゃんとカピバラのモモといっしょにおんせんにいく',
    ['はると', 'モモ'],
    ['カピバラ', 'おばあちゃん'],
    ['おんせん'],
  ],
  [
    'ja',
    6,
    'さくらとウーパールーパーのぷくは、すいぞくかんでともだちをさがす',
    ['さくら', 'ぷく'],
    ['ウーパールーパー'],
    ['すいぞくかん'],
  ],
  [
    'ja',
    7,
    'けんたとお兄ちゃんのしょうは、森でセンザンコウを見つけてコロと名前をつけた',
    ['けんた', 'しょう', 'コロ'],
    ['センザンコウ', 'お兄ちゃん|兄'],
    ['森'],
  ],
  // Korean
  [
    'ko',
    6,
    '지우와 할머니는 카피바라 콩이를 만나러 동물원에 간다',
    ['지우', '콩이|콩'],
    ['카피바라', '할머니'],
    ['동물원'],
  ],
  [
    'ko',
    5,
    '서연이는 우파루파 뽀글이와 함께 바다를 보러 간다',
    ['서연', '뽀글이|뽀글'],
    ['우파루파'],
    ['바다'],
  ],
  [
    'ko',
    7,
    '민준이와 누나 하린이가 숲에서 천산갑을 발견하고 동글이라고 이름을 지어 준다',
    ['민준', '하린', '동글이|동글'],
    ['천산갑', '누나'],
    ['숲'],
  ],
  // Arabic
  [
    'ar',
    6,
    'ليلى وجدتها فاطمة وقطتها لولو يذهبن إلى البحر',
    ['ليلى', 'فاطمة', 'لولو'],
    ['قط', 'جد'],
    ['البحر'],
  ],
  ['ar', 5, 'يوسف يجد أكسولوتل اسمه فقاعة في النهر', ['يوسف', 'فقاعة'], ['أكسولوتل'], ['النهر']],
  [
    'ar',
    7,
    'أنت عمر، وتذهب مع أخيك سامي وعمك حسن إلى الصحراء لتبحث عن كنز',
    ['عمر', 'سامي', 'حسن'],
    ['أخ', 'عم'],
    ['الصحراء', 'كنز'],
  ],
];

// The three kinds once known lost (the narwhal told as "the boat", 穿山甲 as the default letter, the board book
// that never said "Ente") are kept since the goal is the character found and the board book says the pet's kind.
describeFreshIdeas('fresh ideas, third batch, keep what the parent wrote (issue #21)', FRESH_IDEAS_3);
