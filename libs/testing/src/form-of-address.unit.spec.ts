import { otherFormOfAddress } from './form-of-address';

/**
 * issue #24, ADR 0041: the German formal voice at a sentence start. "Sie" (you) and "sie" (they) share the capital
 * there and the verb form, so the rule reads the words around it (form-of-address.ts `formalSieAtStart`).
 */
const de = (text: string) => otherFormOfAddress(text, 'de');

describe('German "Sie" at the start of a sentence (issue #24, ADR 0041)', () => {
  it.each([
    // The first word of a text: a catalog entry, an email line, a button has no one before it to be "they".
    'Sie erhalten eine E-Mail mit dem Link.',
    'Sie haben noch 2 Vorschauen.',
    '„Sie können es jetzt drucken lassen.“',
    // A question asks the reader.
    'Danke für die Bestellung. Sie haben Fragen?',
    // A word that turns to the reader in the same sentence.
    'Das Buch ist fertig. Sie können es jederzeit herunterladen.',
    'Die Vorschau ist da. Sie finden sie hier im Konto.',
    'Der Link ist abgelaufen. Sie können bitte einen neuen anfordern.',
  ])('flags the formal voice: %s', (text) => {
    expect(de(text)).toEqual([expect.stringMatching(/^Sie /)]);
  });

  it.each([
    'Die Dienstleister helfen uns. Sie verarbeiten Daten nur in unserem Auftrag.',
    'Mia und Ben packen einen Korb. Sie machen ein Picknick.',
    'Die Bilder sind fertig. Sie zeigen Mia im Wald.',
  ])('lets "they" after a sentence that names them pass: %s', (text) => {
    expect(de(text)).toEqual([]);
  });

  it('flags Ihnen/Ihr/Ihre anywhere, a sentence start included', () => {
    expect(de('Ihre Bestellung ist eingegangen.')).toEqual([expect.stringMatching(/^Ihre /)]);
    expect(de('Ihr Buch ist fertig.')).toEqual([expect.stringMatching(/^Ihr /)]);
    expect(de('Ihr neues Buch ist fertig.')).toHaveLength(1);
    expect(de('Danke. Wir schicken Ihnen den Link.')).toHaveLength(1);
    expect(de('Danke für Ihren Einkauf.')).toHaveLength(1);
  });

  it('lets the du-voice’s plural "Ihr" with its verb pass ("Ihr könnt …"), and the du-voice itself', () => {
    expect(de('Ihr könnt das Buch zusammen lesen.')).toEqual([]);
    expect(de('Das Buch ist da. Ihr habt es bald in den Händen.')).toEqual([]);
    expect(de('Du erhältst eine E-Mail mit dem Link. Du kannst es jederzeit herunterladen.')).toEqual([]);
    expect(de('Hast du Fragen? Schreib uns.')).toEqual([]);
  });

  it('still flags "Sie" inside a sentence, whatever follows', () => {
    expect(de('Bitte prüfen Sie die Adresse.')).toHaveLength(1);
    expect(de('Wenn Sie Fragen haben, schreiben Sie uns.')).toHaveLength(2);
  });
});
