/** Texts of the profile screen (SPEC 2 /profile). */
import { defineTexts } from '../texts';

export default defineTexts('profile', {
  documentTitle: 'My profile · Slice',
  title: 'My profile',
  welcome: 'Welcome to Slice',
  loading: 'Loading your profile',
  loadFailedTitle: 'We could not load your profile.',
  loadFailedBody: 'Check your connection and try again.',
  retry: 'Try again',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    mobile: 'Mobile number',
  },
  notSet: 'Not added yet',
  edit: 'Edit',
  editLabel: 'Edit {field}',
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  mobileHint: 'Your mobile number is your login and cannot be changed.',
  logout: 'Logout',
  linksLabel: 'Your orders and addresses',
  orderHistory: 'My orders',
  addresses: 'Saved addresses',
  trackOrder: 'Track an order',
  wallet: 'Slice Wallet',
  deleteAccount: 'Delete account',
  deleteTitle: 'Delete your account?',
  deleteBody:
    'Your personal data (name, email, mobile number and saved addresses) is removed and you are logged out. This cannot be undone.',
  deleteConfirm: 'Delete',
  deleting: 'Deleting your account',
});
