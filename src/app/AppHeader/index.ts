export { AppHeader } from './AppHeader';
