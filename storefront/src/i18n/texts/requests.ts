/**
 * Texts of the requests for more previews and edits (spec §2 builder, account and My books, §3 Support request,
 * §4 quota states, §5 10-character minimum, §8 "Could not submit your request. Please try again later.").
 */
export default {
  de: {
    messageLabel: 'Deine Nachricht an uns',
    hint: 'Mindestens {{min}} Zeichen.',
    submit: 'Anfrage senden',
    sending: 'Wird gesendet …',
    cancel: 'Abbrechen',
    success: 'Danke! Deine Anfrage ist bei uns angekommen. Wir melden uns bald.',
    error: 'Deine Anfrage konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
    state: {
      pending: 'Deine Anfrage vom {{date}} wird gerade geprüft.',
      approved_preview_one: 'Deine Anfrage wurde angenommen: eine weitere Vorschau ist freigeschaltet.',
      approved_preview_other:
        'Deine Anfrage wurde angenommen: {{count}} weitere Vorschauen sind freigeschaltet.',
      approved_edit_one: 'Deine Anfrage wurde angenommen: eine weitere Änderung ist freigeschaltet.',
      approved_edit_other:
        'Deine Anfrage wurde angenommen: {{count}} weitere Änderungen sind freigeschaltet.',
      rejected: 'Deine Anfrage wurde abgelehnt. Begründung: {{reason}}',
    },
    previews: {
      label: 'Woran arbeitest du gerade?',
    },
    edits: {
      remaining: 'Änderungen übrig auf deinem Konto: {{remaining}} von {{limit}}',
      warning: 'Nur noch eine Änderung auf deinem Konto – sammle am besten alle Wünsche in einer Anfrage.',
      title: 'Weitere Änderungen anfragen',
      text: 'Du hast alle Änderungen aufgebraucht. Beschreib uns, was du an diesem Buch noch ändern möchtest.',
      open: 'Weitere Änderungen anfragen',
      label: 'Was möchtest du an „{{title}}“ ändern?',
    },
  },
  en: {
    messageLabel: 'Your message to us',
    hint: 'At least {{min}} characters.',
    submit: 'Send request',
    sending: 'Sending …',
    cancel: 'Cancel',
    success: 'Thank you! We have received your request and will get back to you soon.',
    // spec §8, word for word.
    error: 'Could not submit your request. Please try again later.',
    state: {
      pending: 'Your request of {{date}} is being reviewed.',
      approved_preview_one: 'Your request was approved: one more preview is unlocked.',
      approved_preview_other: 'Your request was approved: {{count}} more previews are unlocked.',
      approved_edit_one: 'Your request was approved: one more edit is unlocked.',
      approved_edit_other: 'Your request was approved: {{count}} more edits are unlocked.',
      rejected: 'Your request was declined. Reason: {{reason}}',
    },
    previews: {
      label: 'What are you working on?',
    },
    edits: {
      remaining: 'Edits left on your account: {{remaining}} of {{limit}}',
      warning: 'Only one edit left on your account – best gather all your wishes in one request.',
      title: 'Request more edits',
      text: 'You have used all your edits. Tell us what you would still like to change in this book.',
      open: 'Request more edits',
      label: 'What would you like to change in “{{title}}”?',
    },
  },
};
