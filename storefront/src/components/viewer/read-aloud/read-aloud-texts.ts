/** issue #28: the read-aloud player's texts (the viewer page adds them with usePageTexts). */
export default {
  de: {
    label: 'Vorlesen',
    play: 'Vorlesen',
    resume: 'Weiter vorlesen',
    pause: 'Pausieren',
    language: 'Sprache',
    both: 'Beide nacheinander',
    idle: 'Drück auf Vorlesen: Das Buch wird Seite für Seite vorgelesen.',
    reading: 'Liest Seite {{page}} von {{total}} vor ({{language}})',
    paused: 'Pausiert auf Seite {{page}} von {{total}}',
    finished: 'Fertig vorgelesen.',
    failed: 'Diese Seite lässt sich gerade nicht abspielen.',
  },
  en: {
    label: 'Read aloud',
    play: 'Read aloud',
    resume: 'Resume reading',
    pause: 'Pause',
    language: 'Language',
    both: 'Both, one after the other',
    idle: 'Press Read aloud: the book is read to you page by page.',
    reading: 'Reading page {{page}} of {{total}} aloud ({{language}})',
    paused: 'Paused on page {{page}} of {{total}}',
    finished: 'Finished reading.',
    failed: 'This page cannot be played right now.',
  },
};
