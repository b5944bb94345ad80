/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { ListeningLinkControl } from './ListeningLink';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const OLD = 'https://fabelhaft.example/listen/AAAAAAAAAAAAAAAAAAAAAAAA';
const NEW = 'https://fabelhaft.example/listen/BBBBBBBBBBBBBBBBBBBBBBBB';
const fetchMock = jest.fn();
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const reply = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) });

describe('the listening link in My books (issue #28 part 4)', () => {
  it('asks nothing until opened; then turns the link on, shows the short link, and makes a new one', async () => {
    let state = { enabled: false, url: OLD };
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}`;
      if (key === 'PUT /books/b1/listening-link') state = { ...state, ...JSON.parse(String(init?.body)) };
      else if (key === 'POST /books/b1/listening-link/renew') {
        expect(JSON.parse(String(init?.body))).toEqual({ replaces: 'AAAAAAAAAAAAAAAAAAAAAAAA' });
        state = { ...state, url: NEW };
      } else if (key !== 'GET /books/b1/listening-link') throw new Error(`unexpected ${key}`);
      return reply(state);
    });
    await renderWithProviders(<ListeningLinkControl bookId="b1" />, { language: 'en' });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    const details = screen.getByTestId('listening-link') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await settle();
    const toggle = await screen.findByRole('switch', { name: 'Listening link: off' });
    expect(screen.queryByTestId('listening-url')).toBeNull();
    fireEvent.click(toggle);
    await settle();
    expect(await screen.findByRole('switch', { name: 'Listening link: on' })).toBeTruthy();
    expect(screen.getByTestId('listening-url').textContent).toBe(
      'fabelhaft.example/listen/AAAAAAAAAAAAAAAAAAAAAAAA',
    );

    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    await settle();
    expect(screen.getByTestId('listening-url').textContent).toBe(
      'fabelhaft.example/listen/BBBBBBBBBBBBBBBBBBBBBBBB',
    );
  });
});
