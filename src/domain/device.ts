/**
 * The device the app runs on, as far as paying is concerned (SPEC 4 UPI modes): a phone opens an installed
 * UPI app from a `upi://pay` link (intent); a desktop cannot, so it sends a collect request to a UPI ID.
 * Pure: the app reads the browser's traits (src/app/device.ts) and hands them here.
 */
import type { UpiMode } from '@/contract/codes';
import type { PaymentOptionsResponse } from '@/contract/payments';

export type DeviceKind = 'mobile' | 'desktop';

/** What the browser tells of the device. */
export interface DeviceTraits {
  userAgent: string;
  /** navigator.maxTouchPoints: 0 without a touch screen. */
  maxTouchPoints: number;
  /** The viewport's width, CSS pixels. */
  viewportWidth: number;
}

/** The widest viewport still counted as a phone's (portrait tablets count; landscape ones and laptops do not). */
export const MOBILE_VIEWPORT_MAX_WIDTH = 820;

/** Phones and tablets name themselves in the user agent. */
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** A phone: a mobile user agent, or a touch screen on a small viewport (a phone asking for the desktop site). */
export function deviceKindOf({ userAgent, maxTouchPoints, viewportWidth }: DeviceTraits): DeviceKind {
  const touchSmall = maxTouchPoints > 0 && viewportWidth <= MOBILE_VIEWPORT_MAX_WIDTH;
  return MOBILE_USER_AGENT.test(userAgent) || touchSmall ? 'mobile' : 'desktop';
}

/** SPEC 4 UPI modes a device is offered: a phone starts on intent with collect as the fallback; a desktop gets collect only. */
export function upiModesFor(modes: readonly UpiMode[], device: DeviceKind): UpiMode[] {
  if (device === 'desktop') return modes.filter((mode) => mode !== 'INTENT');
  return [...modes].sort((a, b) => Number(b === 'INTENT') - Number(a === 'INTENT'));
}

/** The store's payment options as this device may use them; UPI left out when none of its modes works here. */
export function optionsForDevice(options: PaymentOptionsResponse, device: DeviceKind): PaymentOptionsResponse {
  const methods = options.methods.flatMap((method) => {
    if (!method.upiModes) return [method];
    const upiModes = upiModesFor(method.upiModes, device);
    return upiModes.length > 0 ? [{ ...method, upiModes }] : [];
  });
  return { ...options, methods };
}
