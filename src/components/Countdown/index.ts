export { useCountdown } from './useCountdown';
