import { displayName } from './display-name';

describe('displayName', () => {
  it.each([
    ['C:\\fakepath\\a.png', 'a.png'],
    ['dir/sub/b.jpg', 'b.jpg'],
    ['evil\u202egnp.exe', 'evilgnp.exe'],
    ['  \n ', 'image'],
    [undefined, 'image'],
    ['Löwe 🦁.webp', 'Löwe 🦁.webp'],
  ])('%j → %j', (input, output) => {
    expect(displayName(input)).toBe(output);
  });
});
