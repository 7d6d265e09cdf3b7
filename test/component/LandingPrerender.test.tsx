import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { App } from '@/app/App';
import { MachineProvider } from '@/app/machineLogic';
import { prerenderLanding } from '@/app/prerender';
import landingEn from '@/i18n/en/landing';
import { landingMachine, type LandingContent, type LandingPreferences } from '@machines/landing.machine';
import { startRootActors } from '../support/rootActors';

const { title: TITLE, subtitle: SUBTITLE, vegOnly: VEG_ONLY, loadingOffers: LOADING_OFFERS } = landingEn.texts;

const content: LandingContent = {
  widgets: [
    {
      id: 'offers',
      label: 'offers',
      title: 'Offers',
      kind: 'banners',
      banners: [
        {
          id: 'edv-1',
          title: 'Everyday value',
          subtitle: 'Two regular pizzas',
          image: '/images/banners/edv.svg',
          altText: 'Two pizzas',
          target: 'edv',
        },
      ],
    },
  ],
  alerts: [],
};

const landing = landingMachine.provide({
  actors: {
    loadContent: fromPromise<LandingContent>(async () => content),
    loadPreferences: fromPromise<LandingPreferences>(async () => ({ vegOnly: true, deliveryChoice: 'delivery' })),
    savePreferences: fromPromise<void, LandingPreferences>(async () => undefined),
  },
});

/**
 * The build prerenders in a process of its own; here the server renderer shares React with the client one,
 * and it leaves its last task's context values (the router's) set when it finishes. An empty render
 * switches them back before the client renders. React still notes, in development, that two renderers
 * provided the same contexts: that warning is this test's doing, not the page's.
 */
const SHARED_PROCESS_WARNING =
  'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.';

async function prerenderedLanding(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await prerenderLanding();
  await prerender(<></>);
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the prerendered landing page', () => {
  it('holds the real landing content as the first render draws it', async () => {
    const container = await prerenderedLanding();
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(TITLE);
    expect(container.textContent).toContain(SUBTITLE);
    for (const name of ['Delivery', 'Takeaway/Dine-in', 'Drive-n-Pick', 'Deliver on train']) {
      expect(page.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    const vegSwitch = page.getByRole('switch', { name: new RegExp(VEG_ONLY) });
    expect(vegSwitch.getAttribute('aria-checked')).toBe('false');
    expect(within(page.getByRole('main')).getByRole('status').textContent).toBe(LOADING_OFFERS);
    expect(page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?from=%2F');
  });

  it('hydrates without a mismatch warning, keeping its nodes, and then comes alive', async () => {
    const container = await prerenderedLanding();
    const title = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <MachineProvider machines={[landing]}>
            <App actors={startRootActors()} />
          </MachineProvider>
        </StrictMode>,
        { onRecoverableError: (error) => void recoverable.push(error) },
      );
    });
    await screen.findByRole('link', { name: /Everyday value/ });
    await waitFor(() => expect(screen.getByRole('switch', { name: new RegExp(VEG_ONLY) }).getAttribute('aria-checked')).toBe('true'));
    expect(container.querySelector('h1')).toBe(title);
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.filter(([message]) => message !== SHARED_PROCESS_WARNING)).toEqual([]);
  });
});
