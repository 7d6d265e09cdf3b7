export { OtpEntry } from './OtpEntry';
