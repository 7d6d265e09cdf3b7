export { OtpField, type OtpFieldProps } from './OtpField';
