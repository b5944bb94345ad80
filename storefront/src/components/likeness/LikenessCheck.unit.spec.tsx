/** @jest-environment jsdom */
import type { BookDetail, BookLikenessDetail } from '@fabelhaft/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '../../test/providers';
import { PrintApproval } from '../approval/PrintApproval';
import { LikenessCheck } from './LikenessCheck';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const SAME: BookLikenessDetail = {
  checker: 'embedded-sheets',
  checked_at: '2026-11-27T10:00:00.000Z',
  passed: true,
  pages_checked: 24,
  characters: [
    { character_id: 'c1', name: 'Mia', pages: 24, failing_pages: [] },
    { character_id: 'c2', name: 'Bruno', pages: 1, failing_pages: [] },
  ],
  problems: [],
  remade_pages: [],
  unchecked_pages: [],
};
const DIFFERS: BookLikenessDetail = {
  ...SAME,
  checker: 'openai-chat:gpt-4o',
  passed: false,
  characters: [
    { character_id: 'c1', name: 'Mia', pages: 24, failing_pages: [] },
    { character_id: 'c2', name: 'Bruno', pages: 18, failing_pages: [7, 11] },
  ],
  problems: [
    {
      page: 11,
      character_id: 'c2',
      name: 'Bruno',
      on_page: false,
      differences: [{ part: 'missing', note: 'the dog is not in the picture' }],
    },
    {
      page: 7,
      character_id: 'c2',
      name: 'Bruno',
      on_page: true,
      differences: [
        { part: 'accessory', note: 'the collar is missing' },
        { part: 'colours', note: 'the coat is grey' },
      ],
    },
  ],
  remade_pages: [7, 11],
  unchecked_pages: [20],
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (url === 'http://bff.test/books/b1/viewer')
      return {
        ok: true,
        status: 200,
        text: async () =>
          JSON.stringify({
            book_id: 'b1',
            title: 'Mia',
            pages: [7, 11].map((n) => ({
              page_type: 'other',
              page_number: n,
              image_url: `https://assets.test/p${n}.webp`,
              alt_text: `Page ${n}`,
            })),
            total_spreads: 13,
            reading_direction: 'ltr',
          }),
      };
    throw new Error(`unexpected ${url}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the likeness check the parent sees (issue #23)', () => {
  it('says each character looks the same on all its pages, in English and German', async () => {
    const { container, unmount } = await renderWithProviders(<LikenessCheck bookId="b1" likeness={SAME} />, {
      language: 'en',
    });
    const section = screen.getByRole('region', { name: 'Does everyone look the same?' });
    expect(
      within(section)
        .getAllByTestId('likeness-same')
        .map((li) => li.textContent),
    ).toEqual(['✓ Mia looks the same on all 24 pages', '✓ Bruno looks the same on the one page they are on']);
    expect(within(section).queryAllByTestId('likeness-problem')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
    // Nothing to show: the pages' pictures are not even asked for.
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();

    await renderWithProviders(<LikenessCheck bookId="b1" likeness={SAME} />, { language: 'de' });
    expect(screen.getByRole('region', { name: 'Sehen alle gleich aus?' }).textContent).toContain(
      'Mia sieht auf allen 24 Seiten gleich aus',
    );
  });

  it('lists each page that still differs with its thumbnail and a link to ask for a change there', async () => {
    const { container } = await renderWithProviders(<LikenessCheck bookId="b1" likeness={DIFFERS} />, {
      language: 'en',
    });
    const problems = screen.getAllByTestId('likeness-problem');
    expect(problems.map((p) => p.textContent)).toEqual([
      'Page 7: Bruno looks different (details and colours): the collar is missing; the coat is grey — Ask for a change on page 7 or approve anyway',
      'Page 11: Bruno is missing — Ask for a change on page 11 or approve anyway',
    ]);
    const ask = within(problems[0]!).getByRole('link', { name: 'Ask for a change on page 7' });
    expect(ask.getAttribute('href')).toBe('/books/b1/viewer?page=7&refine=1');
    await waitFor(() =>
      expect(within(problems[0]!).getByRole('img', { name: 'Page 7 of your book' }).getAttribute('src')).toBe(
        'https://assets.test/p7.webp',
      ),
    );
    expect(screen.getByText('We already redrew 2 pages once automatically for this.')).toBeTruthy();
    expect(screen.getByText('We could not check page 20.')).toBeTruthy();
    expect(screen.getAllByTestId('likeness-same').map((li) => li.textContent)).toEqual([
      '✓ Mia looks the same on all 24 pages',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names the differences in German, without the checker’s English notes', async () => {
    await renderWithProviders(<LikenessCheck bookId="b1" likeness={DIFFERS} />, { language: 'de' });
    expect(screen.getAllByTestId('likeness-problem').map((p) => p.textContent)).toEqual([
      'Seite 7: Bruno sieht anders aus (Details und Farben) — Änderung anfragen (Seite 7) oder trotzdem freigeben',
      'Seite 11: Bruno fehlt — Änderung anfragen (Seite 11) oder trotzdem freigeben',
    ]);
  });

  it('offers no change once the book is approved', async () => {
    await renderWithProviders(<LikenessCheck bookId="b1" likeness={DIFFERS} canRefine={false} />, {
      language: 'en',
    });
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getAllByTestId('likeness-problem')[1]!.textContent).toBe('Page 11: Bruno is missing');
  });

  it('shows the check on the approval step', async () => {
    const book = (likeness: BookLikenessDetail): BookDetail => ({
      book_id: 'b1',
      status: 'completed',
      preview_status: 'completed',
      is_preview: false,
      payment_status: 'success',
      preview: { title: 'Mia' },
      age_range: '5 years',
      tier: null,
      format: 'booklet',
      cover_url: null,
      created_at: '2026-11-20T10:00:00.000Z',
      download_url: null,
      error: null,
      revision: 0,
      main_language: 'en',
      approved_at: null,
      print: { format: 'booklet', page_count: 24, preflight_passed: true, binding: 'left' },
      likeness,
    });
    fetchMock.mockImplementation(async () => ({ ok: true, status: 200, text: async () => '{"orders":[]}' }));
    const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const { container, unmount } = await renderWithProviders(<PrintApproval book={book(SAME)} />, {
      language: 'en',
    });
    await settle();
    expect(screen.getByTestId('approve-likeness').textContent).toBe(
      'How the characters look: ✓ the same on every page',
    );
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    await renderWithProviders(<PrintApproval book={book(DIFFERS)} />, { language: 'de' });
    await settle();
    const fact = screen.getByTestId('approve-likeness');
    expect(fact.getAttribute('data-passed')).toBe('false');
    expect(fact.textContent).toContain('Aussehen der Figuren: Auf 2 Seiten weicht etwas ab');
    expect(
      within(fact).getByRole('link', { name: 'Änderung anfragen (Seite 11)' }).getAttribute('href'),
    ).toBe('/books/b1/viewer?page=11&refine=1');
  });
});
