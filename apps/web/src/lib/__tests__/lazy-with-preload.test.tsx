import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload, whenIdle } from '../lazy-with-preload';

describe('lazyWithPreload', () => {
  it('loads nothing until asked, fetches once however often it is preloaded, and draws when loaded', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const Greeting = lazyWithPreload(load);
    expect(load).not.toHaveBeenCalled();
    void Greeting.preload();
    void Greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Mona" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Mona')).toBeInTheDocument();
  });

  it('once preloaded, draws at once: no fallback, no wait', async () => {
    const Dialog = lazyWithPreload(async () => () => <p role="dialog">Add Lead</p>);
    await Dialog.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Dialog />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Add Lead');
  });

  it('draws only in a later task than the one that loaded the code', async () => {
    const order: string[] = [];
    const Late = lazyWithPreload(async () => {
      order.push('loaded');
      queueMicrotask(() => order.push('same task'));
      setTimeout(() => order.push('next task'), 0);
      return function Drawn() {
        order.push('drawn');
        return <p>Drawn</p>;
      };
    });
    render(
      <Suspense fallback={null}>
        <Late />
      </Suspense>,
    );
    await screen.findByText('Drawn');
    expect(order.slice(0, 3)).toEqual(['loaded', 'same task', 'next task']);
  });
});

describe('whenIdle', () => {
  it('runs the work when the browser is idle, and not after a cancel', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 3));
    const cancelIdle = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    idle!();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(3);
  });
});
