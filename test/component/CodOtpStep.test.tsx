import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { CodOtpSentResponse } from '@/contract/codOtp';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { TransactionStatusResponse } from '@/contract/payments';
import { CodOtpStep } from '@/app/orderSubmit/CodOtpStep';
import { codOtpMachine } from '@machines/codOtp.machine';
import hiCodOtp from '@/i18n/hi/codOtp';
import { confirmed, payment } from '../model/orderSubmitFixtures';
import { serverError } from '../model/fixtures';
import { inHindi } from './inHindi';

const SENT: CodOtpSentResponse = { status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300, mobile: '9876543210' };
const RIGHT_CODE = '246810';
const WRONG_CODE_TEXT = 'The OTP you entered is incorrect. Please try again. 4 attempts left.';

function startStep() {
  const machine = codOtpMachine.provide({
    actors: {
      sendCodOtp: fromPromise<CodOtpSentResponse, { orderTransactionId: string }>(async () => SENT),
      verifyCodOtp: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; otp: string }>(async ({ input }) => {
        if (input.otp !== RIGHT_CODE) throw serverError('INVALID_OTP', WRONG_CODE_TEXT);
        return confirmed('THANKYOU');
      }),
      cancelPayment: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(async () => ({ transactionStatus: 'FAILED' })),
      getTransactionStatus: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(async () => ({
        transactionStatus: 'FAILED',
      })),
    },
  });
  const actor = createActor(machine, { input: { payment: payment('COD_OTP') } }).start();
  render(<CodOtpStep actor={actor} />);
  return actor;
}

afterEach(() => cleanup());

describe('COD OTP step', () => {
  it('asks for the code sent to the order mobile; a wrong code shows under the field, the right one confirms', async () => {
    const actor = startStep();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your cash order' });
    expect(within(dialog).getByText(/\+91 9876543210/)).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'One-time password' });
    expect(document.activeElement).toBe(field);
    expect((within(dialog).getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await within(dialog).findByText(WRONG_CODE_TEXT)).toBeTruthy();

    fireEvent.change(field, { target: { value: RIGHT_CODE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitForActor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ type: 'next', payment: payment('THANKYOU') });
  });

  it('Pay another way cancels the waiting order and ends the step', async () => {
    const actor = startStep();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your cash order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay another way' }));
    await waitForActor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });

  describe('in Hindi', () => {
    inHindi();

    it('speaks Hindi', async () => {
      startStep();
      const dialog = await screen.findByRole('dialog', { name: hiCodOtp.header });
      expect(within(dialog).getByRole('textbox', { name: hiCodOtp.otpLabel })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: hiCodOtp.confirm })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: hiCodOtp.payAnotherWay })).toBeTruthy();
    });
  });
});
