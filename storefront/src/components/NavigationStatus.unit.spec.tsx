/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import common from '../i18n/texts/common';
import { loadingTextFor, pageTransitionEnded, pageTransitionStarted } from '../navigation/page-transition';
import { renderWithProviders } from '../test/providers';
import { NAVIGATION_STATUS_DELAY_MS, NavigationStatus, useNavigationLoading } from './NavigationStatus';

/** What the layout does with it: the status beside <main>, which is busy meanwhile. */
function Shell() {
  const navigating = useNavigationLoading();
  return (
    <>
      <NavigationStatus textKey={navigating} />
      <main aria-busy={navigating ? true : undefined}>
        <p>The page being left</p>
      </main>
    </>
  );
}

const status = () => screen.getByTestId('navigation-status');
const busy = () => screen.getByRole('main').getAttribute('aria-busy');

describe('loading state of a client-side navigation to the blog (spec §2 Blog, issue #26)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => pageTransitionEnded());
    jest.useRealTimers();
  });

  it('says the posts are loading (de), as a polite status, while /blog waits for its data', async () => {
    await renderWithProviders(<Shell />);
    expect(status().getAttribute('role')).toBe('status');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
    act(() => pageTransitionStarted('/blog'));
    // A quick answer shows nothing at all.
    act(() => jest.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS - 1));
    expect(status().textContent).toBe('');
    expect(busy()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(status().textContent).toBe(common.de.navigating.blog);
    expect(busy()).toBe('true');
    act(() => pageTransitionEnded());
    expect(status().textContent).toBe('');
    expect(busy()).toBeNull();
  });

  it('says a post is loading (en) on the way to /blog/<slug>', async () => {
    await renderWithProviders(<Shell />, { language: 'en' });
    act(() => pageTransitionStarted('http://localhost:3000/blog/reading-with-toddlers?ref=feed#top'));
    act(() => jest.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS));
    expect(status().textContent).toBe('Loading the post …');
    expect(busy()).toBe('true');
  });

  it('shows nothing for a navigation that ends before the delay, or to a page without server data', async () => {
    await renderWithProviders(<Shell />, { language: 'en' });
    act(() => pageTransitionStarted('/blog'));
    act(() => jest.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS / 2));
    act(() => pageTransitionEnded());
    act(() => jest.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS * 4));
    expect(status().textContent).toBe('');
    act(() => pageTransitionStarted('/builder'));
    act(() => jest.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS * 4));
    expect(status().textContent).toBe('');
    expect(busy()).toBeNull();
  });

  it.each([
    ['/blog', 'common.navigating.blog'],
    ['/blog/', 'common.navigating.blog'],
    ['/blog/vorlesen-mit-kleinkindern', 'common.navigating.post'],
    ['/blog/feed.xml', null],
    ['/showcase', null],
    ['/', null],
  ])('%s → %s', (path, key) => {
    expect(loadingTextFor(path)).toBe(key);
  });
});
