import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ContentPage } from '@/contract/contentPages';
import type { ContentPageSlug } from '@/domain/content';
import { MachineProvider } from '@/app/machineLogic';
import { AppRoutes } from '@/app/routes';
import { contentPageMachine } from '@machines/contentPage.machine';
import { TNC_PAGE } from '../model/contentFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import messagesEn from '@/i18n/en/messages';

const { errorFallbackTitle: ERROR_FALLBACK_TITLE } = messagesEn.texts;

/** Lets a test make the landing screen throw while rendering; otherwise it is the real screen. */
const landing = vi.hoisted(() => ({ throws: false }));
vi.mock('@/screens/landing/LandingScreen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/screens/landing/LandingScreen')>();
  return {
    default: () => {
      if (landing.throws) throw new Error('landing failed to render');
      return createElement(actual.default);
    },
  };
});

const GO_ELSEWHERE = 'Go elsewhere';

/** Navigates from outside the routes, as the header or a popup would. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      {GO_ELSEWHERE}
    </button>
  );
}

function renderAt(url: string, elsewhere = '/nope') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <MachineProvider machines={[CONTENT_PAGES]}>
        <AppRoutes />
      </MachineProvider>
      <CurrentLocation />
      <GoTo to={elsewhere} />
    </MemoryRouter>,
  );
}

/** The terms as the server holds them. */
const CONTENT_PAGES = contentPageMachine.provide({
  actors: { getContentPage: fromPromise<ContentPage, { slug: ContentPageSlug }>(async () => TNC_PAGE) },
});

const currentLocation = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;

const scrollTo = vi.fn<(x: number, y: number) => void>();

beforeEach(() => {
  landing.throws = false;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('app routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderAt('/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the 404 page for the partner mini-app route, whose screen comes later', async () => {
    renderAt('/vendorPage');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('redirects /everyday-value-offers to /edv, keeping the query', async () => {
    renderAt('/everyday-value-offers?itemId=7');
    await waitFor(() => expect(currentLocation()).toBe('/edv?itemId=7'));
  });

  it('redirects /landing to / and shows the landing page', async () => {
    renderAt('/landing?deliveryType=delivery');
    await waitFor(() => expect(currentLocation()).toBe('/?deliveryType=delivery'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot pizza, your way' })).toBeTruthy();
  });

  it('serves a post-order page loaded as a document with the app page of the same name', async () => {
    renderAt('/postorder-ui/landing?deliveryType=delivery');
    await waitFor(() => expect(currentLocation()).toBe('/?deliveryType=delivery'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot pizza, your way' })).toBeTruthy();
  });

  it('keeps the scroll position on the first load and scrolls to the top on a new page', async () => {
    renderAt('/nope', '/wallet');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: GO_ELSEWHERE }));
    await waitFor(() => expect(currentLocation()).toBe('/wallet'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the terms at /tnc, and a link to its rail section lands there without scrolling to the top', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/nope', '/tnc#rail');
    await screen.findByRole('heading', { name: 'Page not found' });
    fireEvent.click(screen.getByRole('button', { name: GO_ELSEWHERE }));
    const rail = await screen.findByRole('region', { name: 'Delivery to your train seat' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(rail));
    expect(scrollIntoView.mock.contexts).toContain(rail);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows the error fallback when a screen throws, and the next page once the path changes', async () => {
    landing.throws = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: ERROR_FALLBACK_TITLE })).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: GO_ELSEWHERE }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ERROR_FALLBACK_TITLE })).toBeNull();
  });
});
