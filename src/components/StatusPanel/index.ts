export { StatusPanel } from './StatusPanel';
