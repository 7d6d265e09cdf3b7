import { afterEach, describe, expect, it } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type {
  PnrStatusResponse,
  RailLocalitiesResponse,
  RailOrder,
  RailOrdersResponse,
  RailSaveBody,
  RailSaveResponse,
  StoreStationDetail,
} from '@/contract/rail';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import DeliverOnTrainScreen from '@/screens/rail/DeliverOnTrainScreen';
import IrctcStationScreen from '@/screens/rail/IrctcStationScreen';
import RailOrderScreen from '@/screens/rail/RailOrderScreen';
import RailOrdersScreen from '@/screens/rail/RailOrdersScreen';
import ThankYouScreen from '@/screens/thankYou/ThankYouScreen';
import { railMachine } from '@machines/rail.machine';
import { railOrderMachine } from '@machines/railOrder.machine';
import { railOrdersMachine } from '@machines/railOrders.machine';
import { railStationMachine } from '@machines/railStation.machine';
import { selectSelectedStore } from '@machines/store.machine';
import {
  JOURNEY,
  localities,
  ORDERABLE,
  PNR,
  CANCEL_CLOSED,
  RAIL_STORE,
  railOrderAt,
  SAVE_REFUSED,
  SAVED,
  WAITLISTED,
} from '../model/railFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { inHindi } from './inHindi';

afterEach(cleanup);

const VALID_PNR_MANDATORY = 'Valid PNR Number is Mandatory';
const ACCEPT_TERMS_FIRST = 'Please Accept Terms and Conditions First';

function renderAt(
  url: string,
  machines: Parameters<typeof MachineProvider>[0]['machines'],
  root: RootActors = afterOrderRootActors().root,
) {
  const screenAt = (element: ReactNode) => <MachineProvider machines={machines}>{element}</MachineProvider>;
  render(
    <RootActorsContext value={root}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/deliverOnTrain" element={screenAt(<DeliverOnTrainScreen />)} />
            <Route path="/irctcStation" element={screenAt(<IrctcStationScreen />)} />
            <Route path="/deliverOnTrain/orders" element={screenAt(<RailOrdersScreen />)} />
            <Route path="/deliverOnTrain/orders/:orderId" element={screenAt(<RailOrderScreen />)} />
            <Route path="/thankYou" element={screenAt(<ThankYouScreen />)} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </RootActorsContext>,
  );
  return root;
}

const findLocation = (location: string) => waitFor(() => expect(screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent).toBe(location));

const pnrMachine = (answer: PnrStatusResponse) =>
  railMachine.provide({ actors: { getPnrStatus: fromPromise<PnrStatusResponse, { pnr: string }>(async () => answer) } });

function stationMachine(save: RailSaveResponse | Error = SAVED, answers: RailLocalitiesResponse[] = [localities()]) {
  let loads = 0;
  const machine = railStationMachine.provide({
    actors: {
      getRailLocalities: fromPromise<RailLocalitiesResponse, { pnr: string }>(async () => answers[Math.min(loads++, answers.length - 1)]!),
      saveRailStation: fromPromise<RailSaveResponse, RailSaveBody>(async () => {
        if (save instanceof Error) throw save;
        return save;
      }),
    },
  });
  return { machine, loads: () => loads };
}

function orderMachine(order: RailOrder, cancel: RailOrder | Error = railOrderAt('CANCELLED')) {
  return railOrderMachine.provide({
    actors: {
      getRailOrder: fromPromise<RailOrder, { orderId: string }>(async () => order),
      cancelRailOrder: fromPromise<RailOrder, { orderId: string }>(async () => {
        if (cancel instanceof Error) throw cancel;
        return cancel;
      }),
    },
  });
}

const ordersMachine = (orders: RailOrder[]) =>
  railOrdersMachine.provide({ actors: { getRailOrders: fromPromise<RailOrdersResponse>(async () => ({ orders })) } });

describe('/deliverOnTrain', () => {
  it('blocks e, E, +, - and . in the PNR, and refuses anything but 10 digits with the SPEC 5 text', async () => {
    renderAt('/deliverOnTrain', [pnrMachine(JOURNEY)]);
    const field = await screen.findByLabelText('PNR number');
    for (const key of ['e', 'E', '+', '-', '.']) expect(fireEvent.keyDown(field, { key })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '7' })).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Check PNR' }));
    expect(await screen.findByText(VALID_PNR_MANDATORY)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the journey, asks for the terms, then goes to the station choice', async () => {
    renderAt('/deliverOnTrain', [pnrMachine(JOURNEY), stationMachine().machine]);
    fireEvent.change(await screen.findByLabelText('PNR number'), { target: { value: PNR } });
    fireEvent.click(screen.getByRole('button', { name: 'Check PNR' }));
    const journey = await screen.findByRole('region', { name: 'Your journey' });
    expect(within(journey).getByText('Karnataka Express (12628)')).toBeTruthy();
    expect(within(journey).getByText('B2')).toBeTruthy();
    expect(within(journey).getByText('34')).toBeTruthy();
    expect(within(journey).getByText('Confirmed')).toBeTruthy();
    expect(within(journey).getByText('31 May 2025')).toBeTruthy();
    expect(within(journey).getByText('KSR Bengaluru (SBC)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/tnc#rail');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(ACCEPT_TERMS_FIRST)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    expect(screen.queryByText(ACCEPT_TERMS_FIRST)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose your station' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /KSR Bengaluru \(SBC\)/ })).toBeTruthy();
  });

  it('says a waitlisted ticket has no seat yet', async () => {
    renderAt('/deliverOnTrain', [pnrMachine(WAITLISTED)]);
    fireEvent.change(await screen.findByLabelText('PNR number'), { target: { value: PNR } });
    fireEvent.click(screen.getByRole('button', { name: 'Check PNR' }));
    expect(await screen.findByText('No seat yet (waitlisted)')).toBeTruthy();
    expect(screen.getByText('Waitlisted')).toBeTruthy();
  });

  it("shows the railway's refusal", async () => {
    renderAt('/deliverOnTrain', [
      pnrMachine({ status: 'failure', reason: 'notCharted', message: 'The chart of this train is not prepared yet.' }),
    ]);
    fireEvent.change(await screen.findByLabelText('PNR number'), { target: { value: PNR } });
    fireEvent.click(screen.getByRole('button', { name: 'Check PNR' }));
    expect(await screen.findByText('The chart of this train is not prepared yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your journey' })).toBeNull();
  });

  describe('in Hindi', () => {
    inHindi();
    it('words the SPEC 5 messages in Hindi', async () => {
      renderAt('/deliverOnTrain', [pnrMachine(JOURNEY)]);
      fireEvent.click(await screen.findByRole('button', { name: 'PNR चेक करें' }));
      expect(await screen.findByText('मान्य PNR नंबर ज़रूरी है')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('PNR नंबर'), { target: { value: PNR } });
      fireEvent.click(screen.getByRole('button', { name: 'PNR चेक करें' }));
      fireEvent.click(await screen.findByRole('button', { name: 'आगे बढ़ें' }));
      expect(await screen.findByText('कृपया पहले नियम और शर्तें स्वीकार करें')).toBeTruthy();
    });
  });
});

describe('/irctcStation', () => {
  it('shows a station whose train runs later than the food can wait as closed with that reason, without an order-by time', async () => {
    const tooLate: StoreStationDetail = { ...ORDERABLE, delayMinutes: 70, orderable: false, reason: 'tooLate' };
    renderAt(`/irctcStation?pnr=${PNR}`, [stationMachine(SAVED, [localities([tooLate])]).machine]);
    const row = await screen.findByRole('button', { name: /KSR Bengaluru \(SBC\)/ });
    expect(row.getAttribute('aria-disabled')).toBe('true');
    expect(within(row).getByText('The train is running too late here for the food to wait')).toBeTruthy();
    expect(within(row).queryByText(/^Order by |^Orders closed at /)).toBeNull();
  });

  it('shows a station too soon as disabled with its reason, and one orderable; choosing it selects its store and opens the menu', async () => {
    const root = renderAt(`/irctcStation?pnr=${PNR}`, [stationMachine().machine]);
    const tooSoon = await screen.findByRole('button', { name: /Bengaluru Cantonment \(BNC\)/ });
    expect(tooSoon.getAttribute('aria-disabled')).toBe('true');
    // The store's name sits in its own untranslated span inside the reason.
    const storeNames = within(tooSoon).getAllByText('Slice Cantonment', { selector: '[translate="no"]' });
    expect(storeNames.map((name) => name.parentElement?.textContent)).toEqual([
      'From Slice Cantonment',
      'Too close to arrival: Slice Cantonment needs 45 min',
    ]);
    expect(within(tooSoon).getByText(/^Running 10 min late, scheduled/)).toBeTruthy();
    // Past its cut-off: when orders closed, never an 'Order by' that can no longer be met.
    expect(within(tooSoon).getByText(/^Orders closed at /)).toBeTruthy();
    expect(within(tooSoon).queryByText(/^Order by /)).toBeNull();
    fireEvent.click(tooSoon);
    expect(selectSelectedStore(root.store.getSnapshot())).toBeNull();

    const orderable = screen.getByRole('button', { name: /KSR Bengaluru \(SBC\)/ });
    expect(orderable.getAttribute('aria-disabled')).toBeNull();
    expect(within(orderable).getByText(/^Order by /)).toBeTruthy();
    fireEvent.click(orderable);
    await findLocation('/menu');
    expect(selectSelectedStore(root.store.getSnapshot())).toEqual(RAIL_STORE);
  });

  it('SPEC 8: a RAIL_SAVE_FAILED refusal opens its own dialog, whose button loads the stations again', async () => {
    const stations = stationMachine(SAVE_REFUSED);
    renderAt(`/irctcStation?pnr=${PNR}`, [stations.machine]);
    fireEvent.click(await screen.findByRole('button', { name: /KSR Bengaluru \(SBC\)/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose another station' });
    expect(within(dialog).getByText(SAVE_REFUSED.displayMsg)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show stations again' }));
    await waitFor(() => expect(stations.loads()).toBe(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the empty state, and a PNR that is not 10 digits with the way back', async () => {
    renderAt(`/irctcStation?pnr=${PNR}`, [stationMachine(SAVED, [localities([])]).machine]);
    expect(await screen.findByText('No Slice store serves the stations ahead on this journey')).toBeTruthy();
    cleanup();
    renderAt('/irctcStation?pnr=12', [stationMachine().machine]);
    expect(await screen.findByText(VALID_PNR_MANDATORY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter another PNR' }).getAttribute('href')).toBe('/deliverOnTrain');
  });
});

describe('rail orders', () => {
  it('lists the orders with their state, station and price, each a link to the order', async () => {
    renderAt('/deliverOnTrain/orders', [ordersMachine([railOrderAt('OUTFORDELIVERY', { orderId: 'rail-9' }), railOrderAt('DELIVERED')])]);
    const link = await screen.findByRole('link', { name: /Order SL-200345.*Out for delivery/ });
    expect(link.getAttribute('href')).toBe('/deliverOnTrain/orders/rail-9');
    expect(within(link).getByText('₹ 599')).toBeTruthy();
  });

  it('shows the delivery code and steps, and cancels after the confirmation', async () => {
    renderAt('/deliverOnTrain/orders/rail-1', [orderMachine(railOrderAt('CONFIRMED'))]);
    expect(await screen.findByText('4821')).toBeTruthy();
    expect(screen.getByText('Show this code to the delivery agent at your seat')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/^(Free cancellation until|Cancellation closed at) /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('This order is cancelled.')).toBeTruthy();
    expect(screen.queryByText('4821')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Refund' })).toBeTruthy();
  });

  it("shows the server's reason when the cancellation window has closed", async () => {
    renderAt('/deliverOnTrain/orders/rail-1', [orderMachine(railOrderAt('PREPARED', { cancellableUntil: 1 }), CANCEL_CLOSED)]);
    expect(await screen.findByText(/^Cancellation closed at /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'This order cannot be cancelled' });
    expect(within(refusal).getByText(CANCEL_CLOSED.displayMsg)).toBeTruthy();
  });

  it('the thank-you page of a rail order shows the newest rail order with a way to track it', async () => {
    renderAt('/thankYou?transactionId=IRCTC_ORDER', [
      ordersMachine([railOrderAt('CONFIRMED', { orderId: 'rail-7' }), railOrderAt('DELIVERED')]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order placed for your seat' })).toBeTruthy();
    expect(screen.getByText('4821')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe('/deliverOnTrain/orders/rail-7');
  });
});
