import { DRAWN_KINDS, DRAWN_SETTINGS, DRAWN_THINGS } from '../illustration/kinds';
import { nearestDrawable, objectOf, placeOf, speciesOf } from './drawable';

// The model path draws what the embedded reader would (ADR 0028): WordNet's hypernyms first, rules after.
describe('nearestDrawable (issue #21)', () => {
  it.each([
    ['pangolin', 'animal', 'pangolin'],
    ['Pangolins', 'animal', 'pangolin'],
    ['axolotl', 'animal', 'frog'],
    ['beaver', 'animal', 'otter'],
    ['dachshund', 'animal', 'dog'],
    ['sea turtle', 'animal', 'turtle'],
    ['guinea pig', 'animal', 'guinea-pig'],
    ['fox', 'animal', 'fox'],
    ['wombat', 'animal', 'rabbit'],
    ['quokka', 'animal', 'bear'],
    ['yeti', 'creature', 'dragon'],
    ['girl', 'person', 'girl'],
    ['grandmother', 'person', 'grandma'],
    ['librarian', 'person', 'teacher'],
    ['submarine', 'vehicle', 'boat'],
    ['library', 'place', 'library'],
    ['jungle library', 'place', 'library'],
    ['lighthouse', 'place', 'beach'],
    ['attic', 'place', 'home'],
    ['jungle', 'place', 'jungle'],
    ['violin', 'thing', 'star'],
    ['treasure map', 'thing', 'map'],
    ['book about the stars', 'thing', 'book'],
    ['storybook', 'thing', 'book'],
  ] as const)('%s (%s) → %s', (noun, category, id) => {
    expect(nearestDrawable(noun, category)).toBe(id);
  });

  it('always answers an id the embedded illustrator draws', () => {
    const kinds = [
      ...DRAWN_KINDS.creatures,
      ...DRAWN_KINDS.roles,
      ...DRAWN_KINDS.vehicles,
      'girl',
      'boy',
      'child',
    ];
    for (const noun of ['pangolin', 'xyzzy', 'robot vacuum', '']) {
      expect(kinds).toContain(nearestDrawable(noun, 'animal'));
      expect(kinds).toContain(nearestDrawable(noun, 'person'));
      expect(DRAWN_SETTINGS).toContain(nearestDrawable(noun, 'place'));
      expect(DRAWN_THINGS).toContain(nearestDrawable(noun, 'thing'));
    }
  });

  it('derives the coarse species, place and object older code draws', () => {
    expect(speciesOf('hedgehog')).toBe('bear');
    expect(speciesOf('fox')).toBe('fox');
    expect(speciesOf('grandma')).toBe('person');
    expect(placeOf('school')).toBe('garden');
    expect(placeOf('underwater')).toBe('sea');
    expect(objectOf('book')).toBe('map');
    expect(objectOf('kite')).toBe('kite');
    expect(objectOf(undefined)).toBe('star');
  });
});
