import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { setLanguage } from '../../../lib/i18n';
import { UpdatePrompt } from '../update-prompt';

const registerSW = vi.hoisted(() => ({
  needRefresh: false,
  setNeedRefresh: vi.fn(),
  updateServiceWorker: vi.fn(async () => {}),
  options: undefined as RegisterSWOptions | undefined,
}));

// Under vitest, vite-plugin-pwa resolves the module to its dev stand-in (it never reports an update);
// here the hook answers what each test sets.
vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW: (options: RegisterSWOptions) => {
      registerSW.options = options;
      const [needRefresh, setNeedRefresh] = useState(registerSW.needRefresh);
      registerSW.setNeedRefresh.mockImplementation(setNeedRefresh);
      return {
        needRefresh: [needRefresh, registerSW.setNeedRefresh],
        offlineReady: [false, vi.fn()],
        updateServiceWorker: registerSW.updateServiceWorker,
      };
    },
  };
});

beforeEach(() => {
  registerSW.needRefresh = false;
  registerSW.updateServiceWorker.mockClear();
  registerSW.options = undefined;
});

describe('UpdatePrompt', () => {
  it('shows nothing while the running build is the latest', () => {
    const { container } = render(<UpdatePrompt />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says a new version is available; Reload lets the new service worker take over and reload', async () => {
    registerSW.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('New version available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registerSW.updateServiceWorker).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('can be dismissed, and comes back when the app returns to the foreground with the update still waiting', async () => {
    registerSW.needRefresh = true;
    render(<UpdatePrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const registration = { update: vi.fn(async () => {}), installing: null, waiting: {} };
    act(() => registerSW.options?.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('New version available');
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar');
    registerSW.needRefresh = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('يتوفر إصدار جديد');
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeEnabled();
  });
});
