export { OtpField } from './OtpField';
