import { g, type LanguagePack } from '../language-pack';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const pt: LanguagePack = {
  code: 'pt',
  child: { f: 'uma menina curiosa', m: 'um menino curioso' },
  animals: {
    dog: 'um cão alegre',
    cat: 'um gato esperto',
    rabbit: 'um coelhinho',
    bear: 'um urso gentil',
    fox: 'uma raposa vermelha',
    dragon: 'um pequeno dragão',
  },
  places: {
    forest: { the: 'a floresta', at: 'na floresta' },
    sea: { the: 'o mar', at: 'à beira-mar' },
    mountain: { the: 'as montanhas', at: 'nas montanhas' },
    castle: { the: 'o velho castelo', at: 'no velho castelo' },
    space: { the: 'o espaço', at: 'entre as estrelas' },
    garden: { the: 'o jardim', at: 'no jardim' },
  },
  objects: {
    key: { the: 'a chave dourada', a: 'uma chave dourada' },
    map: { the: 'o mapa antigo', a: 'um mapa antigo' },
    lantern: { the: 'a pequena lanterna', a: 'uma pequena lanterna' },
    star: { the: 'a pequena estrela', a: 'uma pequena estrela' },
    kite: { the: 'a pipa vermelha', a: 'uma pipa vermelha' },
  },
  petNames: ['Fofinho', 'Sol', 'Pimenta', 'Botão', 'Biscoito', 'Floquinho'],
  titles: [
    (v) => `${v.hero} e as cores perdidas`,
    (v) => `${v.hero} e ${v.friend}`,
    (v) => `A grande aventura de ${v.hero}`,
  ],
  synopsis: {
    young: (v) =>
      `${v.hero} e ${v.friend} brincam ${v.place.at}. Um dia, as cores desaparecem. Juntos, eles as trazem de volta.`,
    older: (v) =>
      `Quando todas as cores desaparecem ${v.place.at}, ${v.hero} e ${v.friend} partem para encontrá-las. Com muita coragem e uma pequena ajuda dos amigos, descobrem que até o dia mais cinzento pode voltar a brilhar.`,
  },
  setting: (v) => `Um mundo luminoso e acolhedor ${v.place.at}, cheio de cores, sons e trilhas escondidas.`,
  heroDescription: (v) => `${v.hero} é ${v.heroKind} que adora fazer perguntas e nunca desiste.`,
  friendDescription: (v) => `${v.friend} é ${v.friendKind}. ${v.friend} e ${v.hero} são inseparáveis.`,
  beats: {
    setup: {
      title: (v) => `Olá, ${v.hero}!`,
      summary: (v) =>
        `${v.hero}, ${v.heroKind}, mora ${v.place.at} e todos os dias sai para explorar com ${v.friend}. Todas as manhãs, os dois amigos descobrem algo novo.`,
      young: (v) =>
        `${g(v, 'Este', 'Esta')} é ${v.hero}. ${v.hero} mora ${v.place.at}. ${v.friend} está sempre por perto.`,
    },
    discovery: {
      title: (v) => cap(v.object.the),
      summary: (v) =>
        `Atrás de uma pedra velha, ${v.hero} encontra ${v.object.a} que brilha suavemente. ${v.friend} se aproxima e percebe que é algo muito especial.`,
      young: (v) => `${v.hero} encontra ${v.object.a}. Que luz bonita! ${v.friend} pula de alegria.`,
    },
    problem: {
      title: () => 'As cores sumiram',
      summary: (v) =>
        `Certa manhã, todas as cores sumiram ${v.place.at}: as flores estão cinzentas, o céu está cinzento e todos estão tristes. ${v.hero} sabe que alguém precisa fazer alguma coisa.`,
    },
    stakes: {
      title: () => 'Antes do pôr do sol',
      summary: (v) =>
        `Uma velha coruja avisa: se as cores não voltarem antes do pôr do sol, vão desaparecer para sempre. ${v.hero} tem medo, mas ${v.friend} não sai do seu lado.`,
    },
    attempt: {
      title: () => 'A primeira tentativa',
      summary: (v) =>
        `${cap(v.object.the)} mostra a ${v.hero} e a ${v.friend} um caminho estreito e sinuoso. No caminho, eles perguntam ao vento, ao rio e às árvores para onde foram as cores.`,
      young: (v) => `${v.hero} olha para cima. ${v.hero} olha para baixo. Onde estão as cores?`,
    },
    setback: {
      title: () => 'Perdidos no cinzento',
      summary: (v) =>
        `Uma tempestade repentina os tira do caminho, e ${v.object.the} para de brilhar. Por um momento, ${v.hero} quer desistir e voltar para casa.`,
    },
    'second-attempt': {
      title: () => 'Juntos de novo',
      summary: (v) =>
        `${v.friend} se lembra de uma velha canção, e os dois amigos a cantam bem alto no escuro. Passo a passo, eles encontram o caminho de novo.`,
    },
    'turning-point': {
      title: () => 'Um coração corajoso',
      summary: (v) =>
        `${v.hero} entende que ${v.object.the} brilha mais quando alguém é corajoso e gentil. ${v.hero} ergue a luz bem alto, e a primeira cor volta.`,
    },
    resolution: {
      title: () => 'Todas as cores',
      summary: (v) =>
        `O vermelho, o amarelo, o verde e o azul voltam a brilhar ${v.place.at}, e todos comemoram. ${v.hero} e ${v.friend} riem, porque conseguiram juntos.`,
      young: (v) => `As cores voltaram! ${v.hero} ri. ${v.friend} ri também. Boa noite!`,
    },
    homecoming: {
      title: () => 'Finalmente em casa',
      summary: (v) =>
        `Naquela noite há uma grande festa ${v.place.at}. ${g(v, 'Cansado e feliz', 'Cansada e feliz')}, ${v.hero} adormece sonhando com a próxima aventura.`,
    },
  },
};
