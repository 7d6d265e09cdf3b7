export { blockNumericKeys, MobileField, type MobileFieldProps } from './MobileField';
