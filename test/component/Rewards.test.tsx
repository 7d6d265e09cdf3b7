import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { CheesyRewardsStatus, GameData, SpinResult } from '@/contract/rewards';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { SPIN_WHEEL_PATH } from '@/domain/navigation';
import rewardsTexts from '@/i18n/en/rewards';
import { ReadyRewardCoupon } from '@/screens/cart/ReadyRewardCoupon';
import { SpinWheelWidget } from '@/screens/landing/SpinWheelWidget';
import { CheesyRewardsTrack } from '@/screens/loyalty/CheesyRewardsTrack';
import SpinWheelScreen from '@/screens/spinWheel/SpinWheelScreen';
import { turnFor } from '@/screens/spinWheel/Wheel';
import { cheesyRewardsMachine } from '@machines/cheesyRewards.machine';
import { spinWheelMachine } from '@machines/spinWheel.machine';
import { ALREADY_SPUN, cheesyOf, gameOf, SEGMENTS, spinOf } from '../model/rewardsFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { englishLeftIn } from './EnglishLeft';
import { inHindi } from './inHindi';
import { createTestActors } from './LoginFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rootActors = (loggedIn = true): RootActors => createTestActors({ loggedIn }).actors;

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

function wheel(games: Array<GameData>, spins: Array<SpinResult | Error>, settleMs = 20) {
  const calls = { game: 0, spin: 0 };
  const machine = spinWheelMachine.provide({
    actors: {
      getGameData: fromPromise<GameData>(async () => games[Math.min(calls.game++, games.length - 1)]!),
      spinWheel: fromPromise<SpinResult>(async () => {
        const answer = spins[Math.min(calls.spin++, spins.length - 1)]!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    delays: { settle: settleMs },
  });
  return { machine, calls };
}

function renderAt(url: string, element: ReactNode, root: RootActors = rootActors()) {
  render(
    <RootActorsContext value={root}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={SPIN_WHEEL_PATH} element={element} />
            <Route path="/" element={element} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;

describe('SpinWheelScreen', () => {
  it('spins once with reduced motion: no turn, the prize shows and is announced at once, with its coupon code', async () => {
    stubReducedMotion(true);
    const { machine, calls } = wheel([gameOf()], [spinOf(1, 'RWCOUPON2345')]);
    renderAt(
      SPIN_WHEEL_PATH,
      <MachineProvider machines={[machine]}>
        <SpinWheelScreen />
      </MachineProvider>,
    );
    const image = await screen.findByRole('img', { name: /The prize wheel: 10 points, ₹\s50 off, Better luck, 25 points/ });
    expect(image).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    const prize = await screen.findByRole('region', { name: 'Today’s prize' });
    expect(within(prize).getByText('RWCOUPON2345')).toBeTruthy();
    expect(within(prize).getByText('You won a coupon: ₹ 50 off on orders of ₹ 299 or more.')).toBeTruthy();
    expect(within(prize).getByRole('link', { name: 'Use it in your cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('You won a coupon'))).toBe(true);
    expect(document.activeElement?.textContent).toBe('Today’s prize');
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
    expect(screen.getByText(/Your next spin opens on/)).toBeTruthy();
    expect(calls.spin).toBe(1);
  });

  it('turns the wheel to the segment the server drew, then shows the prize', async () => {
    stubReducedMotion(false);
    const { machine } = wheel([gameOf()], [spinOf(3)], 50);
    renderAt(
      SPIN_WHEEL_PATH,
      <MachineProvider machines={[machine]}>
        <SpinWheelScreen />
      </MachineProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    const image = screen.getByRole('img', { name: /The prize wheel/ });
    await waitFor(() => expect((image as unknown as SVGElement).style.transform).toBe(`rotate(${turnFor(3, SEGMENTS.length)}deg)`));
    expect(screen.queryByRole('region', { name: 'Today’s prize' })).toBeNull();
    const prize = await screen.findByRole('region', { name: 'Today’s prize' });
    expect(within(prize).getByText('You won 25 Promo Points! They are in your Slice Wallet now.')).toBeTruthy();
    expect(within(prize).getByRole('link', { name: 'See your wallet' }).getAttribute('href')).toBe('/wallet');
  });

  it('shows the server’s refusal of a second spin and the day’s prize read back', async () => {
    stubReducedMotion(true);
    const { machine } = wheel([gameOf(), gameOf(spinOf(2))], [ALREADY_SPUN]);
    renderAt(
      SPIN_WHEEL_PATH,
      <MachineProvider machines={[machine]}>
        <SpinWheelScreen />
      </MachineProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ALREADY_SPUN.displayMsg);
    const prize = await screen.findByRole('region', { name: 'Today’s prize' });
    expect(within(prize).getByText('Better luck next time! Come back tomorrow for another spin.')).toBeTruthy();
  });

  it('sends a guest to login, to come back to the game', async () => {
    const { machine, calls } = wheel([gameOf()], []);
    renderAt(
      SPIN_WHEEL_PATH,
      <MachineProvider machines={[machine]}>
        <SpinWheelScreen />
      </MachineProvider>,
      rootActors(false),
    );
    await waitFor(() => expect(location()).toBe('/login?from=%2FspinWheel'));
    expect(calls.game).toBe(0);
  });

  describe('in Hindi', () => {
    inHindi();
    it('names the wheel, its button and the prize in Hindi', async () => {
      stubReducedMotion(true);
      const { machine } = wheel([gameOf()], [spinOf(0)]);
      renderAt(
        SPIN_WHEEL_PATH,
        <MachineProvider machines={[machine]}>
          <SpinWheelScreen />
        </MachineProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'व्हील घुमाइए' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'व्हील घुमाइए' }));
      const prize = await screen.findByRole('region', { name: 'आज का इनाम' });
      expect(within(prize).getByText('आपने 10 प्रोमो पॉइंट्स जीते! ये अब आपके Slice वॉलेट में हैं।')).toBeTruthy();
      expect(englishLeftIn([screen.getByRole('main')], rewardsTexts)).toEqual([]);
    });
  });
});

describe('SpinWheelWidget', () => {
  it('leads a logged-in customer to the game and shows nothing to a guest', async () => {
    renderAt('/', <SpinWheelWidget />);
    expect((await screen.findByRole('link', { name: /Spin the wheel/ })).getAttribute('href')).toBe(SPIN_WHEEL_PATH);
    cleanup();
    renderAt('/', <SpinWheelWidget />, rootActors(false));
    expect(screen.queryByRole('link', { name: /Spin the wheel/ })).toBeNull();
  });
});

function rewards(loads: CheesyRewardsStatus[], registers: CheesyRewardsStatus[] = [cheesyOf('REGISTERED', 1)]) {
  const calls = { load: 0, register: 0, optOut: 0 };
  return cheesyRewardsMachine.provide({
    actors: {
      getCheesyRewards: fromPromise(async () => loads[Math.min(calls.load++, loads.length - 1)]!),
      registerCheesyRewards: fromPromise(async () => registers[Math.min(calls.register++, registers.length - 1)]!),
      optOutCheesyRewards: fromPromise(async () => cheesyOf('OPTED_OUT')),
    },
  });
}

describe('CheesyRewardsTrack', () => {
  it('joins the track, then shows progress, the milestones and a ready coupon', async () => {
    renderAt(
      '/',
      <MachineProvider machines={[rewards([cheesyOf('NOT_REGISTERED')], [cheesyOf('REGISTERED', 4, 'RWREADY23456')])]}>
        <CheesyRewardsTrack />
      </MachineProvider>,
    );
    const track = await screen.findByRole('region', { name: 'Cheesy rewards' });
    fireEvent.click(await within(track).findByRole('button', { name: 'Join cheesy rewards' }));
    expect(await within(track).findByText('4 delivered orders on your track')).toBeTruthy();
    expect(within(track).getByText('2 more delivered orders to your next reward')).toBeTruthy();
    const milestones = within(track).getAllByRole('listitem');
    expect(milestones.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Order 3', 'Order 6', 'Order 10']);
    expect(within(milestones[0]!).getByText('Ready to use')).toBeTruthy();
    expect(within(milestones[0]!).getByText(/Code RWREADY23456, valid until/)).toBeTruthy();
    expect(within(milestones[1]!).getByText('Locked')).toBeTruthy();
    expect(within(track).getByRole('button', { name: 'Leave cheesy rewards' })).toBeTruthy();
  });
});

describe('ReadyRewardCoupon in the cart', () => {
  it('offers the ready milestone coupon and applies it through the cart', async () => {
    const onApply = vi.fn();
    renderAt(
      '/',
      <MachineProvider machines={[rewards([cheesyOf('REGISTERED', 3, 'RWREADY23456')])]}>
        <ReadyRewardCoupon busy={false} onApply={onApply} />
      </MachineProvider>,
    );
    const offer = await screen.findByRole('region', { name: 'Your cheesy reward is ready' });
    expect(within(offer).getByText('₹ 75 off on orders of ₹ 299 or more')).toBeTruthy();
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Apply RWREADY23456' })));
    expect(onApply).toHaveBeenCalledWith('RWREADY23456');
  });

  it('shows nothing to a guest', async () => {
    renderAt(
      '/',
      <MachineProvider machines={[rewards([cheesyOf('REGISTERED', 3, 'RWREADY23456')])]}>
        <ReadyRewardCoupon busy={false} onApply={vi.fn()} />
      </MachineProvider>,
      rootActors(false),
    );
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Your cheesy reward is ready' })).toBeNull();
  });
});
