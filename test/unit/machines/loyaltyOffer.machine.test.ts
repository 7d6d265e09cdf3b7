import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoyaltyInfo } from '@/contract/loyalty';
import {
  loyaltyOfferMachine,
  selectEnrolment,
  selectIsJoining,
  selectIsOffered,
  selectPointsPerOrder,
} from '@machines/loyaltyOffer.machine';
import { networkFailure } from '../../model/fixtures';
import { CARD_CODE, loyaltyInfo, NOT_ELIGIBLE } from '../../model/loyaltyFixtures';

function startOffer(answers: Array<LoyaltyInfo | Error>) {
  let calls = 0;
  const getLoyaltyInfo = vi.fn(async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  const actor = createActor(loyaltyOfferMachine.provide({ actors: { getLoyaltyInfo: fromPromise(getLoyaltyInfo) } })).start();
  return { actor, getLoyaltyInfo };
}

describe('loyalty offer machine', () => {
  it('asks the programme only once the customer is logged in (SPEC 6: no loyalty call for a guest)', () => {
    const { actor, getLoyaltyInfo } = startOffer([loyaltyInfo('NEW')]);
    actor.send({ type: 'join.toggle' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectIsOffered(actor.getSnapshot())).toBe(false);
    expect(selectEnrolment(actor.getSnapshot())).toBeNull();
    expect(getLoyaltyInfo).not.toHaveBeenCalled();
  });

  it('offers a customer who may join, off by default; on, the order carries the issued card code', async () => {
    const { actor } = startOffer([loyaltyInfo('NEW')]);
    actor.send({ type: 'offer.check' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => selectIsOffered(snapshot));
    expect(selectIsJoining(actor.getSnapshot())).toBe(false);
    expect(selectEnrolment(actor.getSnapshot())).toBeNull();
    expect(selectPointsPerOrder(actor.getSnapshot())).toBe(100);
    actor.send({ type: 'join.toggle' });
    expect(selectIsJoining(actor.getSnapshot())).toBe(true);
    expect(selectEnrolment(actor.getSnapshot())).toEqual({ loyaltyCardCode: CARD_CODE });
    actor.send({ type: 'join.toggle' });
    expect(selectEnrolment(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ['a member', loyaltyInfo('ENROLLED')],
    ['a member waiting for the programme', loyaltyInfo('WAITING')],
    ['a customer who left', loyaltyInfo('OPT_OUT')],
    ['a customer who may not join', NOT_ELIGIBLE],
  ])('does not offer %s', async (_, info) => {
    const { actor } = startOffer([info]);
    actor.send({ type: 'offer.check' });
    await waitFor(actor, (snapshot) => snapshot.matches('notOffered'));
    expect(selectIsOffered(actor.getSnapshot())).toBe(false);
    expect(selectEnrolment(actor.getSnapshot())).toBeNull();
  });

  it('a failed info call shows no offer', async () => {
    const { actor } = startOffer([networkFailure()]);
    actor.send({ type: 'offer.check' });
    await waitFor(actor, (snapshot) => snapshot.matches('notOffered'));
    expect(selectIsOffered(actor.getSnapshot())).toBe(false);
  });

  it('a refused enrolment turns joining off and asks the programme again for a fresh code', async () => {
    const fresh = loyaltyInfo('NEW', { loyaltyCardCode: 'PP9876543210' });
    const { actor, getLoyaltyInfo } = startOffer([loyaltyInfo('NEW'), fresh]);
    actor.send({ type: 'offer.check' });
    await waitFor(actor, (snapshot) => selectIsOffered(snapshot));
    actor.send({ type: 'join.toggle' });
    actor.send({ type: 'offer.refused' });
    expect(selectEnrolment(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (snapshot) => selectIsOffered(snapshot));
    expect(getLoyaltyInfo).toHaveBeenCalledTimes(2);
    expect(selectIsJoining(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'join.toggle' });
    expect(selectEnrolment(actor.getSnapshot())).toEqual({ loyaltyCardCode: 'PP9876543210' });
  });
});
