import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { useRootActors } from '@/app/RootActorsContext';
import { useMachineLogic } from '@/app/machineLogic';
import { addressBookMachine } from '@machines/addressBook.machine';
import { selectIsLoggedIn, selectIsReady, selectUserId } from '@machines/session.machine';

export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;

/**
 * The visit's address book, created once the session is ready: the logged-in user's addresses, or a
 * guest's kept on the device (input userId null). Null until then.
 */
export function useAddressBook(): AddressBookActor | null {
  const machine = useMachineLogic(addressBookMachine);
  const { session, inspect } = useRootActors();
  const isReady = useSelector(session, selectIsReady);
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, selectUserId);
  // Once ready, the owner stays until it changes (a token refresh does not recreate the book).
  const [owner, setOwner] = useState<{ userId: string | null } | null>(null);
  const currentOwner = isLoggedIn ? userId : null;
  if (isReady && (owner === null || owner.userId !== currentOwner)) setOwner({ userId: currentOwner });

  const [actor, setActor] = useState<AddressBookActor | null>(null);
  useEffect(() => {
    if (owner === null) return;
    const created = createActor(machine, { input: owner, ...(inspect ? { inspect } : {}) }).start();
    setActor(created);
    return () => {
      created.stop();
      setActor(null);
    };
  }, [machine, owner, inspect]);
  return actor;
}
