import type { RevisionChange } from '../domain/book';
import { parsePlannedChanges } from './planned-changes';

const why = { rationale: 'Because the parent asked.' };
const valid: RevisionChange[] = [
  {
    target: 'page_text',
    action: 'rewrite',
    page: 4,
    body: { en: 'Fin swims.', de: 'Fin schwimmt.' },
    ...why,
  },
  { target: 'page_text', action: 'shorten', page: 4, ...why },
  { target: 'page_text', action: 'translate_line', page: 4, language: 'de', text: 'Fin schwimmt.', ...why },
  { target: 'page_scene', action: 'set_place', page: 5, scene: { place: 'sea', things: ['kite'] }, ...why },
  { target: 'page_scene', action: 'set_cast', page: 5, scene: { cast: [0] }, ...why },
  {
    target: 'character',
    action: 'change_look',
    character: 1,
    look: { colors: { clothing: '#1E40AF' }, clothing: 'scarf', addFeatures: ['glasses'], species: 'fox' },
    ...why,
  },
  {
    target: 'character',
    action: 'change_look',
    character: 0,
    look: { addFeatures: ['curls'], hairLength: 'short' },
    ...why,
  },
  { target: 'character', action: 'rename', character: 0, name: { en: 'Finn', de: 'Finn' }, ...why },
  { target: 'book', action: 'change_style', style: 'digital art', ...why },
];

describe('the planned changes a revision takes (issue #14)', () => {
  it('takes every change kind of the book engine', () => {
    const parsed = parsePlannedChanges(valid);
    expect(parsed).toEqual({ ok: true, changes: valid });
  });

  it.each<[string, RevisionChange]>([
    ['an unknown action', { target: 'page_text', action: 'set_font', page: 1, ...why }],
    ['an unknown target', { target: 'cover', action: 'rewrite', page: 1, ...why }],
    ['a page that is not a number', { target: 'page_text', action: 'shorten', page: 'five', ...why }],
    ['a negative page', { target: 'page_text', action: 'shorten', page: -1, ...why }],
    ['a text in no language', { target: 'page_text', action: 'rewrite', page: 1, body: {}, ...why }],
    [
      'a language the books do not have',
      { target: 'page_text', action: 'rewrite', page: 1, body: { nl: 'x' }, ...why },
    ],
    [
      'a colour that is not #rrggbb',
      {
        target: 'character',
        action: 'change_look',
        character: 0,
        look: { colors: { hair: 'blue' } },
        ...why,
      },
    ],
    [
      'clothing the drawings lack',
      { target: 'character', action: 'change_look', character: 0, look: { clothing: 'tuxedo' }, ...why },
    ],
    ['a style not offered', { target: 'book', action: 'change_style', style: 'oil', ...why }],
    [
      'a field the change does not have',
      { target: 'page_text', action: 'shorten', page: 1, font: 'big', ...why },
    ],
    ['no rationale', { target: 'page_text', action: 'shorten', page: 1, rationale: ' ' }],
  ])('refuses %s, naming the change', (_, change) => {
    expect(parsePlannedChanges([valid[0]!, change])).toEqual({
      ok: false,
      reason: `Change 2 (${String(change.target)} ${String(change.action)}) cannot be applied to this book.`,
    });
  });

  it('refuses a plan without changes', () => {
    expect(parsePlannedChanges([])).toEqual({ ok: false, reason: 'The plan has no changes.' });
  });
});
