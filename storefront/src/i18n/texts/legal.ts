/**
 * Texts of the legal page (spec §2: imprint, privacy, cookies). Company facts are interpolated from the
 * public configuration, never written here.
 */
export default {
  de: {
    pageTitle: 'Impressum, Datenschutz und Cookies',
    eyebrow: 'Rechtliches',
    title: 'Impressum, Datenschutz und Cookies',
    lead: 'Wer hinter Fabelhaft steht, wie wir mit deinen Daten umgehen und was wir in deinem Browser speichern.',
    toc: {
      label: 'Auf dieser Seite',
      imprint: 'Impressum',
      privacy: 'Datenschutz',
      cookies: 'Cookies',
    },
    imprint: {
      title: 'Impressum',
      intro: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
      provider: 'Anbieter',
      representedBy: 'Vertreten durch',
      managingDirector: '{{name}} (Geschäftsführung)',
      register: 'Registereintrag',
      vatId: 'Umsatzsteuer-ID',
      vatIdText: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {{vatId}}',
      contact: 'Kontakt',
      phone: 'Telefon',
      email: 'E-Mail',
      support: 'Kundenservice',
      responsibleTitle: 'Verantwortlich für den Inhalt',
      responsible:
        'Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag (MStV): {{name}}, Anschrift wie oben.',
      disputeTitle: 'Verbraucherstreitbeilegung',
      dispute:
        'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenn etwas nicht passt, schreib uns einfach – wir finden gemeinsam eine Lösung.',
      aiTitle: 'Hinweis zu KI-erstellten Inhalten',
      ai: 'Texte und Illustrationen der Bücher werden mithilfe künstlicher Intelligenz erstellt. Bitte prüfe jedes Buch sorgfältig, bevor du es zum Druck freigibst.',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      intro:
        'Wir verarbeiten personenbezogene Daten nur, soweit es für Fabelhaft nötig ist – nach der Datenschutz-Grundverordnung (DSGVO) und dem Bundesdatenschutzgesetz (BDSG). Hier liest du, welche Daten das sind, wofür wir sie brauchen und welche Rechte du hast.',
      controller: {
        title: '1. Verantwortlicher',
        text: 'Verantwortlich im Sinne von Art. 4 Nr. 7 DSGVO ist:',
        contact: 'Fragen zum Datenschutz beantworten wir dir gern unter',
      },
      purposes: {
        title: '2. Wofür wir deine Daten verarbeiten',
        account: {
          title: 'Kundenkonto und Anmeldung',
          text: 'Für dein Konto speichern wir deine E-Mail-Adresse und deine Anmeldedaten bei unserem Identitätsdienst. Meldest du dich mit Google oder Apple an, erhalten wir von dort deine E-Mail-Adresse und eine Kennung, aber kein Passwort. Rechtsgrundlage ist die Erfüllung des Vertrags mit dir (Art. 6 Abs. 1 lit. b DSGVO).',
        },
        generation: {
          title: 'Erstellung deiner Bücher',
          text: 'Damit aus deiner Idee ein Buch wird, verarbeiten wir deine Beschreibung, die gewählten Sprachen, Alter oder Altersbereich, den Illustrationsstil sowie hochgeladene Referenzbilder mit ihren Beschreibungen. Das Alter nutzen wir nur, um die Geschichte altersgerecht zu gestalten; es wird nicht gesondert gespeichert. Für Texte und Bilder setzen wir KI-Dienste als Auftragsverarbeiter ein (Art. 6 Abs. 1 lit. b DSGVO). Bitte lade nur Bilder hoch, an denen du die Rechte hast – Fotos von Kindern nur mit dem Einverständnis der Sorgeberechtigten.',
        },
        orders: {
          title: 'Bestellung, Zahlung und Versand',
          text: 'Für Bestellungen verarbeiten wir Bestell-, Rechnungs- und Lieferdaten. Bezahlt wird auf der gehosteten Bezahlseite unseres Zahlungsanbieters; deine vollständigen Kartendaten sehen wir nicht. Unsere Druckerei in der EU und der Paketdienst erhalten nur, was sie für Druck und Zustellung brauchen. Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b DSGVO und, für die Aufbewahrung von Rechnungen, Art. 6 Abs. 1 lit. c DSGVO.',
        },
        hosting: {
          title: 'Hosting und Server-Protokolle',
          text: 'Beim Aufruf der Seite verarbeitet unser Server technisch notwendige Daten wie IP-Adresse, Zeitpunkt, aufgerufene Adresse und Browsertyp, um Fabelhaft sicher und stabil zu betreiben. Die Protokolle löschen wir nach kurzer Zeit, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls gebraucht werden. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
        },
        support: {
          title: 'Support und Assistent',
          text: 'Wenn du uns schreibst, verwenden wir deine Nachricht und deine Kontaktdaten, um dir zu antworten. Nachrichten an den Assistenten auf dieser Seite bleiben in deinem Browserfenster und werden nicht an uns übertragen.',
        },
      },
      recipients: {
        title: '3. Empfänger',
        text: 'Wir arbeiten mit sorgfältig ausgewählten Dienstleistern für Hosting, Anmeldung, Zahlung, KI-Erstellung, Druck und Versand zusammen. Sie verarbeiten Daten nur in unserem Auftrag und nach unserer Weisung (Art. 28 DSGVO). Werden Daten außerhalb der EU verarbeitet, sichern wir das mit einem Angemessenheitsbeschluss oder den Standardvertragsklauseln der EU-Kommission ab (Art. 44 ff. DSGVO).',
      },
      retention: {
        title: '4. Speicherdauer',
        text: 'Wir speichern Daten, solange dein Konto besteht oder wir sie für den jeweiligen Zweck brauchen. Rechnungen und Buchungsbelege bewahren wir so lange auf, wie es Handels- und Steuerrecht verlangen (bis zu zehn Jahre). Vorschauen, die du löschst, entfernen wir aus deinem Konto. Hochgeladene Fotos löschen wir, sobald du das Buch für den Druck freigibst, die Vorschau löschst oder dein Konto löschst – je nachdem, was zuerst geschieht; Fotos, die in keinem Buch verwendet werden, nach sieben Tagen.',
      },
      rights: {
        title: '5. Deine Rechte',
        lead: 'Du hast jederzeit das Recht auf',
        access: 'Auskunft über deine gespeicherten Daten (Art. 15 DSGVO)',
        rectification: 'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        erasure: 'Löschung deiner Daten (Art. 17 DSGVO)',
        restriction: 'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        portability: 'Datenübertragbarkeit (Art. 20 DSGVO)',
        objection: 'Widerspruch gegen Verarbeitungen aus berechtigtem Interesse (Art. 21 DSGVO)',
        withdrawal: 'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
        complaint: 'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
        contact: 'Schreib uns dafür einfach eine E-Mail an',
      },
    },
    cookies: {
      title: 'Cookies und lokaler Speicher',
      intro:
        'Wir verwenden keine Tracking-, Werbe- oder Analyse-Cookies und binden keine Dienste ein, die dein Surfverhalten auswerten. In deinem Browser speichern wir nur, was für die Seite nötig ist:',
      consent: {
        name: 'Deine Cookie-Auswahl',
        text: 'damit dieser Hinweis nicht bei jedem Besuch erscheint (lokaler Speicher, Schlüssel „{{key}}“).',
      },
      session: {
        name: 'Deine Anmeldesitzung',
        text: 'solange du angemeldet bist, damit du dich nicht auf jeder Seite neu anmelden musst. Beim Abmelden wird sie gelöscht.',
      },
      language: {
        name: 'Deine Sprachwahl',
        text: 'damit Fabelhaft dich in der Sprache begrüßt, die du gewählt hast (Cookie und lokaler Speicher).',
      },
      legalBasis:
        'Diese Einträge sind für den von dir gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG) und werden für nichts anderes verwendet.',
      current: 'Deine aktuelle Auswahl: {{choice}}',
      choice: {
        accepted: 'akzeptiert',
        declined: 'abgelehnt',
        none: 'noch keine',
      },
      reset: 'Auswahl zurücksetzen',
      resetDone: 'Erledigt – der Cookie-Hinweis erscheint wieder.',
    },
  },
  en: {
    pageTitle: 'Imprint, privacy and cookies',
    eyebrow: 'Legal',
    title: 'Imprint, privacy and cookies',
    lead: 'Who is behind Fabelhaft, how we handle your data and what we store in your browser.',
    toc: {
      label: 'On this page',
      imprint: 'Imprint',
      privacy: 'Privacy',
      cookies: 'Cookies',
    },
    imprint: {
      title: 'Imprint',
      intro: 'Information pursuant to § 5 of the German Digital Services Act (DDG)',
      provider: 'Provider',
      representedBy: 'Represented by',
      managingDirector: '{{name}} (managing director)',
      register: 'Commercial register',
      vatId: 'VAT ID',
      vatIdText: 'VAT identification number pursuant to § 27a of the German VAT Act: {{vatId}}',
      contact: 'Contact',
      phone: 'Phone',
      email: 'Email',
      support: 'Customer service',
      responsibleTitle: 'Responsible for the content',
      responsible:
        'Responsible for the content pursuant to § 18 (2) of the German Interstate Media Treaty (MStV): {{name}}, address as above.',
      disputeTitle: 'Consumer dispute resolution',
      dispute:
        'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If something is not right, just write to us – we will find a solution together.',
      aiTitle: 'About AI-generated content',
      ai: 'The texts and illustrations of our books are created with the help of artificial intelligence. Please check every book carefully before you approve it for printing.',
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'We process personal data only as far as Fabelhaft needs it – in line with the General Data Protection Regulation (GDPR) and the German Federal Data Protection Act (BDSG). Here you can read which data that is, what we need it for and which rights you have.',
      controller: {
        title: '1. Controller',
        text: 'The controller within the meaning of Art. 4 (7) GDPR is:',
        contact: 'We are happy to answer questions about data protection at',
      },
      purposes: {
        title: '2. What we process your data for',
        account: {
          title: 'Customer account and sign-in',
          text: 'For your account we store your email address and your sign-in data with our identity service. If you sign in with Google or Apple, we receive your email address and an identifier from them, but never a password. The legal basis is the performance of our contract with you (Art. 6 (1) (b) GDPR).',
        },
        generation: {
          title: 'Creating your books',
          text: 'To turn your idea into a book we process your description, the chosen languages, the age or age range, the illustration style and any reference images you upload with their descriptions. We use the age only to make the story age-appropriate; it is not stored separately. For texts and pictures we use AI services as processors (Art. 6 (1) (b) GDPR). Please upload only images you hold the rights to – photos of children only with the consent of their parents or guardians.',
        },
        orders: {
          title: 'Orders, payment and shipping',
          text: 'For orders we process order, billing and delivery data. Payment happens on the hosted checkout page of our payment provider; we never see your full card details. Our printer in the EU and the parcel carrier receive only what they need for printing and delivery. The legal bases are Art. 6 (1) (b) GDPR and, for keeping invoices, Art. 6 (1) (c) GDPR.',
        },
        hosting: {
          title: 'Hosting and server logs',
          text: 'When you open the site, our server processes technically necessary data such as IP address, time, requested address and browser type to run Fabelhaft securely and reliably. We delete these logs after a short time unless they are needed to investigate a security incident. The legal basis is our legitimate interest in secure operation (Art. 6 (1) (f) GDPR).',
        },
        support: {
          title: 'Support and assistant',
          text: 'If you write to us, we use your message and contact details to reply. Messages to the assistant on this site stay in your browser window and are not sent to us.',
        },
      },
      recipients: {
        title: '3. Recipients',
        text: 'We work with carefully chosen service providers for hosting, sign-in, payment, AI generation, printing and shipping. They process data only on our behalf and on our instructions (Art. 28 GDPR). Where data is processed outside the EU, we safeguard this with an adequacy decision or the European Commission’s standard contractual clauses (Art. 44 ff. GDPR).',
      },
      retention: {
        title: '4. How long we keep data',
        text: 'We keep data for as long as your account exists or as long as we need it for its purpose. Invoices and accounting records are kept as long as commercial and tax law require (up to ten years). Previews you delete are removed from your account. Uploaded photos are deleted as soon as you approve the book for print, delete the preview or delete your account, whichever comes first; photos used in no book after seven days.',
      },
      rights: {
        title: '5. Your rights',
        lead: 'You have the right at any time to',
        access: 'access the data we hold about you (Art. 15 GDPR)',
        rectification: 'have inaccurate data corrected (Art. 16 GDPR)',
        erasure: 'have your data erased (Art. 17 GDPR)',
        restriction: 'have processing restricted (Art. 18 GDPR)',
        portability: 'receive your data in a portable format (Art. 20 GDPR)',
        objection: 'object to processing based on legitimate interests (Art. 21 GDPR)',
        withdrawal: 'withdraw consent with effect for the future (Art. 7 (3) GDPR)',
        complaint: 'lodge a complaint with a data protection supervisory authority (Art. 77 GDPR)',
        contact: 'Just send us an email at',
      },
    },
    cookies: {
      title: 'Cookies and local storage',
      intro:
        'We use no tracking, advertising or analytics cookies and embed no services that analyse how you browse. In your browser we store only what the site needs:',
      consent: {
        name: 'Your cookie choice',
        text: 'so that this notice does not appear on every visit (local storage, key “{{key}}”).',
      },
      session: {
        name: 'Your sign-in session',
        text: 'while you are signed in, so you don’t have to sign in again on every page. It is removed when you log out.',
      },
      language: {
        name: 'Your language',
        text: 'so that Fabelhaft greets you in the language you chose (a cookie and local storage).',
      },
      legalBasis:
        'These entries are strictly necessary for the service you asked for (§ 25 (2) no. 2 TDDDG) and are used for nothing else.',
      current: 'Your current choice: {{choice}}',
      choice: {
        accepted: 'accepted',
        declined: 'declined',
        none: 'none yet',
      },
      reset: 'Reset my choice',
      resetDone: 'Done – the cookie notice will show again.',
    },
  },
};
