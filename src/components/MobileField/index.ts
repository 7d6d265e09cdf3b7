export { blockNumericKeys, MobileField } from './MobileField';
