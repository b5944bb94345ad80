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

const l = 'es';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) =>
  `El libro tiene las páginas 2 a ${pageCount + 1} (la página 1 es la portada).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose}: ${p.word}` : p.word)),
    l,
  );
const kind: Texts['kind'] = (k, colour) => `${kindName(k, l)}${colour ? ` (${colourName(colour, l)})` : ''}`;

export const ES: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1) return `Un cambio: ${rationales[0]} Por favor, revísalo y confírmalo.`;
    return `${rationales.length} cambios:\n${rationales.map((r) => `– ${r}`).join('\n')}\nPor favor, revísalos y confírmalos.`;
  },
  notDrawn: (parts) => `(No sé dibujar ${cannotList(parts)}, así que no forma parte del cambio.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation
        ? `; en ${languageName(translation.language, l)}: ${q(translation.text)}`
        : '';
      return stop(`Página ${page}: el texto pasa a ser ${q(main)}${other}`);
    },
    kept: (language) => ` La línea en ${languageName(language, l)} se queda como está, como pediste.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` La línea en ${name} se queda como está por ahora — envíame el texto en ${name} entre comillas si también debe cambiar.`;
    },
    translateLine: (page, language, text) =>
      stop(`Página ${page}: la línea en ${languageName(language, l)} pasa a ser ${q(text)}`),
    shorten: (page, kept) =>
      stop(`Página ${page}: texto más corto — queda más o menos la mitad, igual en cada idioma: ${q(kept)}`),
    place: (page, entry) => `Página ${page}: la imagen ahora transcurre aquí: ${placeName(entry, l)}.`,
    light: (page, light) => `Página ${page}: la imagen ahora transcurre ${light}.`,
    cast: (page, names) => `Página ${page}: la imagen ahora muestra a ${list(names, l)}.`,
    action: (page, caption) => stop(`Página ${page}: una escena nueva — ${caption}`),
    things: (page, things) => `Página ${page}: la imagen ahora también muestra ${list(things, l)}.`,
    look: (name, parts) =>
      `${cap(name)}: ${list(parts, l)} — en cada página en la que aparece ${name} y en la portada.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? ` (dibujado como ${kindName({ ...k, id: k.base }, l)})`
          : '';
      const noun = k ? ` En el texto, ${name} es ahora: ${kindName(k, l)}.` : '';
      return `${cap(name)} es ahora: ${described}${drawn} — en cada página en la que aparece ${name} y en la portada.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (en ${languageName(other.language, l)}: ${other.name})` : '';
      return `${cap(old)} se llama ahora ${name}${extra} — en todos los textos del libro.`;
    },
    style: (style) =>
      `Todo el libro se vuelve a dibujar en estilo ${q(styleName(style, l))}, con los mismos personajes.`,
    retitle(title, kept) {
      const other = kept
        ? ` El título en ${languageName(kept.language, l)} sigue siendo ${q(kept.title)} por ahora; envíamelo entre comillas si también debe cambiar.`
        : '';
      return `El libro se llama ahora ${q(title)}, en la portada y en la página del título.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? 'dibujado como adulto (más alto)' : 'dibujado como niño'),
    coloured: (slot, colour) => `${slotName(slot.id, l)}: ${colourName(colour, l)}`,
    clothing: (slot, instead) =>
      `${slotName(slot.id, l)}${instead ? ` en lugar de: ${slotName(instead, l)}` : ''}`,
    replaced: (before) => ` en lugar de: ${slotName(before, l)}`,
    feature: (feature, remove) => `${remove ? 'sin' : 'con'} ${featureName(feature, l)}`,
  },

  already: {
    style: (style) => `El estilo ${q(styleName(style, l))}`,
    cast: (page, names) => `La imagen de la página ${page} muestra a ${list(names, l)}`,
    place: (page, entry) => `La imagen de la página ${page} (${placeName(entry, l)})`,
    light: (page, light) => `La imagen de la página ${page} (${light})`,
    title: (title) => `El título ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `¿Qué debe cambiar en la página ${page}?` : '¿Qué debe cambiar exactamente?'} Puedo cambiar el texto de una página ` +
        `(«Texto más corto en la página 6», «En la página 5 debe decir: "…"»), lo que muestra una imagen («En la página 4 están en el mar», ` +
        `«Solo ${first} en esta página»), cómo es un personaje («${cap(first)} debe tener el pelo rojo»), un nombre ` +
        `(«${cap(second)} se llama Rufus») o el estilo de todo el libro («acuarela»). Los personajes: ${castList(plan, l, 'and')}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? ` ¿Te refieres a la página ${focus}, la que estás viendo? Entonces responde «sí» o «esta página».`
        : '';
      return `¿En qué página? ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `Este libro no tiene página ${page}. ${pageRange(pageCount)} ¿A qué página te refieres?`,
    cover: (pageCount) =>
      `La portada muestra el título y los personajes: cambia con su aspecto, sus nombres y el estilo del libro. ` +
      `¿Debe cambiar un personaje (p. ej. «pelo rojo») o una página del libro? ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `La página ${page} no tiene texto que pueda cambiar. La historia está en las páginas ${textPages}. ¿A qué página te refieres?`,
    noPicture: (page, picturePages) =>
      `La página ${page} no tiene imagen. Las imágenes están en las páginas ${picturePages}. ¿A qué página te refieres?`,
    whoFor: (plan, what) => `¿Para quién (${what})? Los personajes del libro: ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `¿A qué personaje te refieres: ${list(names, l, 'or')}?`,
    whatColoured: (plan, colour) =>
      `¿Qué debe ser ${colourName(colour, l)}: el pelo, la piel o el pelaje, la ropa, una bufanda, una capa, un sombrero o un lazo? ` +
      `¿Y para qué personaje: ${castList(plan, l, 'or')}?`,
    whichColour: (name, slot) =>
      `${cap(name)}, ${slotName(slot.id, l)}: ¿de qué color? Por ejemplo rojo, azul, verde, amarillo, marrón, negro o rubio.`,
    whatOf: (name, colour) =>
      `¿Qué de ${name} debe ser ${colourName(colour, l)}: el pelo, la piel o el pelaje, la ropa, una bufanda, una capa, un sombrero o un lazo?`,
    skinTone: (name) => `¿Qué tono de piel debe tener ${name}: claro, moreno, marrón u oscuro?`,
    cannotWear: (name, possible) =>
      `${cap(name)} no puede llevar eso. Es posible: ${possible.join(', ')}. ¿Qué eliges?`,
    animalClothing: (name) => `${cap(name)} puede llevar una bufanda o una capa — ¿cuál, y de qué color?`,
    personClothing: (name) =>
      `${cap(name)} necesita algo que ponerse: un vestido, un peto, una sudadera, una bufanda o una capa — ¿qué, y de qué color?`,
    already: (what) => `${cap(what)} — ya es así. ¿Qué debe cambiar en su lugar?`,
    aboutCharacter: (name) =>
      `¿Qué debería cambiar de ${name}? Puedo cambiar el color del pelo o del pelaje, el tono de piel, la ropa y su color, unas gafas, un sombrero, un lazo o pecas, el nombre, o lo que es ${name} (p. ej. «un gato»).`,
    cannotDraw: (parts) =>
      `No sé dibujar ${cannotList(parts)} — no cambiaría nada visible en el libro. ` +
      `En un personaje puedo cambiar el color del pelo o del pelaje, el tono de piel, la ropa y su color, gafas, un sombrero, un lazo o pecas. ¿Qué eliges?`,
    renameWhich: (plan) =>
      `¿Quién debe recibir un nombre nuevo, y cuál? Los personajes: ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `¿Cómo debe llamarse ${name}? Envíame simplemente el nombre nuevo.`,
    renameWho: (plan, name) => `¿Quién debe llamarse ${name}? Los personajes: ${castList(plan, l, 'or')}.`,
    badName: (name) =>
      `No puedo usar ${q(name)} como nombre (solo letras, como mucho 40). ¿Cómo debe llamarse el personaje?`,
    nameTaken: (name) => `Otro personaje del libro ya se llama ${name}. ¿Qué nombre eliges?`,
    newText: (page) =>
      `¿Qué debe decir la página ${page}? Envía el texto nuevo entre comillas, p. ej.: En la página ${page} debe decir: «…»`,
    nothingToShorten: (page, text) =>
      `La página ${page} solo tiene una frase corta (${q(text)}), no hay nada que quitar. ` +
      `¿Qué debe decir en su lugar? Envía el texto nuevo entre comillas.`,
    longer: () =>
      'No sé alargar un texto — puedo acortarlo o sustituirlo por el tuyo. ' +
      'Envíame el texto nuevo entre comillas y la página, p. ej.: En la página 5 debe decir: «…»',
    whatHappens: (page) =>
      `¿Qué debe pasar en la imagen de la página ${page}? Puedo mostrar por ejemplo: ${list(
        [
          'volar una cometa',
          'un pícnic',
          'un castillo de arena',
          'jugar a la pelota',
          'leer un libro',
          'nadar',
          'bailar',
        ],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) =>
      `¿Quién debe aparecer en la imagen de la página ${page}? Los personajes: ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) =>
      `Entonces no quedaría nadie en la imagen de la página ${page}. ¿Quién debe quedarse?`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${cap(displayName(plan, i, l))} (${k ? kind(k) : ''}, ${slotName(c.sheet.clothing, l)}): color del pelo o del pelaje, ropa y su color, gafas, sombrero, otro animal u otro nombre`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `Todavía no puedo hacer un cambio a partir de ${q(said)}.` : 'Todavía no es lo bastante concreto para mí.'} En este libro puedo cambiar, por ejemplo:\n– ${looks.join('\n– ')}\n` +
        `– el texto de una página (más corto, o con tus palabras) o lo que muestra una imagen (el lugar, quién aparece, qué hacen), páginas 2 a ${pageCount + 1}\n` +
        `– el estilo de todo el libro (ahora: ${styleName(plan.style, l)})\n¿Qué eliges?`
      );
    },
    newcomer: (name, plan) =>
      `${cap(name)} no está en este libro, y no puedo añadir un personaje nuevo a una historia ya escrita: sus páginas e imágenes están hechas en torno a ${castList(plan, l, 'and')}. Puedo ponerlos en una página, cambiar su aspecto o su nombre. ¿Qué prefieres?`,
    unknownKind: (name, word) =>
      `No sé dibujar a ${name} como ${q(word)} — no cambiaría nada visible en el libro. ` +
      `Puedo convertir a ${name} por ejemplo en un perro, un gato, un conejo, un oso, un zorro, un dragón, un perro salchicha, un búho o un niño. ¿Qué eliges?`,
    whichKind: (name, not) =>
      `${cap(name)} no es: ${kind(not)} — ¿qué es ${name} entonces? Puedo dibujar a ${name} por ejemplo como perro (perro salchicha, caniche …), gato, conejo, oso, zorro, dragón, búho, niña, niño o adulto.`,
    pick: (plan) =>
      `Funciona mejor con una frase como estas: «${cap(displayName(plan, 0, l))} debe tener el pelo azul», «Texto más corto en la página 6», «En la página 5 están en el mar» o «En acuarela».`,
    invisible: (rationales) =>
      `Eso no cambiaría nada visible en el libro (${rationales.join(' ')}), así que no lo propongo — no te cuesta ningún cambio. ¿Qué debe cambiar en su lugar?`,
    whichLanguageLine: (languages) =>
      `Este libro solo tiene líneas en ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}. ¿Qué línea debe cambiar?`,
    titleWhat: (current) =>
      `¿Cómo debe llamarse el libro? Ahora se llama ${q(current)}. Escribe el nuevo título entre comillas.`,
    size(name, grownUp, animal) {
      if (animal)
        return `Las imágenes dibujan a ${name} en un solo tamaño: no puedo hacerlo más grande ni más pequeño. Puedo cambiar su color, su ropa, un sombrero, un lazo, unas gafas o lo que es. ¿Qué prefieres?`;
      return `Las imágenes conocen dos tamaños: niños y adultos. ${cap(name)} está dibujado como ${grownUp ? 'adulto' : 'niño'}: ¿lo dibujo como ${grownUp ? 'niño' : 'adulto'}, o cambio el pelo, la ropa o las gafas?`;
    },
    undone: (rationales) =>
      `Deshecho: ${rationales.join(' ')} No hay nada más previsto ahora. ¿Qué quieres cambiar en su lugar?`,
    nothingToUndo: () =>
      `No hay ningún cambio propuesto que deshacer; los cambios confirmados se quedan en el libro. ¿Qué quieres cambiar?`,
  },
};
