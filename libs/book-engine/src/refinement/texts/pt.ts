import { kindOfSheet } from '../kind-words';
import {
  cap,
  castList,
  colourName,
  displayName,
  featureName,
  kindName,
  languageName,
  list,
  placeName,
  quote,
  slotName,
  stop,
  styleName,
} from './labels';
import type { Texts } from './types';

const l = 'pt';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) => `O livro tem as páginas 2 a ${pageCount + 1} (a página 1 é a capa).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}: ${p.word}` : p.word)),
    l,
  );
const kind: Texts['kind'] = (k, colour) => `${kindName(k, l)}${colour ? ` (${colourName(colour, l)})` : ''}`;

export const PT: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1) return `Uma alteração: ${rationales[0]} Por favor, verifique e confirme.`;
    return `${rationales.length} alterações:\n${rationales.map((r) => `– ${r}`).join('\n')}\nPor favor, verifique e confirme.`;
  },
  notDrawn: (parts) => `(Não consigo desenhar ${cannotList(parts)}, por isso não faz parte da alteração.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation
        ? `; em ${languageName(translation.language, l)}: ${q(translation.text)}`
        : '';
      return stop(`Página ${page}: o texto passa a ser ${q(main)}${other}`);
    },
    kept: (language) => ` A linha em ${languageName(language, l)} fica como está, como pediu.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` A linha em ${name} fica como está por enquanto — envie-me o texto em ${name} entre aspas se também deve mudar.`;
    },
    translateLine: (page, language, text) =>
      stop(`Página ${page}: a linha em ${languageName(language, l)} passa a ser ${q(text)}`),
    shorten: (page, kept) =>
      stop(
        `Página ${page}: texto mais curto — fica mais ou menos a metade, igual em cada idioma: ${q(kept)}`,
      ),
    place: (page, entry) => `Página ${page}: a imagem agora se passa aqui: ${placeName(entry, l)}.`,
    light: (page, light) => `Página ${page}: a imagem agora se passa ${light}.`,
    cast: (page, names) => `Página ${page}: a imagem agora mostra ${list(names, l)}.`,
    action: (page, caption) => stop(`Página ${page}: uma cena nova — ${caption}`),
    things: (page, things) => `Página ${page}: a imagem agora também mostra ${list(things, l)}.`,
    look: (name, parts) =>
      `${cap(name)}: ${list(parts, l)} — em cada página em que ${name} aparece e na capa.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? ` (desenhado como ${kindName({ ...k, id: k.base }, l)})`
          : '';
      const noun = k ? ` No texto, ${name} agora é: ${kindName(k, l)}.` : '';
      return `${cap(name)} agora é: ${described}${drawn} — em cada página em que ${name} aparece e na capa.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (em ${languageName(other.language, l)}: ${other.name})` : '';
      return `${cap(old)} agora se chama ${name}${extra} — em todos os textos do livro.`;
    },
    style: (style) =>
      `O livro inteiro é redesenhado no estilo ${q(styleName(style, l))}, com os mesmos personagens.`,
    retitle(title, kept) {
      const other = kept
        ? ` O título em ${languageName(kept.language, l)} fica ${q(kept.title)} por agora — manda-mo entre aspas se também tiver de mudar.`
        : '';
      return `O livro chama-se agora ${q(title)} — na capa e na página de título.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? 'desenhado como adulto (mais alto)' : 'desenhado como criança'),
    coloured: (slot, colour) => `${slotName(slot.id, l)}: ${colourName(colour, l)}`,
    clothing: (slot, instead) =>
      `${slotName(slot.id, l)}${instead ? ` em vez de: ${slotName(instead, l)}` : ''}`,
    replaced: (before) => ` em vez de: ${slotName(before, l)}`,
    feature: (feature, remove) => `${remove ? 'sem' : 'com'} ${featureName(feature, l)}`,
  },

  already: {
    style: (style) => `O estilo ${q(styleName(style, l))}`,
    cast: (page, names) => `A imagem da página ${page} mostra ${list(names, l)}`,
    place: (page, entry) => `A imagem da página ${page} (${placeName(entry, l)})`,
    light: (page, light) => `A imagem da página ${page} (${light})`,
    title: (title) => `O título ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `O que deve mudar na página ${page}?` : 'O que exatamente deve mudar?'} Posso mudar o texto de uma página ` +
        `(“Texto mais curto na página 6”, “Na página 5 deve estar escrito: '…'”), o que uma imagem mostra (“Na página 4 eles estão no mar”, ` +
        `“Só ${first} nesta página”), a aparência de um personagem (“${cap(first)} deve ter cabelo ruivo”), um nome ` +
        `(“${cap(second)} se chama Rufus”) ou o estilo do livro todo (“aquarela”). Os personagens: ${castList(plan, l, 'and')}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? ` Você quer dizer a página ${focus}, a que está vendo? Então responda “sim” ou “esta página”.`
        : '';
      return `Em que página? ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `Este livro não tem a página ${page}. ${pageRange(pageCount)} Que página você quer dizer?`,
    cover: (pageCount) =>
      `A capa mostra o título e os personagens: ela muda com a aparência deles, os nomes e o estilo do livro. ` +
      `Deve mudar um personagem (por ex. “cabelo ruivo”) ou uma página do livro? ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `A página ${page} não tem texto que eu possa mudar. A história está nas páginas ${textPages}. Que página você quer dizer?`,
    noPicture: (page, picturePages) =>
      `A página ${page} não tem imagem. As imagens estão nas páginas ${picturePages}. Que página você quer dizer?`,
    whoFor: (plan, what) => `Para quem (${what})? Os personagens do livro: ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `Que personagem você quer dizer: ${list(names, l, 'or')}?`,
    whatColoured: (plan, colour) =>
      `O que deve ficar ${colourName(colour, l)}: o cabelo, a pele ou a pelagem, a roupa, um cachecol, uma capa, um chapéu ou um laço? ` +
      `E para qual personagem: ${castList(plan, l, 'or')}?`,
    whichColour: (name, slot) =>
      `${cap(name)}, ${slotName(slot.id, l)}: de que cor? Por exemplo vermelho, azul, verde, amarelo, marrom, preto ou loiro.`,
    whatOf: (name, colour) =>
      `O que em ${name} deve ficar ${colourName(colour, l)}: o cabelo, a pele ou a pelagem, a roupa, um cachecol, uma capa, um chapéu ou um laço?`,
    skinTone: (name) => `Que tom de pele ${name} deve ter: claro, bronzeado, moreno ou escuro?`,
    cannotWear: (name, possible) =>
      `${cap(name)} não pode usar isso. É possível: ${possible.join(', ')}. O que escolhe?`,
    animalClothing: (name) => `${cap(name)} pode usar um cachecol ou uma capa — qual, e de que cor?`,
    personClothing: (name) =>
      `${cap(name)} precisa de algo para vestir: um vestido, uma jardineira, um moletom, um cachecol ou uma capa — o quê, e de que cor?`,
    already: (what) => `${cap(what)} — já é assim. O que deve mudar em vez disso?`,
    aboutCharacter: (name) =>
      `O que deve mudar em ${name}? Posso mudar a cor do cabelo ou do pelo, o tom de pele, a roupa e a sua cor, óculos, um chapéu, um laço ou sardas, o nome, ou o que ${name} é (por ex. «um gato»).`,
    cannotDraw: (parts) =>
      `Não consigo desenhar ${cannotList(parts)} — não mudaria nada visível no livro. ` +
      `Num personagem posso mudar a cor do cabelo ou da pelagem, o tom de pele, a roupa e a sua cor, óculos, um chapéu, um laço ou sardas. O que escolhe?`,
    renameWhich: (plan) =>
      `Quem deve ganhar um nome novo, e qual? Os personagens: ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `Como ${name} deve se chamar? É só me mandar o nome novo.`,
    renameWho: (plan, name) => `Quem deve se chamar ${name}? Os personagens: ${castList(plan, l, 'or')}.`,
    badName: (name) =>
      `Não posso usar ${q(name)} como nome (só letras, no máximo 40). Como o personagem deve se chamar?`,
    nameTaken: (name) => `Outro personagem do livro já se chama ${name}. Que nome escolhe?`,
    newText: (page) =>
      `O que deve estar escrito na página ${page}? Envie o texto novo entre aspas, por ex.: Na página ${page} deve estar escrito: “…”`,
    nothingToShorten: (page, text) =>
      `A página ${page} só tem uma frase curta (${q(text)}), não há nada para tirar. ` +
      `O que deve dizer em vez disso? Envie o texto novo entre aspas.`,
    longer: () =>
      'Não consigo deixar um texto mais longo — posso encurtá-lo ou trocá-lo pelo seu. ' +
      'Envie-me o texto novo entre aspas e a página, por ex.: Na página 5 deve estar escrito: “…”',
    whatHappens: (page) =>
      `O que deve acontecer na imagem da página ${page}? Posso mostrar por exemplo: ${list(
        [
          'soltar pipa',
          'um piquenique',
          'um castelo de areia',
          'jogar bola',
          'ler um livro',
          'nadar',
          'dançar',
        ],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) =>
      `Quem deve aparecer na imagem da página ${page}? Os personagens: ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) => `Então não ficaria ninguém na imagem da página ${page}. Quem deve ficar?`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${cap(displayName(plan, i, l))} (${k ? kind(k) : ''}, ${slotName(c.sheet.clothing, l)}): cor do cabelo ou da pelagem, roupa e a sua cor, óculos, chapéu, outro animal ou outro nome`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `Ainda não consigo fazer uma alteração a partir de ${q(said)}.` : 'Ainda não está concreto o bastante para mim.'} Neste livro posso mudar, por exemplo:\n– ${looks.join('\n– ')}\n` +
        `– o texto de uma página (mais curto, ou com as suas palavras) ou o que uma imagem mostra (o lugar, quem aparece, o que fazem), páginas 2 a ${pageCount + 1}\n` +
        `– o estilo do livro todo (agora: ${styleName(plan.style, l)})\nO que escolhe?`
      );
    },
    newcomer: (name, plan) =>
      `${cap(name)} não está neste livro, e não posso acrescentar uma personagem nova a uma história já escrita — as páginas e as imagens são feitas em torno de ${castList(plan, l, 'and')}. Posso colocá-los numa página, mudar a aparência ou o nome. O que prefere?`,
    unknownKind: (name, word) =>
      `Não consigo desenhar ${name} como ${q(word)} — não mudaria nada visível no livro. ` +
      `Posso transformar ${name} por exemplo num cachorro, num gato, num coelho, num urso, numa raposa, num dragão, num salsicha, numa coruja ou numa criança. O que escolhe?`,
    whichKind: (name, not) =>
      `${cap(name)} não é: ${kind(not)} — então o que é ${name}? Posso desenhar ${name} por exemplo como cachorro (salsicha, poodle …), gato, coelho, urso, raposa, dragão, coruja, menina, menino ou adulto.`,
    pick: (plan) =>
      `Funciona melhor com uma frase como estas: “${cap(displayName(plan, 0, l))} deve ter cabelo azul”, “Texto mais curto na página 6”, “Na página 5 eles estão no mar” ou “Em aquarela”.`,
    invisible: (rationales) =>
      `Isso não mudaria nada visível no livro (${rationales.join(' ')}), por isso não o proponho — não lhe custa nenhuma alteração. O que deve mudar em vez disso?`,
    whichLanguageLine: (languages) =>
      `Este livro só tem linhas em ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}. Que linha deve mudar?`,
    titleWhat: (current) =>
      `Como deve chamar-se o livro? Agora chama-se ${q(current)}. Escreve o novo título entre aspas.`,
    size(name, grownUp, animal) {
      if (animal)
        return `As imagens desenham ${name} num só tamanho: não o posso fazer maior nem mais pequeno. Posso mudar a cor, a roupa, um chapéu, um laço, óculos ou o que é. O que preferes?`;
      return `As imagens conhecem dois tamanhos: crianças e adultos. ${cap(name)} está desenhado como ${grownUp ? 'adulto' : 'criança'} — desenho como ${grownUp ? 'criança' : 'adulto'}, ou mudo o cabelo, a roupa ou os óculos?`;
    },
    undone: (rationales) =>
      `Anulado: ${rationales.join(' ')} Agora não está previsto mais nada. O que queres mudar em vez disso?`,
    nothingToUndo: () =>
      `Não há nenhuma alteração proposta para anular — as alterações confirmadas ficam no livro. O que queres mudar?`,
  },
};
