import type { BlogLocale } from '@fabelhaft/blog';

/** One seeded post in one language. */
export interface SeedPost {
  slug: string;
  locale: BlogLocale;
  title: string;
  description: string;
  content: string;
  coverAlt: string;
}

/** One seeded topic: the German and English posts (linked translations), their cover and publish date. */
export interface SeedTopic {
  key: string;
  /** Days before the first start: the posts are listed newest first. */
  daysAgo: number;
  cover: { background: string; accent: string; motif: 'books' | 'moon' | 'press' };
  posts: [SeedPost, SeedPost];
}

const AUTHOR = 'Das Fabelhaft-Team';

/** Issue #26: the posts the blog starts with — written for parents, in German and English. */
export const SEED_AUTHOR = AUTHOR;

export const SEED_TOPICS: SeedTopic[] = [
  {
    key: 'bilingual',
    daysAgo: 3,
    cover: { background: '#fbe9d0', accent: '#2b3a67', motif: 'books' },
    posts: [
      {
        slug: 'zweisprachige-kinderbuecher-gestalten',
        locale: 'de',
        title: 'Zweisprachige Kinderbücher: eine Geschichte, zwei Sprachen',
        description:
          'Wie ein zweisprachiges Buch aufgebaut ist, für wen es sich lohnt und worauf du beim Vorlesen in zwei Sprachen achten kannst.',
        coverAlt: 'Zwei aufgeschlagene Bücher nebeneinander',
        content: `<p>Viele Familien leben mit mehr als einer Sprache: Die Oma spricht Englisch, der Kindergarten Deutsch, zu Hause wird gemischt. Ein zweisprachiges Buch holt beide Sprachen an denselben Ort – auf dieselbe Seite, zur selben Geschichte.</p>
<h2>So ist ein zweisprachiges Fabelhaft-Buch aufgebaut</h2>
<p>Du wählst eine Hauptsprache und eine Übersetzungssprache. Jede Seite zeigt den Text in beiden Sprachen, klar voneinander abgesetzt, damit dein Kind sieht, dass zwei Sätze dasselbe erzählen. Auf Wunsch bleiben die Namen der Figuren unübersetzt – aus „Finn“ wird dann nicht plötzlich ein anderer Name.</p>
<h2>Für wen lohnt es sich?</h2>
<ul>
<li><strong>Mehrsprachige Familien:</strong> Jeder Elternteil liest in seiner Sprache vor, die Geschichte bleibt dieselbe.</li>
<li><strong>Großeltern im Ausland:</strong> Ein Buch, das beide Seiten der Familie lesen können, ist ein schönes Geschenk.</li>
<li><strong>Neugierige Kinder:</strong> Schon Vorschulkinder entdecken gern, wie „Mond“ in einer anderen Sprache heißt.</li>
</ul>
<h2>Tipps fürs Vorlesen in zwei Sprachen</h2>
<p>Lies eine Seite ruhig erst ganz in einer Sprache und dann in der anderen, statt Satz für Satz zu springen. Lass dein Kind raten, welches Wort welchem entspricht. Und keine Sorge: Kinder bringen die Sprachen nicht durcheinander, nur weil sie beide auf einer Seite sehen – sie lernen, dass es für eine Sache mehrere Wörter gibt.</p>
<p>Probier es aus: Im Buch-Editor wählst du unter „Sprachen“ eine Übersetzungssprache, und die kostenlose Vorschau zeigt dir sofort, wie deine Geschichte zweisprachig aussieht.</p>`,
      },
      {
        slug: 'making-bilingual-picture-books',
        locale: 'en',
        title: 'Bilingual picture books: one story, two languages',
        description:
          'How a bilingual book is laid out, who it is for, and a few tips for reading aloud in two languages.',
        coverAlt: 'Two open books side by side',
        content: `<p>Many families live with more than one language: grandma speaks English, nursery speaks German, and at home it is a mix. A bilingual book brings both languages to the same place – the same page, the same story.</p>
<h2>How a bilingual Fabelhaft book is laid out</h2>
<p>You choose a main language and a translation language. Every page shows the text in both, clearly set apart, so your child can see that two sentences tell the same thing. If you like, the characters keep their names in both languages – “Finn” stays Finn.</p>
<h2>Who is it for?</h2>
<ul>
<li><strong>Multilingual families:</strong> each parent reads in their own language, and the story stays the same.</li>
<li><strong>Grandparents abroad:</strong> a book both sides of the family can read makes a lovely gift.</li>
<li><strong>Curious children:</strong> even pre-schoolers enjoy finding out what “moon” is called in another language.</li>
</ul>
<h2>Tips for reading aloud in two languages</h2>
<p>Read a whole page in one language and then in the other, rather than jumping sentence by sentence. Let your child guess which word matches which. And don’t worry: children do not mix languages up because they see both on a page – they learn that one thing can have several words.</p>
<p>Give it a try: in the book builder, pick a translation language under “Languages”, and the free preview shows you straight away how your story looks in two languages.</p>`,
      },
    ],
  },
  {
    key: 'toddlers',
    daysAgo: 10,
    cover: { background: '#dcefe3', accent: '#1b6e20', motif: 'moon' },
    posts: [
      {
        slug: 'vorlesen-mit-kleinkindern',
        locale: 'de',
        title: 'Vorlesen mit Kleinkindern: kurze Sätze, große Wirkung',
        description:
          'Warum schon Ein- bis Dreijährige vom Vorlesen profitieren und wie du Bücher für die Kleinsten auswählst und lebendig machst.',
        coverAlt: 'Ein Mond über einem schlafenden Hügel',
        content: `<p>Vorlesen beginnt lange bevor ein Kind die Geschichte ganz versteht. Schon Einjährige hören den Rhythmus der Sprache, zeigen auf Bilder und freuen sich, wenn dieselbe Seite wiederkommt.</p>
<h2>Was Kleinkinder an Büchern lieben</h2>
<ul>
<li><strong>Wiederholung:</strong> Derselbe Satz auf jeder Seite gibt Sicherheit – und irgendwann spricht dein Kind ihn mit.</li>
<li><strong>Klare Bilder:</strong> Eine Figur, ein Gegenstand, wenig Hintergrund. So findet das Auge sofort, worum es geht.</li>
<li><strong>Sich selbst wiederfinden:</strong> Ein Buch, in dem der eigene Name, das eigene Kuscheltier oder der Hund der Familie vorkommt, wird besonders oft hervorgeholt.</li>
</ul>
<h2>So wird Vorlesen lebendig</h2>
<p>Zeig auf die Bilder und benenne, was du siehst. Frag „Wo ist der Fuchs?“, statt die Seite nur vorzulesen. Mach Geräusche, flüstere beim Einschlafen, und lass dein Kind umblättern – auch wenn es mal zwei Seiten auf einmal sind.</p>
<h2>Robust muss es sein</h2>
<p>Kleine Hände greifen fest zu. Deshalb gibt es Fabelhaft-Bücher auch als Pappbilderbuch: dicke, abwischbare Seiten, kurze Texte und große Bilder. Wähl im Editor einfach das Alter deines Kindes – Sprache und Textmenge passen sich an.</p>
<p>Zehn Minuten am Tag reichen. Wichtiger als die Länge ist, dass Vorlesen ein fester, gemütlicher Moment wird.</p>`,
      },
      {
        slug: 'reading-with-toddlers',
        locale: 'en',
        title: 'Reading with toddlers: short sentences, big effect',
        description:
          'Why even one- to three-year-olds gain from being read to, and how to choose and bring to life books for the very young.',
        coverAlt: 'A moon above a sleeping hill',
        content: `<p>Reading aloud starts long before a child follows the whole story. One-year-olds already hear the rhythm of language, point at pictures and light up when the same page comes round again.</p>
<h2>What toddlers love about books</h2>
<ul>
<li><strong>Repetition:</strong> the same line on every page feels safe – and one day your child says it with you.</li>
<li><strong>Clear pictures:</strong> one character, one object, little background, so the eye finds at once what matters.</li>
<li><strong>Finding themselves:</strong> a book with their own name, their favourite cuddly toy or the family dog comes off the shelf again and again.</li>
</ul>
<h2>Bringing the story to life</h2>
<p>Point at the pictures and name what you see. Ask “Where is the fox?” instead of only reading the page. Make the noises, whisper at bedtime, and let your child turn the pages – even when two go at once.</p>
<h2>It has to be sturdy</h2>
<p>Small hands hold on tight. That is why Fabelhaft books also come as board books: thick, wipeable pages, short text and big pictures. Just pick your child’s age in the builder – the wording and the amount of text adapt.</p>
<p>Ten minutes a day is plenty. What matters more than length is that reading becomes a fixed, cosy moment.</p>`,
      },
    ],
  },
  {
    key: 'printing',
    daysAgo: 17,
    cover: { background: '#e3e8f6', accent: '#8a4b00', motif: 'press' },
    posts: [
      {
        slug: 'wie-ihr-buch-gedruckt-wird',
        locale: 'de',
        title: 'Von der Vorschau zum Buch: so wird dein Buch gedruckt',
        description:
          'Was zwischen deiner Freigabe und dem Paket an der Tür passiert: Druckdaten, Prüfung, Druck in der EU und Versand.',
        coverAlt: 'Eine Druckmaschine mit einem frisch gedruckten Bogen',
        content: `<p>Du hast deine Geschichte in der Vorschau gesehen, bezahlt, vielleicht noch eine Seite verfeinert – und dann? Hier erfährst du, was nach deiner Freigabe zum Druck geschieht.</p>
<h2>1. Die Druckdaten</h2>
<p>Aus deinem Buch entstehen zwei Druckdateien: der Umschlag und der Innenteil. Sie werden im Druckstandard PDF/X-4 angelegt, mit Beschnittzugabe, damit Bilder nach dem Schneiden bis an den Seitenrand reichen, und mit eingebetteten Schriften, damit jeder Buchstabe genau so gedruckt wird, wie du ihn gesehen hast.</p>
<h2>2. Die Prüfung</h2>
<p>Bevor gedruckt wird, prüft die Druckerei die Dateien automatisch: Format, Seitenzahl, Auflösung der Bilder. Passt etwas nicht, wird nichts gedruckt – wir kümmern uns darum und du erfährst es.</p>
<h2>3. Der Druck</h2>
<p>Gedruckt wird bei Partnern in der EU. Heftchen werden auf kräftiges Papier gedruckt und gebunden; Pappbilderbücher bekommen dicke Seiten, die auch kleine Hände aushalten. Jedes Buch ist ein Einzelstück – gedruckt genau einmal, für dich.</p>
<h2>4. Der Versand</h2>
<p>Sobald das Paket unterwegs ist, bekommst du eine E-Mail mit der Sendungsnummer. Unter „Sendung verfolgen“ siehst du jederzeit, wo dein Buch gerade ist – bis es ankommt.</p>
<p>Übrigens: Deine Rechnung mit ausgewiesener Mehrwertsteuer findest du jederzeit unter „Konto“.</p>`,
      },
      {
        slug: 'how-your-book-is-printed',
        locale: 'en',
        title: 'From preview to printed book: how your book is made',
        description:
          'What happens between your approval and the parcel at your door: print files, checks, printing in the EU and shipping.',
        coverAlt: 'A printing press with a freshly printed sheet',
        content: `<p>You have seen your story in the preview, paid, perhaps refined a page – and then? Here is what happens after you approve your book for print.</p>
<h2>1. The print files</h2>
<p>Your book becomes two print files: the cover and the inside pages. They are made to the PDF/X-4 print standard, with bleed so that pictures run right to the edge after trimming, and with embedded fonts so every letter prints exactly as you saw it.</p>
<h2>2. The check</h2>
<p>Before anything is printed, the print shop checks the files automatically: size, page count, image resolution. If something is not right, nothing is printed – we take care of it and you hear from us.</p>
<h2>3. Printing</h2>
<p>Books are printed by partners in the EU. Booklets are printed on sturdy paper and bound; board books get thick pages that small hands cannot hurt. Every book is one of a kind – printed exactly once, for you.</p>
<h2>4. Shipping</h2>
<p>As soon as the parcel is on its way you get an email with its tracking number. Under “Track parcel” you can see where your book is at any time – until it arrives.</p>
<p>By the way: your invoice, with VAT shown, is always under “Account”.</p>`,
      },
    ],
  },
];
