/**
 * Texts of the refinement dialog (spec §2 Refinement dialog, §4 session statuses, §8 "separate messages for
 * session load, refresh, send and confirm failure"). Only the viewer opens the dialog, so it adds them itself
 * (usePageTexts) instead of every page's bundle carrying them.
 */
export default {
  de: {
    title: 'Buch überarbeiten',
    close: 'Schließen',
    loading: 'Deine Überarbeitung wird geöffnet …',
    statusLabel: 'Stand: {{status}}',
    status: {
      draft: 'Entwurf',
      awaiting_clarification: 'Rückfrage',
      awaiting_confirmation: 'Bitte bestätigen',
      queued: 'In der Warteschlange',
      running: 'Wird umgesetzt',
      completed: 'Fertig',
      failed: 'Fehlgeschlagen',
    },
    focus: {
      one: 'Du siehst gerade Seite {{page}} – sag „diese Seite“, um sie zu meinen.',
      two: 'Du siehst gerade die Seiten {{first}} und {{second}} – „diese Seite“ meint Seite {{first}}.',
    },
    conversation: 'Verlauf',
    you: 'Du',
    other: 'Fabelhaft',
    empty:
      'Schreib uns, was sich ändern soll – zum Beispiel „Mach den Schal des Fuchses blau“ oder „Kürze den Text auf dieser Seite“.',
    clarify: {
      title: 'Wir brauchen noch eine Angabe',
    },
    plan: {
      title: 'Geplante Änderungen',
      target: {
        page: 'Seite {{page}}',
        character: 'Figur {{name}}',
        book: 'Ganzes Buch',
      },
      type: {
        page_text: 'Text',
        page_scene: 'Bild',
        character: 'Figur',
        book: 'Buch',
      },
      action: {
        rewrite: 'neu schreiben',
        shorten: 'kürzen',
        translate_line: 'Übersetzung ändern',
        set_action: 'Handlung ändern',
        set_cast: 'Figuren im Bild ändern',
        set_place: 'Ort ändern',
        set_light: 'Tageszeit oder Wetter ändern',
        change_look: 'Aussehen ändern',
        rename: 'umbenennen',
        change_style: 'Illustrationsstil ändern',
        retitle: 'Titel ändern',
      },
    },
    working: 'Deine Änderungen werden gerade umgesetzt. Dieses Fenster aktualisiert sich von selbst.',
    completed: 'Fertig! Die geänderten Seiten sind jetzt in deinem Buch.',
    failed: 'Die Änderungen konnten nicht umgesetzt werden. Die Änderung wird dir wieder gutgeschrieben.',
    again: 'Neue Änderung beginnen',
    message: {
      label: 'Deine Nachricht',
      hint: 'Enter sendet, Umschalt + Enter beginnt eine neue Zeile.',
      send: 'Senden',
      sending: 'Wird gesendet …',
    },
    notes: {
      label: 'Anmerkungen zur Bestätigung (optional)',
    },
    confirm: {
      button: 'Änderungen bestätigen',
      working: 'Wird bestätigt …',
      uses: 'Bestätigen verbraucht eine Änderung deines Kontos – {{remaining}} von {{limit}} übrig.',
      none: 'Du hast keine Änderungen mehr übrig.',
    },
    moreEdits: 'Weitere Änderungen anfragen',
    error: {
      load: 'Die Überarbeitung konnte nicht geöffnet werden.',
      refresh:
        'Der aktuelle Stand konnte gerade nicht abgerufen werden. Wir versuchen es gleich noch einmal.',
      send: 'Deine Nachricht konnte nicht gesendet werden.',
      confirm: 'Die Änderungen konnten nicht bestätigt werden.',
      retry: 'Erneut versuchen',
    },
  },
  en: {
    title: 'Refine your book',
    close: 'Close',
    loading: 'Opening your refinement …',
    statusLabel: 'Status: {{status}}',
    status: {
      draft: 'Draft',
      awaiting_clarification: 'Question for you',
      awaiting_confirmation: 'Please confirm',
      queued: 'Queued',
      running: 'In progress',
      completed: 'Done',
      failed: 'Failed',
    },
    focus: {
      one: 'You are looking at page {{page}} – say “this page” to mean it.',
      two: 'You are looking at pages {{first}} and {{second}} – “this page” means page {{first}}.',
    },
    conversation: 'Conversation',
    you: 'You',
    other: 'Fabelhaft',
    empty:
      'Tell us what should change – for example “Make the fox’s scarf blue” or “Shorten the text on this page”.',
    clarify: {
      title: 'We need one more detail',
    },
    plan: {
      title: 'Planned changes',
      target: {
        page: 'Page {{page}}',
        character: 'Character {{name}}',
        book: 'Whole book',
      },
      type: {
        page_text: 'Text',
        page_scene: 'Picture',
        character: 'Character',
        book: 'Book',
      },
      action: {
        rewrite: 'rewrite',
        shorten: 'shorten',
        translate_line: 'change the translation',
        set_action: 'change what happens',
        set_cast: 'change who is in it',
        set_place: 'change the place',
        set_light: 'change the time of day or weather',
        change_look: 'change the look',
        rename: 'rename',
        change_style: 'change the illustration style',
        retitle: 'change the title',
      },
    },
    working: 'Your changes are being made. This window updates itself.',
    completed: 'Done! The changed pages are in your book now.',
    failed: 'Your changes could not be made. The edit will be given back to you.',
    again: 'Start a new change',
    message: {
      label: 'Your message',
      hint: 'Enter sends, Shift + Enter starts a new line.',
      send: 'Send',
      sending: 'Sending …',
    },
    notes: {
      label: 'Notes for the confirmation (optional)',
    },
    confirm: {
      button: 'Confirm changes',
      working: 'Confirming …',
      uses: 'Confirming uses one of your account’s edits – {{remaining}} of {{limit}} left.',
      none: 'You have no edits left.',
    },
    moreEdits: 'Request more edits',
    error: {
      load: 'Your refinement could not be opened.',
      refresh: 'We could not get the latest status just now. We will try again shortly.',
      send: 'Your message could not be sent.',
      confirm: 'Your changes could not be confirmed.',
      retry: 'Try again',
    },
  },
};
