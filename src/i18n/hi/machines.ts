import type machines from '../en/machines';
import { translate } from '../texts';

export default translate<typeof machines>({
  documentTitle: 'मशीनें · Slice',
  title: 'मशीनें',
  intro: 'हर फ़्लो एक स्टेट मशीन है। ये डायग्राम उन्हीं मशीन डेफ़िनिशन से बनते हैं जिन्हें ऐप चलाता है।',
  tocLabel: 'मशीनें',
  counts: '{states} स्टेट · {events} इवेंट · {transitions} ट्रांज़िशन',
  diagramLabel: '{name} मशीन का स्टेट डायग्राम',
  mermaidSource: 'Mermaid सोर्स',
  drawing: 'डायग्राम बन रहा है…',
  drawFailed: 'डायग्राम नहीं बन सका: {reason}',
  live: {
    heading: 'चल रहे एक्टर',
    none: 'अभी तक किसी मशीन एक्टर की जाँच नहीं हुई है।',
    actor: 'एक्टर',
    status: 'स्टेटस',
    state: 'स्टेट',
    recentEvents: 'हाल के इवेंट ({count})',
  },
});
