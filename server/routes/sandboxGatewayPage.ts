/**
 * The sandbox gateway's hosted pages ('Sandbox Pay'): card entry, the 3-D Secure-style OTP step, net
 * banking, wallet and UPI approval. Small, mobile-first, accessible, brand-neutral; no scripts.
 */
import { GATEWAY_CARD_FIELDS } from '@/contract/codes';
import { formatRupees } from '@/domain/money';
import { BRAND } from '@/domain/constants';
import { PAYMENT_POLLING_DURATION_SECONDS, SANDBOX_OTP, SANDBOX_TEST_CARDS } from '../services/payments/constants';
import type { SandboxRow } from '../services/payments/sandbox';

export const GATEWAY_PAGE_TITLE = 'Sandbox Pay';
/** The pages carry no scripts and post only to this site; framing follows the partner allow-list (securityHeaders). */
export const GATEWAY_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";

/** Labels and button names (the browser tests use these). */
export const GATEWAY_TEXTS = {
  cardHeading: 'Pay by card',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  nameOnCard: 'Name on card',
  pay: 'Pay now',
  testCards: 'Test cards',
  otpHeading: 'Verify your payment',
  otp: 'One-time password',
  verify: 'Verify and pay',
  netBankingHeading: 'Net banking',
  walletHeading: 'Wallet',
  success: 'Success',
  failure: 'Failure',
  upiHeading: 'UPI payment request',
  approve: 'Approve',
  decline: 'Decline',
  notFoundHeading: 'Payment not found',
  notFound: 'This payment link is not valid.',
  cancelledHeading: 'Payment cancelled',
  cancelled: 'This payment was cancelled and cannot be paid. No money will be taken for it.',
  backToMerchant: 'Back to the store',
} as const;

/** SPEC 5 card messages, plus expiry in the past. */
export const CARD_MESSAGES = {
  number: 'Invalid card Number',
  luhn: 'Incorrect card number.',
  cvv: 'Invalid CVV',
  month: 'Invalid Month',
  expired: 'This card has expired.',
  name: 'Please Enter Valid Name',
} as const;

const WALLET_NAMES: Record<string, string> = { PAYTM_WALLET: 'Paytm Wallet', AMZPAY_WALLET: 'Amazon Pay' };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

const spaced = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function layout(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${GATEWAY_PAGE_TITLE}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; background: #eef1f5; color: #1a1a1a; }
main { max-width: 26rem; margin: 0 auto; background: #fff; padding: 1.5rem; border-radius: 0.75rem; box-shadow: 0 1px 4px rgba(0,0,0,0.12); }
.brand { margin: 0 0 1rem; font-size: 0.875rem; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: #3b4a5a; }
h1 { margin: 0 0 0.25rem; font-size: 1.375rem; }
.amount { margin: 0 0 1.25rem; font-size: 1.125rem; color: #3b4a5a; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; margin-top: 0.25rem; padding: 0.75rem; font-size: 1rem; border: 1px solid #667; border-radius: 0.375rem; }
input[aria-invalid="true"] { border-color: #b00020; }
.row { display: flex; gap: 0.75rem; }
.row > div { flex: 1; }
.error { margin: 0.25rem 0 0; color: #b00020; font-size: 0.875rem; }
.hint { margin: 1rem 0 0; padding: 0.75rem; background: #f4f6f9; border-radius: 0.375rem; font-size: 0.875rem; }
.hint ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
button { margin-top: 1.25rem; width: 100%; padding: 0.875rem; font-size: 1rem; font-weight: 600; color: #fff; background: #1f5fa8; border: 0; border-radius: 0.375rem; cursor: pointer; }
button.secondary { background: #fff; color: #b00020; border: 2px solid #b00020; margin-top: 0.75rem; }
button:focus-visible, input:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="brand">${GATEWAY_PAGE_TITLE}</p>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

const amountLine = (row: SandboxRow) => `<p class="amount">${escapeHtml(formatRupees(row.amountPaise))} to ${escapeHtml(BRAND)}</p>`;

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvv' | 'name', string>>;

function field(id: string, name: string, label: string, attributes: string, error: string | undefined, value = ''): string {
  const errorId = `${id}-error`;
  const described = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" ${attributes} value="${escapeHtml(value)}"${described} required>
${error ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(error)}</p>` : ''}`;
}

/** The card form; the card number is never echoed back, only the name. */
export function renderCardPage(row: SandboxRow, action: string, errors: CardErrors = {}, name = ''): string {
  return layout(
    GATEWAY_TEXTS.cardHeading,
    `${amountLine(row)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('card-number', GATEWAY_CARD_FIELDS.number, GATEWAY_TEXTS.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', errors.number)}
<div class="row">
<div>${field('card-expiry', GATEWAY_CARD_FIELDS.expiry, GATEWAY_TEXTS.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', errors.expiry)}</div>
<div>${field('card-cvv', GATEWAY_CARD_FIELDS.cvv, GATEWAY_TEXTS.cvv, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" type="password"', errors.cvv)}</div>
</div>
${field('card-name', GATEWAY_CARD_FIELDS.name, GATEWAY_TEXTS.nameOnCard, 'autocomplete="cc-name" maxlength="50"', errors.name, name)}
<button type="submit">${GATEWAY_TEXTS.pay}</button>
</form>
<div class="hint"><strong>${GATEWAY_TEXTS.testCards}</strong>
<ul>
<li>${spaced(SANDBOX_TEST_CARDS.success)}: success after the OTP ${SANDBOX_OTP}</li>
<li>${spaced(SANDBOX_TEST_CARDS.declined)}: declined by the bank</li>
<li>${spaced(SANDBOX_TEST_CARDS.appOtp)}: the OTP ${SANDBOX_OTP} is entered in the store's app</li>
</ul>
Any future expiry, any 3-digit CVV.</div>`,
  );
}

export function renderOtpPage(row: SandboxRow, action: string): string {
  return layout(
    GATEWAY_TEXTS.otpHeading,
    `${amountLine(row)}
<p>Enter the one-time password sent for the card ending ${escapeHtml(row.cardLast4 ?? '')}.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="otp">${GATEWAY_TEXTS.otp}</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="otp-hint" required>
<p class="hint" id="otp-hint">Sandbox OTP: ${SANDBOX_OTP}. Any other code fails the payment.</p>
<button type="submit">${GATEWAY_TEXTS.verify}</button>
</form>`,
  );
}

function choicePage(row: SandboxRow, action: string, heading: string, intro: string, approve: string, decline: string): string {
  return layout(
    heading,
    `${amountLine(row)}
<p>${intro}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="success">${approve}</button>
<button type="submit" name="outcome" value="failure" class="secondary">${decline}</button>
</form>`,
  );
}

export function renderNetBankingPage(row: SandboxRow, action: string): string {
  return choicePage(
    row,
    action,
    GATEWAY_TEXTS.netBankingHeading,
    'Sandbox Bank: choose how this payment ends.',
    GATEWAY_TEXTS.success,
    GATEWAY_TEXTS.failure,
  );
}

export function renderWalletPage(row: SandboxRow, action: string): string {
  const wallet = WALLET_NAMES[row.paymentType] ?? GATEWAY_TEXTS.walletHeading;
  return choicePage(
    row,
    action,
    wallet,
    `${escapeHtml(wallet)} (sandbox): choose how this payment ends.`,
    GATEWAY_TEXTS.success,
    GATEWAY_TEXTS.failure,
  );
}

export function renderUpiPage(row: SandboxRow, action: string): string {
  const to = row.vpa ? `A collect request was sent to ${escapeHtml(row.vpa)}.` : 'Pay with your UPI app.';
  return choicePage(
    row,
    action,
    GATEWAY_TEXTS.upiHeading,
    `${to} Unanswered requests expire after ${PAYMENT_POLLING_DURATION_SECONDS} seconds.`,
    GATEWAY_TEXTS.approve,
    GATEWAY_TEXTS.decline,
  );
}

/** A payment the merchant cancelled (superseded, given up or expired): nothing can be paid here. */
export function renderCancelledPage(backHref: string): string {
  return layout(
    GATEWAY_TEXTS.cancelledHeading,
    `<p role="alert">${GATEWAY_TEXTS.cancelled}</p>\n<p><a href="${escapeHtml(backHref)}">${GATEWAY_TEXTS.backToMerchant}</a></p>`,
  );
}

export function renderNotFoundPage(): string {
  return layout(GATEWAY_TEXTS.notFoundHeading, `<p>${GATEWAY_TEXTS.notFound}</p>`);
}
