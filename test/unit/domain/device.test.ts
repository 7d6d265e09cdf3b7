import { describe, expect, it } from 'vitest';
import type { PaymentOptionsResponse } from '@/contract/payments';
import { deviceKindOf, MOBILE_VIEWPORT_MAX_WIDTH, optionsForDevice, upiModesFor } from '@/domain/device';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148';

describe('the device rule (SPEC 4 UPI intent on phones)', () => {
  it('a mobile user agent is a phone, whatever the viewport', () => {
    expect(deviceKindOf({ userAgent: ANDROID_UA, maxTouchPoints: 5, viewportWidth: 1200 })).toBe('mobile');
    expect(deviceKindOf({ userAgent: IPHONE_UA, maxTouchPoints: 0, viewportWidth: 390 })).toBe('mobile');
  });

  it('a touch screen on a small viewport is a phone (one asking for the desktop site); without touch or wide, a desktop', () => {
    expect(deviceKindOf({ userAgent: DESKTOP_UA, maxTouchPoints: 5, viewportWidth: 390 })).toBe('mobile');
    expect(deviceKindOf({ userAgent: DESKTOP_UA, maxTouchPoints: 5, viewportWidth: MOBILE_VIEWPORT_MAX_WIDTH })).toBe('mobile');
    expect(deviceKindOf({ userAgent: DESKTOP_UA, maxTouchPoints: 5, viewportWidth: MOBILE_VIEWPORT_MAX_WIDTH + 1 })).toBe('desktop');
    expect(deviceKindOf({ userAgent: DESKTOP_UA, maxTouchPoints: 0, viewportWidth: 390 })).toBe('desktop');
    expect(deviceKindOf({ userAgent: DESKTOP_UA, maxTouchPoints: 0, viewportWidth: 1440 })).toBe('desktop');
  });

  it('a phone starts on intent with collect as the fallback; a desktop gets collect only', () => {
    expect(upiModesFor(['COLLECT', 'INTENT'], 'mobile')).toEqual(['INTENT', 'COLLECT']);
    expect(upiModesFor(['INTENT', 'COLLECT'], 'mobile')).toEqual(['INTENT', 'COLLECT']);
    expect(upiModesFor(['INTENT', 'COLLECT'], 'desktop')).toEqual(['COLLECT']);
    expect(upiModesFor(['INTENT'], 'desktop')).toEqual([]);
  });

  it('keeps the store’s other methods and drops UPI on a desktop when it offers intent only', () => {
    const options: PaymentOptionsResponse = {
      methods: [
        { paymentId: 'CC', paymentType: 'CC', name: 'Credit Card', provider: 'PAYU', enabled: 'E' },
        { paymentId: 'UPI', paymentType: 'UPI_WALLET', name: 'UPI', provider: 'PAYTM_PG', enabled: 'E', upiModes: ['INTENT'] },
      ],
      lastUsedPaymentId: null,
      walletBalance: 0,
    };
    expect(optionsForDevice(options, 'desktop').methods.map((method) => method.paymentId)).toEqual(['CC']);
    expect(optionsForDevice(options, 'mobile')).toEqual(options);
  });
});
