import type { Animal, Place, StoryObject } from '../types';

/**
 * The nouns the idea analyser knows, with what German and English grammar needs to write them ("den Igel",
 * "dem Zug", "die Rakete", "an owl", "two sisters") and the nearest picture the illustrator can draw.
 */
export type Category =
  'child' | 'relative' | 'adult' | 'animal' | 'creature' | 'vehicle' | 'toy' | 'object' | 'place' | 'event';

export type DeGender = 'm' | 'f' | 'n';

export interface LexEntry {
  id: string;
  cat: Category;
  en: { sg: string; pl: string };
  /** Nominative singular and plural; `weak` nouns take -(e)n outside the nominative (der Bär, den Bären). */
  de: { g: DeGender; sg: string; pl: string; weak?: boolean };
  /** Extra spellings the idea may use (lower case, whole words), in either language. */
  also?: string[];
  /** Natural gender for people and relatives (the sister is a girl). */
  sex?: 'f' | 'm';
  /** The nearest species/place/object the picture code draws. */
  animal?: Animal;
  place?: Place;
  object?: StoryObject;
  /** For places: where something happens ("on the farm", "auf dem Bauernhof"). */
  at?: { en: string; de: string };
}

const e = (
  id: string,
  cat: Category,
  en: string,
  de: string,
  extra: Partial<Omit<LexEntry, 'id' | 'cat' | 'en' | 'de'>> & { weak?: boolean } = {},
): LexEntry => {
  const [sg, pl = `${sg}s`] = en.split('|') as [string, string?];
  const [g, dsg, dpl = dsg] = de.split('|') as [DeGender, string, string?];
  const { weak, ...rest } = extra;
  return { id, cat, en: { sg, pl }, de: { g, sg: dsg, pl: dpl, ...(weak ? { weak } : {}) }, ...rest };
};

export const LEXICON: LexEntry[] = [
  // People and relatives
  e('girl', 'child', 'girl', 'n|Mädchen|Mädchen', {
    sex: 'f',
    // A parent's "my daughter" is the girl of the book.
    also: ['daughter', 'granddaughter', 'tochter', 'enkelin'],
  }),
  e('boy', 'child', 'boy', 'm|Junge|Jungen', {
    sex: 'm',
    weak: true,
    also: ['son', 'grandson', 'sohn', 'enkel'],
  }),
  e('child', 'child', 'child|children', 'n|Kind|Kinder', { also: ['kid', 'kids'] }),
  e('sister', 'child', 'sister', 'f|Schwester|Schwestern', { sex: 'f' }),
  e('brother', 'child', 'brother', 'm|Bruder|Brüder', { sex: 'm' }),
  e('twin', 'child', 'twin', 'm|Zwilling|Zwillinge'),
  e('friend', 'child', 'friend', 'm|Freund|Freunde', { also: ['freundin', 'freundinnen'] }),
  e('baby', 'child', 'baby|babies', 'n|Baby|Babys'),
  e('grandma', 'relative', 'grandma', 'f|Oma|Omas', {
    sex: 'f',
    also: ['granny', 'grandmother', 'nana', 'großmutter', 'grossmutter'],
  }),
  e('grandpa', 'relative', 'grandpa', 'm|Opa|Opas', {
    sex: 'm',
    also: ['grandad', 'granddad', 'grandfather', 'großvater', 'grossvater'],
  }),
  e('mum', 'relative', 'mum', 'f|Mama|Mamas', {
    sex: 'f',
    also: ['mom', 'mother', 'mummy', 'mutter', 'mami'],
  }),
  e('dad', 'relative', 'dad', 'm|Papa|Papas', { sex: 'm', also: ['father', 'daddy', 'vater', 'papi'] }),
  e('aunt', 'relative', 'aunt', 'f|Tante|Tanten', { sex: 'f', also: ['auntie'] }),
  e('uncle', 'relative', 'uncle', 'm|Onkel|Onkel', { sex: 'm' }),
  e('farmer', 'adult', 'farmer', 'm|Bauer|Bauern', { sex: 'm', weak: true, also: ['bäuerin'] }),
  e('king', 'adult', 'king', 'm|König|Könige', { sex: 'm' }),
  e('queen', 'adult', 'queen', 'f|Königin|Königinnen', { sex: 'f' }),
  e('princess', 'child', 'princess|princesses', 'f|Prinzessin|Prinzessinnen', { sex: 'f' }),
  e('prince', 'child', 'prince', 'm|Prinz|Prinzen', { sex: 'm', weak: true }),
  e('knight', 'adult', 'knight', 'm|Ritter|Ritter', { sex: 'm' }),
  e('pirate', 'adult', 'pirate', 'm|Pirat|Piraten', { sex: 'm', weak: true }),
  e('witch', 'adult', 'witch|witches', 'f|Hexe|Hexen', { sex: 'f' }),
  e('wizard', 'adult', 'wizard', 'm|Zauberer|Zauberer', { sex: 'm' }),
  e('teacher', 'adult', 'teacher', 'f|Lehrerin|Lehrerinnen', { sex: 'f', also: ['lehrer'] }),
  e('baker', 'adult', 'baker', 'm|Bäcker|Bäcker', { sex: 'm' }),
  e('fisherman', 'adult', 'fisherman|fishermen', 'm|Fischer|Fischer', { sex: 'm' }),
  e('firefighter', 'adult', 'firefighter', 'f|Feuerwehrfrau|Feuerwehrleute', {
    sex: 'f',
    also: ['feuerwehrmann'],
  }),
  e('astronaut', 'adult', 'astronaut', 'm|Astronaut|Astronauten', {
    sex: 'm',
    weak: true,
    also: ['astronautin'],
  }),
  e('neighbour', 'adult', 'neighbour', 'm|Nachbar|Nachbarn', {
    sex: 'm',
    weak: true,
    also: ['neighbor', 'nachbarin'],
  }),
  // Animals
  e('pet', 'animal', 'pet', 'n|Haustier|Haustiere', { animal: 'dog' }),
  e('dog', 'animal', 'dog', 'm|Hund|Hunde', {
    animal: 'dog',
    also: ['puppy', 'puppies', 'welpe', 'hündchen'],
  }),
  e('cat', 'animal', 'cat', 'f|Katze|Katzen', {
    animal: 'cat',
    also: ['kitten', 'kitty', 'kater', 'kätzchen'],
  }),
  e('rabbit', 'animal', 'rabbit', 'm|Hase|Hasen', {
    animal: 'rabbit',
    weak: true,
    also: ['bunny', 'bunnies', 'hare', 'hares', 'häschen', 'kaninchen'],
  }),
  e('bear', 'animal', 'bear', 'm|Bär|Bären', { animal: 'bear', weak: true, also: ['teddybär'] }),
  e('fox', 'animal', 'fox|foxes', 'm|Fuchs|Füchse', { animal: 'fox' }),
  e('hedgehog', 'animal', 'hedgehog', 'm|Igel|Igel', { animal: 'rabbit' }),
  e('raven', 'animal', 'raven', 'm|Rabe|Raben', {
    animal: 'cat',
    weak: true,
    also: ['crow', 'crows', 'krähe'],
  }),
  e('owl', 'animal', 'owl', 'f|Eule|Eulen', { animal: 'cat' }),
  e('otter', 'animal', 'otter', 'm|Otter|Otter', { animal: 'fox' }),
  e('mouse', 'animal', 'mouse|mice', 'f|Maus|Mäuse', { animal: 'rabbit', also: ['mäuschen'] }),
  e('horse', 'animal', 'horse', 'n|Pferd|Pferde', { animal: 'dog', also: ['pony', 'ponies', 'pony'] }),
  e('cow', 'animal', 'cow', 'f|Kuh|Kühe', { animal: 'dog' }),
  e('pig', 'animal', 'pig', 'n|Schwein|Schweine', {
    animal: 'bear',
    also: ['piglet', 'schweinchen', 'ferkel'],
  }),
  e('sheep', 'animal', 'sheep|sheep', 'n|Schaf|Schafe', { animal: 'rabbit', also: ['lamb', 'lamm'] }),
  e('chicken', 'animal', 'hen', 'n|Huhn|Hühner', { animal: 'cat', also: ['chicken', 'chickens', 'henne'] }),
  e('duck', 'animal', 'duck', 'f|Ente|Enten', { animal: 'cat', also: ['duckling', 'entchen'] }),
  e('bird', 'animal', 'bird', 'm|Vogel|Vögel', { animal: 'cat', also: ['vögelchen'] }),
  e('parrot', 'animal', 'parrot', 'm|Papagei|Papageien', { animal: 'cat' }),
  e('guinea-pig', 'animal', 'guinea pig', 'n|Meerschweinchen|Meerschweinchen', { animal: 'rabbit' }),
  e('penguin', 'animal', 'penguin', 'm|Pinguin|Pinguine', { animal: 'cat' }),
  e('lion', 'animal', 'lion', 'm|Löwe|Löwen', { animal: 'bear', weak: true, also: ['lioness', 'löwin'] }),
  e('elephant', 'animal', 'elephant', 'm|Elefant|Elefanten', { animal: 'bear', weak: true }),
  e('monkey', 'animal', 'monkey', 'm|Affe|Affen', { animal: 'bear', weak: true }),
  e('giraffe', 'animal', 'giraffe', 'f|Giraffe|Giraffen', { animal: 'dog' }),
  e('turtle', 'animal', 'turtle', 'f|Schildkröte|Schildkröten', { animal: 'rabbit', also: ['tortoise'] }),
  e('fish', 'animal', 'fish|fish', 'm|Fisch|Fische', { animal: 'cat', also: ['goldfish', 'goldfisch'] }),
  e('whale', 'animal', 'whale', 'm|Wal|Wale', { animal: 'bear' }),
  e('dolphin', 'animal', 'dolphin', 'm|Delfin|Delfine', { animal: 'fox', also: ['delphin'] }),
  e('octopus', 'animal', 'octopus|octopuses', 'm|Krake|Kraken', {
    animal: 'cat',
    weak: true,
    also: ['tintenfisch'],
  }),
  e('squirrel', 'animal', 'squirrel', 'n|Eichhörnchen|Eichhörnchen', { animal: 'fox' }),
  e('frog', 'animal', 'frog', 'm|Frosch|Frösche', { animal: 'rabbit' }),
  e('butterfly', 'animal', 'butterfly|butterflies', 'm|Schmetterling|Schmetterlinge', { animal: 'cat' }),
  e('bee', 'animal', 'bee', 'f|Biene|Bienen', { animal: 'cat' }),
  e('wolf', 'animal', 'wolf|wolves', 'm|Wolf|Wölfe', { animal: 'dog' }),
  e('deer', 'animal', 'deer|deer', 'n|Reh|Rehe', { animal: 'dog', also: ['fawn', 'rehkitz'] }),
  e('snail', 'animal', 'snail', 'f|Schnecke|Schnecken', { animal: 'rabbit' }),
  e('seal', 'animal', 'seal', 'f|Robbe|Robben', { animal: 'bear', also: ['seehund'] }),
  // Creatures
  e('dragon', 'creature', 'dragon', 'm|Drache|Drachen', { animal: 'dragon', weak: true }),
  e('unicorn', 'creature', 'unicorn', 'n|Einhorn|Einhörner', { animal: 'dog' }),
  e('robot', 'creature', 'robot', 'm|Roboter|Roboter', { animal: 'bear' }),
  e('dinosaur', 'creature', 'dinosaur', 'm|Dinosaurier|Dinosaurier', {
    animal: 'dragon',
    also: ['dino', 'dinos', 't-rex'],
  }),
  e('fairy', 'creature', 'fairy|fairies', 'f|Fee|Feen', { animal: 'cat', also: ['elfe'] }),
  e('ghost', 'creature', 'ghost', 'n|Gespenst|Gespenster', { animal: 'cat', also: ['geist'] }),
  e('monster', 'creature', 'monster', 'n|Monster|Monster', { animal: 'bear' }),
  e('mermaid', 'creature', 'mermaid', 'f|Meerjungfrau|Meerjungfrauen', { animal: 'cat' }),
  e('giant', 'creature', 'giant', 'm|Riese|Riesen', { animal: 'bear', weak: true }),
  e('troll', 'creature', 'troll', 'm|Troll|Trolle', { animal: 'bear' }),
  // Vehicles
  e('tractor', 'vehicle', 'tractor', 'm|Traktor|Traktoren', { object: 'key', also: ['trecker'] }),
  e('train', 'vehicle', 'train', 'm|Zug|Züge', {
    object: 'key',
    also: ['locomotive', 'lokomotive', 'lok', 'eisenbahn'],
  }),
  e('boat', 'vehicle', 'boat', 'n|Boot|Boote', {
    object: 'map',
    also: ['ship', 'ships', 'schiff', 'schiffe', 'sailboat', 'segelboot'],
  }),
  e('rocket', 'vehicle', 'rocket', 'f|Rakete|Raketen', { object: 'star', also: ['spaceship', 'raumschiff'] }),
  e('bicycle', 'vehicle', 'bicycle', 'n|Fahrrad|Fahrräder', {
    object: 'key',
    also: ['bike', 'bikes', 'rad'],
  }),
  e('car', 'vehicle', 'car', 'n|Auto|Autos', {
    object: 'key',
    also: ['racing car', 'rennauto', 'rennwagen'],
  }),
  e('plane', 'vehicle', 'plane', 'n|Flugzeug|Flugzeuge', { object: 'kite', also: ['aeroplane', 'airplane'] }),
  e('fire-engine', 'vehicle', 'fire engine', 'n|Feuerwehrauto|Feuerwehrautos', {
    object: 'key',
    also: ['fire truck', 'feuerwehr'],
  }),
  e('bus', 'vehicle', 'bus|buses', 'm|Bus|Busse', { object: 'key' }),
  e('digger', 'vehicle', 'digger', 'm|Bagger|Bagger', { object: 'key', also: ['excavator'] }),
  e('balloon-ride', 'vehicle', 'hot-air balloon', 'm|Heißluftballon|Heißluftballons', { object: 'kite' }),
  // Toys and things
  e('teddy', 'toy', 'teddy bear', 'm|Teddy|Teddys', { object: 'star', also: ['kuscheltier'] }),
  e('doll', 'toy', 'doll', 'f|Puppe|Puppen', { object: 'star' }),
  e('ball', 'toy', 'ball', 'm|Ball|Bälle', { object: 'star' }),
  e('kite', 'toy', 'kite', 'm|Drachen|Drachen', { object: 'kite', also: ['flugdrachen'] }),
  e('balloon', 'object', 'balloon', 'm|Luftballon|Luftballons', {
    object: 'kite',
    also: ['ballon', 'ballons'],
  }),
  e('cake', 'object', 'cake', 'm|Kuchen|Kuchen', { object: 'star', also: ['torte'] }),
  e('tree-house', 'object', 'tree house', 'n|Baumhaus|Baumhäuser', { object: 'key', also: ['treehouse'] }),
  e('shell', 'object', 'shell', 'f|Muschel|Muscheln', { object: 'star', also: ['seashell', 'seashells'] }),
  e('bone', 'object', 'bone', 'm|Knochen|Knochen', { object: 'key', also: ['dinosaur bones'] }),
  e('paper-boat', 'object', 'paper boat', 'n|Papierschiff|Papierschiffe', {
    object: 'map',
    also: ['papierboot', 'papierschiffchen'],
  }),
  e('raft', 'object', 'raft', 'n|Floß|Flöße', { object: 'map' }),
  e('sandcastle', 'object', 'sandcastle', 'f|Sandburg|Sandburgen', { object: 'star', also: ['sand castle'] }),
  e('snowman', 'object', 'snowman|snowmen', 'm|Schneemann|Schneemänner', { object: 'star' }),
  e('hut', 'object', 'den', 'f|Hütte|Hütten', { object: 'key', also: ['hut', 'huts', 'bude'] }),
  e('bridge', 'object', 'bridge', 'f|Brücke|Brücken', { object: 'key' }),
  e('birdhouse', 'object', 'birdhouse', 'n|Vogelhaus|Vogelhäuser', { object: 'key', also: ['nesting box'] }),
  e('key', 'object', 'key', 'm|Schlüssel|Schlüssel', { object: 'key' }),
  e('map', 'object', 'map', 'f|Karte|Karten', { object: 'map', also: ['schatzkarte', 'treasure map'] }),
  e('treasure', 'object', 'treasure', 'm|Schatz|Schätze', {
    object: 'map',
    also: ['treasure chest', 'schatztruhe'],
  }),
  e('lantern', 'object', 'lantern', 'f|Laterne|Laternen', { object: 'lantern', also: ['lamp', 'lampe'] }),
  e('star', 'object', 'star', 'm|Stern|Sterne', { object: 'star', also: ['sternschnuppe', 'shooting star'] }),
  e('egg', 'object', 'egg', 'n|Ei|Eier', { object: 'star' }),
  e('crown', 'object', 'crown', 'f|Krone|Kronen', { object: 'star' }),
  e('book', 'object', 'book', 'n|Buch|Bücher', { object: 'map' }),
  e('letter', 'object', 'letter', 'm|Brief|Briefe', { object: 'map' }),
  e('present', 'object', 'present', 'n|Geschenk|Geschenke', { object: 'star', also: ['gift', 'gifts'] }),
  e('flower', 'object', 'flower', 'f|Blume|Blumen', { object: 'star' }),
  e('seed', 'object', 'seed', 'm|Samen|Samen', { object: 'star' }),
  e('harvest', 'event', 'harvest', 'f|Ernte|Ernten', { object: 'star' }),
  e('storm', 'event', 'storm', 'm|Sturm|Stürme', { also: ['thunderstorm', 'gewitter', 'unwetter'] }),
  e('rain', 'event', 'rain', 'm|Regen|Regen'),
  e('night', 'event', 'night', 'f|Nacht|Nächte', { also: ['dark', 'dunkelheit', 'dunkel'] }),
  e('winter', 'event', 'winter', 'm|Winter|Winter'),
  e('birthday', 'event', 'birthday', 'm|Geburtstag|Geburtstage', {
    also: ['geburtstagsfest', 'birthday party', 'geburtstagsparty', 'geburtstagsfeier'],
  }),
  e('party', 'event', 'party|parties', 'f|Party|Partys', {
    also: ['feier', 'celebration', 'surprise party', 'überraschungsparty'],
  }),
  e('festival', 'event', 'festival', 'n|Fest|Feste', { also: ['volksfest', 'sommerfest'] }),
  e('christmas', 'event', 'Christmas|Christmases', 'n|Weihnachten|Weihnachten', { also: ['weihnachtsfest'] }),
  e('wedding', 'event', 'wedding', 'f|Hochzeit|Hochzeiten'),
  e('swimming', 'event', 'swimming', 'n|Schwimmen|Schwimmen', { also: ['swim'] }),
  e('reading', 'event', 'reading', 'n|Lesen|Lesen', { also: ['read'] }),
  e('cycling', 'event', 'cycling', 'n|Radfahren|Radfahren', {
    also: ['ride a bike', 'fahrrad fahren', 'rad fahren'],
  }),
  e('flying', 'event', 'flying', 'n|Fliegen|Fliegen', { also: ['fly'] }),
  e('dancing', 'event', 'dancing', 'n|Tanzen|Tanzen', { also: ['tanz', 'dance', 'tanzen'] }),
  e('skating', 'event', 'ice skating', 'n|Schlittschuhlaufen|Schlittschuhlaufen', {
    also: ['skate', 'skating', 'schlittschuh'],
  }),
  e('climbing', 'event', 'climbing', 'n|Klettern|Klettern', { also: ['climb'] }),
  e('fire', 'event', 'fire', 'n|Feuer|Feuer'),
  e('water', 'event', 'water', 'n|Wasser|Wasser'),
  e('thunder', 'event', 'thunder', 'm|Donner|Donner'),
  e('colours', 'event', 'colour|colours', 'f|Farbe|Farben', { also: ['colors', 'color'] }),
  // Places
  e('farm', 'place', 'farm', 'm|Bauernhof|Bauernhöfe', {
    place: 'garden',
    at: { en: 'on the farm', de: 'auf dem Bauernhof' },
    also: ['hof'],
  }),
  e('forest', 'place', 'forest', 'm|Wald|Wälder', {
    place: 'forest',
    at: { en: 'in the forest', de: 'im Wald' },
    also: ['woods', 'wood', 'jungle', 'dschungel'],
  }),
  e('sea', 'place', 'sea', 'n|Meer|Meere', {
    place: 'sea',
    at: { en: 'by the sea', de: 'am Meer' },
    also: ['ocean', 'ozean', 'seaside'],
  }),
  e('beach', 'place', 'beach|beaches', 'm|Strand|Strände', {
    place: 'sea',
    at: { en: 'on the beach', de: 'am Strand' },
  }),
  e('island', 'place', 'island', 'f|Insel|Inseln', {
    place: 'sea',
    at: { en: 'on the island', de: 'auf der Insel' },
  }),
  e('underwater', 'place', 'seabed', 'm|Meeresgrund|Meeresgründe', {
    place: 'sea',
    at: { en: 'under the sea', de: 'unter Wasser' },
    also: ['underwater', 'unterwasser', 'under the sea'],
  }),
  e('mountain', 'place', 'mountain', 'm|Berg|Berge', {
    place: 'mountain',
    at: { en: 'in the mountains', de: 'in den Bergen' },
    also: ['hill', 'hills', 'hügel', 'gebirge', 'alpen'],
  }),
  e('snow', 'place', 'snow', 'm|Schnee|Schnee', {
    place: 'mountain',
    at: { en: 'in the snow', de: 'im Schnee' },
    also: ['schneeland', 'north pole', 'nordpol', 'ice', 'eis'],
  }),
  e('city', 'place', 'city|cities', 'f|Stadt|Städte', {
    place: 'castle',
    at: { en: 'in the city', de: 'in der Stadt' },
    also: ['town', 'großstadt'],
  }),
  e('village', 'place', 'village', 'n|Dorf|Dörfer', {
    place: 'garden',
    at: { en: 'in the village', de: 'im Dorf' },
  }),
  e('castle', 'place', 'castle', 'f|Burg|Burgen', {
    place: 'castle',
    at: { en: 'in the castle', de: 'in der Burg' },
    also: ['palace', 'schloss', 'palast'],
  }),
  e('space', 'place', 'space', 'm|Weltraum|Welträume', {
    place: 'space',
    at: { en: 'in space', de: 'im Weltraum' },
    also: ['weltall', 'outer space'],
  }),
  e('moon', 'place', 'moon', 'm|Mond|Monde', {
    place: 'space',
    at: { en: 'on the moon', de: 'auf dem Mond' },
  }),
  e('garden', 'place', 'garden', 'm|Garten|Gärten', {
    place: 'garden',
    at: { en: 'in the garden', de: 'im Garten' },
  }),
  e('meadow', 'place', 'meadow', 'f|Wiese|Wiesen', {
    place: 'garden',
    at: { en: 'in the meadow', de: 'auf der Wiese' },
  }),
  e('home', 'place', 'house', 'n|Haus|Häuser', {
    place: 'garden',
    at: { en: 'at home', de: 'zu Hause' },
    also: ['home', 'zuhause'],
  }),
  e('school', 'place', 'school', 'f|Schule|Schulen', {
    place: 'garden',
    at: { en: 'at school', de: 'in der Schule' },
  }),
  e('kindergarten', 'place', 'kindergarten', 'm|Kindergarten|Kindergärten', {
    place: 'garden',
    at: { en: 'at kindergarten', de: 'im Kindergarten' },
    also: ['kita', 'nursery'],
  }),
  e('river', 'place', 'river', 'm|Fluss|Flüsse', {
    place: 'forest',
    at: { en: 'by the river', de: 'am Fluss' },
    also: ['stream', 'bach'],
  }),
  e('lake', 'place', 'lake', 'm|See|Seen', {
    place: 'forest',
    at: { en: 'by the lake', de: 'am See' },
    also: ['pond', 'teich'],
  }),
  e('zoo', 'place', 'zoo', 'm|Zoo|Zoos', { place: 'garden', at: { en: 'at the zoo', de: 'im Zoo' } }),
  e('desert', 'place', 'desert', 'f|Wüste|Wüsten', {
    place: 'mountain',
    at: { en: 'in the desert', de: 'in der Wüste' },
  }),
  e('cave', 'place', 'cave', 'f|Höhle|Höhlen', {
    place: 'mountain',
    at: { en: 'in the cave', de: 'in der Höhle' },
  }),
];

/**
 * Known words of the other book languages (es, fr, it, pt, ru), so an idea written in one of them still finds
 * its characters' kinds and places; the story itself is told from the frame.
 */
const FOREIGN: Record<string, string[]> = {
  girl: ['niña', 'fille', 'fillette', 'bambina', 'menina', 'девочка'],
  boy: ['niño', 'garçon', 'bambino', 'menino', 'мальчик'],
  sister: [
    'hermana',
    'sœur',
    'soeur',
    'sorella',
    'irmã',
    'сестра',
    'hermanas',
    'sœurs',
    'sorelle',
    'irmãs',
    'сёстры',
    'сестры',
  ],
  brother: ['hermano', 'frère', 'fratello', 'irmão', 'брат'],
  grandma: ['abuela', 'grand-mère', 'mamie', 'nonna', 'avó', 'бабушка'],
  grandpa: ['abuelo', 'grand-père', 'papi', 'nonno', 'avô', 'дедушка'],
  dog: ['perro', 'chien', 'cane', 'cão', 'cachorro', 'собака', 'пёс', 'щенок'],
  cat: ['gato', 'chat', 'gatto', 'кошка', 'кот', 'котёнок'],
  rabbit: ['conejo', 'lapin', 'coniglio', 'coelho', 'заяц', 'кролик', 'зайчик'],
  bear: ['oso', 'ours', 'orso', 'urso', 'медведь', 'мишка'],
  fox: ['zorro', 'renard', 'volpe', 'raposa', 'лиса', 'лисёнок'],
  dragon: ['dragón', 'drago', 'dragão', 'дракон'],
  horse: ['caballo', 'cheval', 'cavallo', 'cavalo', 'лошадь', 'конь'],
  bird: ['pájaro', 'oiseau', 'uccello', 'pássaro', 'птица', 'птичка'],
  owl: ['búho', 'lechuza', 'hibou', 'chouette', 'gufo', 'coruja', 'сова'],
  hedgehog: ['erizo', 'hérisson', 'riccio', 'ouriço', 'ёжик', 'ёж'],
  mouse: ['ratón', 'souris', 'topo', 'topolino', 'rato', 'мышка', 'мышь'],
  unicorn: ['unicornio', 'licorne', 'unicorno', 'unicórnio', 'единорог'],
  robot: ['robot', 'robô', 'робот'],
  dinosaur: ['dinosaurio', 'dinosaure', 'dinosauro', 'dinossauro', 'динозавр'],
  tractor: ['tractor', 'tracteur', 'trattore', 'trator', 'трактор'],
  train: ['tren', 'train', 'treno', 'trem', 'поезд'],
  boat: ['barco', 'bateau', 'barca', 'nave', 'лодка', 'корабль'],
  rocket: ['cohete', 'fusée', 'razzo', 'foguete', 'ракета'],
  forest: ['bosque', 'forêt', 'bois', 'bosco', 'foresta', 'floresta', 'лес', 'лесу'],
  sea: ['mar', 'mer', 'mare', 'море'],
  beach: ['playa', 'plage', 'spiaggia', 'praia', 'пляж'],
  mountain: ['montaña', 'montagne', 'montagna', 'montanha', 'гора', 'горы'],
  castle: ['castillo', 'château', 'castello', 'castelo', 'замок'],
  space: ['espacio', 'espace', 'spazio', 'espaço', 'космос'],
  garden: ['jardín', 'jardin', 'giardino', 'jardim', 'сад'],
  farm: ['granja', 'ferme', 'fattoria', 'fazenda', 'ферма'],
  city: ['ciudad', 'ville', 'città', 'cidade', 'город'],
  river: ['río', 'rivière', 'fleuve', 'fiume', 'rio', 'река'],
  cake: ['pastel', 'tarta', 'gâteau', 'torta', 'bolo', 'торт'],
  birthday: ['cumpleaños', 'anniversaire', 'compleanno', 'aniversário', 'день рождения'],
  treasure: ['tesoro', 'trésor', 'tesouro', 'клад', 'сокровище'],
};

export const LEX: ReadonlyMap<string, LexEntry> = new Map(LEXICON.map((x) => [x.id, x]));

/** Every written form (lower case) → entries; multi-word forms ("fire engine") are matched first. */
export const FORMS: ReadonlyMap<string, LexEntry[]> = (() => {
  const forms = new Map<string, LexEntry[]>();
  const add = (form: string, entry: LexEntry) => {
    const key = form.toLowerCase();
    const list = forms.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    forms.set(key, list);
  };
  for (const x of LEXICON) {
    for (const form of [x.en.sg, x.en.pl, x.de.sg, x.de.pl, ...(x.also ?? [])]) add(form, x);
    for (const form of FOREIGN[x.id] ?? []) add(form, x);
    if (x.de.weak) add(`${x.de.sg}${x.de.sg.endsWith('e') ? 'n' : 'en'}`, x);
    // Dative plural: "den Kindern", "mit den Schafen".
    if (!/[ns]$/.test(x.de.pl)) add(`${x.de.pl}n`, x);
  }
  return forms;
})();

// ── German noun phrases ──────────────────────────────────────────────────────────────────────────────

export type Case = 'nom' | 'acc' | 'dat';

/** The noun itself in a case: weak masculines take -(e)n, dative plurals -n. */
export function deNoun(x: LexEntry, kase: Case, plural = false): string {
  if (plural) return kase === 'dat' && !/[ns]$/.test(x.de.pl) ? `${x.de.pl}n` : x.de.pl;
  if (x.de.weak && kase !== 'nom') return x.de.sg.endsWith('e') ? `${x.de.sg}n` : `${x.de.sg}en`;
  return x.de.sg;
}

/**
 * A character's name as the cast writes it (nominative: "Lena", "der Fuchs", "der kleine Rabe", "Oma") after
 * a preposition or verb that takes the accusative ("über", "für", "durch"): only a masculine noun phrase
 * changes ("den Fuchs", "den kleinen Raben"), weak nouns (lexicon `weak`) with -(e)n. Names stay as they are.
 */
export function deAccusative(name: string): string {
  const words = name.trim().split(/\s+/);
  const [article, ...rest] = words as [string, ...string[]];
  const definite = /^der$/i.test(article);
  if (!(definite || /^ein$/i.test(article)) || rest.length === 0) return name;
  const noun = rest[rest.length - 1] as string;
  const adjectives = rest.slice(0, -1);
  // Only "der/ein [adjectives] Noun": anything else ("der Kapitän Blaubär") is left as it is.
  if (!/^\p{Lu}/u.test(noun) || adjectives.some((a) => !/^\p{Ll}/u.test(a))) return name;
  const entry = LEXICON.find((x) => x.de.sg === noun && x.de.g === 'm');
  const declined = adjectives.map((a) => (definite ? a.replace(/e$/, 'en') : a.replace(/er$/, 'en')));
  const acc = definite ? 'den' : 'einen';
  return [
    article[0] === article[0]?.toUpperCase() ? `${acc[0]?.toUpperCase()}${acc.slice(1)}` : acc,
    ...declined,
    entry ? deNoun(entry, 'acc') : noun,
  ].join(' ');
}
