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

const l = 'fr';
const q = (text: string) => quote(text, l);
const pageRange = (pageCount: number) =>
  `Le livre a les pages 2 à ${pageCount + 1} (la page 1 est la couverture).`;
const cannotList = (parts: Array<{ whose?: string; word: string }>) =>
  list(
    parts.map((p) => q(p.whose ? `${p.whose} : ${p.word}` : p.word)),
    l,
  );
/** Without an article (French nouns have a gender the planner does not always know): "teckel, brun". */
const kind: Texts['kind'] = (k, colour) => `${kindName(k, l)}${colour ? ` (${colourName(colour, l)})` : ''}`;

export const FR: Texts = {
  kind,
  pageRange,
  summary(rationales) {
    if (rationales.length === 1)
      return `Une modification : ${rationales[0]} Merci de vérifier et de confirmer.`;
    return `${rationales.length} modifications :\n${rationales.map((r) => `– ${r}`).join('\n')}\nMerci de vérifier et de confirmer.`;
  },
  notDrawn: (parts) =>
    `(Je ne sais pas dessiner ${cannotList(parts)}, ce n’est donc pas dans la modification.)`,

  rationale: {
    rewrite(page, main, translation) {
      const other = translation
        ? ` ; en ${languageName(translation.language, l)} : ${q(translation.text)}`
        : '';
      return stop(`Page ${page} : le texte devient ${q(main)}${other}`);
    },
    kept: (language) => ` La ligne en ${languageName(language, l)} reste telle quelle, comme demandé.`,
    keptForNow(language) {
      const name = languageName(language, l);
      return ` La ligne en ${name} reste telle quelle pour l’instant — envoyez-moi le texte en ${name} entre guillemets s’il doit changer aussi.`;
    },
    translateLine: (page, language, text) =>
      stop(`Page ${page} : la ligne en ${languageName(language, l)} devient ${q(text)}`),
    shorten: (page, kept) =>
      stop(
        `Page ${page} : texte plus court — environ la moitié reste, pareil dans chaque langue : ${q(kept)}`,
      ),
    place: (page, entry) => `Page ${page} : l’image se passe maintenant ici : ${placeName(entry, l)}.`,
    light: (page, light) => `Page ${page} : l’image se passe maintenant ${light}.`,
    cast: (page, names) => `Page ${page} : l’image montre maintenant ${list(names, l)}.`,
    action: (page, caption) => stop(`Page ${page} : nouvelle scène — ${caption}`),
    things: (page, things) => `Page ${page} : l’image montre maintenant aussi ${list(things, l)}.`,
    look: (name, parts) =>
      `${cap(name)} : ${list(parts, l)} — sur chaque page où ${name} apparaît et sur la couverture.`,
    kind(name, described, k) {
      const drawn =
        k && k.base !== 'person' && k.base !== k.id
          ? ` (dessiné comme ${kindName({ ...k, id: k.base }, l)})`
          : '';
      const noun = k ? ` Dans le texte, ${name} est maintenant : ${kindName(k, l)}.` : '';
      return `${cap(name)} est maintenant : ${described}${drawn} — sur chaque page où ${name} apparaît et sur la couverture.${noun}`;
    },
    rename(old, name, other) {
      const extra = other ? ` (en ${languageName(other.language, l)} : ${other.name})` : '';
      return `${cap(old)} s’appelle maintenant ${name}${extra} — dans tous les textes du livre.`;
    },
    style: (style) =>
      `Tout le livre est redessiné dans le style ${q(styleName(style, l))}, avec les mêmes personnages.`,
    retitle(title, kept) {
      const other = kept
        ? ` Le titre en ${languageName(kept.language, l)} reste ${q(kept.title)} pour l'instant — envoie-le-moi entre guillemets s'il doit changer aussi.`
        : '';
      return `Le livre s'appelle maintenant ${q(title)} — sur la couverture et la page de titre.${other}`;
    },
  },

  lookPart: {
    grownUp: (adult) => (adult ? 'dessiné en adulte (plus grand)' : 'dessiné en enfant'),
    coloured: (slot, colour) => `${slotName(slot.id, l)} : ${colourName(colour, l)}`,
    clothing: (slot, instead) =>
      `${slotName(slot.id, l)}${instead ? ` au lieu de : ${slotName(instead, l)}` : ''}`,
    replaced: (before) => ` au lieu de : ${slotName(before, l)}`,
    feature: (feature, remove) => `${remove ? 'sans' : 'avec'} ${featureName(feature, l)}`,
  },

  already: {
    style: (style) => `Le style ${q(styleName(style, l))}`,
    cast: (page, names) => `L’image de la page ${page} montre ${list(names, l)}`,
    place: (page, entry) => `L’image de la page ${page} (${placeName(entry, l)})`,
    light: (page, light) => `L’image de la page ${page} (${light})`,
    title: (title) => `Le titre ${q(title)}`,
  },

  ask: {
    whatToChange(plan, pageCount, page) {
      const first = displayName(plan, 0, l);
      const second = plan.cast[1] ? displayName(plan, 1, l) : first;
      return (
        `${page ? `Que faut-il changer à la page ${page} ?` : 'Que faut-il changer exactement ?'} Je peux changer le texte d’une page ` +
        `(« Texte plus court page 6 », « Page 5, le texte doit dire : "…" »), ce que montre une image (« Page 4, ils sont à la mer », ` +
        `« Seulement ${first} sur cette page »), l’apparence d’un personnage (« ${cap(first)} doit avoir les cheveux roux »), un nom ` +
        `(« ${cap(second)} s’appelle Rufus ») ou le style de tout le livre (« aquarelle »). Les personnages : ${castList(plan, l, 'and')}. ${pageRange(pageCount)}`
      );
    },
    whichPage(pageCount, focus) {
      const hint = focus
        ? ` Vous parlez de la page ${focus}, celle que vous regardez ? Répondez alors « oui » ou « cette page ».`
        : '';
      return `Sur quelle page ? ${pageRange(pageCount)}${hint}`;
    },
    unknownPage: (page, pageCount) =>
      `Ce livre n’a pas de page ${page}. ${pageRange(pageCount)} De quelle page parlez-vous ?`,
    cover: (pageCount) =>
      `La couverture montre le titre et les personnages : elle change avec leur apparence, leurs noms et le style du livre. ` +
      `Faut-il changer un personnage (par ex. « cheveux roux ») ou une page du livre ? ${pageRange(pageCount)}`,
    noText: (page, textPages) =>
      `La page ${page} n’a pas de texte que je peux changer. L’histoire est sur les pages ${textPages}. De quelle page parlez-vous ?`,
    noPicture: (page, picturePages) =>
      `La page ${page} n’a pas d’image. Les images sont sur les pages ${picturePages}. De quelle page parlez-vous ?`,
    whoFor: (plan, what) => `Pour qui (${what}) ? Les personnages du livre : ${castList(plan, l, 'or')}.`,
    whichOf: (names) => `De quel personnage parlez-vous : ${list(names, l, 'or')} ?`,
    whatColoured: (plan, colour) =>
      `Qu’est-ce qui doit être ${colourName(colour, l)} — les cheveux, la peau ou le pelage, les vêtements, une écharpe, une cape, un chapeau ou un nœud ? ` +
      `Et pour quel personnage : ${castList(plan, l, 'or')} ?`,
    whichColour: (name, slot) =>
      `${cap(name)}, ${slotName(slot.id, l)} : quelle couleur ? Par exemple rouge, bleu, vert, jaune, marron, noir ou blond.`,
    whatOf: (name, colour) =>
      `Qu’est-ce qui doit être ${colourName(colour, l)} chez ${name} : les cheveux, la peau ou le pelage, les vêtements, une écharpe, une cape, un chapeau ou un nœud ?`,
    skinTone: (name) => `Quelle couleur de peau pour ${name} : claire, hâlée, brune ou foncée ?`,
    cannotWear: (name, possible) =>
      `${cap(name)} ne peut pas porter ça. Possible : ${possible.join(', ')}. Que choisir ?`,
    animalClothing: (name) =>
      `${cap(name)} peut porter une écharpe ou une cape — laquelle, et de quelle couleur ?`,
    personClothing: (name) =>
      `${cap(name)} a besoin de quelque chose à porter : une robe, une salopette, un sweat à capuche, une écharpe ou une cape — quoi, et de quelle couleur ?`,
    already: (what) => `${cap(what)} — c’est déjà le cas. Que faut-il changer à la place ?`,
    aboutCharacter: (name) =>
      `Que faut-il changer chez ${name} ? Je peux changer la couleur des cheveux ou du pelage, la couleur de peau, les vêtements et leur couleur, des lunettes, un chapeau, un nœud ou des taches de rousseur, le nom, ou ce qu’est ${name} (par ex. « un chat »).`,
    cannotDraw: (parts) =>
      `Je ne sais pas dessiner ${cannotList(parts)} — cela ne changerait rien de visible dans le livre. ` +
      `Pour un personnage, je peux changer la couleur des cheveux ou du pelage, la couleur de peau, les vêtements et leur couleur, des lunettes, un chapeau, un nœud ou des taches de rousseur. Que choisir ?`,
    renameWhich: (plan) =>
      `Qui doit recevoir un nouveau nom, et lequel ? Les personnages : ${castList(plan, l, 'or')}.`,
    renameWhat: (name) => `Comment ${name} doit-il s’appeler ? Envoyez-moi simplement le nouveau nom.`,
    renameWho: (plan, name) => `Qui doit s’appeler ${name} ? Les personnages : ${castList(plan, l, 'or')}.`,
    badName: (name) =>
      `Je ne peux pas utiliser ${q(name)} comme nom (seulement des lettres, 40 au plus). Comment le personnage doit-il s’appeler ?`,
    nameTaken: (name) => `Un autre personnage du livre s’appelle déjà ${name}. Quel nom choisir ?`,
    newText: (page) =>
      `Que doit dire la page ${page} ? Envoyez le nouveau texte entre guillemets, par ex. : Page ${page}, le texte doit dire : « … »`,
    nothingToShorten: (page, text) =>
      `La page ${page} n’a qu’une phrase courte (${q(text)}), il n’y a rien à enlever. ` +
      `Que doit-elle dire à la place ? Envoyez le nouveau texte entre guillemets.`,
    longer: () =>
      'Je ne sais pas allonger un texte — je peux le raccourcir ou le remplacer par le vôtre. ' +
      'Envoyez-moi le nouveau texte entre guillemets et la page, par ex. : Page 5, le texte doit dire : « … »',
    whatHappens: (page) =>
      `Que doit-il se passer sur l’image de la page ${page} ? Je peux montrer par exemple : ${list(
        [
          'faire voler un cerf-volant',
          'un pique-nique',
          'un château de sable',
          'jouer au ballon',
          'lire un livre',
          'nager',
          'danser',
        ],
        l,
        'or',
      )}.`,
    whoOnPage: (plan, page) =>
      `Qui doit être sur l’image de la page ${page} ? Les personnages : ${castList(plan, l, 'and')}.`,
    emptyPicture: (page) =>
      `Alors il n’y aurait plus personne sur l’image de la page ${page}. Qui doit rester ?`,
    options(plan, pageCount, message) {
      const looks = plan.cast.map((c, i) => {
        const k = kindOfSheet(c.sheet);
        return `${cap(displayName(plan, i, l))} (${k ? kind(k) : ''}, ${slotName(c.sheet.clothing, l)}) : couleur des cheveux ou du pelage, vêtements et leur couleur, lunettes, chapeau, un autre animal ou un autre nom`;
      });
      const said = message?.trim().slice(0, 80);
      return (
        `${said ? `Je ne peux pas encore faire de modification à partir de ${q(said)}.` : 'Ce n’est pas encore assez précis pour moi.'} Dans ce livre, je peux changer par exemple :\n– ${looks.join('\n– ')}\n` +
        `– le texte d’une page (plus court, ou vos propres mots) ou ce que montre une image (le lieu, qui y est, ce qu’ils font), pages 2 à ${pageCount + 1}\n` +
        `– le style de tout le livre (actuellement : ${styleName(plan.style, l)})\nQue choisissez-vous ?`
      );
    },
    newcomer: (name, plan) =>
      `${cap(name)} n’est pas dans ce livre, et je ne peux pas ajouter un nouveau personnage à une histoire déjà écrite — ses pages et ses images sont faites autour de ${castList(plan, l, 'and')}. Je peux les placer sur une page, changer leur apparence ou leur nom. Que choisir ?`,
    unknownKind: (name, word) =>
      `Je ne sais pas dessiner ${name} en ${q(word)} — cela ne changerait rien de visible dans le livre. ` +
      `Je peux faire de ${name} par exemple un chien, un chat, un lapin, un ours, un renard, un dragon, un teckel, un hibou ou un enfant. Que choisir ?`,
    whichKind: (name, not) =>
      `${cap(name)} n’est pas : ${kind(not)} — qu’est-ce que ${name} alors ? Je peux dessiner ${name} par exemple en chien (teckel, caniche …), chat, lapin, ours, renard, dragon, hibou, fille, garçon ou adulte.`,
    pick: (plan) =>
      `Le mieux, c’est une phrase comme celles-ci : « ${cap(displayName(plan, 0, l))} doit avoir les cheveux bleus », « Texte plus court page 6 », « Page 5, ils sont à la mer » ou « En aquarelle ».`,
    invisible: (rationales) =>
      `Cela ne changerait rien de visible dans le livre (${rationales.join(' ')}), je ne le propose donc pas — cela ne vous coûte aucune modification. Que faut-il changer à la place ?`,
    whichLanguageLine: (languages) =>
      `Ce livre n’a que des lignes en ${list(
        languages.map((x) => languageName(x, l)),
        l,
      )}. Quelle ligne doit changer ?`,
    titleWhat: (current) =>
      `Comment le livre doit-il s'appeler ? Il s'appelle ${q(current)} maintenant. Écrivez le nouveau titre entre guillemets.`,
    size(name, grownUp, animal) {
      if (animal)
        return `Les images dessinent ${name} en une seule taille : je ne peux pas l'agrandir ni le rapetisser. Je peux changer sa couleur, ses vêtements, un chapeau, un nœud, des lunettes ou ce qu'il est. Que voulez-vous ?`;
      return `Les images connaissent deux tailles : enfants et adultes. ${cap(name)} est dessiné${grownUp ? ' en adulte' : ' en enfant'} — faut-il le dessiner ${grownUp ? 'en enfant' : 'en adulte'}, ou changer les cheveux, les vêtements ou les lunettes ?`;
    },
    undone: (rationales) =>
      `Annulé : ${rationales.join(' ')} Rien d'autre n'est prévu pour l'instant. Que voulez-vous changer à la place ?`,
    nothingToUndo: () =>
      `Il n'y a aucune modification proposée à annuler — les modifications confirmées restent dans le livre. Que voulez-vous changer ?`,
  },
};
