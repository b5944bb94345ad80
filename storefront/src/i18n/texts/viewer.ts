/**
 * Texts of the flipbook viewer (spec §2 Flipbook viewer, §8 viewer error). Only the viewer page needs them,
 * so the page adds them itself (usePageTexts) instead of every page's bundle carrying them.
 */
export default {
  de: {
    pageTitle: 'Dein Buch zum Durchblättern',
    loading: 'Dein Buch wird geladen …',
    opening: 'Das Buch wird aufgeschlagen …',
    redirecting: 'Weiter zu deinen Büchern …',
    untitled: 'Dein Buch',
    backToBooks: 'Zurück zu meinen Büchern',
    backToShowcase: 'Zurück zur Galerie',
    error: {
      title: 'Das Buch lässt sich gerade nicht öffnen',
      text: 'Der Buch-Viewer konnte nicht geladen werden.',
      progress: 'Zum Stand deines Buchs',
    },
    bookLabel: 'Buch „{{title}}“',
    controlsLabel: 'Blättern',
    first: 'Zur ersten Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    counter: '{{current}} / {{total}}',
    pageOf: 'Seite {{page}} von {{total}}',
    pagesOf: 'Seiten {{from}} und {{to}} von {{total}}',
    pageAlt: 'Seite {{number}}',
    hint: 'Klicke auf eine Ecke und zieh sie oder drück →, um umzublättern',
    hintRtl:
      'Dieses Buch liest sich von rechts nach links: Klicke auf eine Ecke und zieh sie oder drück ←, um umzublättern',
    edits: 'Änderungen übrig auf deinem Konto: {{remaining}} von {{limit}}',
    fullscreen: {
      enter: 'Vollbild',
      exit: 'Vollbild beenden',
    },
    refine: {
      button: 'Überarbeiten',
    },
  },
  en: {
    pageTitle: 'Your flipbook',
    loading: 'Loading your book …',
    opening: 'Opening your book …',
    redirecting: 'Taking you to your books …',
    untitled: 'Your book',
    backToBooks: 'Back to Books',
    backToShowcase: 'Back to the showcase',
    error: {
      title: 'This book can’t be opened right now',
      text: 'Failed to load book viewer',
      progress: 'See how your book is coming along',
    },
    bookLabel: 'Book “{{title}}”',
    controlsLabel: 'Page controls',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    counter: '{{current}} / {{total}}',
    pageOf: 'Page {{page}} of {{total}}',
    pagesOf: 'Pages {{from}} and {{to}} of {{total}}',
    pageAlt: 'Page {{number}}',
    hint: 'Click and drag a corner or press → to turn the page',
    hintRtl: 'This book reads right to left: click and drag a corner or press ← to turn the page',
    edits: 'Edits left on your account: {{remaining}} of {{limit}}',
    fullscreen: {
      enter: 'Fullscreen',
      exit: 'Exit fullscreen',
    },
    refine: {
      button: 'Refine',
    },
  },
};
