/**
 * The sandbox gateway's hosted payment page (GET sandboxGatewayPay) and its form posts: card, OTP and the
 * Success / Failure (Approve / Decline) choice. Card numbers reach only these handlers: they are checked,
 * the last four digits kept, and never logged or stored. When a payment ends the customer is sent (303) to
 * the merchant's transactionStatusUrl with ?transactionId=<orderTransactionId>.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { PATHS } from '@/contract/paths';
import { GATEWAY_CARD_FIELDS } from '@/contract/codes';
import { CARD_OTP_RETURN } from '@/domain/cardOtp';
import { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, cardDigits, passesLuhn } from '@/domain/payment';
import type { Clock } from '../services/clock';
import { pageKind, returnLocation, type SandboxGateway, type SandboxRow, type SandboxStep } from '../services/payments/sandbox';
import { routePath } from './account';
import {
  CARD_MESSAGES,
  GATEWAY_PAGE_CSP,
  renderCancelledPage,
  renderCardPage,
  renderNetBankingPage,
  renderNotFoundPage,
  renderOtpPage,
  renderUpiPage,
  renderWalletPage,
  type CardErrors,
} from './sandboxGatewayPage';

/** The page's form actions, under the payment's page. */
export const GATEWAY_ACTIONS = { card: 'card', otp: 'otp', outcome: 'outcome' } as const;
const actionPath = (paymentId: string, action: string) =>
  `${PATHS.sandboxGatewayPay.replace('{paymentId}', encodeURIComponent(paymentId))}/${action}`;

const MAX_FIELD = 64;
const MONTHS_IN_YEAR = 12;
const CENTURY = 2000;
const EXPIRY = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/;
const CVV = /^\d{3,4}$/;
const NAME = /^[A-Za-z][A-Za-z .'-]{0,49}$/;
const HTTP_SEE_OTHER = 303;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_FIELD) : '');

/** SPEC 5 card checks; the expiry must not be before the current month. */
export function cardErrors(form: { number: string; expiry: string; cvv: string; name: string }, at: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(form.number);
  if (!/^\d+$/.test(digits) || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS)
    errors.number = CARD_MESSAGES.number;
  else if (!passesLuhn(digits)) errors.number = CARD_MESSAGES.luhn;
  const expiry = EXPIRY.exec(form.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > MONTHS_IN_YEAR) errors.expiry = CARD_MESSAGES.month;
  else {
    const written = expiry[2] as string;
    const year = written.length === 4 ? Number(written) : CENTURY + Number(written);
    if (year * MONTHS_IN_YEAR + month < at.getUTCFullYear() * MONTHS_IN_YEAR + at.getUTCMonth() + 1) errors.expiry = CARD_MESSAGES.expired;
  }
  if (!CVV.test(form.cvv.trim())) errors.cvv = CARD_MESSAGES.cvv;
  if (!NAME.test(form.name.trim())) errors.name = CARD_MESSAGES.name;
  return errors;
}

/** 410 Gone: a cancelled payment's page stays, saying it cannot be paid. */
const HTTP_GONE = 410;

function page(c: Context, html: string, status: 200 | 400 | 404 | typeof HTTP_GONE = 200): Response {
  c.header('Content-Security-Policy', GATEWAY_PAGE_CSP);
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

const notFound = (c: Context) => page(c, renderNotFoundPage(), 404);
const backToMerchant = (c: Context, row: SandboxRow) => c.redirect(returnLocation(row), HTTP_SEE_OTHER);

function showPage(c: Context, row: SandboxRow): Response {
  if (row.status === 'SUCCESS' || row.status === 'FAILED') return backToMerchant(c, row);
  if (row.status === 'CANCELLED') return page(c, renderCancelledPage(returnLocation(row)), HTTP_GONE);
  if (row.status === 'OTP_PENDING') return page(c, renderOtpPage(row, actionPath(row.id, GATEWAY_ACTIONS.otp)));
  switch (pageKind(row)) {
    case 'card':
      return page(c, renderCardPage(row, actionPath(row.id, GATEWAY_ACTIONS.card)));
    case 'netBanking':
      return page(c, renderNetBankingPage(row, actionPath(row.id, GATEWAY_ACTIONS.outcome)));
    case 'wallet':
      return page(c, renderWalletPage(row, actionPath(row.id, GATEWAY_ACTIONS.outcome)));
    case 'upi':
      return page(c, renderUpiPage(row, actionPath(row.id, GATEWAY_ACTIONS.outcome)));
  }
}

/** The customer goes back to the merchant's page to enter the card OTP in the app (SPEC 4 mode otp). */
const backForAppOtp = (c: Context, row: SandboxRow) =>
  c.redirect(
    `${returnLocation(row)}&${new URLSearchParams({ [CARD_OTP_RETURN.param]: CARD_OTP_RETURN.value }).toString()}`,
    HTTP_SEE_OTHER,
  );

function afterStep(c: Context, step: SandboxStep): Response {
  if (step.next === 'missing') return notFound(c);
  if (step.next === 'appOtp') return backForAppOtp(c, step.row);
  if (step.next === 'otp') return page(c, renderOtpPage(step.row, actionPath(step.row.id, GATEWAY_ACTIONS.otp)));
  return showPage(c, step.row);
}

async function form(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

export function sandboxGatewayRoutes(clock: Clock, gateway: SandboxGateway): Hono {
  const pay = routePath(PATHS.sandboxGatewayPay);
  const paymentId = (c: Context) => c.req.param('paymentId') ?? '';
  const submitCard = async (c: Context) => {
    const row = await gateway.page(paymentId(c));
    if (!row || pageKind(row) !== 'card') return notFound(c);
    if (row.status !== 'CREATED') return showPage(c, row);
    const body = await form(c);
    const card = {
      number: text(body[GATEWAY_CARD_FIELDS.number]),
      expiry: text(body[GATEWAY_CARD_FIELDS.expiry]),
      cvv: text(body[GATEWAY_CARD_FIELDS.cvv]),
      name: text(body[GATEWAY_CARD_FIELDS.name]),
    };
    const errors = cardErrors(card, new Date(clock()));
    if (Object.keys(errors).length > 0)
      return page(c, renderCardPage(row, actionPath(row.id, GATEWAY_ACTIONS.card), errors, card.name), 400);
    return afterStep(c, await gateway.submitCard(row.id, { number: card.number }));
  };
  return (
    new Hono()
      .get(pay, async (c) => {
        const row = await gateway.page(paymentId(c));
        return row ? showPage(c, row) : notFound(c);
      })
      // The app may post the card straight to the page URL (SPEC 4 form post); the page's own form posts to /card.
      .post(pay, submitCard)
      .post(`${pay}/${GATEWAY_ACTIONS.card}`, submitCard)
      .post(`${pay}/${GATEWAY_ACTIONS.otp}`, async (c) => {
        const body = await form(c);
        return afterStep(c, await gateway.submitOtp(paymentId(c), text(body.otp)));
      })
      .post(`${pay}/${GATEWAY_ACTIONS.outcome}`, async (c) => {
        const body = await form(c);
        return afterStep(c, await gateway.decide(paymentId(c), text(body.outcome) === 'success'));
      })
  );
}
