/**
 * SPEC 4 providers and the gateway that serves each. Every provider is served by the sandbox gateway here but
 * those with their own (the sandbox Paytm wallet); a real provider's implementation of PaymentGateway replaces its entry.
 */
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@/contract/codes';
import type { PaymentGateway } from './gateway';

export type GatewayDirectory = (provider: PaymentProvider) => PaymentGateway;

export function gatewayDirectory(sandbox: PaymentGateway, own: Partial<Record<PaymentProvider, PaymentGateway>> = {}): GatewayDirectory {
  const byProvider = new Map<PaymentProvider, PaymentGateway>(PAYMENT_PROVIDERS.map((provider) => [provider, own[provider] ?? sandbox]));
  return (provider) => byProvider.get(provider) ?? sandbox;
}
