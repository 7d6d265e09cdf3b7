import { ContentPageScreen } from './ContentPageScreen';

/** SPEC 2 /notification: its words from the server's content. */
export default function NotificationScreen() {
  return <ContentPageScreen slug="notification" />;
}
