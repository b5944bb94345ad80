/** issue #28 part 4: the public listen page's texts (the page adds them with usePageTexts). */
export default {
  de: {
    pageTitle: 'Zum Zuhören',
    intro: 'Diese Geschichte wird dir vorgelesen. Drück auf Vorlesen.',
    cover: 'Titelbild von „{{title}}“',
    notFoundTitle: 'Dieser Link funktioniert nicht (mehr)',
    notFound:
      'Der Link zum Zuhören ist unbekannt, wurde ersetzt oder ausgeschaltet. Frag die Familie, der das Buch gehört.',
    home: 'Zu Fabelhaft',
  },
  en: {
    pageTitle: 'Listen',
    intro: 'This story is read to you. Press Read aloud.',
    cover: 'Cover of “{{title}}”',
    notFoundTitle: 'This link does not work (any more)',
    notFound:
      'This listening link is unknown, was replaced or switched off. Ask the family the book belongs to.',
    home: 'Go to Fabelhaft',
  },
};
