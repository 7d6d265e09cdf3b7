export { useCountdown } from './useCountdown';
export { formatCountdown, useResendCountdown } from './useResendCountdown';
