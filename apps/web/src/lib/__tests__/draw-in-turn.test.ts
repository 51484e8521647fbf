import { waitForTurn } from '../draw-in-turn';

describe('waitForTurn', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
  });
  const runIdle = () => idle.splice(0).forEach((cb) => cb());

  it('draws one part per idle moment, the next once the previous has drawn', () => {
    const drawn: string[] = [];
    const releaseA = waitForTurn(() => drawn.push('a'));
    const releaseB = waitForTurn(() => drawn.push('b'));
    runIdle();
    expect(drawn).toEqual(['a']);
    runIdle();
    expect(drawn).toEqual(['a']);
    releaseA();
    runIdle();
    expect(drawn).toEqual(['a', 'b']);
    releaseB();
  });

  it('passes over a part that left before its turn, and frees the turn of one that left during it', () => {
    const drawn: string[] = [];
    const releaseA = waitForTurn(() => drawn.push('a'));
    const releaseB = waitForTurn(() => drawn.push('b'));
    const releaseC = waitForTurn(() => drawn.push('c'));
    releaseB();
    releaseA(); // left before its idle moment came
    runIdle();
    runIdle();
    expect(drawn).toEqual(['c']);
    releaseC();
  });
});
