import {
  ageRangeText,
  buildRequest,
  checkFiles,
  clampAge,
  ideaState,
  progressKey,
  statusPhase,
  type BuilderValues,
} from './rules';

const file = (name: string, type: string, size = 100) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const values = (over: Partial<BuilderValues> = {}): BuilderValues => ({
  idea: 'A fox sails away',
  age: { mode: 'specific', age: 5 },
  mainLanguage: 'en',
  translationLanguage: '',
  translateNames: false,
  style: 'pixar',
  images: [],
  ...over,
});

describe('builder rules (spec §5)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ab', 'tooShort'],
    ['abc', 'ok'],
    ['x'.repeat(10000), 'ok'],
    ['x'.repeat(10001), 'tooLong'],
  ])('idea case %# is %s', (idea, state) => expect(ideaState(idea)).toBe(state));

  it.each([
    ['5', 5],
    ['17', 17],
    ['18', 17],
    ['99', 17],
    ['-3', 0],
    ['', 0],
    ['abc', 0],
    [7.8, 7],
  ])('clamps the age %j to %i', (input, age) => expect(clampAge(input)).toBe(age));

  it('sends a specific age as "{n} years" and a range as it is', () => {
    expect(ageRangeText({ mode: 'specific', age: 5 })).toBe('5 years');
    expect(ageRangeText({ mode: 'specific', age: 0 })).toBe('0 years');
    expect(ageRangeText({ mode: 'range', range: '9-12 years' })).toBe('9-12 years');
  });

  it('drops files that are not PNG, JPG or WEBP images or are larger than 10 MB, keeping the rest', () => {
    const ok = file('mila.png', 'image/png');
    const jpg = file('bruno.jpg', 'image/jpeg', 10 * 1024 * 1024);
    const big = file('huge.webp', 'image/webp', 10 * 1024 * 1024 + 1);
    const pdf = file('notes.pdf', 'application/pdf');
    const gif = file('anim.gif', 'image/gif');
    const { valid, problems } = checkFiles([ok, jpg, big, pdf, gif]);
    expect(valid).toEqual([ok, jpg]);
    expect(problems).toEqual([
      { kind: 'tooLarge', file: 'huge.webp' },
      { kind: 'notImage', file: 'notes.pdf' },
      { kind: 'notImage', file: 'anim.gif' },
    ]);
  });

  it('takes at most 20 files at once', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => file(`${i}.png`, 'image/png'));
    expect(checkFiles(twenty).valid).toHaveLength(20);
    // The BFF's rule (bff/src/uploads): the first 20 are taken, the rest dropped with the warning.
    expect(checkFiles([...twenty, file('21.png', 'image/png')])).toEqual({
      valid: twenty,
      problems: [{ kind: 'tooMany' }],
    });
  });

  it('builds the preview request: trimmed descriptions, empty ones left out, no translation for "none"', () => {
    const req = buildRequest(
      values({
        idea: '  A fox sails away  ',
        translateNames: true,
        images: [
          { s3_key: 'a', filename: 'a.png', description: '  Mila, 5  ', previewUrl: undefined },
          { s3_key: 'b', filename: 'b.png', description: '   ', previewUrl: undefined },
        ],
      }),
    );
    expect(req).toEqual({
      idea: 'A fox sails away',
      main_language: 'en',
      translation_language: null,
      age_range: '5 years',
      style: 'pixar',
      reference_images: [{ s3_key: 'a', description: 'Mila, 5' }, { s3_key: 'b' }],
      text_background_enabled: true,
      translate_character_names: false,
    });
  });

  it('sends the translation language and the names choice when a translation is set', () => {
    const req = buildRequest(
      values({ translationLanguage: 'de', translateNames: true, age: { mode: 'range', range: '3-6 years' } }),
    );
    expect(req).toMatchObject({
      translation_language: 'de',
      translate_character_names: true,
      age_range: '3-6 years',
    });
  });

  it.each([
    ['queued', 'progress', 'queued'],
    ['pending', 'progress', 'queued'],
    ['generating', 'progress', 'generating'],
    ['RUNNING', 'progress', 'generating'],
    ['orchestrating', 'progress', 'generating'],
    ['Complete', 'complete', 'completed'],
    ['completed', 'complete', 'completed'],
    ['failed', 'failed', 'failed'],
  ])('reads the status %s as %s (shown as %s)', (status, phase, key) => {
    expect(statusPhase(status)).toBe(phase);
    expect(progressKey(status)).toBe(key);
  });
});
