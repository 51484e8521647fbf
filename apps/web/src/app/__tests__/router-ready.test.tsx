import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { whenRouterReady } from '../router';

/** A lazy route whose chunk arrives when the test says so. */
function routerWithPendingChunk() {
  let arrive!: () => void;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [{ path: '/leads', lazy: async () => (await chunk, { Component: () => <h1>Leads</h1> }) }],
    { initialEntries: ['/leads'] },
  );
  return { router, arrive };
}

describe('whenRouterReady (the first render waits for the first screen)', () => {
  it('resolves only once the first screen’s chunk is in', async () => {
    const { router, arrive } = routerWithPendingChunk();
    let ready = false;
    const waiting = whenRouterReady(router).then(() => (ready = true));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    expect(router.state.initialized).toBe(false);

    arrive();
    await waiting;
    // The first render draws the screen itself, not a loading state before it.
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeInTheDocument();
  });

  it('resolves at once when nothing is left to load', async () => {
    const router = createMemoryRouter([{ path: '/', element: <h1>Home</h1> }]);
    await expect(whenRouterReady(router)).resolves.toBeUndefined();
  });

  it('resolves when the chunk fails too, so the error page can draw', async () => {
    const router = createMemoryRouter(
      [{ path: '/', lazy: () => Promise.reject(new Error('offline')), errorElement: <p>Error</p> }],
      { initialEntries: ['/'] },
    );
    await whenRouterReady(router);
    expect(router.state.errors).not.toBeNull();
  });
});
