import { afterEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { FeedbackOrder, FeedbackResponse, OfflineFeedbackBody, SubmitFeedbackBody } from '@/contract/feedback';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import FeedbackScreen from '@/screens/feedback/FeedbackScreen';
import type { FeedbackTag, FeedbackType } from '@/domain/feedback';
import { feedbackMachine, type FeedbackQuery, type LoadedForm, type StoredDraft } from '@machines/feedback.machine';
import { offlineFeedbackMachine } from '@machines/offlineFeedback.machine';
import { serverError } from '../model/fixtures';
import { COMMENT_40, LOADED_FORM, OFFLINE_FEEDBACK, OPEN_ORDER, RATED_ORDER, STORED_FEEDBACK } from '../model/feedbackFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { inHindi } from './inHindi';

afterEach(cleanup);

interface Seen {
  submits: SubmitFeedbackBody[];
  offline: OfflineFeedbackBody[];
}

function renderFeedback(
  url: string,
  {
    loggedIn = true,
    orders = [OPEN_ORDER, RATED_ORDER],
    offlineAnswer,
  }: { loggedIn?: boolean; orders?: FeedbackOrder[]; offlineAnswer?: Error } = {},
) {
  const seen: Seen = { submits: [], offline: [] };
  const offline = offlineFeedbackMachine.provide({
    actors: {
      submitOffline: fromPromise<FeedbackResponse, { body: OfflineFeedbackBody; variant: FeedbackType }>(async ({ input }) => {
        seen.offline.push(input.body);
        if (offlineAnswer && seen.offline.length === 1) throw offlineAnswer;
        return OFFLINE_FEEDBACK;
      }),
    },
  });
  const machine = feedbackMachine.provide({
    actors: {
      saveQuery: fromPromise<void, FeedbackQuery>(async () => undefined),
      getHistory: fromPromise<FeedbackOrder[], { variant: FeedbackType }>(async () => orders),
      loadForm: fromPromise<LoadedForm, { orderId: string; variant: FeedbackType }>(async () => LOADED_FORM),
      saveDraft: fromPromise<void, StoredDraft>(async () => undefined),
      submitFeedback: fromPromise<FeedbackResponse, { body: SubmitFeedbackBody; feedbackId: string | null; variant: FeedbackType }>(
        async ({ input }) => {
          seen.submits.push(input.body);
          return STORED_FEEDBACK;
        },
      ),
      addTags: fromPromise<FeedbackResponse, { feedbackId: string; tags: FeedbackTag[]; variant: FeedbackType }>(
        async () => STORED_FEEDBACK,
      ),
      offlineForm: offline,
    },
  });
  render(
    <RootActorsContext value={afterOrderRootActors({ loggedIn }).root}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route
              path="/uf"
              element={
                <MachineProvider machines={[machine]}>
                  <FeedbackScreen />
                </MachineProvider>
              }
            />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </RootActorsContext>,
  );
  return seen;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('feedback screen', () => {
  it('sends a guest to log in, back to /uf', async () => {
    renderFeedback('/uf?orderId=order-1', { loggedIn: false });
    await waitFor(() => expect(screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent).toBe('/login?redirectUrl=%2Fuf'));
  });

  it('lists the delivered orders at Select Order, the rated one marked', async () => {
    renderFeedback('/uf');
    const steps = await screen.findByRole('list', { name: 'Feedback steps' });
    await waitFor(() => expect(within(steps).getByText('Select Order').closest('li')?.getAttribute('aria-current')).toBe('step'));
    expect(await screen.findByRole('button', { name: `Rate order ${OPEN_ORDER.sliceOrderId}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Order ${RATED_ORDER.sliceOrderId}, rated already` }));
    expect(await screen.findByText('You have already rated this order')).toBeTruthy();
  });

  it('rates an order section by section, refusing a short comment, and thanks the customer', async () => {
    const seen = renderFeedback('/uf?orderId=order-1');
    await screen.findByRole('heading', { name: `Order ${OPEN_ORDER.sliceOrderId}` });
    fireEvent.click(screen.getByRole('button', { name: 'Submit feedback' }));
    expect(await screen.findByText('Rate your overall order to submit this form')).toBeTruthy();
    fireEvent.click(within(group('How was your order overall?')).getByRole('radio', { name: '4 stars: Good' }));
    fireEvent.click(within(group('Margherita Classica')).getByRole('radio', { name: '5 stars: Awesome' }));
    fireEvent.click(within(group('What stood out about Margherita Classica?')).getByRole('button', { name: 'Perfect crust' }));
    expect(
      within(group('What stood out about Margherita Classica?'))
        .getByRole('button', { name: 'Perfect crust' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: 'Too short a comment.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit feedback' }));
    expect(await screen.findByText('Your feedback should have at least 30 characters')).toBeTruthy();
    expect(screen.getByLabelText('Tell us more (optional)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: COMMENT_40 } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit feedback' }));
    expect(await screen.findByText('Thank you! Your feedback has been submitted.')).toBeTruthy();
    expect(seen.submits[0]).toMatchObject({ overall: { rating: 4 }, food: [{ productId: 101, rating: 5, ratedTags: ['PERFECT_CRUST'] }] });
  });

  it("shows the server's words on the mobile field of the offline form", async () => {
    const message = 'This mobile number does not match the one this order was placed with.';
    const seen = renderFeedback('/uf?mode=offline', { offlineAnswer: serverError(FEEDBACK_ERROR_CODES.mobileNotMatched, message) });
    const mobile = await screen.findByLabelText('Mobile number');
    fireEvent.change(mobile, { target: { value: '9123456789' } });
    fireEvent.change(screen.getByLabelText('Order number (on your bill)'), { target: { value: 'ST66001-1001' } });
    fireEvent.click(within(group('How was your order?')).getByRole('radio', { name: '3 stars: Average' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit feedback' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(seen.offline).toHaveLength(1);
  });
});

describe('feedback screen in Hindi', () => {
  inHindi();

  it('words the steps, the form and the SPEC 5 messages in Hindi', async () => {
    renderFeedback('/uf?orderId=order-1');
    await screen.findByRole('heading', { name: `ऑर्डर ${OPEN_ORDER.sliceOrderId}` });
    expect(screen.getByRole('list', { name: 'फ़ीडबैक के चरण' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'फ़ीडबैक भेजें' }));
    expect(await screen.findByText('यह फ़ॉर्म भेजने के लिए अपने पूरे ऑर्डर को रेटिंग दें')).toBeTruthy();
    expect(within(group('कुल मिलाकर आपका ऑर्डर कैसा रहा?')).getByRole('radio', { name: '5 स्टार: लाजवाब' })).toBeTruthy();
  });
});
