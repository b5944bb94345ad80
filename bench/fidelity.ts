/**
 * Does the parent's idea become the book? For a fixed set of German and English ideas, plans the story with
 * the embedded engine (offline, no stack) and prints which of each idea's names, kinds, places and goal words
 * appear in the preview (title, synopsis, chapters), which named characters the cover draws, the recall
 * over all ideas and the pairs of ideas that share three or more chapter titles. Ideas written in the other
 * nine book languages (told in their own language) are reported separately, per language, so the German
 * and English figures stay comparable.
 *
 *   node -r @swc-node/register bench/fidelity.ts
 *
 * Targets (issue #11): names and kinds ≥ 95 %, places and goals ≥ 85 %, no such pairs.
 */
import { illustrateCover, planStory, toPreviewObject, type Language } from '@fabelhaft/book-engine';

interface Case {
  idea: string;
  language: Language;
  age: number;
  names: string[];
  /** What the characters are, as a word (stem) the preview must contain. */
  kinds: string[];
  places: string[];
  goal: string[];
}

const c = (
  language: Case['language'],
  age: number,
  idea: string,
  spec: Omit<Case, 'idea' | 'language' | 'age'>,
): Case => ({
  idea,
  language,
  age,
  ...spec,
});

export const CASES: Case[] = [
  c('en', 5, 'Leo the brave little tractor helps the farmer bring in the harvest before the storm', {
    names: ['Leo'],
    kinds: ['tractor', 'farmer'],
    places: ['farm'],
    goal: ['harvest', 'storm', 'help'],
  }),
  c('en', 6, 'Mia and her fox Sonni search for the lost colours of the forest', {
    names: ['Mia', 'Sonni'],
    kinds: ['fox'],
    places: ['forest'],
    goal: ['colours', 'find'],
  }),
  c('de', 7, 'Zwei Schwestern, Emma und Lotta, bauen ein Baumhaus und finden darin einen sprechenden Raben', {
    names: ['Emma', 'Lotta'],
    kinds: ['Schwester', 'Rabe'],
    places: [],
    goal: ['Baumhaus', 'bau'],
  }),
  c('en', 4, 'A little hedgehog named Igor is afraid of the dark', {
    names: ['Igor'],
    kinds: ['hedgehog'],
    places: [],
    goal: ['afraid', 'night'],
  }),
  c('de', 6, 'Finn und sein Opa fahren mit dem Zug ans Meer, um Oma zu besuchen', {
    names: ['Finn'],
    kinds: ['Opa', 'Oma', 'Zug'],
    places: ['Meer'],
    goal: ['Oma'],
  }),
  c('en', 8, 'Noah builds a rocket with his robot Bolt and flies to the moon', {
    names: ['Noah', 'Bolt'],
    kinds: ['robot', 'rocket'],
    places: ['moon'],
    goal: ['rocket', 'build'],
  }),
  c('de', 5, 'Die kleine Ente Quaki lernt schwimmen am See', {
    names: ['Quaki'],
    kinds: ['Ente'],
    places: ['See'],
    goal: ['schwimmen'],
  }),
  c('en', 6, 'Bear and his sister Rosie bake a birthday cake for grandma', {
    names: ['Bear', 'Rosie'],
    kinds: ['sister', 'grandma'],
    places: [],
    goal: ['cake', 'birthday'],
  }),
  c('de', 8, 'Lina rettet mit ihrem Hund Bello ein Kätzchen, das auf einem Baum feststeckt', {
    names: ['Lina', 'Bello'],
    kinds: ['Hund', 'Katze'],
    places: [],
    goal: ['rett', 'Katze'],
  }),
  c(
    'en',
    7,
    'Sophie discovers a mysterious map in the attic and follows it to a hidden treasure on the island',
    { names: ['Sophie'], kinds: [], places: ['island'], goal: ['map', 'secret'] },
  ),
  c('de', 4, 'Der Drache Fridolin hat Angst vor dem Gewitter', {
    names: ['Fridolin'],
    kinds: ['Drache'],
    places: [],
    goal: ['Angst', 'Sturm'],
  }),
  c('en', 9, 'Two brothers, Tom and Ben, learn to ride a bike in the park with their dad', {
    names: ['Tom', 'Ben'],
    kinds: ['brother', 'Dad'],
    places: [],
    goal: ['cycling', 'learn'],
  }),
  c('de', 6, 'Die Prinzessin Amelie und ihr Einhorn Sternchen bereiten ein großes Fest im Schloss vor', {
    names: ['Amelie', 'Sternchen'],
    kinds: ['Prinzessin', 'Einhorn'],
    places: ['Burg'],
    goal: ['Fest'],
  }),
  c('en', 5, 'A lonely penguin called Pip wants to make a friend in the snow', {
    names: ['Pip'],
    kinds: ['penguin'],
    places: ['snow'],
    goal: ['friend'],
  }),
  c('de', 7, 'Paul und die Feuerwehrfrau Maria müssen das Feuerwehrauto reparieren, bevor die Nacht kommt', {
    names: ['Paul', 'Maria'],
    kinds: ['Feuerwehr'],
    places: [],
    goal: ['Feuerwehrauto', 'Nacht'],
  }),
  c('en', 10, 'Ava and her grandpa sail a small boat across the lake to visit an old lighthouse keeper', {
    names: ['Ava'],
    kinds: ['Grandpa', 'boat'],
    places: ['lake'],
    goal: ['boat'],
  }),
  c('de', 3, 'Der kleine Bär Brummi sucht seinen Teddy im Wald', {
    names: ['Brummi'],
    kinds: ['Bär'],
    places: ['Wald'],
    goal: ['Teddy', 'such'],
  }),
  c('en', 12, 'Maya and her otter friend Splash explore the underwater city and discover a sunken secret', {
    names: ['Maya', 'Splash'],
    kinds: ['otter'],
    places: ['under the sea'],
    goal: ['secret'],
  }),
  c('de', 9, 'Jonas und sein Dinosaurier Rex graben im Garten nach Knochen', {
    names: ['Jonas', 'Rex'],
    kinds: ['Dinosaurier'],
    places: ['Garten'],
    goal: ['Knochen'],
  }),
  c('en', 6, 'Ella and her cat Whiskers make paper boats and race them down the river', {
    names: ['Ella', 'Whiskers'],
    kinds: ['cat'],
    places: ['river'],
    goal: ['paper boat'],
  }),
  c('de', 5, 'Oma Hilde und Tim backen einen Kuchen für Weihnachten', {
    names: ['Hilde', 'Tim'],
    kinds: ['Oma'],
    places: [],
    goal: ['Kuchen', 'Weihnachten'],
  }),
  c('en', 8, 'Oliver the shy giraffe learns to dance for the zoo festival', {
    names: ['Oliver'],
    kinds: ['giraffe'],
    places: ['zoo'],
    goal: ['dancing', 'festival'],
  }),
  c('de', 10, 'Mila und ihr Pferd Blitz müssen die Schafe vor dem Sturm in den Stall bringen', {
    names: ['Mila', 'Blitz'],
    kinds: ['Pferd', 'Schaf'],
    places: [],
    goal: ['Sturm'],
  }),
  c('en', 7, 'Lucas and his dog Rocket find a lost puppy in the city and help it find its way home', {
    names: ['Lucas', 'Rocket'],
    kinds: ['dog'],
    places: ['city'],
    goal: ['find'],
  }),
  c('de', 8, 'Die Zwillinge Nele und Ole entdecken ein Geheimnis in der alten Burg', {
    names: ['Nele', 'Ole'],
    kinds: [],
    places: ['Burg'],
    goal: ['Geheimnis'],
  }),
  c('en', 4, 'Baby elephant Ellie is scared of the water at the beach', {
    names: ['Ellie'],
    kinds: ['elephant'],
    places: ['beach'],
    goal: ['scared', 'afraid'],
  }),
  c('de', 6, 'Ein Roboter namens Zippo will Freunde finden in der Stadt', {
    names: ['Zippo'],
    kinds: ['Roboter'],
    places: ['Stadt'],
    goal: ['Freund'],
  }),
  c('en', 11, 'Hannah and the knight Sir Cedric must rescue a baby dragon trapped in a cave', {
    names: ['Hannah', 'Cedric'],
    kinds: ['knight', 'dragon'],
    places: ['cave'],
    goal: ['rescue'],
  }),
  c('de', 7, 'Leni und ihr Meerschweinchen Krümel bereiten eine Geburtstagsparty für Papa vor', {
    names: ['Leni', 'Krümel'],
    kinds: ['Papa'],
    places: [],
    goal: ['Geburtstag'],
  }),
  c('en', 9, 'A fire engine named Red races through the village to help before the rain comes', {
    names: ['Red'],
    kinds: ['fire engine'],
    places: ['village'],
    goal: ['rain', 'help'],
  }),
  c('de', 4, 'Die Maus Pieps und der Frosch Quak suchen die verlorene Krone des Königs', {
    names: ['Pieps', 'Quak'],
    kinds: ['Maus', 'Frosch'],
    places: [],
    goal: ['Krone'],
  }),
  c('en', 13, 'Clara, a girl who loves stars, travels to space with her uncle to see the comet', {
    names: ['Clara'],
    kinds: ['uncle'],
    places: ['space'],
    goal: ['space'],
  }),
  c('de', 5, 'Henri und sein Opa bauen einen Drachen und lassen ihn auf der Wiese steigen', {
    names: ['Henri'],
    kinds: ['Opa'],
    places: ['Wiese'],
    goal: ['bau'],
  }),
  c('en', 6, 'Zoe and her unicorn Sparkle bring the lost stars back to the sky', {
    names: ['Zoe', 'Sparkle'],
    kinds: ['unicorn'],
    places: [],
    goal: ['star'],
  }),
  c('de', 11, 'Ben und die Hexe Wanda lernen zusammen zaubern in der Schule', {
    names: ['Ben', 'Wanda'],
    kinds: ['Hexe'],
    places: ['Schule'],
    goal: ['lern'],
  }),
  c('en', 5, 'Max the monkey and his friend Coco the parrot plan a surprise party in the jungle', {
    names: ['Max', 'Coco'],
    kinds: ['monkey'],
    places: ['forest'],
    goal: ['party'],
  }),
  c('de', 6, 'Luisa findet am Strand eine Muschel, die sprechen kann', {
    names: ['Luisa'],
    kinds: [],
    places: ['Strand'],
    goal: ['Muschel', 'find'],
  }),
  c(
    'en',
    15,
    'Sam, a teenage inventor, and her robot Gizmo must repair the town clock before the winter festival',
    { names: ['Sam', 'Gizmo'], kinds: ['robot'], places: [], goal: ['festival'] },
  ),
  c('de', 8, 'Anton und seine Schildkröte Speedy reisen mit dem Heißluftballon zu den Bergen', {
    names: ['Anton', 'Speedy'],
    kinds: ['Schildkröte', 'Heißluftballon'],
    places: ['Berg'],
    goal: ['Berg'],
  }),
  c('en', 3, 'Little Ruby and her teddy bear find a rainbow in the garden', {
    names: ['Ruby'],
    kinds: ['teddy'],
    places: ['garden'],
    goal: ['find'],
  }),
  c('de', 12, 'Karla und ihr Freund Milo erforschen eine geheimnisvolle Höhle in den Bergen', {
    names: ['Karla', 'Milo'],
    kinds: [],
    places: ['Höhle', 'Berg'],
    goal: ['Geheimnis'],
  }),
  c('en', 7, 'Felix the farmer boy and his pig Truffles get the pumpkins ready for the harvest festival', {
    names: ['Felix', 'Truffles'],
    kinds: ['pig'],
    places: ['farm'],
    goal: ['harvest', 'festival'],
  }),
  c('de', 5, 'Das Schaf Wolke hat Angst vor dem Gewitter und der Hund Bruno hilft ihm', {
    names: ['Wolke', 'Bruno'],
    kinds: ['Schaf', 'Hund'],
    places: [],
    goal: ['Angst'],
  }),
  c(
    'en',
    16,
    'Nora and her best friend Jade must find their way home through the desert after their bus breaks down',
    { names: ['Nora', 'Jade'], kinds: ['bus'], places: ['desert'], goal: ['home', 'find'] },
  ),
];

/** Ideas in the other nine book languages, told in that language; the words are the book's (its teller's). */
export const OTHER_CASES: Case[] = [
  c('es', 6, 'Tomás y su perro Toby buscan el tesoro perdido en la isla', {
    names: ['Tomás', 'Toby'],
    kinds: ['perro'],
    places: ['isla'],
    goal: ['tesoro'],
  }),
  c('es', 4, 'El pequeño dragón Chispa tiene miedo de la tormenta en la montaña', {
    names: ['Chispa'],
    kinds: ['dragón'],
    places: ['montaña'],
    goal: ['miedo', 'tormenta'],
  }),
  c('fr', 5, 'Léo, le petit tracteur courageux, aide le fermier à rentrer la récolte avant l’orage', {
    names: ['Léo'],
    kinds: ['tracteur', 'fermier'],
    places: [],
    goal: ['récolte', 'orage'],
  }),
  c(
    'fr',
    7,
    'Deux sœurs, Chloé et Inès, construisent une cabane dans l’arbre et trouvent un corbeau qui parle',
    {
      names: ['Chloé', 'Inès'],
      kinds: ['sœur', 'corbeau'],
      places: [],
      goal: ['cabane dans l’arbre'],
    },
  ),
  c('it', 5, 'La piccola volpe Rina e il suo amico riccio Pino cercano la chiave perduta nel bosco', {
    names: ['Rina', 'Pino'],
    kinds: ['volpe', 'riccio'],
    places: ['bosco'],
    goal: ['chiave'],
  }),
  c('it', 4, 'Il drago Fuoco ha paura del buio nel castello', {
    names: ['Fuoco'],
    kinds: ['drago'],
    places: ['castello'],
    goal: ['paura'],
  }),
  c('pt', 7, 'Duas irmãs, Ana e Bia, procuram o tesouro perdido na ilha', {
    names: ['Ana', 'Bia'],
    kinds: ['irmã'],
    places: ['ilha'],
    goal: ['tesouro'],
  }),
  c('pt', 6, 'O menino Tomás e o seu cão Bolinha vão à praia visitar a avó', {
    names: ['Tomás', 'Bolinha'],
    kinds: ['avó'],
    places: ['praia'],
    goal: ['avó'],
  }),
  c('zh', 6, '米娅和她的狐狸松尼在森林里寻找丢失的颜色', {
    names: ['米娅', '松尼'],
    kinds: ['狐狸'],
    places: ['森林'],
    goal: ['颜色'],
  }),
  c('zh', 5, '一只叫皮皮的小企鹅很孤单，想在雪地里交朋友', {
    names: ['皮皮'],
    kinds: ['企鹅'],
    places: ['雪地'],
    goal: ['朋友'],
  }),
  c('ja', 7, 'エマとロタのふたりの姉妹がツリーハウスを作って、しゃべるカラスを見つける', {
    names: ['エマ', 'ロタ'],
    kinds: ['姉妹', 'カラス'],
    places: [],
    goal: ['ツリーハウス'],
  }),
  c('ja', 5, 'ミアとねこのモモがうみでかいがらをさがす', {
    names: ['ミア', 'モモ'],
    kinds: ['ネコ'],
    places: ['海'],
    goal: ['貝がら'],
  }),
  c('ko', 5, '레오라는 용감한 작은 트랙터가 폭풍이 오기 전에 농부를 도와 수확을 해요', {
    names: ['레오'],
    kinds: ['트랙터', '농부'],
    places: [],
    goal: ['농작물', '폭풍'],
  }),
  c('ko', 7, '두 자매 서연과 지우가 숲에서 나무집을 만들어요', {
    names: ['서연', '지우'],
    kinds: ['자매'],
    places: ['숲'],
    goal: ['나무 위 집'],
  }),
  // Russian and Arabic have no idea vocabulary (nor teller) yet: names only, the template story.
  c('ru', 6, 'Маша и её кот Барсик ищут клад в лесу', {
    names: ['Маша', 'Барсик'],
    kinds: ['кот'],
    places: ['лес'],
    // The lexicon's word for treasure is сокровище: the book says it so (клад is its synonym).
    goal: ['сокровищ'],
  }),
  c('ru', 5, 'Маленький ёжик Колючка боится грозы', {
    names: ['Колючка'],
    kinds: ['ёж'],
    places: [],
    // гроза (a thunderstorm) is the lexicon's storm: буря in the book.
    goal: ['бур'],
  }),
  c('ar', 6, 'ميا والثعلب سوني يبحثان عن الألوان الضائعة في الغابة', {
    names: ['ميا', 'سوني'],
    kinds: ['ثعلب'],
    places: ['غابة'],
    goal: ['ألوان'],
  }),
  c('ar', 5, 'بنت اسمها لولو تبحث عن كنز', {
    names: ['لولو'],
    kinds: [],
    places: [],
    goal: ['كنز'],
  }),
];

const found = (text: string, word: string): boolean => text.toLowerCase().includes(word.toLowerCase());
const pct = (hit: number, all: number): string => (all ? `${((100 * hit) / all).toFixed(1)} %` : 'n/a');

type Totals = Record<'names' | 'kinds' | 'places' | 'goal' | 'drawn', [number, number]>;
const emptyTotals = (): Totals => ({
  names: [0, 0],
  kinds: [0, 0],
  places: [0, 0],
  goal: [0, 0],
  drawn: [0, 0],
});

/** Plans and checks each idea, printing its line; adds its hits to the totals of its group. */
async function run(cases: Case[], first: number, totalsOf: (k: Case) => Totals): Promise<string[][]> {
  const titles: string[][] = [];
  for (const [n, k] of cases.entries()) {
    const i = first + n;
    const totals = totalsOf(k);
    const plan = planStory({
      bookId: `fidelity-${i}`,
      idea: k.idea,
      age: k.age,
      mainLanguage: k.language,
      style: 'pixar',
    });
    const preview = toPreviewObject(plan);
    const text = [
      preview.title,
      preview.synopsis,
      ...preview.chapters.flatMap((ch) => [ch.title, ch.summary]),
    ].join('\n');
    const cover = await illustrateCover(plan, { width: 96, height: 128 });
    const drawnNames = (cover.drawn ?? []).map((d) => d.name);
    const line: string[] = [];
    for (const key of ['names', 'kinds', 'places', 'goal'] as const) {
      const hits = k[key].map((w) => [w, found(text, w)] as const);
      totals[key][0] += hits.filter(([, ok]) => ok).length;
      totals[key][1] += hits.length;
      if (hits.length) line.push(`${key}: ${hits.map(([w, ok]) => `${ok ? '✓' : '✗'}${w}`).join(' ')}`);
    }
    const drawn = k.names.map((n) => [n, drawnNames.some((d) => d.includes(n))] as const);
    totals.drawn[0] += drawn.filter(([, ok]) => ok).length;
    totals.drawn[1] += drawn.length;
    line.push(`cover: ${drawn.map(([n, ok]) => `${ok ? '✓' : '✗'}${n}`).join(' ')}`);
    titles.push(preview.chapters.map((ch) => ch.title));
    console.log(
      `${String(i + 1).padStart(2)} [${k.language}] ${k.idea}\n   → “${preview.title}” (${plan.frame?.goal.shape}): ${line.join(' | ')}`,
    );
  }
  return titles;
}

function sharedTitlePairs(titles: string[][], first = 0): string[] {
  const pairs: string[] = [];
  for (let a = 0; a < titles.length; a += 1)
    for (let b = a + 1; b < titles.length; b += 1) {
      const shared = titles[a]!.filter((t) => titles[b]!.includes(t));
      if (shared.length >= 3) pairs.push(`${first + a + 1} & ${first + b + 1}: ${shared.join(' / ')}`);
    }
  return pairs;
}

async function main(): Promise<void> {
  const totals = emptyTotals();
  const titles = await run(CASES, 0, () => totals);
  const pairs = sharedTitlePairs(titles);
  console.log('\nRecall over all ideas');
  console.log(
    `  names   ${pct(totals.names[0], totals.names[1])} (${totals.names[0]}/${totals.names[1]})  target ≥ 95 %`,
  );
  console.log(
    `  kinds   ${pct(totals.kinds[0], totals.kinds[1])} (${totals.kinds[0]}/${totals.kinds[1]})  target ≥ 95 %`,
  );
  console.log(
    `  places  ${pct(totals.places[0], totals.places[1])} (${totals.places[0]}/${totals.places[1]})  target ≥ 85 %`,
  );
  console.log(
    `  goals   ${pct(totals.goal[0], totals.goal[1])} (${totals.goal[0]}/${totals.goal[1]})  target ≥ 85 %`,
  );
  console.log(
    `  named characters drawn on the cover ${pct(totals.drawn[0], totals.drawn[1])} (${totals.drawn[0]}/${totals.drawn[1]})`,
  );
  console.log(
    `Pairs of ideas sharing ≥ 3 chapter titles: ${pairs.length}${pairs.length ? `\n  ${pairs.join('\n  ')}` : ''}`,
  );

  // The other nine languages, apart: per language, then all of them together.
  console.log('\nIdeas in the other book languages\n');
  const byLanguage = new Map<Language, Totals>();
  const all = emptyTotals();
  const otherTitles = await run(OTHER_CASES, CASES.length, (k) => {
    if (!byLanguage.has(k.language)) byLanguage.set(k.language, emptyTotals());
    return byLanguage.get(k.language) as Totals;
  });
  for (const t of byLanguage.values())
    for (const key of Object.keys(all) as Array<keyof Totals>) {
      all[key][0] += t[key][0];
      all[key][1] += t[key][1];
    }
  const row = (label: string, t: Totals) =>
    `  ${label.padEnd(5)} ${(['names', 'kinds', 'places', 'goal', 'drawn'] as const)
      .map((key) => `${key} ${pct(t[key][0], t[key][1]).padStart(7)} (${t[key][0]}/${t[key][1]})`)
      .join('  ')}`;
  console.log('\nRecall over the other languages’ ideas (drawn = named characters on the cover)');
  for (const [language, t] of byLanguage) console.log(row(language, t));
  console.log(row('all', all));
  const otherPairs = sharedTitlePairs(otherTitles, CASES.length);
  console.log(
    `Pairs of these ideas sharing ≥ 3 chapter titles: ${otherPairs.length}${otherPairs.length ? `\n  ${otherPairs.join('\n  ')}` : ''}`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
