import { excerpt, hasHtml } from './excerpt';
import { htmlToText, sanitizeBlogHtml } from './sanitize';
import { blogLocaleOf } from './strapi';

describe('sanitizeBlogHtml (issue #26)', () => {
  const hostile = [
    '<p onclick="steal()">Hallo <strong>Eltern</strong></p>',
    '<script>alert(1)</script>',
    '<img src="x.png" onerror="alert(2)" alt="Bild">',
    '<a href="javascript:alert(3)">klick</a>',
    '<a href="JaVaScRiPt:alert(4)">klick</a>',
    '<a href="  javascript:alert(5)">klick</a>',
    '<a href="https://example.org/lesen">extern</a>',
    '<a href="/blog/andere">intern</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="position:fixed">x</p>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">',
  ].join('');

  it('renders no script, no event attribute and no javascript: link', () => {
    const clean = sanitizeBlogHtml(hostile);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/alert\(1\)/);
    expect(clean).not.toMatch(/\son[a-z]+=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/<iframe/i);
    expect(clean).not.toMatch(/style=/i);
    expect(clean).not.toMatch(/data:image/i);
    expect(clean).toContain('<p>Hallo <strong>Eltern</strong></p>');
    expect(clean).toContain('<img src="x.png" alt="Bild" />');
  });

  it('gives every link rel="noopener" and opens only external ones in a new tab', () => {
    const clean = sanitizeBlogHtml(hostile);
    expect(clean).toContain(
      '<a href="https://example.org/lesen" rel="noopener noreferrer" target="_blank">extern</a>',
    );
    expect(clean).toContain('<a href="/blog/andere" rel="noopener noreferrer">intern</a>');
    expect(sanitizeBlogHtml('<a href="/x" target="_top" rel="opener">x</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer">x</a>',
    );
    // The stripped javascript: links keep their text but lose the href.
    expect(clean).toContain('<a rel="noopener noreferrer">klick</a>');
  });

  it('is idempotent', () => {
    const once = sanitizeBlogHtml(hostile);
    expect(sanitizeBlogHtml(once)).toBe(once);
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<h2>Titel</h2><p>Erst &amp; dann<script>x()</script></p>')).toBe('Titel Erst & dann');
  });
});

describe('excerpt (spec §9)', () => {
  it('keeps short text and cuts long text at a word within 200 characters', () => {
    expect(excerpt('  Kurz   und gut ')).toBe('Kurz und gut');
    const long = 'Vorlesen '.repeat(40);
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('Vorlesen…')).toBe(true);
  });

  it('tells HTML from plain text', () => {
    expect(hasHtml('<p>x</p>')).toBe(true);
    expect(hasHtml('3 < 4 and 5 > 2')).toBe(false);
  });
});

describe('blogLocaleOf (spec §7)', () => {
  it('takes the language code before any hyphen', () => {
    expect(blogLocaleOf('de-AT')).toBe('de');
    expect(blogLocaleOf('EN')).toBe('en');
    expect(blogLocaleOf('fr')).toBeUndefined();
    expect(blogLocaleOf(undefined)).toBeUndefined();
  });
});
