export { TotalBar, totalBarActionClass, type TotalBarProps } from './TotalBar';
