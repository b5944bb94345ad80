/** Texts of the floating assistant chat (spec §1, §2: local messages, fixed default reply). */
export default {
  de: {
    open: 'Fragen?',
    openLabel: 'Assistenten öffnen',
    title: 'Fabelhaft-Assistent',
    subtitle: 'Wir helfen dir gern weiter',
    intro: 'Hallo! Frag mich gern etwas zur Vorschau, zur Bestellung oder zum Druck deines Buches.',
    messages: 'Unterhaltung',
    you: 'Du',
    assistant: 'Assistent',
    typing: 'Der Assistent schreibt …',
    inputLabel: 'Deine Nachricht',
    placeholder: 'Schreib deine Frage …',
    send: 'Senden',
    close: 'Chat schließen',
    privacy: 'Deine Nachrichten bleiben in diesem Browserfenster.',
    defaultReply:
      'Danke für deine Nachricht! Einzelne Fragen kann ich hier leider noch nicht beantworten. Schreib uns gern an {{email}} – wir melden uns persönlich bei dir.',
  },
  en: {
    open: 'Questions?',
    openLabel: 'Open the assistant',
    title: 'Fabelhaft assistant',
    subtitle: 'We are happy to help',
    intro: 'Hello! Ask me anything about the preview, your order or the printing of your book.',
    messages: 'Conversation',
    you: 'You',
    assistant: 'Assistant',
    typing: 'The assistant is typing …',
    inputLabel: 'Your message',
    placeholder: 'Type your question …',
    send: 'Send',
    close: 'Close chat',
    privacy: 'Your messages stay in this browser window.',
    defaultReply:
      'Thank you for your message! I can’t answer individual questions here yet. Please write to us at {{email}} – we will get back to you personally.',
  },
};
