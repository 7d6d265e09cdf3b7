import { ContentPageScreen } from './ContentPageScreen';

/** SPEC 2 /info: its words from the server's content. */
export default function InfoScreen() {
  return <ContentPageScreen slug="info" />;
}
