/** Texts of the landing page (spec §1 promises and steps, §2 Landing). */
export default {
  de: {
    pageTitle: 'Persönliche Kinderbücher, illustriert und gedruckt',
    hero: {
      eyebrow: 'Persönliche Kinderbücher, auch zweisprachig',
      title: 'Eine Geschichte, in der dein Kind die <mark>Hauptrolle</mark> spielt',
      lead: 'Erzähl uns deine Idee – vom mutigen Fuchs bis zur Gutenachtreise zum Mond. Fabelhaft schreibt und illustriert daraus ein Buch, das es nur einmal gibt. Du siehst zuerst eine kostenlose Vorschau und entscheidest dann in Ruhe.',
      primary: 'Kostenlose Vorschau erstellen',
      secondary: 'Beispiele ansehen',
      assurances: {
        label: 'Gut zu wissen',
        preview: 'Vorschau kostenlos',
        print: 'Gedruckt in der EU',
        vat: 'Preise inkl. MwSt.',
      },
      sampleTitle: 'Finn und der Sternenfuchs',
      sampleMeta: 'Deutsch · Englisch · 4–6 Jahre',
    },
    features: {
      title: 'Was dein Buch besonders macht',
      lead: 'Jedes Buch entsteht neu – aus deiner Idee, für ein ganz bestimmtes Kind.',
      story: {
        title: 'Geschichten, mit KI erzählt',
        text: 'Aus ein paar Sätzen wird eine Geschichte mit Anfang, Abenteuer und gutem Ende – in Sprache und Länge passend zum Alter deines Kindes.',
      },
      bilingual: {
        title: 'Zweisprachige Ausgaben',
        text: 'Wähle eine Haupt- und eine Übersetzungssprache. So lesen Oma auf Deutsch und Papa auf Englisch aus demselben Buch vor.',
      },
      styles: {
        title: 'Dein Illustrationsstil',
        text: 'Aquarell, Cartoon, Vintage oder ganz schlicht: Du bestimmst, wie die Bilder aussehen – gern auch nach deinen eigenen Referenzbildern.',
      },
      print: {
        title: 'Druck in Premiumqualität',
        text: 'Als Heft oder robustes Pappbilderbuch, farbecht gedruckt in der EU und gut verpackt zu dir nach Hause geschickt.',
      },
      characters: {
        title: 'Figuren, die sich treu bleiben',
        text: 'Dein kleiner Held sieht auf jeder Seite gleich aus – vom Cover bis zur letzten Seite, genau wie in einem richtigen Bilderbuch.',
      },
    },
    steps: {
      title: 'So entsteht dein Buch',
      lead: 'Vier Schritte von der ersten Idee bis zum Buch im Briefkasten.',
      stepLabel: 'Schritt {{n}}',
      preview: {
        title: 'Vorschau ansehen',
        text: 'Beschreibe deine Idee und wähle Sprache, Alter und Stil. Du bekommst Titel, Cover, Inhalt und Kapitelübersicht – kostenlos.',
      },
      checkout: {
        title: 'Sicher bezahlen',
        text: 'Gefällt dir die Vorschau, bezahlst du über unseren sicheren Zahlungsanbieter. Dann entsteht dein ganzes Buch, in bis zu einer Stunde.',
      },
      approve: {
        title: 'Lesen und freigeben',
        text: 'Blättere dein Buch online durch, lade es als PDF herunter und wünsch dir im Chat Änderungen. Erst wenn alles passt, gibst du es frei.',
      },
      print: {
        title: 'Drucken und verschicken',
        text: 'Wir drucken dein Buch in der EU und schicken es dir mit Sendungsverfolgung nach Hause.',
      },
    },
    closing: {
      title: 'Bereit für eure erste gemeinsame Geschichte?',
      text: 'Die Vorschau kostet nichts. Ob daraus ein gedrucktes Buch wird, entscheidest du erst danach.',
      cta: 'Jetzt Idee erzählen',
    },
    disclaimer: {
      label: 'Hinweis',
      text: 'Geschichten und Bilder werden mithilfe von KI erstellt und können Fehler enthalten. Bitte lies dein Buch vor dem Druck in Ruhe durch – gedruckt wird erst, wenn du es freigibst.',
      imprint: 'Impressum und Anbieterangaben',
    },
  },
  en: {
    pageTitle: 'Personalised children’s books, illustrated and printed',
    hero: {
      eyebrow: 'Personalised children’s books, bilingual too',
      title: 'A story in which your child is <mark>the hero</mark>',
      lead: 'Tell us your idea – from a brave little fox to a bedtime journey to the moon. Fabelhaft writes and illustrates a book that exists only once. You see a free preview first and decide at your own pace.',
      primary: 'Create a free preview',
      secondary: 'See examples',
      assurances: {
        label: 'Good to know',
        preview: 'Free preview',
        print: 'Printed in the EU',
        vat: 'Prices include VAT',
      },
      sampleTitle: 'Finn and the Star Fox',
      sampleMeta: 'German · English · ages 4–6',
    },
    features: {
      title: 'What makes your book special',
      lead: 'Every book is made anew – from your idea, for one particular child.',
      story: {
        title: 'Stories told with AI',
        text: 'A few sentences become a story with a beginning, an adventure and a happy ending – with words and length that suit your child’s age.',
      },
      bilingual: {
        title: 'Bilingual editions',
        text: 'Choose a main language and a translation. Grandma reads in German and Dad in English – from the very same book.',
      },
      styles: {
        title: 'Your illustration style',
        text: 'Watercolour, cartoon, vintage or simply minimal: you decide how the pictures look – even from your own reference images.',
      },
      print: {
        title: 'Premium print quality',
        text: 'As a booklet or a sturdy board book, printed in true colour in the EU and carefully packed for the journey to your door.',
      },
      characters: {
        title: 'Characters who stay themselves',
        text: 'Your little hero looks the same on every page – from the cover to the last spread, just like in a real picture book.',
      },
    },
    steps: {
      title: 'How your book comes to life',
      lead: 'Four steps from the first idea to the book in your letterbox.',
      stepLabel: 'Step {{n}}',
      preview: {
        title: 'See a preview',
        text: 'Describe your idea and choose language, age and style. You get a title, cover, synopsis and chapter outline – for free.',
      },
      checkout: {
        title: 'Pay securely',
        text: 'If you like the preview, pay through our secure payment provider. Then your whole book is made, in up to an hour.',
      },
      approve: {
        title: 'Read and approve',
        text: 'Flip through your book online, download it as a PDF and ask for changes in the chat. You approve it only when everything is right.',
      },
      print: {
        title: 'Print and ship',
        text: 'We print your book in the EU and send it to your home with shipment tracking.',
      },
    },
    closing: {
      title: 'Ready for your first story together?',
      text: 'The preview costs nothing. Whether it becomes a printed book is up to you, afterwards.',
      cta: 'Tell us your idea',
    },
    disclaimer: {
      label: 'Please note',
      text: 'Stories and pictures are created with the help of AI and can contain mistakes. Please read your book carefully before printing – nothing is printed until you approve it.',
      imprint: 'Imprint and provider details',
    },
  },
};
