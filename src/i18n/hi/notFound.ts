import type notFound from '../en/notFound';
import { translate } from '../texts';

export default translate<typeof notFound>({
  documentTitle: 'पेज नहीं मिला · Slice',
  title: 'पेज नहीं मिला',
  brokenLink: 'माफ़ कीजिए, आपने जिस लिंक पर क्लिक किया, वह काम नहीं कर रहा है!',
  home: 'होम पर जाएँ',
});
