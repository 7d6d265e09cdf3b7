import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { AlertItem, Banner } from '@/api/contract';
import LandingScreen from '@/screens/landing/LandingScreen';
import { landingMachine, type LandingData, type LandingPreferences } from '@machines/landing.machine';

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
const landingData: LandingData = { banners, alerts, vegOnly: false, deliveryChoice: 'delivery' };

function machineWith(loadLanding: () => Promise<LandingData>) {
  return landingMachine.provide({
    actors: {
      loadLanding: fromPromise<LandingData>(loadLanding),
      savePreferences: fromPromise<void, LandingPreferences>(async () => undefined),
    },
  });
}

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderLanding(machine: typeof landingMachine) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingScreen machine={machine} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LandingScreen', () => {
  it('shows the server banners as links with their alt text and targets, and the alerts', async () => {
    renderLanding(machineWith(async () => landingData));
    const edv = await screen.findByRole('link', { name: /Everyday value/ });
    expect(edv.getAttribute('href')).toBe('/edv');
    expect(screen.getByRole('link', { name: /Pizza on your train/ }).getAttribute('href')).toBe('/deliverOnTrain');
    expect(screen.getByRole('img', { name: 'Two pizzas side by side' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Announcements' }).textContent).toContain('Stores close early on Diwali');
  });

  it('offers the four delivery choices as buttons, enabled once loaded', async () => {
    renderLanding(machineWith(async () => landingData));
    const names = ['Delivery', 'Takeaway/Dine-in', 'Drive-n-Pick', 'Deliver on train'];
    for (const name of names) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delivery' }).hasAttribute('disabled')).toBe(false));
  });

  it("navigates to /deliverOnTrain when 'Deliver on train' is chosen", async () => {
    const router = renderLanding(machineWith(async () => landingData));
    const train = screen.getByRole('button', { name: 'Deliver on train' });
    await waitFor(() => expect(train.hasAttribute('disabled')).toBe(false));
    fireEvent.click(train);
    expect(await screen.findByText('At /deliverOnTrain')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/deliverOnTrain');
  });

  it('sends a delivery choice to the location step with its deliveryType', async () => {
    renderLanding(machineWith(async () => landingData));
    const pickup = screen.getByRole('button', { name: 'Drive-n-Pick' });
    await waitFor(() => expect(pickup.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pickup);
    expect(await screen.findByText('At /locationSelection?deliveryType=curb')).toBeTruthy();
  });

  it('opens a banner through the machine', async () => {
    renderLanding(machineWith(async () => landingData));
    fireEvent.click(await screen.findByRole('link', { name: /Everyday value/ }));
    expect(await screen.findByText('At /edv')).toBeTruthy();
  });

  it('toggles the veg-only switch', async () => {
    renderLanding(machineWith(async () => ({ ...landingData, vegOnly: true })));
    const vegSwitch = screen.getByRole('switch', { name: 'Veg only' });
    await waitFor(() => expect(vegSwitch.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(vegSwitch);
    expect(vegSwitch.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(vegSwitch.hasAttribute('disabled')).toBe(false));
    fireEvent.click(vegSwitch);
    expect(vegSwitch.getAttribute('aria-checked')).toBe('true');
  });

  it('shows a loading status, then an error with a retry that loads again', async () => {
    const load = vi.fn<() => Promise<LandingData>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(landingData);
    renderLanding(machineWith(load));
    expect(screen.getByRole('status').textContent).toBe('Loading offers');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('We could not load today’s offers.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Everyday value/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
