import { limitConcurrency } from '../limit-concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('limitConcurrency', () => {
  it('runs at most `max` tasks at once, queues the next ones and refuses past the queue', async () => {
    const run = limitConcurrency(2, 1);
    let running = 0;
    let peak = 0;
    const task = async () => {
      peak = Math.max(peak, ++running);
      await tick();
      running--;
      return 'done';
    };
    const accepted = [run(task), run(task), run(task)];
    await expect(run(task)).rejects.toMatchObject({ status: 503 });
    await expect(Promise.all(accepted)).resolves.toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
    // A failing task frees its slot too.
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(Promise.all([run(task), run(task), run(task)])).resolves.toHaveLength(3);
  });
});
