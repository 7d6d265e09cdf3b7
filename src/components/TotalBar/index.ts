export { TotalBar, totalBarActionClass } from './TotalBar';
