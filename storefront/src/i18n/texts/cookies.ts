/** Texts of the cookie banner (spec §2 Cookie banner). */
export default {
  de: {
    title: 'Kurz zu Cookies',
    text: 'Wir verwenden kein Tracking. Gespeichert werden nur deine Auswahl hier, deine Sprache und – wenn du angemeldet bist – deine Sitzung.',
    more: 'Mehr erfahren',
    accept: 'Einverstanden',
    decline: 'Ablehnen',
  },
  en: {
    title: 'A quick word on cookies',
    text: 'We do no tracking. We only store your choice here, your language and – while you are signed in – your session.',
    more: 'Learn more',
    accept: 'Accept',
    decline: 'Decline',
  },
};
