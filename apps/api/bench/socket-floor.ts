import net from 'node:net';
import { BSON } from 'mongodb';

const OP_MSG = 2013;
const HEADER_BYTES = 16;

/** One OP_MSG (a single body section) as the wire protocol frames it. */
function frame(requestId: number, command: object): Buffer {
  const body = BSON.serialize(command);
  const head = Buffer.alloc(HEADER_BYTES + 5);
  head.writeInt32LE(head.length + body.length, 0);
  head.writeInt32LE(requestId, 4);
  head.writeInt32LE(0, 8);
  head.writeInt32LE(OP_MSG, 12);
  head.writeInt32LE(0, 16); // flags
  head.writeUInt8(0, 20); // section kind 0: the body
  return Buffer.concat([head, body]);
}

/** Host and port of a one-host `mongodb://` address without TLS; null for any other (srv, replica sets, tls). */
function plainAddressOf(uri: string): { host: string; port: number } | null {
  const match = /^mongodb:\/\/(?:[^@/]*@)?([^,/:?]+)(?::(\d+))?(?:[/?]|$)/.exec(uri);
  if (!match || /[?&](tls|ssl)=true/i.test(uri)) return null;
  return { host: match[1]!, port: Number(match[2] ?? 27017) };
}

/**
 * `rounds` pings to the database over a bare socket, one at a time (no driver, no pool): what a round
 * trip costs on this machine before any library's work, the floor under every command's cost.
 */
export async function socketRoundTrips(uri: string, rounds: number): Promise<number[] | null> {
  const address = plainAddressOf(uri);
  if (!address) return null;
  const socket = net.connect(address.port, address.host);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let pending = Buffer.alloc(0);
  let answered: (() => void) | null = null;
  // A connection the database drops fails the measurement instead of leaving it waiting for ever.
  let dropped: ((err: Error) => void) | null = null;
  socket.on('error', (err) => dropped?.(err));
  socket.on('close', () => dropped?.(new Error('the database closed the connection')));
  socket.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
      const length = pending.readInt32LE(0);
      BSON.deserialize(pending.subarray(HEADER_BYTES + 5, length));
      pending = pending.subarray(length);
      answered?.();
    }
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        answered = resolve;
        dropped = reject;
        socket.write(frame(i + 1, { ping: 1, $db: 'admin' }));
      });
      times.push(performance.now() - started);
    }
  } finally {
    dropped = null;
    socket.destroy();
  }
  return times;
}
