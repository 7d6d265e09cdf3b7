export { OfferedInstallBanner } from './OfferedInstallBanner';
