import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { AlertItem, Banner, WidgetContent } from '@/contract/content';
import landingTexts from '@/i18n/en/landing';
import LandingScreen from '@/screens/landing/LandingScreen';
import { landingMachine, type LandingContent, type LandingPreferences } from '@machines/landing.machine';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { MachineProvider } from '@/app/machineLogic';
import { englishLeftIn } from './EnglishLeft';
import { inHindi } from './inHindi';

afterEach(cleanup);

const banners: Banner[] = [
  {
    id: 'edv-1',
    title: 'Everyday value',
    subtitle: 'Two regular pizzas from Rs 99 each',
    image: '/images/banners/edv.svg',
    altText: 'Two pizzas side by side',
    target: 'edv',
  },
  {
    id: 'rail-1',
    title: 'Pizza on your train',
    subtitle: 'Order with your PNR',
    image: '/images/banners/irctc.svg',
    altText: 'A train at a platform',
    target: 'irctc',
  },
];
const alerts: AlertItem[] = [{ id: 'a1', message: 'Stores close early on Diwali', severity: 'warning' }];
const widgets: WidgetContent[] = [
  { id: 'offers', label: 'offers', title: 'Offers and favourites', kind: 'banners', banners },
  {
    id: 'explore',
    label: 'explore',
    title: 'Explore',
    kind: 'links',
    links: [
      { id: 'deals', title: 'Deals and coupons', subtitle: 'Save today', action: 'deals' },
      { id: 'rewards', title: 'Pizza Pals rewards', subtitle: 'Earn points', action: 'reward' },
      { id: 'menu', title: 'Full menu', subtitle: 'Everything', action: 'menu' },
    ],
  },
];
const content: LandingContent = { widgets, alerts };
const stored: LandingPreferences = { vegOnly: false, deliveryChoice: 'delivery' };

interface LandingFakes {
  loadContent?: () => Promise<LandingContent>;
  loadPreferences?: () => Promise<LandingPreferences>;
}

function machineWith({ loadContent = async () => content, loadPreferences = async () => stored }: LandingFakes = {}) {
  return landingMachine.provide({
    actors: {
      loadContent: fromPromise<LandingContent>(loadContent),
      loadPreferences: fromPromise<LandingPreferences>(loadPreferences),
      savePreferences: fromPromise<void, LandingPreferences>(async () => undefined),
    },
  });
}

/** A content load that never settles: the offers stay loading. */
const neverLoads = () => new Promise<LandingContent>(() => undefined);

function renderLanding(machine: typeof landingMachine) {
  render(
    <Suspense fallback={null}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <MachineProvider machines={[machine]}>
                <LandingScreen />
              </MachineProvider>
            }
          />
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </Suspense>,
  );
}

const findLocation = (location: string) => waitFor(() => expect(screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent).toBe(location));

describe('LandingScreen', () => {
  it('shows the server banners as links with their alt text and targets, and the alerts', async () => {
    renderLanding(machineWith());
    const edv = await screen.findByRole('link', { name: /Everyday value/ });
    expect(edv.getAttribute('href')).toBe('/edv');
    expect(screen.getByRole('link', { name: /Pizza on your train/ }).getAttribute('href')).toBe('/deliverOnTrain');
    expect(screen.getByRole('img', { name: 'Two pizzas side by side' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Announcements' }).textContent).toContain('Stores close early on Diwali');
  });

  it('offers the four delivery choices as buttons while the offers are still loading', async () => {
    renderLanding(machineWith({ loadContent: neverLoads }));
    expect(screen.getByRole('status').textContent).toBe('Loading offers');
    const names = ['Delivery', 'Takeaway/Dine-in', 'Drive-n-Pick', 'Deliver on train'];
    for (const name of names) {
      await waitFor(() => expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false));
    }
  });

  it("navigates to /deliverOnTrain when 'Deliver on train' is chosen, even before the offers arrive", async () => {
    renderLanding(machineWith({ loadContent: neverLoads }));
    const train = screen.getByRole('button', { name: 'Deliver on train' });
    await waitFor(() => expect(train.hasAttribute('disabled')).toBe(false));
    fireEvent.click(train);
    await findLocation('/deliverOnTrain');
  });

  it('sends a delivery choice to the location step with its deliveryType', async () => {
    renderLanding(machineWith());
    await screen.findByRole('link', { name: /Everyday value/ });
    fireEvent.click(screen.getByRole('button', { name: 'Drive-n-Pick' }));
    await findLocation('/locationSelection?deliveryType=curb');
  });

  it('opens a banner through the machine', async () => {
    renderLanding(machineWith());
    fireEvent.click(await screen.findByRole('link', { name: /Everyday value/ }));
    await findLocation('/edv');
  });

  it("shows each widget under its server title, and the link cards' SPEC 2 link actions", async () => {
    renderLanding(machineWith());
    const explore = await screen.findByRole('region', { name: 'Explore' });
    expect(screen.getByRole('region', { name: 'Offers and favourites' })).toBeTruthy();
    const hrefs = Array.from(explore.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/offers', '/pizzaLoyalty', '/menu']);
  });

  it('opens a reward link card at /pizzaLoyalty through the machine', async () => {
    renderLanding(machineWith());
    fireEvent.click(await screen.findByRole('link', { name: /Pizza Pals rewards/ }));
    await findLocation('/pizzaLoyalty');
  });

  it('shows the stored veg-only preference and toggles it', async () => {
    renderLanding(machineWith({ loadPreferences: async () => ({ ...stored, vegOnly: true }) }));
    const vegSwitch = screen.getByRole('switch', { name: 'Veg only' });
    await waitFor(() => expect(vegSwitch.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(vegSwitch);
    expect(vegSwitch.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(vegSwitch.hasAttribute('disabled')).toBe(false));
    fireEvent.click(vegSwitch);
    expect(vegSwitch.getAttribute('aria-checked')).toBe('true');
  });

  it('shows a loading status, then an error with a retry that loads again', async () => {
    const load = vi.fn<() => Promise<LandingContent>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(content);
    renderLanding(machineWith({ loadContent: load }));
    expect(screen.getByRole('status').textContent).toBe('Loading offers');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('We could not load today’s offers.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Everyday value/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('still takes a delivery choice after the offers failed to load', async () => {
    renderLanding(machineWith({ loadContent: async () => Promise.reject(new Error('offline')) }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Takeaway/Dine-in' }));
    await findLocation('/locationSelection?deliveryType=pickup');
  });
});

describe('LandingScreen in Hindi', () => {
  inHindi();

  it('shows its headings, delivery choices, veg switch and load failure in Hindi, and no English of its own', async () => {
    await act(async () => renderLanding(machineWith({ loadContent: async () => Promise.reject(new Error('offline')) })));
    expect(await screen.findByRole('heading', { level: 1, name: 'गरमागरम पिज़्ज़ा, आपके अंदाज़ में' })).toBeTruthy();
    for (const name of ['डिलीवरी', 'टेकअवे/डाइन-इन', 'ड्राइव-एन-पिक', 'ट्रेन पर डिलीवरी']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('switch', { name: 'सिर्फ़ वेज' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('आज के ऑफ़र लोड नहीं हो पाए।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expect(englishLeftIn([screen.getByRole('main')], landingTexts)).toEqual([]);
  });

  it("names the server's banners and announcements in Hindi", async () => {
    // The rail banner's subtitle is the server's English; it happens to be one of our hints.
    await act(async () =>
      renderLanding(
        machineWith({
          loadContent: async () => ({
            widgets: [{ id: 'offers', label: 'offers', title: 'ऑफ़र और सबकी पसंद', kind: 'banners', banners: banners.slice(0, 1) }],
            alerts,
          }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'ऑफ़र और सबकी पसंद' })).toBeTruthy();
    const announcements = screen.getByRole('region', { name: 'सूचनाएँ' });
    expect(announcements.textContent).toContain('Stores close early on Diwali');
    expect(englishLeftIn([screen.getByRole('main'), announcements], landingTexts)).toEqual([]);
  });
});
