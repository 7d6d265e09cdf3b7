import { ContentPageScreen } from './ContentPageScreen';

/** SPEC 2 /tnc: its words from the server's content. */
export default function TncScreen() {
  return <ContentPageScreen slug="tnc" />;
}
