import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise, waitFor as waitForActor } from 'xstate';
import { MenuButton } from '@/app/AppHeader/MenuButton';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { NavMenuItem, NavMenuResponse } from '@/contract/content';
import appMenuTexts from '@/i18n/en/appMenu';
import { navMenuMachine } from '@machines/navMenu.machine';
import { selectIsReady } from '@machines/session.machine';
import { networkFailure } from '../model/fixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { englishLeftIn } from './EnglishLeft';
import { inHindi } from './inHindi';
import { createTestActors } from './LoginFixtures';

afterEach(cleanup);

const ITEMS: NavMenuItem[] = [
  { id: 'home', label: 'Home', link: '/', requiresLogin: false },
  { id: 'offers', label: 'Offers', link: '/offers', requiresLogin: false },
  { id: 'orders', label: 'My Orders', link: '/orderHistory', requiresLogin: true },
  { id: 'loyalty', label: 'Pizza Pals', link: '/pizzaLoyalty', requiresLogin: true },
  { id: 'blog', label: 'Our blog', link: 'https://blog.example.com/', requiresLogin: false },
];
const HINDI_ITEMS: NavMenuItem[] = [
  { id: 'home', label: 'होम', link: '/', requiresLogin: false },
  { id: 'orders', label: 'मेरे ऑर्डर', link: '/orderHistory', requiresLogin: true },
];

function menuMachine(answers: Array<NavMenuResponse | Error> = [{ items: ITEMS }]) {
  const getNavMenu = vi.fn(async () => {
    const answer = answers.shift() ?? { items: ITEMS };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { machine: navMenuMachine.provide({ actors: { getNavMenu: fromPromise<NavMenuResponse>(() => getNavMenu()) } }), getNavMenu };
}

async function renderMenuButton(machine: typeof navMenuMachine, loggedIn = false) {
  const { actors } = createTestActors({ loggedIn });
  await waitForActor(actors.session, selectIsReady);
  render(
    <RootActorsContext value={actors}>
      <MemoryRouter initialEntries={['/menu']}>
        <Suspense fallback={null}>
          <MachineProvider machines={[machine]}>
            <MenuButton />
          </MachineProvider>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;
const openMenu = async (name = 'Menu') => {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
};
const linkNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('app menu', () => {
  it("a guest sees the nav menu's items in order, without those needing login", async () => {
    const { machine } = menuMachine();
    await renderMenuButton(machine);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(linkNames(dialog)).toEqual(['Home', 'Offers', 'Our blog (opens in a new tab)']));
    expect(within(dialog).getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/offers');
    const external = within(dialog).getByRole('link', { name: /Our blog/ });
    expect(external.getAttribute('href')).toBe('https://blog.example.com/');
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it('a logged-in customer also sees the items needing login', async () => {
    const { machine } = menuMachine();
    await renderMenuButton(machine, true);
    const dialog = await openMenu();
    await waitFor(() => expect(linkNames(dialog)).toEqual(['Home', 'Offers', 'My Orders', 'Pizza Pals', 'Our blog (opens in a new tab)']));
    expect(within(dialog).getByRole('link', { name: 'Pizza Pals' }).getAttribute('href')).toBe('/pizzaLoyalty');
  });

  it('following an item goes there and closes the menu', async () => {
    const { machine } = menuMachine();
    await renderMenuButton(machine, true);
    const dialog = await openMenu();
    fireEvent.click(await within(dialog).findByRole('link', { name: 'My Orders' }));
    expect(location()).toBe('/orderHistory');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape and the close button close the menu, focus back on the menu button', async () => {
    const { machine } = menuMachine();
    await renderMenuButton(machine);
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    await openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    const dialog = await openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/menu');
  });

  it('a failed load says so and Try again loads the items', async () => {
    const { machine, getNavMenu } = menuMachine([networkFailure(), { items: ITEMS }]);
    await renderMenuButton(machine);
    const dialog = await openMenu();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(appMenuTexts.texts.loadFailed);
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(linkNames(dialog)).toEqual(['Home', 'Offers', 'Our blog (opens in a new tab)']));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(getNavMenu).toHaveBeenCalledTimes(2);
  });
});

describe('app menu in Hindi', () => {
  inHindi();

  it("titles the menu and its close button in Hindi around the server's Hindi labels, with no English left", async () => {
    const { machine } = menuMachine([{ items: HINDI_ITEMS }]);
    await renderMenuButton(machine, true);
    const dialog = await openMenu('मेन्यू');
    await waitFor(() => expect(linkNames(dialog)).toEqual(['होम', 'मेरे ऑर्डर']));
    expect(within(dialog).getByRole('button', { name: 'मेन्यू बंद करें' })).toBeTruthy();
    expect(englishLeftIn([dialog], appMenuTexts)).toEqual([]);
  });

  it('says in Hindi that the menu did not load', async () => {
    const { machine } = menuMachine([networkFailure()]);
    await renderMenuButton(machine);
    const alert = await within(await openMenu('मेन्यू')).findByRole('alert');
    expect(alert.textContent).toContain('मेन्यू लोड नहीं हो पाया।');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });
});
