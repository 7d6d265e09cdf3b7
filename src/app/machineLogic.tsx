import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';

/** Machines that stand in for the real ones below a MachineProvider, by machine id. */
const MachineLogicContext = createContext<ReadonlyMap<string, AnyStateMachine>>(new Map());

export interface MachineProviderProps {
  /** Each replaces the machine with the same id, typically `realMachine.provide({ actors })` with fake actors. */
  machines: readonly AnyStateMachine[];
  children: ReactNode;
}

/** Swaps machine implementations for everything below it (component tests); the app renders none. */
export function MachineProvider({ machines, children }: MachineProviderProps) {
  const outer = useContext(MachineLogicContext);
  const logic = useMemo(() => new Map([...outer, ...machines.map((machine) => [machine.id, machine] as const)]), [outer, machines]);
  return <MachineLogicContext value={logic}>{children}</MachineLogicContext>;
}

/** The machine a screen or flow runs: the one a MachineProvider gave for this id, else `machine` itself. */
export function useMachineLogic<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  // A stand-in is `machine.provide(...)`: the same machine with other implementations, hence the same type.
  return (useContext(MachineLogicContext).get(machine.id) as TMachine | undefined) ?? machine;
}
