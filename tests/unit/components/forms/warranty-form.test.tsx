/** @jest-environment jest-fixed-jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { WarrantyForm } from '@/components/forms/request-forms';
import { WithMessages } from '../../../support/client-intl';

const renderForm = () =>
  render(
    <WithMessages>
      <WarrantyForm />
    </WithMessages>,
  );

describe('Warranty Request Form', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ submitted: true, id: 1 }), { status: 201 }));
    global.fetch = fetchMock;
  });

  it('keeps blank details from being sent and says why, beside the field', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText(/Details about the issue/), { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const details = screen.getByLabelText(/Details about the issue/);
    expect(await screen.findByText('Please enter details about the issues with the product.')).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(details.getAttribute('aria-describedby')).toContain(screen.getByText('Please enter details about the issues with the product.').id);
    expect(details).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('formats the phone as typed and sends once details are given', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '5551234567' } });
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('(555) 123-4567');
    fireEvent.change(screen.getByLabelText(/Details about the issue/), { target: { value: 'The latch bracket cracked.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Your warranty request was submitted.' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/forms/warranty?locale=en');
    expect(JSON.parse(init.body)).toMatchObject({ email: 'owner@example.com', phoneNumber: '(555) 123-4567', issueDetails: 'The latch bracket cracked.', imageIds: [], videoNames: [] });
  });
});
