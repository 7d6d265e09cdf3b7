import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { LoyaltyEnrolHeaders } from '@/api/loyalty';
import type { LoyaltyInfo, LoyaltyLedgerPage } from '@/contract/loyalty';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import LoyaltyEnrolWidget from '@/screens/loyalty/LoyaltyEnrolWidget';
import PizzaLoyaltyScreen from '@/screens/loyalty/PizzaLoyaltyScreen';
import { loyaltyEnrollmentMachine } from '@machines/loyaltyEnrollment.machine';
import { pizzaLoyaltyMachine } from '@machines/pizzaLoyalty.machine';
import { networkFailure } from '../model/fixtures';
import { CARD_CODE, LEDGER_EMPTY, LEDGER_PAGE_1, LEDGER_PAGE_2, loyaltyInfo, LOYALTY_NOW } from '../model/loyaltyFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { inHindi } from './inHindi';
import { attributes } from './LoginFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type EnrolInput = { loyaltyCardCode: string; headers: LoyaltyEnrolHeaders };
type Answer<T> = T | Error;

interface Programme {
  info: (callNo: number) => Answer<LoyaltyInfo>;
  enrol?: () => Answer<LoyaltyInfo>;
  optOut?: () => Answer<LoyaltyInfo>;
  ledger?: (page: number) => Answer<LoyaltyLedgerPage>;
}

const settle = <T,>(answer: Answer<T>): T => {
  if (answer instanceof Error) throw answer;
  return answer;
};

/** The page's two machines with the programme's answers; WAITING asks again at once. */
function programme({
  info,
  enrol = () => loyaltyInfo('WAITING'),
  optOut = () => loyaltyInfo('OPT_OUT'),
  ledger = (page) => (page === 1 ? LEDGER_PAGE_1 : LEDGER_PAGE_2),
}: Programme) {
  const calls = { info: vi.fn(), enrol: vi.fn<(input: EnrolInput) => void>(), optOut: vi.fn(), ledger: vi.fn<(page: number) => void>() };
  const enrolment = loyaltyEnrollmentMachine.provide({
    actors: {
      getLoyaltyInfo: fromPromise<LoyaltyInfo>(async () => {
        calls.info();
        return settle(info(calls.info.mock.calls.length));
      }),
      enrolLoyalty: fromPromise<LoyaltyInfo, EnrolInput>(async ({ input }) => {
        calls.enrol(input);
        return settle(enrol());
      }),
      optOutLoyalty: fromPromise<LoyaltyInfo>(async () => {
        calls.optOut();
        return settle(optOut());
      }),
    },
    delays: { pollDelay: 1 },
  });
  const page = pizzaLoyaltyMachine.provide({
    actors: {
      getLoyaltyLedger: fromPromise<LoyaltyLedgerPage, { page: number }>(async ({ input }) => {
        calls.ledger(input.page);
        return settle(ledger(input.page));
      }),
    },
  });
  return { machines: [enrolment, page], calls };
}

function renderPage(machines: ReturnType<typeof programme>['machines'], root: RootActors = afterOrderRootActors({ loggedIn: true }).root) {
  render(
    <RootActorsContext value={root}>
      <MemoryRouter initialEntries={['/pizzaLoyalty']}>
        <Suspense fallback={null}>
          <MachineProvider machines={machines}>
            <Routes>
              <Route path="/pizzaLoyalty" element={<PizzaLoyaltyScreen />} />
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
const text = (node: Element) => node.textContent?.replace(/\u00a0/g, ' ');
const region = async (name: string) => within(await screen.findByRole('region', { name }));

const MEMBER_WITH_POINTS = loyaltyInfo('ENROLLED', {
  balance: { overall: { points: 450 }, burnable: { freeItems: 0 } },
  pendingPoints: 100,
  nextCreditAt: LOYALTY_NOW,
});

describe('PizzaLoyaltyScreen', () => {
  it('shows a member’s balance, pending points apart, progress as slices, the rules in plain words and the ledger', async () => {
    const { machines, calls } = programme({ info: () => MEMBER_WITH_POINTS });
    renderPage(machines);
    expect(screen.getByRole('heading', { level: 1, name: 'Pizza Pals' })).toBeTruthy();
    const points = await region('Your points');
    expect(await points.findByText('450 points')).toBeTruthy();
    expect(points.getByText('No free pizza yet')).toBeTruthy();
    expect(points.getByText('100 points on their way')).toBeTruthy();
    expect(points.getByText(/aren’t in your balance yet/)).toBeTruthy();
    expect(points.getByText('Your next order today earns 100 points.')).toBeTruthy();
    const slices = await region('Your pizza so far');
    expect(slices.getByText('You have collected 4 slices')).toBeTruthy();
    expect(slices.getByText('4 of 6 slices toward your next free pizza')).toBeTruthy();
    expect(slices.getByText('2 more slices to a free regular pizza')).toBeTruthy();
    const rules = (await region('How Pizza Pals works')).getAllByRole('listitem').map(text);
    expect(rules).toEqual([
      'Your first order each day (India time) earns 100 points.',
      'Points are credited within 24-48 hours.',
      'You can use points 24 hours after your order is delivered.',
      '600 points = 1 free regular pizza.',
      '1 point = ₹ 1 in your Slice wallet.',
      'Every 100 points make a slice; 6 slices make a free pizza.',
    ]);
    const membership = await region('Your membership');
    expect(membership.getByText('You’re a Pizza Pals member')).toBeTruthy();
    expect(membership.getByText(CARD_CODE)).toBeTruthy();
    const ledger = await region('Points history');
    expect(await ledger.findByText('Earned on order SL000001')).toBeTruthy();
    expect(ledger.getByText(/^On its way: usable from/)).toBeTruthy();
    expect(ledger.getByText(/^Credited/)).toBeTruthy();
    fireEvent.click(ledger.getByRole('button', { name: 'Show older entries' }));
    expect(await ledger.findByText('Free pizza on order SL000003')).toBeTruthy();
    expect(text(ledger.getByText('Free pizza on order SL000003').closest('li')!)).toMatch(/Used −600 points$/);
    expect(calls.ledger.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it('shows the free pizzas the points buy, with the way to the menu', async () => {
    const { machines } = programme({
      info: () => loyaltyInfo('ENROLLED', { balance: { overall: { points: 1250 }, burnable: { freeItems: 2 } } }),
    });
    renderPage(machines);
    const points = await region('Your points');
    expect(await points.findByText('2 free regular pizzas ready')).toBeTruthy();
    expect(points.getByRole('link', { name: 'Add it from the menu and pay ₹ 0 for it.' }).getAttribute('href')).toBe('/menu');
  });

  it('shows six slices with a free pizza ready as a whole pizza, not as the next one’s empty start', async () => {
    const { machines } = programme({
      info: () => loyaltyInfo('ENROLLED', { balance: { overall: { points: 600 }, burnable: { freeItems: 1 } } }),
    });
    renderPage(machines);
    const slices = await region('Your pizza so far');
    expect(await slices.findByText('You have collected 6 slices')).toBeTruthy();
    expect(slices.getByText('All 6 slices: your free regular pizza is ready')).toBeTruthy();
    expect(slices.queryByText(/toward your next free pizza|more slices to/)).toBeNull();
  });

  it('lets a customer join: the prompt with the card code, WAITING, then ENROLLED, with the SPEC 7 headers', async () => {
    const { machines, calls } = programme({
      info: (callNo) => (callNo === 1 ? loyaltyInfo('NEW') : callNo === 2 ? loyaltyInfo('WAITING') : loyaltyInfo('ENROLLED')),
    });
    renderPage(machines);
    const membership = await region('Your membership');
    expect(await membership.findByText('Join Pizza Pals', { selector: 'p' })).toBeTruthy();
    fireEvent.click(membership.getByRole('button', { name: 'Join Pizza Pals' }));
    const prompt = within(screen.getByRole('dialog', { name: 'Join Pizza Pals?' }));
    expect(prompt.getByText(new RegExp(CARD_CODE))).toBeTruthy();
    fireEvent.click(prompt.getByRole('button', { name: 'Join' }));
    expect(await membership.findByText('Welcome to Pizza Pals!')).toBeTruthy();
    expect(calls.enrol).toHaveBeenCalledWith({
      loyaltyCardCode: CARD_CODE,
      headers: { userId: 'user-1', mobile: attributes.mobile, utm: 'pizzaLoyalty' },
    });
    expect(await membership.findByText('You’re a Pizza Pals member')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a customer who may not join why, without a join button', async () => {
    const { machines } = programme({ info: () => loyaltyInfo('NEW', { eligibility: 'NOT_ELIGIBLE', loyaltyCardCode: null }) });
    renderPage(machines);
    const membership = await region('Your membership');
    expect(await membership.findByText(/mobile number is verified/)).toBeTruthy();
    expect(membership.queryByRole('button', { name: 'Join Pizza Pals' })).toBeNull();
  });

  it('opts out after the confirmation popup, keeping the points, and joins again; the ledger starts over', async () => {
    const { machines, calls } = programme({
      info: () => MEMBER_WITH_POINTS,
      optOut: () => ({ ...MEMBER_WITH_POINTS, enrollmentStatus: 'OPT_OUT', earnsToday: false }),
    });
    renderPage(machines);
    const membership = await region('Your membership');
    fireEvent.click(await membership.findByRole('button', { name: 'Leave Pizza Pals' }));
    const popup = within(screen.getByRole('dialog', { name: 'Leave Pizza Pals?' }));
    expect(popup.getByText(/points you have stay in your Slice wallet/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Stay'));
    fireEvent.click(popup.getByRole('button', { name: 'Stay' }));
    expect(calls.optOut).not.toHaveBeenCalled();
    fireEvent.click(membership.getByRole('button', { name: 'Leave Pizza Pals' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await membership.findByText('You have left Pizza Pals')).toBeTruthy();
    expect((await region('Your points')).getByText('450 points')).toBeTruthy();
    await waitFor(() => expect(calls.ledger).toHaveBeenCalledTimes(2));
    fireEvent.click(membership.getByRole('button', { name: 'Join again' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Join Pizza Pals?' })).getByRole('button', { name: 'Join' }));
    expect(await membership.findByText('Welcome to Pizza Pals!')).toBeTruthy();
  });

  it('announces a failed load and tries again; an empty ledger says how to earn', async () => {
    const { machines, calls } = programme({
      info: (callNo) => (callNo === 1 ? networkFailure() : loyaltyInfo('NEW')),
      ledger: () => LEDGER_EMPTY,
    });
    renderPage(machines);
    const alert = within((await screen.findByText('We could not load Pizza Pals')).closest('[role="alert"]') as HTMLElement);
    fireEvent.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await (await region('Your membership')).findByRole('button', { name: 'Join Pizza Pals' })).toBeTruthy();
    expect(calls.info).toHaveBeenCalledTimes(2);
    expect((await region('Points history')).getByText(/No points yet/)).toBeTruthy();
  });

  it('sends a guest to login, to come back to Pizza Pals, and asks for nothing', async () => {
    const { machines, calls } = programme({ info: () => loyaltyInfo('NEW') });
    renderPage(machines, afterOrderRootActors({ loggedIn: false }).root);
    await waitFor(() => expect(location()).toBe('/login?from=%2FpizzaLoyalty'));
    expect(calls.info).not.toHaveBeenCalled();
    expect(calls.ledger).not.toHaveBeenCalled();
  });
});

describe('PizzaLoyaltyScreen in Hindi', () => {
  inHindi();

  it('explains the programme and the balance in Hindi', async () => {
    const { machines } = programme({ info: () => MEMBER_WITH_POINTS, ledger: () => LEDGER_PAGE_2 });
    renderPage(machines);
    const points = within(await screen.findByRole('region', { name: 'आपके पॉइंट्स' }));
    expect(points.getByText('450 पॉइंट्स')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pizza Pals कैसे काम करता है' })).toBeTruthy();
    expect(await screen.findByText('ऑर्डर SL000003 पर फ़्री पिज़्ज़ा')).toBeTruthy();
  });
});

describe('LoyaltyEnrolWidget (landing)', () => {
  function renderWidget(machines: ReturnType<typeof programme>['machines']) {
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <MachineProvider machines={machines}>
            <LoyaltyEnrolWidget userId="user-1" mobile={attributes.mobile} />
          </MachineProvider>
        </Suspense>
      </MemoryRouter>,
    );
  }

  it('invites a customer not enrolled to join, joins in one tap and says so', async () => {
    const { machines, calls } = programme({ info: (callNo) => (callNo === 1 ? loyaltyInfo('NEW') : loyaltyInfo('WAITING')) });
    renderWidget(machines);
    const widget = within(await screen.findByRole('region', { name: 'Join Pizza Pals, it’s free' }));
    expect(widget.getByRole('link', { name: 'About Pizza Pals' }).getAttribute('href')).toBe('/pizzaLoyalty');
    fireEvent.click(widget.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('Welcome to Pizza Pals! We’re confirming your membership.')).toBeTruthy();
    expect(calls.enrol).toHaveBeenCalledWith(expect.objectContaining({ headers: expect.objectContaining({ utm: 'landingWidget' }) }));
  });

  it('shows nothing to a member, to one who left, or to one who may not join', async () => {
    for (const info of [
      loyaltyInfo('ENROLLED'),
      loyaltyInfo('WAITING'),
      loyaltyInfo('OPT_OUT'),
      loyaltyInfo('NEW', { eligibility: 'NOT_ELIGIBLE', loyaltyCardCode: null }),
    ]) {
      const { machines, calls } = programme({ info: () => info });
      renderWidget(machines);
      await waitFor(() => expect(calls.info).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('region')).toBeNull();
      cleanup();
    }
  });
});
