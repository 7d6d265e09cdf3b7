import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { Profile, ProfileUpdateBody } from '@/contract/profile';
import { RootActorsContext } from '@/app/RootActorsContext';
import { AppHeader } from '@/app/AppHeader';
import { validationText } from '@/i18n/validationText';
import { profileMachine } from '@machines/profile.machine';
import { selectIsLoggedIn, selectUser } from '@machines/session.machine';
import { createTestActors, descriptionOf, expectLocation, profile, renderScreens } from './LoginFixtures';
import { inHindi } from './inHindi';

const FIRST_NAME_REQUIRED = validationText('firstNameRequired');
const FIRST_NAME_UNCHANGED = validationText('firstNameUnchanged');

afterEach(cleanup);

function profileCalls(overrides: { loadProfile?: () => Promise<Profile> } = {}) {
  return {
    loadProfile: vi.fn<() => Promise<Profile>>(overrides.loadProfile ?? (async () => profile)),
    saveProfile: vi.fn<(input: { userId: string; body: ProfileUpdateBody }) => Promise<Profile>>(async ({ body }) => ({
      ...profile,
      ...body,
    })),
    deleteAccount: vi.fn<(input: { userId: string }) => Promise<void>>(async () => undefined),
  };
}

function machineWith(calls: ReturnType<typeof profileCalls>) {
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise<Profile, { userId: string }>(() => calls.loadProfile()),
      saveProfile: fromPromise<Profile, { userId: string; body: ProfileUpdateBody }>(({ input }) => calls.saveProfile(input)),
      deleteAccount: fromPromise<void, { userId: string }>(({ input }) => calls.deleteAccount(input)),
    },
  });
}

async function openProfile(calls = profileCalls()) {
  const test = createTestActors({ loggedIn: true });
  renderScreens('/profile', test.actors, { profileMachine: machineWith(calls) });
  await screen.findByText('asha@example.in');
  return { ...test, calls };
}

describe('ProfileScreen', () => {
  it('sends a guest to login, to come back to /profile', async () => {
    const { actors } = createTestActors();
    renderScreens('/profile', actors, { profileMachine: machineWith(profileCalls()) });
    await expectLocation('/login?from=%2Fprofile');
  });

  it("shows the user's first name, last name, email and read-only mobile number", async () => {
    const { calls } = await openProfile();
    const details = screen.getByRole('list');
    expect(within(details).getByText('Asha')).toBeTruthy();
    expect(within(details).getByText('Rao')).toBeTruthy();
    expect(within(details).getByText('+91 9876543210')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit First name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Mobile number' })).toBeNull();
    expect(calls.loadProfile).toHaveBeenCalledTimes(1);
  });

  it('links to the orders, the Slice Wallet, the addresses and tracking', async () => {
    await openProfile();
    const links = within(screen.getByRole('navigation', { name: 'Your orders and addresses' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My orders›', '/orderHistory'],
      ['Slice Wallet›', '/wallet'],
      ['Saved addresses›', '/myAddresses'],
      ['Track an order›', '/track'],
    ]);
  });

  it('edits one field inline with the SPEC 5 messages, then saves it', async () => {
    const { actors, calls } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Edit First name' }));
    const input = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    expect(input.value).toBe('Asha');
    expect(screen.getByRole('button', { name: 'Delete account' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(input)).toBe(FIRST_NAME_UNCHANGED);

    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(input)).toBe(FIRST_NAME_REQUIRED);
    expect(calls.saveProfile).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Ashwini' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('list')).findByText('Ashwini')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(calls.saveProfile).toHaveBeenCalledWith({
      userId: 'user-1',
      body: { firstName: 'Ashwini' },
    });
    await waitFor(() => expect(selectUser(actors.session.getSnapshot())?.firstName).toBe('Ashwini'));
  });

  it('cancels an edit without saving', async () => {
    const { calls } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Last name' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Menon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Rao')).toBeTruthy();
    expect(calls.saveProfile).not.toHaveBeenCalled();
  });

  it('asks before deleting the account; Cancel keeps it', async () => {
    const { calls } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('personal data');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes the account on confirmation, logs out and goes home', async () => {
    const { actors, calls } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await expectLocation('/');
    expect(calls.deleteAccount).toHaveBeenCalledWith({ userId: 'user-1' });
    expect(selectIsLoggedIn(actors.session.getSnapshot())).toBe(false);
  });

  it('logs out and goes home', async () => {
    const { actors, logout } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await expectLocation('/');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(selectIsLoggedIn(actors.session.getSnapshot())).toBe(false);
  });

  it('offers a retry when the profile could not be loaded', async () => {
    const calls = profileCalls({
      loadProfile: vi.fn<() => Promise<Profile>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(profile),
    });
    const { actors } = createTestActors({ loggedIn: true });
    renderScreens('/profile', actors, { profileMachine: machineWith(calls) });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your profile.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('asha@example.in')).toBeTruthy();
  });
});

describe('AppHeader account link', () => {
  function renderHeader(url: string, loggedIn: boolean) {
    const { actors } = createTestActors({ loggedIn });
    render(
      <RootActorsContext value={actors}>
        <MemoryRouter initialEntries={[url]}>
          <AppHeader />
        </MemoryRouter>
      </RootActorsContext>,
    );
  }

  it("offers guests 'Login', returning to the current page", () => {
    renderHeader('/menu?categoryId=2', false);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?from=%2Fmenu%3FcategoryId%3D2');
  });

  it("shows a logged-in user's first name, leading to /profile", async () => {
    renderHeader('/', true);
    const link = await screen.findByRole('link', { name: 'Your profile, Asha' });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.textContent).toBe('Asha');
  });
});

describe('ProfileScreen in Hindi', () => {
  inHindi();

  it('shows the details, links and the SPEC 5 messages in Hindi', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /मेरे ऑर्डर/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉगआउट' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'पहला नाम बदलें' }));
    fireEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'पहला नाम' }))).toBe('कृपया पहला नाम बदलें।');
    expect(screen.queryByText('My profile')).toBeNull();
    expect(screen.queryByText('Logout')).toBeNull();
  });
});
