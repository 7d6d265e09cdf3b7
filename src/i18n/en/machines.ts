/** Texts of the QA route /machines around the diagrams (machine names, purposes and Mermaid source stay as written). */
import { defineTexts } from '../texts';

export default defineTexts('machines', {
  documentTitle: 'Machines · Slice',
  title: 'Machines',
  intro: 'Every flow is a state machine. The diagrams are drawn from the machine definitions the app runs.',
  tocLabel: 'Machines',
  counts: '{states} states · {events} events · {transitions} transitions',
  diagramLabel: 'State diagram of the {name} machine',
  mermaidSource: 'Mermaid source',
  drawing: 'Drawing diagram…',
  drawFailed: 'The diagram could not be drawn: {reason}',
  live: {
    heading: 'Running actors',
    none: 'No machine actors have been inspected yet.',
    actor: 'actor',
    status: 'Status',
    state: 'State',
    recentEvents: 'Recent events ({count})',
  },
});
