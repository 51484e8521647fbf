import { act, render, screen } from '@testing-library/react';
import { PwaUpdates } from '../pwa-updates';

vi.mock('../update-prompt', () => ({ UpdatePrompt: () => <p>update prompt</p> }));

const withServiceWorkers = () => Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('PwaUpdates', () => {
  it('loads the update prompt (which registers the service worker) only once the page is loaded and idle', async () => {
    withServiceWorkers();
    let whenIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      whenIdle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<PwaUpdates />);
    expect(screen.queryByText('update prompt')).not.toBeInTheDocument();
    expect(whenIdle).toBeDefined();
    act(() => whenIdle!());
    expect(await screen.findByText('update prompt')).toBeInTheDocument();
  });

  it('does nothing in a browser without service workers', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { container } = render(<PwaUpdates />);
    expect(idle).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
