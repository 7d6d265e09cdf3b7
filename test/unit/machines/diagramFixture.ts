/** A machine using every construct the diagram generator draws. */
import { createMachine, fromPromise } from 'xstate';

export const everyConstructMachine = createMachine(
  {
    id: 'demo',
    initial: 'loading',
    on: { 'demo.reset': '.loading', 'demo.ping': {} },
    states: {
      loading: {
        invoke: {
          id: 'fetchThing',
          src: 'fetchThing',
          onDone: [{ guard: 'isEmpty', target: 'empty' }, { target: 'shown' }],
          onError: 'failed',
        },
      },
      empty: { always: { guard: 'canSkip', target: 'shown' } },
      shown: {
        type: 'parallel',
        states: {
          banner: { initial: 'visible', states: { visible: { after: { 1800000: 'hidden' } }, hidden: {} } },
          form: { initial: 'editing', states: { editing: { on: { 'form.submit': 'sent' } }, sent: { type: 'final' } } },
        },
      },
      failed: { after: { retryDelay: 'loading' } },
    },
  },
  {
    actors: { fetchThing: fromPromise(async () => 1) },
    guards: { isEmpty: () => false, canSkip: () => true },
    delays: { retryDelay: 500 },
  },
);
