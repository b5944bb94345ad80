/** @jest-environment jsdom */
import type { BookDetail, BookPreviewResponse, LimitsResponse } from '@fabelhaft/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { navigate } from 'vike/client/router';
import { renderWithProviders } from '../../test/providers';
import { BOOKS_QUERY_KEY } from '../books/queries';
import { Builder } from './Builder';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));
jest.mock('vike/client/router', () => ({ navigate: jest.fn(async () => undefined) }));

const limits = (remaining = 5): LimitsResponse => ({
  preview_limit: 5,
  preview_remaining: remaining,
  edit_limit: 3,
  edit_remaining: 3,
});

const previewResponse = (over: Partial<BookPreviewResponse> = {}): BookPreviewResponse => ({
  book_id: 'book-1',
  status: 'queued',
  preview_status: 'queued',
  preview_remaining: 4,
  preview_limit: 5,
  preview_threshold: 2,
  preview_needs_support: false,
  created_at: '2026-01-01T00:00:00Z',
  preview: null,
  cover_url: null,
  is_preview: true,
  ...over,
});

type Route = (init: RequestInit) => { status: number; body: unknown };
let routes: Record<string, Route>;
const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
  const key = `${init.method ?? 'GET'} ${url.replace('http://bff.test', '')}`;
  const route = routes[key];
  if (!route) throw new Error(`unexpected ${key}`);
  const { status, body } = route(init);
  return { ok: status < 400, status, text: async () => JSON.stringify(body) };
});
const calls = (key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}` === key,
  );

beforeEach(() => {
  fetchMock.mockClear();
  jest.mocked(navigate).mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  routes = { 'GET /limits': () => ({ status: 200, body: limits() }) };
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const render = async (language: 'de' | 'en' = 'en') => {
  await renderWithProviders(<Builder />, { language });
  await settle();
};
const idea = () => screen.getByLabelText('Your book idea');
const submit = () => screen.getByRole('button', { name: 'Create preview' }) as HTMLButtonElement;
const type = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));

describe('builder form (spec §5)', () => {
  it('counts the idea, explains too short and too long, and only then allows a submit', async () => {
    await render();
    expect(screen.getByTestId('idea-counter').textContent).toBe('0/10000');
    expect(submit().disabled).toBe(true);
    await type(idea(), 'ab');
    expect(screen.getByRole('alert').textContent).toBe('Book idea must be at least 3 characters long');
    expect(submit().disabled).toBe(true);
    await type(idea(), 'x'.repeat(10001));
    expect(screen.getByTestId('idea-counter').textContent).toBe('10001/10000');
    expect(screen.getByRole('alert').textContent).toBe('Book idea must be at most 10000 characters long');
    expect(submit().disabled).toBe(true);
    await type(idea(), 'A fox sails away');
    expect(screen.getByTestId('idea-counter').textContent).toBe('16/10000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('shows the German messages in German', async () => {
    await render('de');
    await type(screen.getByLabelText('Deine Buchidee'), 'ab');
    expect(screen.getByRole('alert').textContent).toContain('mindestens 3 Zeichen');
  });

  it('clamps the specific age (default 5) and switches to the 3-6 years range', async () => {
    await render();
    const age = () => screen.getByLabelText('Age in years (0–17)') as HTMLInputElement;
    expect(age().value).toBe('5');
    await type(age(), '42');
    expect(age().value).toBe('17');
    await type(age(), '');
    expect(age().value).toBe('0');
    await act(() => void fireEvent.click(screen.getByLabelText('Age range', { selector: 'input' })));
    const range = screen.getByLabelText('Age range', { selector: 'select' }) as HTMLSelectElement;
    expect(range.value).toBe('3-6 years');
    expect(Array.from(range.options).map((o) => o.value)).toEqual([
      '0-3 years',
      '3-6 years',
      '6-9 years',
      '9-12 years',
      '12-15 years',
      '15-17 years',
    ]);
  });

  it('offers all eleven book languages, English by default, and translate-names only with a translation', async () => {
    await render();
    const main = screen.getByLabelText('Main language') as HTMLSelectElement;
    expect(main.value).toBe('en');
    expect(main.options).toHaveLength(11);
    const translation = screen.getByLabelText('Translation (optional)') as HTMLSelectElement;
    expect(translation.value).toBe('');
    expect(translation.options[0]!.textContent).toBe('None');
    expect(screen.queryByLabelText('Translate character names')).toBeNull();
    await act(() => void fireEvent.change(translation, { target: { value: 'de' } }));
    expect(screen.getByLabelText('Translate character names')).toBeTruthy();
    await act(() => void fireEvent.change(translation, { target: { value: '' } }));
    expect(screen.queryByLabelText('Translate character names')).toBeNull();
  });

  it('shows the eight styles with a picture each', async () => {
    await render();
    const styles = screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === 'style');
    expect(styles.map((r) => (r as HTMLInputElement).value)).toEqual([
      'pixar',
      'watercolor',
      'cartoon',
      'realistic',
      'anime',
      'minimalist',
      'vintage',
      'digital art',
    ]);
    expect(document.querySelectorAll('svg.style-swatch')).toHaveLength(8);
  });

  it('disables submit and uploads and offers the request card when previews are exhausted', async () => {
    routes['GET /limits'] = () => ({ status: 200, body: limits(0) });
    await render();
    await type(idea(), 'A fox sails away');
    expect(submit().disabled).toBe(true);
    expect((screen.getByTestId('reference-input') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('request-previews')).toBeTruthy();
  });
});

describe('reference images (spec §5, §8)', () => {
  const png = (name = 'mila.png') => new File(['png'], name, { type: 'image/png' });
  const pick = (files: File[]) =>
    act(async () => {
      fireEvent.change(screen.getByTestId('reference-input'), { target: { files } });
      await new Promise((r) => setTimeout(r, 0));
    });

  it('drops files that are not images with the exact message, uploads the rest as repeated `files`', async () => {
    routes['POST /uploads/characters/batch'] = () => ({
      status: 200,
      body: { uploads: [{ s3_key: 'u/1.png', filename: 'mila.png' }], warnings: ['mila.png: resized'] },
    });
    await render();
    await pick([png(), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })]);
    expect(screen.getByRole('alert').textContent).toBe('notes.pdf: Not an image file');
    const [, init] = calls('POST /uploads/characters/batch')[0]!;
    const body = init!.body as FormData;
    expect(body.getAll('files').map((f) => (f as File).name)).toEqual(['mila.png']);
    expect(screen.getByText('mila.png: resized')).toBeTruthy();
    expect(screen.getByLabelText('Short description of mila.png')).toBeTruthy();
  });

  it('takes the first 20 of more than 20 files with the message, as the BFF does', async () => {
    routes['POST /uploads/characters/batch'] = () => ({ status: 200, body: { uploads: [], warnings: [] } });
    await render();
    await pick(Array.from({ length: 21 }, (_, i) => png(`${i}.png`)));
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe('Maximum 20 files can be uploaded at once');
    const [[, init]] = calls('POST /uploads/characters/batch') as [[string, RequestInit]];
    const sent = (init.body as FormData).getAll('files') as File[];
    expect(sent.map((f) => f.name)).toEqual(Array.from({ length: 20 }, (_, i) => `${i}.png`));
  });

  it('says so when the upload fails', async () => {
    routes['POST /uploads/characters/batch'] = () => ({ status: 500, body: {} });
    await render();
    await pick([png()]);
    expect(screen.getByRole('alert').textContent).toBe('Upload failed. Please try again.');
  });

  it('sends trimmed descriptions with the preview request', async () => {
    routes['POST /uploads/characters/batch'] = () => ({
      status: 200,
      body: {
        uploads: [
          { s3_key: 'u/1.png', filename: 'mila.png' },
          { s3_key: 'u/2.png', filename: 'bruno.png' },
        ],
        warnings: [],
      },
    });
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    routes['GET /books/preview/book-1'] = () => ({ status: 200, body: previewResponse() });
    await render();
    await pick([png('mila.png'), png('bruno.png')]);
    await type(screen.getByLabelText('Short description of mila.png'), '  Mila, 5 years  ');
    await type(screen.getByLabelText('Short description of bruno.png'), '   ');
    await type(idea(), 'A fox sails away');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    const [, init] = calls('POST /books/preview')[0]!;
    expect(JSON.parse(init!.body as string)).toMatchObject({
      age_range: '5 years',
      reference_images: [{ s3_key: 'u/1.png', description: 'Mila, 5 years' }, { s3_key: 'u/2.png' }],
    });
  });

  describe('who is in each photo (issue #23)', () => {
    const twoPhotos = (photoProvider: string | null = null) => {
      routes['POST /uploads/characters/batch'] = () => ({
        status: 200,
        body: {
          uploads: [
            { s3_key: 'u/1.png', filename: 'mila.png' },
            { s3_key: 'u/2.png', filename: 'bruno.png' },
          ],
          warnings: [],
        },
      });
      routes['POST /books/characters'] = (init) => {
        const asked = JSON.parse(init.body as string) as { descriptions: string[] };
        return {
          status: 200,
          body: {
            characters: [
              { id: 'c1', name: 'Mila', kind: 'girl', category: 'person' },
              { id: 'c2', name: 'Bruno', kind: 'dog', category: 'animal' },
            ],
            links: asked.descriptions.map((d) => (d.startsWith('Mila') ? 'c1' : null)),
            photo_provider: photoProvider,
          },
        };
      };
      routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
      routes['GET /books/preview/book-1'] = () => ({ status: 200, body: previewResponse() });
    };
    // The builder asks once the typing has settled (500 ms), then the answer renders.
    const settled = async () => {
      await act(async () => new Promise((r) => setTimeout(r, 650)));
      await settle();
    };

    it("offers the idea's characters per photo, shows whom the description names, and sends only the parent's picks", async () => {
      twoPhotos();
      await render();
      await pick([png('mila.png'), png('bruno.png')]);
      await type(screen.getByLabelText('Short description of mila.png'), 'Mila, 5');
      await type(idea(), 'Mila and her dog Bruno sail away');
      expect(screen.queryByLabelText('Who is in the photo? (mila.png)')).toBeNull();
      await settled();
      const [, asked] = calls('POST /books/characters').at(-1)!;
      expect(JSON.parse(asked!.body as string)).toEqual({
        idea: 'Mila and her dog Bruno sail away',
        main_language: 'en',
        descriptions: ['Mila, 5', ''],
      });
      const mila = screen.getByLabelText('Who is in the photo? (mila.png)') as HTMLSelectElement;
      const bruno = screen.getByLabelText('Who is in the photo? (bruno.png)') as HTMLSelectElement;
      expect(mila.value).toBe('c1');
      expect(bruno.value).toBe('none');
      expect(
        within(bruno)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Mila (girl)', 'Bruno (dog)', 'No one – the photo is not used']);
      await act(async () => void fireEvent.change(bruno, { target: { value: 'c2' } }));
      expect(bruno.value).toBe('c2');
      await act(async () => void fireEvent.click(submit()));
      await settle();
      const [, init] = calls('POST /books/preview')[0]!;
      expect(JSON.parse(init!.body as string).reference_images).toEqual([
        { s3_key: 'u/1.png', description: 'Mila, 5' },
        { s3_key: 'u/2.png', character_id: 'c2' },
      ]);
    });

    it('asks before photos would go to an outside provider, naming it; without consent nothing is sent', async () => {
      twoPhotos('OpenAI');
      await render();
      await pick([png('mila.png'), png('bruno.png')]);
      await type(idea(), 'Mila and her dog Bruno sail away');
      await settled();
      const consent = screen.getByRole('checkbox', {
        name: /I agree that my photos are sent to OpenAI .* deletes the photos as soon as I approve the book for print, delete the preview or delete my account, whichever comes first\. A preview I do not buy keeps its photos until I delete it\./,
      }) as HTMLInputElement;
      expect(consent.checked).toBe(false);
      expect(screen.getByText(/Without your consent the photos never leave Fabelhaft/)).toBeTruthy();
      await act(async () => void fireEvent.click(submit()));
      await settle();
      expect(JSON.parse(calls('POST /books/preview')[0]![1]!.body as string)).not.toHaveProperty(
        'provider_photo_consent',
      );
    });

    it('sends the consent when given, and asks nothing when photos never leave the system', async () => {
      twoPhotos('OpenAI');
      await render('de');
      await pick([png('mila.png'), png('bruno.png')]);
      await type(screen.getByLabelText('Deine Buchidee'), 'Mila und ihr Hund Bruno segeln davon');
      await settled();
      const consent = screen.getByRole('checkbox', {
        name: /Ich bin einverstanden, dass meine Fotos an OpenAI gesendet werden.* löscht die Fotos, sobald ich das Buch für den Druck freigebe, die Vorschau lösche oder mein Konto lösche – je nachdem, was zuerst geschieht\. Eine Vorschau, die ich nicht kaufe, behält ihre Fotos, bis ich sie lösche\./,
      });
      await act(async () => void fireEvent.click(consent));
      expect(screen.queryByText(/Ohne deine Zustimmung/)).toBeNull();
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Vorschau erstellen' })));
      await settle();
      expect(JSON.parse(calls('POST /books/preview')[0]![1]!.body as string)).toMatchObject({
        provider_photo_consent: true,
      });
    });

    it('sends no one as null and says it in German', async () => {
      twoPhotos();
      await render('de');
      await pick([png('mila.png'), png('bruno.png')]);
      await type(screen.getByLabelText('Deine Buchidee'), 'Mila und ihr Hund Bruno segeln davon');
      await settled();
      const mila = screen.getByLabelText('Wer ist auf dem Foto? (mila.png)') as HTMLSelectElement;
      // Photos never leave the system here: no consent is asked.
      expect(screen.queryByRole('checkbox', { name: /einverstanden/ })).toBeNull();
      await act(async () => void fireEvent.change(mila, { target: { value: 'none' } }));
      expect(screen.getAllByText('Niemanden – das Foto wird nicht verwendet').length).toBeGreaterThan(0);
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Vorschau erstellen' })));
      await settle();
      const [, init] = calls('POST /books/preview')[0]!;
      expect(JSON.parse(init!.body as string).reference_images).toEqual([
        { s3_key: 'u/1.png', character_id: null },
        { s3_key: 'u/2.png' },
      ]);
    });
  });
});

describe('creating a preview (spec §4, §8)', () => {
  it('creates the preview, shows its progress, refreshes the limits and redirects once when complete', async () => {
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    let polls = 0;
    routes['GET /books/preview/book-1'] = () => {
      polls++;
      return {
        status: 200,
        body: previewResponse({ preview_status: 'completed', status: 'completed', cover_url: null }),
      };
    };
    await render();
    await type(idea(), '  A fox sails away ');
    await act(() => void fireEvent.click(screen.getByLabelText('Watercolor', { exact: false })));
    await act(async () => void fireEvent.click(submit()));
    await settle();
    await settle();
    const [, init] = calls('POST /books/preview')[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({
      idea: 'A fox sails away',
      main_language: 'en',
      translation_language: null,
      age_range: '5 years',
      style: 'watercolor',
      reference_images: [],
      text_background_enabled: true,
      translate_character_names: false,
    });
    expect(polls).toBeGreaterThan(0);
    expect(calls('GET /limits').length).toBeGreaterThanOrEqual(2);
    const card = screen.getByTestId('preview-status');
    expect(card.dataset.status).toBe('completed');
    expect(within(card).getByText('Your preview is ready!')).toBeTruthy();
    expect(within(card).getByText(/no cover yet/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View preview' }).getAttribute('href')).toBe(
      '/preview/book-1',
    );
    expect(within(card).getByRole('link', { name: 'Go to my books' }).getAttribute('href')).toBe(
      '/books?preview=book-1',
    );
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/preview/book-1');
  });

  it('refreshes both the books and the limits after creating a preview (spec §7)', async () => {
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    routes['GET /books/preview/book-1'] = () => ({
      status: 200,
      body: previewResponse({ preview_status: 'generating' }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    queryClient.setQueryData(BOOKS_QUERY_KEY, []);
    await renderWithProviders(<Builder />, { language: 'en', queryClient });
    await settle();
    expect(queryClient.getQueryState(BOOKS_QUERY_KEY)?.isInvalidated).toBe(false);
    await type(idea(), 'A fox sails away');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    expect(queryClient.getQueryState(BOOKS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(calls('GET /limits').length).toBeGreaterThanOrEqual(2);
  });

  it('reads the book status GET /books/{id} when the preview poll answers 400', async () => {
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    routes['GET /books/preview/book-1'] = () => ({ status: 400, body: { detail: 'Not a preview' } });
    routes['GET /books/book-1'] = () => ({
      status: 200,
      body: {
        book_id: 'book-1',
        status: 'completed',
        preview_status: 'completed',
        cover_url: 'c.webp',
      } as Partial<BookDetail>,
    });
    await render();
    await type(idea(), 'A fox sails away');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    await settle();
    expect(calls('GET /books/book-1').length).toBe(1);
    expect(screen.getByTestId('preview-status').dataset.status).toBe('completed');
  });

  it('shows an error state with a retry when the status cannot be read, and stops polling', async () => {
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    let fail = true;
    routes['GET /books/preview/book-1'] = () =>
      fail
        ? { status: 503, body: { detail: 'down' } }
        : { status: 200, body: previewResponse({ preview_status: 'generating' }) };
    await render('de');
    await type(screen.getByLabelText('Deine Buchidee'), 'A fox sails away');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Vorschau erstellen' })));
    await settle();
    await settle();
    const card = screen.getByTestId('preview-status');
    expect(card.dataset.status).toBe('error');
    expect(within(card).getByText(/konnte gerade nicht geladen werden/)).toBeTruthy();
    fail = false;
    await act(
      async () => void fireEvent.click(within(card).getByRole('button', { name: 'Erneut versuchen' })),
    );
    await settle();
    expect(screen.getByTestId('preview-status').dataset.status).toBe('generating');
  });

  it('shows the running state and keeps submit disabled while the preview is generating', async () => {
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    routes['GET /books/preview/book-1'] = () => ({
      status: 200,
      body: previewResponse({ preview_status: 'generating' }),
    });
    await render();
    await type(idea(), 'A fox sails away');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    const card = screen.getByTestId('preview-status');
    expect(card.dataset.status).toBe('generating');
    expect(within(card).getByText('Running')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Creating preview …' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the failure text when the preview fails', async () => {
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    routes['GET /books/preview/book-1'] = () => ({
      status: 200,
      body: previewResponse({ preview_status: 'failed' }),
    });
    await render();
    await type(idea(), 'A fox sails away');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    expect(screen.getByText('Preview failed. Please try again or contact support.')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });

  it('shows the builder error in a red box and refetches the limits', async () => {
    routes['POST /books/preview'] = () => ({ status: 500, body: { detail: 'boom' } });
    await render();
    await type(idea(), 'A fox sails away');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('We could not create a preview. Please try again or contact support.');
    expect(alert.className).toContain('notice-danger');
    expect(calls('GET /limits')).toHaveLength(2);
  });

  it('sends one Idempotency-Key per idea: the same on a retry after a failure, a new one for another idea', async () => {
    let answer = { status: 503, body: { detail: 'Service unavailable' } as unknown };
    routes['POST /books/preview'] = () => answer;
    // The preview then fails, so the form is free for another idea afterwards.
    routes['GET /books/preview/book-1'] = () => ({
      status: 200,
      body: previewResponse({ preview_status: 'failed' }),
    });
    await render();
    await type(idea(), 'A fox sails away');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    expect(screen.getByRole('alert')).toBeTruthy();
    answer = { status: 200, body: previewResponse() };
    await act(async () => void fireEvent.click(submit()));
    await settle();
    const keys = calls('POST /books/preview').map(([, init]) =>
      new Headers(init?.headers).get('idempotency-key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);

    // A new submission after the answer (here: another idea) is another book, with its own key.
    await type(idea(), 'A bear learns to fly');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    const third = calls('POST /books/preview')
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'))
      .at(-1);
    expect(third).not.toBe(keys[0]);
  });

  it('says "Preview limit reached" when the server says so', async () => {
    routes['POST /books/preview'] = () => ({ status: 403, body: { detail: 'Preview limit reached' } });
    await render();
    await type(idea(), 'A fox sails away');
    await act(async () => void fireEvent.click(submit()));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Preview limit reached');
  });
});

describe('the status card on a phone', () => {
  it('is scrolled into view after submitting when it sits below the form, and left alone when in view', async () => {
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    routes['GET /books/preview/book-1'] = () => ({ status: 200, body: previewResponse() });
    await render();
    const anchor = screen.getByTestId('preview-status').parentElement!;
    const scrolled = jest.fn();
    anchor.scrollIntoView = scrolled;
    anchor.getBoundingClientRect = () => ({ top: 120 }) as DOMRect;
    await type(idea(), 'A fox sails away');
    // (In view, as in the desktop's sticky right column: a failed create lets us submit again.)
    routes['POST /books/preview'] = () => ({ status: 500, body: { detail: 'down' } });
    await act(async () => void fireEvent.click(submit()));
    await settle();
    expect(scrolled).not.toHaveBeenCalled();
    // Below the fold, as when the right column stacks under the form on a 360 px screen.
    routes['POST /books/preview'] = () => ({ status: 200, body: previewResponse() });
    anchor.getBoundingClientRect = () => ({ top: 2400 }) as DOMRect;
    await act(async () => void fireEvent.click(submit()));
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });
});
