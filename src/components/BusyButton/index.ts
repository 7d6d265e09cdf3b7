export { BusyButton } from './BusyButton';
