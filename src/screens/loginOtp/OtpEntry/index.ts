export { OtpEntry, type OtpEntryProps } from './OtpEntry';
