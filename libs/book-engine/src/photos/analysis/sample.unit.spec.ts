import { looksOfFace, mainFace, type Face, type Pixels } from './sample';

/** issue #23: the pixel reading of a found face, on a drawn face whose colours and shapes are known. */
describe('reading a face from its pixels', () => {
  type Rgb = [number, number, number];
  const SKIN: Rgb = [220, 180, 150];
  const HAIR: Rgb = [60, 40, 30];
  const INK: Rgb = [25, 25, 25];

  function drawn(options: { longHair?: boolean; glasses?: boolean } = {}): Pixels {
    const width = 200;
    const height = 260;
    const data = new Uint8Array(width * height * 3).fill(250);
    const fill = (x0: number, y0: number, x1: number, y1: number, c: Rgb) => {
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) data.set(c, (y * width + x) * 3);
    };
    fill(50, 20, 150, 60, HAIR);
    if (options.longHair) {
      fill(15, 60, 55, 250, HAIR);
      fill(145, 60, 185, 250, HAIR);
    }
    fill(55, 60, 145, 175, SKIN);
    if (options.glasses) {
      fill(88, 86, 112, 90, INK);
      fill(48, 86, 60, 90, INK);
      fill(140, 86, 152, 90, INK);
    }
    return { data, width, height };
  }
  // Upright: the top of the nose bridge at (100, 90), the chin at (100, 160); cheeks beside the nose.
  const landmarks = Array.from({ length: 68 }, () => ({ x: 100, y: 90 }));
  Object.assign(landmarks, {
    2: { x: 62, y: 120 },
    8: { x: 100, y: 160 },
    14: { x: 138, y: 120 },
    31: { x: 90, y: 125 },
    35: { x: 110, y: 125 },
  });
  const face: Face = { box: { x: 55, y: 70, width: 90, height: 100 }, landmarks };

  it('takes the skin from the cheeks and the hair from above the hairline', () => {
    expect(looksOfFace(drawn(), face)).toEqual({
      face: true,
      skin: '#dcb496',
      hair: '#3c281e',
      hairLength: 'short',
      glasses: false,
    });
  });

  it('reads hair beside the neck as long', () => {
    expect(looksOfFace(drawn({ longHair: true }), face).hairLength).toBe('long');
  });

  it('reads dark lines across the bridge and the temples as glasses', () => {
    expect(looksOfFace(drawn({ glasses: true }), face).glasses).toBe(true);
  });

  it('reads the biggest face of several', () => {
    const small: Face = { ...face, box: { ...face.box, width: 20, height: 20 } };
    expect(mainFace([small, face])).toBe(face);
    expect(mainFace([])).toBeUndefined();
  });
});
