import { AppError } from '../../errors/app-error';

/**
 * Runs at most `max` tasks at once, the others wait their turn; when `maxWaiting` already wait, a new
 * task is refused with a 503 rather than queued without end.
 */
export function limitConcurrency(max: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    else if (waiting.length >= maxWaiting) {
      throw new AppError('BUSY', 'The server is busy reading other files; please try again in a minute');
    } else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands its slot over
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
