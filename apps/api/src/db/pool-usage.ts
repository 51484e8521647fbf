import type { MongoClient } from 'mongodb';

/** The driver's connection pools (one per server) summed up, as its pool events (CMAP) report them. */
export interface PoolUsage {
  /** Connections open in the pools, in use or idle. */
  open: number;
  /** Connections lent to an operation right now. */
  checkedOut: number;
  /** Operations waiting for a connection: above zero for long, the pool is too small or the database slow. */
  waiting: number;
  /** The most connections a pool may open (the driver's maxPoolSize). */
  max: number;
}

let watched: MongoClient | undefined;
let usage: PoolUsage = { open: 0, checkedOut: 0, waiting: 0, max: 0 };

const down = (n: number) => Math.max(0, n - 1);

/**
 * Counts the pool of `client` from now on. Called before the client connects, so no connection is
 * missed; a new client (a reconnect) starts the counts again, the same one twice is counted once.
 */
export function watchPool(client: MongoClient | undefined) {
  if (!client || client === watched) return;
  watched = client;
  usage = { open: 0, checkedOut: 0, waiting: 0, max: client.options?.maxPoolSize ?? 0 };
  const counts = usage;
  client.on('connectionCreated', () => counts.open++);
  client.on('connectionClosed', () => (counts.open = down(counts.open)));
  client.on('connectionCheckOutStarted', () => counts.waiting++);
  client.on('connectionCheckOutFailed', () => (counts.waiting = down(counts.waiting)));
  client.on('connectionCheckedOut', () => {
    counts.waiting = down(counts.waiting);
    counts.checkedOut++;
  });
  client.on('connectionCheckedIn', () => (counts.checkedOut = down(counts.checkedOut)));
}

export const poolUsage = (): PoolUsage => ({ ...usage });
