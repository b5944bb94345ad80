import { FORMAT_NAMES } from '@fabelhaft/contracts/constants';

/**
 * Texts of the showcase gallery (spec §2: title, subtitle and three text cards). Formats by their one name
 * (issue #24, libs/contracts).
 */
export default {
  de: {
    pageTitle: 'Galerie',
    eyebrow: 'Galerie',
    title: 'Drei Bücher, drei kleine Welten',
    subtitle:
      'So unterschiedlich können Fabelhaft-Bücher sein: vom ersten Pappbilderbuch über die zweisprachige Gutenachtgeschichte bis zum Abenteuerheft für große Entdecker.',
    labels: {
      age: 'Alter',
      format: 'Format',
      languages: 'Sprachen',
    },
    toddler: {
      badge: 'Für die Kleinsten',
      title: 'Pappbilderbuch für Kleinkinder',
      text: 'Kurze Sätze, große Bilder und feste Seiten für kleine Hände: Mila entdeckt mit ihrem Teddy die Farben im Garten – und darf jede Seite selbst umblättern.',
      age: '1–3 Jahre',
      format: FORMAT_NAMES.de.board,
      languages: 'Deutsch',
    },
    bedtime: {
      badge: 'Zweisprachig',
      title: 'Zweisprachige Gutenachtgeschichte',
      text: 'Jede Seite auf Deutsch und Englisch: Noah und der kleine Mond suchen den verlorenen Stern. Zum Vorlesen in beiden Familiensprachen – abwechselnd oder zusammen.',
      age: '3–6 Jahre',
      format: FORMAT_NAMES.de.booklet,
      languages: 'Deutsch · Englisch',
    },
    adventure: {
      badge: 'Abenteuer',
      title: 'Abenteuerheft für Entdecker',
      text: 'Kapitel für Kapitel über Berge und Flüsse: Lea und Fuchs Flink folgen einer alten Schatzkarte. Die beiden sehen auf jeder Seite genau gleich aus.',
      age: '6–9 Jahre',
      format: FORMAT_NAMES.de.booklet,
      languages: 'Deutsch',
    },
    note: 'Beispiele zur Anregung – dein Buch entsteht ganz neu aus deiner eigenen Idee.',
    flipThrough: 'Durchblättern',
    flipThroughAbout: '{{title}} durchblättern',
    making: 'Das Beispielbuch wird gerade gemacht – schau gleich noch einmal vorbei.',
    cover: 'Titelbild des Beispielbuchs „{{title}}“',
    samplePageTitle: 'Beispielbuch',
    cta: {
      title: 'Welche Geschichte erzählt ihr?',
      button: 'Eigene Vorschau erstellen',
    },
  },
  en: {
    pageTitle: 'Showcase',
    eyebrow: 'Showcase',
    title: 'Three books, three little worlds',
    subtitle:
      'Fabelhaft books can be as different as the children they are for: from a first board book to a bilingual bedtime tale and an adventure booklet for bold explorers.',
    labels: {
      age: 'Age',
      format: 'Format',
      languages: 'Languages',
    },
    toddler: {
      badge: 'For the littlest',
      title: 'Toddler board book',
      text: 'Short sentences, big pictures and sturdy pages for small hands: Mila and her teddy discover the colours of the garden – and she turns every page herself.',
      age: 'Ages 1–3',
      format: FORMAT_NAMES.en.board,
      languages: 'German',
    },
    bedtime: {
      badge: 'Bilingual',
      title: 'Bilingual bedtime tale',
      text: 'Every page in German and English: Noah and the little moon search for the lost star. For reading aloud in both family languages – taking turns or together.',
      age: 'Ages 3–6',
      format: FORMAT_NAMES.en.booklet,
      languages: 'German · English',
    },
    adventure: {
      badge: 'Adventure',
      title: 'Adventure booklet for explorers',
      text: 'Chapter by chapter over mountains and rivers: Lea and Swift the fox follow an old treasure map. The two of them look exactly the same on every page.',
      age: 'Ages 6–9',
      format: FORMAT_NAMES.en.booklet,
      languages: 'German',
    },
    note: 'Examples for inspiration – your book is made anew from your own idea.',
    flipThrough: 'Flip through',
    flipThroughAbout: 'Flip through {{title}}',
    making: 'The sample book is being made – have another look in a moment.',
    cover: 'Cover of the sample book “{{title}}”',
    samplePageTitle: 'Sample book',
    cta: {
      title: 'Which story will you tell?',
      button: 'Create your own preview',
    },
  },
};
