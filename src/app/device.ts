import { deviceKindOf, type DeviceKind } from '@/domain/device';

/** This browser's device kind (src/domain/device.ts), read when a screen asks. */
export function currentDeviceKind(): DeviceKind {
  return deviceKindOf({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    viewportWidth: window.innerWidth,
  });
}
