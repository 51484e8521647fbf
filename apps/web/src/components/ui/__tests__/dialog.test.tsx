import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmProvider, useConfirm } from '../confirm-dialog';
import { Dialog } from '../dialog';

function Harness({ onSubmit = vi.fn() }: { onSubmit?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Rename team"
        onSubmit={onSubmit}
        footer={<button type="submit">Save</button>}
      >
        <label>
          Name <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that focuses its first field', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename team' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('keeps Tab inside, closes on Esc and gives focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);

    await userEvent.tab(); // close button? order: close (header), input, save
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Esc and takes Tab back even when focus has left it (a button disabled while saving)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes only the top-most dialog on Esc', async () => {
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={() => undefined} title="Outer">
          <button onClick={() => setInner(true)}>More</button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner" />
        </Dialog>
      );
    }
    render(<Stacked />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });

  it('submits on Enter', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.type(screen.getByLabelText('Name'), 'North{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("gives a form Cancel and its submit button, busy while it's being sent", async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dialog title="Rename team" onClose={onClose} onSubmit={vi.fn()} submitLabel="Save" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');

    rerender(<Dialog title="Rename team" onClose={onClose} onSubmit={vi.fn()} submitLabel="Save" submitting />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

function ConfirmHarness({ onResult }: { onResult: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button
      onClick={async () =>
        onResult(await confirm({ message: 'Delete user "Sara"?', confirmLabel: 'Delete', danger: true }))
      }
    >
      Remove
    </button>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const onResult = vi.fn();
    render(
      <ConfirmProvider>
        <ConfirmHarness onResult={onResult} />
      </ConfirmProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete user "Sara"?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onResult).toHaveBeenLastCalledWith(true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.keyboard('{Escape}');
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
