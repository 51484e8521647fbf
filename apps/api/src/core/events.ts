/**
 * Domain events: what a module tells the others happened, so that they react (notify, move their
 * records) without the module calling them. A module declares its events by adding to `DomainEvents`
 * (TypeScript declaration merging, e.g. leads/lead.events.ts), publishes them after its write, and
 * other modules listen (`listenTo`, wired once at start-up by listeners.ts, the composition root).
 *
 * `publish` runs every listener in turn and waits for them: the reaction belongs to the same unit of
 * work as the change (a notice is written before the request is answered, and a failing listener
 * fails the request, as a direct call did). Events carry ids and the few facts listeners need.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each module
export interface DomainEvents {}

export type EventName = keyof DomainEvents;
type Listener<K extends EventName> = (event: DomainEvents[K]) => Promise<void> | void;

const listeners = new Map<EventName, Listener<never>[]>();

export function listenTo<K extends EventName>(name: K, listener: Listener<K>) {
  const list = listeners.get(name) ?? [];
  list.push(listener as Listener<never>);
  listeners.set(name, list);
}

export async function publish<K extends EventName>(name: K, event: DomainEvents[K]) {
  for (const listener of (listeners.get(name) ?? []) as Listener<K>[]) await listener(event);
}

/** The names listened to, each with its number of listeners (a test checks the wiring). */
export const listenedTo = () => new Map([...listeners].map(([name, list]) => [name, list.length]));
