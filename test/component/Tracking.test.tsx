import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { TrackerResponse } from '@/contract/afterOrder';
import type { TrackerStage } from '@/contract/codes';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import type { TrackingMapProps } from '@/components/TrackingMap';
import components from '@/i18n/en/components';
import { validationText } from '@/i18n/validationText';

const MAP_TILES_UNAVAILABLE = components.texts.map.trackingTilesUnavailable;
import ThankYouAndTrackingScreen from '@/screens/tracking/ThankYouAndTrackingScreen';
import TrackOrderScreen from '@/screens/tracking/TrackOrderScreen';
import TrackScreen from '@/screens/tracking/TrackScreen';
import { trackAnotherOrderMachine } from '@machines/trackAnotherOrder.machine';
import { trackingMachine, type TrackerQuery } from '@machines/tracking.machine';
import { networkFailure } from '../model/fixtures';
import { HOME, orderNotFound, RIDER, STORE, takeawayTrackerAt, trackerAt } from '../model/trackingFixtures';
import { inHindi } from './inHindi';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { createTestActors, descriptionOf, MOBILE } from './LoginFixtures';

const MOBILE_LEADING_ZERO = validationText('mobileLeadingZero');

const fakes = vi.hoisted(() => ({ tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' }));

// jsdom cannot lay out Leaflet: the map shows what the screen gave it (the real one is tested at the end).
vi.mock('@/components/TrackingMap', () => ({
  TrackingMap: ({ store, destination, rider, tileUrl }: TrackingMapProps) => (
    <div aria-hidden="true" data-tile-url={tileUrl ?? ''}>
      <p>Store marker {store.name}</p>
      {destination ? <p>Destination marker {destination.name}</p> : null}
      {rider ? <p>Rider marker at {`${rider.latitude}, ${rider.longitude}`}</p> : null}
    </div>
  ),
}));

vi.mock('@/app/appConfig', () => ({ useMapTileUrl: () => fakes.tileUrl }));

afterEach(cleanup);

/** SPEC 8 tracking text and SPEC 5 track order messages, as the customer reads them. */
const NOT_AVAILABLE = 'Tracking Information is not available for this order yet. Please try again after some time.';
const ENTER_MOBILE = 'Please Enter Mobile No.';
const ENTER_ORDER_ID = 'Please Enter Order Id No.';

/** Polls so far apart that a test sees only the first load. */
/** Matches the paragraph whose whole text reads `text`, its data (store, address) in their own spans. */
const paragraphReading = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

const NO_POLL_MS = 60 * 60 * 1000;
/** Polls at once; each poll then waits for the test's `answerPoll`. */
const QUICK_POLL_MS = 1;

/**
 * The tracking machine answering from `answers` in order (the last repeats). With `pollMs` the machine
 * polls that often instead of the server's seconds, and every poll after the first load is held until
 * the test calls `answerPoll`, so the test sees each answer in turn.
 */
function trackingWith(answers: Array<TrackerResponse | Error>, pollMs = NO_POLL_MS) {
  const calls: TrackerQuery[] = [];
  const held: Array<() => void> = [];
  const machine = trackingMachine.provide({
    actors: {
      loadTracker: fromPromise<TrackerResponse, TrackerQuery>(async ({ input }) => {
        calls.push(input);
        const index = calls.length - 1;
        if (pollMs !== NO_POLL_MS && index > 0) await new Promise<void>((release) => held.push(release));
        const answer = answers[Math.min(index, answers.length - 1)];
        if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      }),
    },
    delays: { pollAfter: pollMs },
  });
  /** Waits for the next poll to be asked, then lets it answer. */
  const answerPoll = async () => {
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    await act(async () => held.shift()?.());
  };
  return { machine, calls, answerPoll };
}

function renderAt(url: string, element: React.ReactNode, root: RootActors = createTestActors().actors) {
  render(
    <RootActorsContext value={root}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/trackOrder" element={element} />
            <Route path="/track" element={element} />
            <Route path="/thankYouAndTracking" element={element} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </RootActorsContext>,
  );
}

const stepList = () => screen.getByRole('list', { name: 'Order progress' });
const steps = () => within(stepList()).getAllByRole('listitem');
const currentStep = () => steps().find((step) => step.getAttribute('aria-current') === 'step') ?? null;
const stageStatus = () => screen.getAllByRole('status').map((region) => region.textContent ?? '');

describe('TrackOrderScreen', () => {
  it('tracks the order of the URL: heading with the Slice order id, the four SPEC 4 steps, expected time, guarantee and map text', async () => {
    const { machine, calls } = trackingWith([trackerAt('BEING_BAKED')]);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Order SL-100234' })).toBeTruthy();
    expect(calls).toEqual([{ orderId: 'order-1' }]);

    expect(steps().map((step) => step.textContent?.split(',')[0])).toEqual(['Confirmed', 'Being Baked', 'Dispatched', 'Delivered']);
    expect(currentStep()?.textContent).toContain('Being Baked');
    expect(stageStatus()).toContain('Your order is being baked');
    // Reached steps show their time; the others none.
    expect(steps().map((step) => step.querySelector('time') !== null)).toEqual([true, true, false, false]);
    expect(screen.getByText(/^Expected by \d{1,2}:\d{2}\s?[ap]m$/i)).toBeTruthy();
    expect(screen.getByText('Delivery guaranteed within 30 minutes. If we are late, we cover up to Rs 300 of this order.')).toBeTruthy();
    expect(screen.getByText(paragraphReading(`From ${STORE.name} to ${HOME.address}`))).toBeTruthy();
    expect(await screen.findByText(`Destination marker ${HOME.address}`)).toBeTruthy();
    expect(screen.queryByText(/Rider marker/)).toBeNull();

    expect(screen.getByRole('link', { name: 'Order history' }).getAttribute('href')).toBe('/orderHistory');
    expect(screen.getByRole('link', { name: 'Back to menu' }).getAttribute('href')).toBe('/menu');
    expect(document.title).toBe('Track your order');
  });

  const STAGES: Array<{ stage: TrackerStage; current: string | null; states: string[]; status: string }> = [
    {
      stage: 'CONFIRMED',
      current: 'Confirmed',
      states: ['in progress', 'not started yet', 'not started yet', 'not started yet'],
      status: 'Your order is confirmed',
    },
    {
      stage: 'BEING_BAKED',
      current: 'Being Baked',
      states: ['completed', 'in progress', 'not started yet', 'not started yet'],
      status: 'Your order is being baked',
    },
    {
      stage: 'DISPATCHED',
      current: 'Dispatched',
      states: ['completed', 'completed', 'in progress', 'not started yet'],
      status: 'Your order is on its way',
    },
    { stage: 'DELIVERED', current: 'Delivered', states: ['completed', 'completed', 'completed', 'completed'], status: 'Order Delivered' },
    { stage: 'CANCELLED', current: null, states: ['completed', 'cancelled', 'cancelled', 'cancelled'], status: 'Order Cancelled' },
  ];

  it.each(STAGES)('shows stage $stage: its status, the current step and each step state', async ({ stage, current, states, status }) => {
    const { machine } = trackingWith([trackerAt(stage)]);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    await screen.findByRole('list', { name: 'Order progress' });
    expect(stageStatus()).toContain(status);
    expect(steps()).toHaveLength(4);
    expect(currentStep()?.textContent ?? null).toEqual(current === null ? null : expect.stringContaining(current));
    expect(steps().map((step) => step.textContent?.match(/, (completed|in progress|not started yet|cancelled)/)?.[1])).toEqual(states);
  });

  it('no guarantee once cancelled, and "Delivered at" once delivered', async () => {
    const cancelled = trackingWith([trackerAt('CANCELLED')]);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[cancelled.machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    await screen.findByRole('list', { name: 'Order progress' });
    expect(screen.queryByText(/guaranteed/)).toBeNull();
    expect(screen.queryByText(/^Expected by/)).toBeNull();
    cleanup();

    const delivered = trackingWith([trackerAt('DELIVERED')]);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[delivered.machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    expect(await screen.findByText(/^Delivered at \d{1,2}:\d{2}\s?[ap]m$/i)).toBeTruthy();
  });

  it('the rider, while dispatched: on the map and as text, "Rider is 1.2 km away"', async () => {
    const { machine } = trackingWith([trackerAt('DISPATCHED')]);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    expect(await screen.findByText('Rider is 1.2 km away')).toBeTruthy();
    expect(await screen.findByText(`Rider marker at ${RIDER.latitude}, ${RIDER.longitude}`)).toBeTruthy();
  });

  it('all-night delivery shows the 45-minute guarantee', async () => {
    const { machine } = trackingWith([trackerAt('CONFIRMED', { guaranteeMinutes: 45 })]);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    expect(
      await screen.findByText(
        'All-night delivery (11 PM to 3 AM) guaranteed within 45 minutes. If we are late, we cover up to Rs 300 of this order.',
      ),
    ).toBeTruthy();
  });

  it('a takeaway order: no guarantee, "Ready by", and where to pick it up', async () => {
    const { machine } = trackingWith([takeawayTrackerAt('DISPATCHED')]);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    expect(await screen.findByText(/^Ready by \d{1,2}:\d{2}\s?[ap]m$/i)).toBeTruthy();
    expect(stageStatus()).toContain('Your order is ready');
    expect(screen.queryByText(/guaranteed/)).toBeNull();
    expect(screen.getByText(paragraphReading(`Pick up at ${STORE.name}, ${STORE.address}`))).toBeTruthy();
  });

  it('SPEC 8: a tracker without a stage shows the not-available text, and the tracking once the next poll has it', async () => {
    const { machine, calls, answerPoll } = trackingWith([trackerAt(null), trackerAt('CONFIRMED')], QUICK_POLL_MS);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    expect(await screen.findByText(NOT_AVAILABLE)).toBeTruthy();
    expect(screen.getByText(NOT_AVAILABLE).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    await answerPoll();
    expect(await screen.findByRole('list', { name: 'Order progress' })).toBeTruthy();
    // Still polling (SPEC 4: CONFIRMED keeps polling): the next call is already asked.
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(NOT_AVAILABLE)).toBeNull();
  });

  it('announces a stage change in the same live region', async () => {
    const { machine, answerPoll } = trackingWith(
      [trackerAt('BEING_BAKED'), trackerAt('DISPATCHED'), trackerAt('DELIVERED')],
      QUICK_POLL_MS,
    );
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    const region = await screen.findByText('Your order is being baked');
    expect(region.getAttribute('role')).toBe('status');
    await answerPoll();
    await waitFor(() => expect(region.textContent).toBe('Your order is on its way'));
    expect(currentStep()?.textContent).toContain('Dispatched');
    await answerPoll();
    await waitFor(() => expect(region.textContent).toBe('Order Delivered'));
    expect(currentStep()?.textContent).toContain('Delivered');
  });

  it('a failed load offers Try again, which loads the tracker', async () => {
    const { machine, calls } = trackingWith([networkFailure(), trackerAt('CONFIRMED')]);
    renderAt(
      '/trackOrder?orderHistoryId=order-1',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not update the tracking');
    expect(alert.textContent).toContain('Internet connection Lost');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Order progress' })).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unknown order, or a URL without one, is not found', async () => {
    const { machine } = trackingWith([orderNotFound()]);
    renderAt(
      '/trackOrder?orderHistoryId=nope',
      <MachineProvider machines={[machine]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this order.');
    cleanup();

    const { machine: unused, calls } = trackingWith([trackerAt('CONFIRMED')]);
    renderAt(
      '/trackOrder',
      <MachineProvider machines={[unused]}>
        <TrackOrderScreen />
      </MachineProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this order.');
    expect(calls).toEqual([]);
  });
});

describe('ThankYouAndTrackingScreen', () => {
  it('says the order is placed and tracks it', async () => {
    const { machine, calls } = trackingWith([trackerAt('CONFIRMED')]);
    renderAt(
      '/thankYouAndTracking?orderHistoryId=order-7',
      <MachineProvider machines={[machine]}>
        <ThankYouAndTrackingScreen />
      </MachineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Order SL-100234' })).toBeTruthy();
    expect(calls).toEqual([{ orderId: 'order-7' }]);
    expect(currentStep()?.textContent).toContain('Confirmed');
    expect(screen.getByRole('link', { name: 'Order more' }).getAttribute('href')).toBe('/menu');
    expect(document.title).toBe('Order placed');
  });
});

describe('tracking an order to a train seat', () => {
  function renderRailAt(url: string, element: React.ReactNode) {
    render(
      <RootActorsContext value={createTestActors().actors}>
        <MemoryRouter initialEntries={['/orderHistory', url]} initialIndex={1}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/trackOrder" element={element} />
              <Route path="/thankYouAndTracking" element={element} />
              <Route path="*" element={<CurrentLocation />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </RootActorsContext>,
    );
  }

  it.each([
    ['/trackOrder', () => <TrackOrderScreen />],
    ['/thankYouAndTracking', () => <ThankYouAndTrackingScreen />],
  ])(
    '%s?orderHistoryId= of an IRCTC order replaces itself with the rail order screen, showing no delivery tracker',
    async (path, screenOf) => {
      const { machine, calls } = trackingWith([trackerAt('CONFIRMED', { orderId: 'rail-7', deliveryType: 'IRCTC' })]);
      renderRailAt(`${path}?orderHistoryId=rail-7`, <MachineProvider machines={[machine]}>{screenOf()}</MachineProvider>);
      await waitFor(() => expect(screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent).toBe('/deliverOnTrain/orders/rail-7'));
      expect(calls).toEqual([{ orderId: 'rail-7' }]);
      expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    },
  );
});

describe('TrackScreen', () => {
  function trackScreen(answers: Array<TrackerResponse | Error> = [trackerAt('BEING_BAKED')]) {
    const { machine: tracking, calls } = trackingWith(answers);
    const machine = trackAnotherOrderMachine.provide({ actors: { trackOrder: tracking } });
    return { machine, calls };
  }

  const mobileField = () => screen.getByRole('textbox', { name: 'Mobile number' });
  const orderIdField = () => screen.getByRole('textbox', { name: 'Order ID' });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Track order' }));

  it('SPEC 5: an empty submit shows both messages on their fields and focuses the mobile field', async () => {
    const { machine, calls } = trackScreen();
    renderAt(
      '/track',
      <MachineProvider machines={[machine]}>
        <TrackScreen />
      </MachineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Track another order' })).toBeTruthy();
    submit();
    await waitFor(() => expect(descriptionOf(mobileField())).toContain(ENTER_MOBILE));
    expect(descriptionOf(orderIdField())).toContain(ENTER_ORDER_ID);
    expect(mobileField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(mobileField());
    expect(calls).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
  });

  it('a typed mobile must be valid; with the mobile right the order id field takes focus', async () => {
    const { machine } = trackScreen();
    renderAt(
      '/track',
      <MachineProvider machines={[machine]}>
        <TrackScreen />
      </MachineProvider>,
    );
    fireEvent.change(mobileField(), { target: { value: '0987654321' } });
    submit();
    await waitFor(() => expect(descriptionOf(mobileField())).toContain(MOBILE_LEADING_ZERO));

    fireEvent.change(mobileField(), { target: { value: MOBILE } });
    expect(mobileField().getAttribute('aria-invalid')).toBeNull();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(orderIdField()));
    expect(descriptionOf(orderIdField())).toContain(ENTER_ORDER_ID);
  });

  it('a valid submit tracks that order below the form', async () => {
    const { machine, calls } = trackScreen();
    renderAt(
      '/track',
      <MachineProvider machines={[machine]}>
        <TrackScreen />
      </MachineProvider>,
    );
    fireEvent.change(mobileField(), { target: { value: MOBILE } });
    fireEvent.change(orderIdField(), { target: { value: 'SL-100234' } });
    submit();
    expect(await screen.findByRole('heading', { level: 2, name: 'Order SL-100234' })).toBeTruthy();
    expect(calls).toEqual([{ mobile: MOBILE, sliceOrderId: 'SL-100234' }]);
    expect(currentStep()?.textContent).toContain('Being Baked');
    expect(screen.queryByText(ENTER_MOBILE)).toBeNull();
  });

  it('no order for that mobile and id: says so', async () => {
    const { machine } = trackScreen([orderNotFound()]);
    renderAt(
      '/track',
      <MachineProvider machines={[machine]}>
        <TrackScreen />
      </MachineProvider>,
    );
    fireEvent.change(mobileField(), { target: { value: MOBILE } });
    fireEvent.change(orderIdField(), { target: { value: 'SL-404' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find an order with this mobile number and order id. Please check them and try again.',
    );
  });

  it('starts with the signed-in customer mobile', async () => {
    const { machine } = trackScreen();
    const { actors } = createTestActors({ loggedIn: true });
    await waitFor(() => expect(actors.session.getSnapshot().context.attributes).not.toBeNull());
    renderAt(
      '/track',
      <MachineProvider machines={[machine]}>
        <TrackScreen />
      </MachineProvider>,
      actors,
    );
    expect((mobileField() as HTMLInputElement).value).toBe(MOBILE);
  });
});

describe('TrackingMap (the real Leaflet map, in jsdom)', () => {
  const STORE_PLACE = { name: STORE.name, latitude: STORE.latitude, longitude: STORE.longitude };
  const HOME_PLACE = { name: HOME.address, latitude: HOME.latitude, longitude: HOME.longitude };

  async function renderMap(props: Partial<TrackingMapProps> = {}) {
    const { TrackingMap } = await vi.importActual<typeof import('@/components/TrackingMap')>('@/components/TrackingMap');
    const all: TrackingMapProps = { store: STORE_PLACE, destination: HOME_PLACE, rider: null, tileUrl: null, ...props };
    const view = render(<TrackingMap {...all} />);
    await act(async () => undefined);
    return {
      ...view,
      rerenderMap: async (next: Partial<TrackingMapProps>) => {
        view.rerender(<TrackingMap {...all} {...next} />);
        await act(async () => undefined);
      },
    };
  }

  const markers = () => Array.from(document.querySelectorAll<HTMLElement>('.leaflet-marker-icon'));

  it('shows the store and the address, and the rider once there is one', async () => {
    const { rerenderMap } = await renderMap();
    expect(markers().map((marker) => marker.title)).toEqual([STORE.name, HOME.address]);
    await rerenderMap({ rider: { name: 'Your rider', ...RIDER } });
    expect(markers().map((marker) => marker.title)).toEqual([STORE.name, HOME.address, 'Your rider']);
    await rerenderMap({ rider: null, destination: null });
    expect(markers().map((marker) => marker.title)).toEqual([STORE.name]);
  });

  it('is hidden from screen readers with nothing to focus inside', async () => {
    const { container } = await renderMap({ rider: { name: 'Your rider', ...RIDER } });
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.querySelectorAll('a, button, [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  });

  it('says when tiles are unavailable: no tile URL, or tiles failing to load', async () => {
    const { rerenderMap } = await renderMap();
    expect(screen.getByText(MAP_TILES_UNAVAILABLE)).toBeTruthy();
    await rerenderMap({ tileUrl: fakes.tileUrl });
    expect(screen.queryByText(MAP_TILES_UNAVAILABLE)).toBeNull();
    const tile = document.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile).not.toBeNull();
    await act(async () => {
      fireEvent.error(tile as HTMLImageElement);
    });
    expect(screen.getByText(MAP_TILES_UNAVAILABLE)).toBeTruthy();
  });
});

describe('tracking screens in Hindi', () => {
  inHindi();

  it('tracks the order in Hindi: heading, steps, stage, guarantee and links', async () => {
    const { machine } = trackingWith([trackerAt('BEING_BAKED')]);
    await act(async () =>
      renderAt(
        '/trackOrder?orderHistoryId=order-1',
        <MachineProvider machines={[machine]}>
          <TrackOrderScreen />
        </MachineProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'ऑर्डर SL-100234' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'अपना ऑर्डर ट्रैक करें' })).toBeTruthy();
    const hindiSteps = within(screen.getByRole('list', { name: 'ऑर्डर कहाँ तक पहुँचा' })).getAllByRole('listitem');
    expect(hindiSteps.map((step) => step.textContent?.split(',')[0])).toEqual(['कन्फ़र्म हुआ', 'बेक हो रहा है', 'रवाना हुआ', 'डिलीवर हुआ']);
    expect(stageStatus()).toContain('आपका ऑर्डर बेक हो रहा है');
    expect(screen.getByText('30 मिनट में डिलीवरी की गारंटी। देर होने पर हम इस ऑर्डर के ₹300 तक की भरपाई करेंगे।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेन्यू पर वापस जाएँ' })).toBeTruthy();
    expect(document.title).toBe('अपना ऑर्डर ट्रैक करें');
    expect(screen.queryByText(/Expected by/)).toBeNull();
    expect(screen.queryByText('Being Baked')).toBeNull();
  });

  it('SPEC 5: the track-order form asks for its fields in Hindi', async () => {
    const machine = trackAnotherOrderMachine.provide({ actors: { trackOrder: trackingWith([trackerAt('CONFIRMED')]).machine } });
    await act(async () =>
      renderAt(
        '/track',
        <MachineProvider machines={[machine]}>
          <TrackScreen />
        </MachineProvider>,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'ऑर्डर ट्रैक करें' }));
    const mobile = screen.getByRole('textbox', { name: 'मोबाइल नंबर' });
    await waitFor(() => expect(descriptionOf(mobile)).toContain('कृपया मोबाइल नंबर डालें।'));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'ऑर्डर ID' }))).toContain('कृपया ऑर्डर ID डालें।');
    expect(screen.queryByText(ENTER_MOBILE)).toBeNull();
  });
});
