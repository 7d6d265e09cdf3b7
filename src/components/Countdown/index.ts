export { useCountdown } from './useCountdown';
export { formatCountdown, secondsLeft, useResendCountdown } from './useResendCountdown';
