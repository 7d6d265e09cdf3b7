export { InstallBanner } from './InstallBanner';
