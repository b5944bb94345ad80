import { transliterate } from './transliterate';

describe('transliterate', () => {
  it('writes a Latin name in each book script', () => {
    expect(transliterate('Finn', 'cyrillic')).toBe('Финн');
    expect(transliterate('Finn', 'kana')).toBe('フィン');
    expect(transliterate('Clara', 'kana')).toBe('クララ');
    expect(transliterate('Finn', 'hangul')).toMatch(/^\p{Script=Hangul}+$/u);
    expect(transliterate('Finn', 'han')).toMatch(/^\p{Script=Han}+$/u);
    expect(transliterate('Finn', 'arabic')).toMatch(/^\p{Script=Arabic}+$/u);
    expect(transliterate('Jürgen', 'latin')).toBe('Jürgen');
    // Russian spells these as it hears them: not "Лиса" (a fox) or "Росие".
    expect(transliterate('Lisa', 'cyrillic')).toBe('Лиза');
    expect(transliterate('Rosie', 'cyrillic')).toBe('Рози');
    expect(transliterate('Igor', 'cyrillic')).toBe('Игорь');
  });

  it('never leaves Latin letters behind', () => {
    for (const name of ['Xaver', 'Quentin', 'Charlotte', 'Yusuf', 'Wolfgang', 'Thea', 'Philippa', 'Zoë']) {
      for (const script of ['cyrillic', 'kana', 'hangul', 'han', 'arabic'] as const) {
        expect(transliterate(name, script)).not.toMatch(/[A-Za-z]/);
        expect(transliterate(name, script).length).toBeGreaterThan(0);
      }
    }
  });
});
