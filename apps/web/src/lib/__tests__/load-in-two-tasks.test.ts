import { loadInTwoTasks } from '../load-in-two-tasks';

const settleMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('loadInTwoTasks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the second part in a later task, once the first has loaded', async () => {
    const first = vi.fn(async () => 'schemas');
    const then = vi.fn(async () => 'the screen');
    const loading = loadInTwoTasks(first, then);

    await settleMicrotasks();
    expect(first).toHaveBeenCalledTimes(1);
    expect(then).not.toHaveBeenCalled(); // not in the first part's task, nor in its microtasks

    await vi.runAllTimersAsync();
    expect(then).toHaveBeenCalledTimes(1);
    await expect(loading).resolves.toBe('the screen');
  });

  it('does not load the second part when the first fails, and passes the failure on', async () => {
    const then = vi.fn(async () => 'the screen');
    const loading = loadInTwoTasks(() => Promise.reject(new Error('chunk failed')), then);
    const outcome = expect(loading).rejects.toThrow('chunk failed');
    await vi.runAllTimersAsync();
    await outcome;
    expect(then).not.toHaveBeenCalled();
  });
});
