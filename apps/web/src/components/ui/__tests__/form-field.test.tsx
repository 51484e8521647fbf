import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error';
import { setServerError } from '../../../lib/forms';
import { ErrorText } from '../error-text';
import { SelectField, TextField } from '../form-field';

// A nested shape like the units form's: the primitives take `address.city` as they take `title`.
const unitBody = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  address: z.object({
    city: z.string().trim().min(1, 'City is required'),
    district: z.string(),
  }),
});

function UnitForm({ onSave, failWith }: { onSave: (body: z.output<typeof unitBody>) => void; failWith?: unknown }) {
  const form = useForm({
    defaultValues: { title: '', address: { city: '', district: '' } },
    resolver: zodResolver(unitBody),
  });
  const handleSubmit = form.handleSubmit((body) => {
    if (failWith) setServerError(form, failWith, { fallback: 'Save failed' });
    else onSave(body);
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Unit">
      <TextField control={form.control} name="title" label="Title" hint="As shown on the listing" />
      <TextField control={form.control} name="address.city" label="City" />
      <SelectField
        control={form.control}
        name="address.district"
        label="District"
        emptyLabel="Any"
        options={['Maadi', 'Zamalek']}
      />
      <ErrorText>{form.formState.errors.root?.message}</ErrorText>
      <button type="submit">Save</button>
    </form>
  );
}

describe('form fields', () => {
  it('show the schema message at the field, nested names too, and focus the first', async () => {
    const onSave = vi.fn();
    render(<UnitForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Nile view');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const city = screen.getByLabelText('City');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^City is required$/);
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('City is required');
    expect(city).toHaveFocus();
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('As shown on the listing');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(city, ' Cairo ');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Maadi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ title: 'Nile view', address: { city: 'Cairo', district: 'Maadi' } }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("put the server's issues at the nested fields they name, and the rest in the form's alert", async () => {
    const issues = (path: string[]) =>
      new ApiError(400, {
        message: `${path.join('.')}: Unknown city`,
        code: 'VALIDATION',
        details: [{ code: 'custom', path, message: 'Unknown city' }],
      });
    const { unmount } = render(<UnitForm onSave={vi.fn()} failWith={issues(['address', 'city'])} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Nile view');
    await userEvent.type(screen.getByLabelText('City'), 'Atlantis{Enter}');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Unknown city'));
    expect(screen.getByLabelText('City')).toHaveFocus();
    unmount();

    // A path the form does not have: the server's message, in the form's alert.
    render(<UnitForm onSave={vi.fn()} failWith={issues(['ownerInfo', 'phone'])} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Nile view');
    await userEvent.type(screen.getByLabelText('City'), 'Cairo{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('ownerInfo.phone: Unknown city');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });

  it('write phone numbers, web addresses and numbers left to right; other text follows the page', () => {
    function Contact() {
      const { control } = useForm({ defaultValues: { name: '', phone: '', site: '', rooms: '', email: '' } });
      return (
        <>
          <TextField control={control} name="name" label="Name" />
          <TextField control={control} name="phone" label="Phone" type="tel" />
          <TextField control={control} name="site" label="Site" type="url" />
          <TextField control={control} name="rooms" label="Rooms" inputMode="numeric" />
          <TextField control={control} name="email" label="Email" type="email" dir="ltr" />
        </>
      );
    }
    render(<Contact />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('dir');
    for (const label of ['Phone', 'Site', 'Rooms', 'Email'])
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
  });
});
