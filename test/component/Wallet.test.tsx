import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { WalletHistoryRequest } from '@/api/wallet';
import type { WalletHistoryPage } from '@/contract/wallet';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import WalletScreen from '@/screens/wallet/WalletScreen';
import { walletMachine } from '@machines/wallet.machine';
import { networkFailure } from '../model/fixtures';
import { EMPTY_PAGE, PAGE_1, PAGE_2 } from '../model/walletFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { inHindi } from './inHindi';
import { attributes } from './LoginFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type PageAnswer = WalletHistoryPage | Error;

function walletWith(pages: (call: WalletHistoryRequest, callNo: number) => PageAnswer) {
  const calls = vi.fn<(call: WalletHistoryRequest) => void>();
  const machine = walletMachine.provide({
    actors: {
      getWalletHistory: fromPromise<WalletHistoryPage, WalletHistoryRequest>(async ({ input }) => {
        calls(input);
        const answer = pages(input, calls.mock.calls.length);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  return { machine, calls };
}

const byPage = (call: WalletHistoryRequest): PageAnswer => (call.page === 1 ? PAGE_1 : PAGE_2);

function renderWallet(machine: ReturnType<typeof walletWith>['machine'], root: RootActors = afterOrderRootActors({ loggedIn: true }).root) {
  render(
    <RootActorsContext value={root}>
      <MemoryRouter initialEntries={['/wallet']}>
        <Suspense fallback={null}>
          <MachineProvider machines={[machine]}>
            <Routes>
              <Route path="/wallet" element={<WalletScreen />} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
          </MachineProvider>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;
/** What a person reads: the rupee sign's no-break space as a space. */
const text = (node: Element) => node.textContent?.replace(/\u00a0/g, ' ');
/** The history's days, each as its header and its entries' text. */
const days = () =>
  within(screen.getByRole('region', { name: 'Wallet history' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => [heading.textContent, within(heading.closest('li')!).getAllByRole('listitem').map(text)]);

describe('WalletScreen', () => {
  it('shows the balance in its three parts and the history under transaction dates, every entry in words', async () => {
    const { machine, calls } = walletWith(byPage);
    renderWallet(machine);
    expect(screen.getByRole('heading', { level: 1, name: 'Slice Wallet' })).toBeTruthy();
    const balance = within(await screen.findByRole('region', { name: 'Your balance' }));
    expect(balance.getByText('₹ 250')).toBeTruthy();
    const parts = within(balance.getByRole('list', { name: 'Balance by kind of points' }))
      .getAllByRole('listitem')
      .map(text);
    expect(parts).toEqual([
      'Pizza Pals PointsEarned on your orders with Pizza Pals₹ 100',
      'Promo PointsPrizes and rewards; they expire₹ 30',
      'Refund PointsRefunds of orders that did not go through₹ 120',
    ]);
    expect(calls).toHaveBeenCalledWith({ page: 1, mobile: attributes.mobile, loyaltyProgramCode: 'PIZZA_PALS' });
    expect(days()).toEqual([
      [
        '12 Mar 2025',
        [
          'Refund of order SL-101234 to your walletRefund Points · 6:45 pmAdded +₹ 120',
          'Paid for order SL-105678Pizza Pals Points · 5:45 pmTaken −₹ 50',
        ],
      ],
      ['11 Mar 2025', ['Spin the wheel prizePromo Points · 7:45 pmValid till 11 Apr 2025Added +₹ 30']],
    ]);
  });

  it('loads more on request until every page is in', async () => {
    const { machine, calls } = walletWith(byPage);
    renderWallet(machine);
    const more = await screen.findByRole('button', { name: 'Load more' });
    more.focus();
    fireEvent.click(more);
    expect(await screen.findByText('That is all of your wallet history.')).toBeTruthy();
    expect(calls).toHaveBeenLastCalledWith({ page: 2, mobile: attributes.mobile, loyaltyProgramCode: 'PIZZA_PALS' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(days().map(([day]) => day)).toEqual(['12 Mar 2025', '11 Mar 2025', '10 Mar 2025']);
    expect(days()[2]?.[1]).toEqual([
      'Promo points expiredPromo Points · 7:45 pmTaken −₹ 20',
      'Points earned on order SL-104321Pizza Pals Points · 5:45 pmAdded +₹ 100',
    ]);
  });

  it('shows the empty state with the balance when the wallet has no activity yet', async () => {
    const { machine } = walletWith(() => EMPTY_PAGE);
    renderWallet(machine);
    expect(await screen.findByText('No wallet activity yet')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your balance' })).getAllByText('₹ 0')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Order now' }).getAttribute('href')).toBe('/menu');
  });

  it('announces a failed load and tries again', async () => {
    const { machine, calls } = walletWith((_call, callNo) => (callNo === 1 ? networkFailure() : PAGE_1));
    renderWallet(machine);
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('We could not load your wallet')).toBeTruthy();
    expect(alert.getByText('Internet connection Lost')).toBeTruthy();
    fireEvent.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your balance' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('sends a guest to login, to come back to the wallet, and asks for nothing', async () => {
    const { machine, calls } = walletWith(byPage);
    renderWallet(machine, afterOrderRootActors({ loggedIn: false }).root);
    await waitFor(() => expect(location()).toBe('/login?from=%2Fwallet'));
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('WalletScreen in Hindi', () => {
  inHindi();

  it('titles the parts and explains the entries in Hindi', async () => {
    const { machine } = walletWith(byPage);
    renderWallet(machine);
    const balance = within(await screen.findByRole('region', { name: 'आपका बैलेंस' }));
    expect(balance.getByText('Pizza Pals पॉइंट्स')).toBeTruthy();
    expect(balance.getByText('प्रोमो पॉइंट्स')).toBeTruthy();
    expect(balance.getByText('रिफ़ंड पॉइंट्स')).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'वॉलेट हिस्ट्री' }));
    expect(history.getByText('ऑर्डर SL-101234 का रिफ़ंड आपके वॉलेट में')).toBeTruthy();
    expect(history.getByText('स्पिन द व्हील का इनाम')).toBeTruthy();
  });
});
