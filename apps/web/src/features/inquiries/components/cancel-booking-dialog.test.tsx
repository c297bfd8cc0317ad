import { bookingTexts, INQUIRY_REPLY_MAX } from '@studio/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { bookingRequestFixture } from '@/testing/booking-fixtures';
import { CancelBookingDialog } from './cancel-booking-dialog';

const photographer = { ...bookingRequestFixture().photographer, name: 'Amina Otieno' };

describe('CancelBookingDialog (the shared reason dialog)', () => {
  it('a request the photographer has not answered: a confirmation, no reason asked', async () => {
    const send = vi.fn().mockResolvedValue({});
    const onDone = vi.fn();
    render(
      <CancelBookingDialog
        request={bookingRequestFixture({ status: 'pending', photographer })}
        busy={false}
        send={send}
        onDone={onDone}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your request to Amina Otieno?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(send).toHaveBeenCalledWith(undefined);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
  });

  it('an accepted booking: the reason is required, bounded and trimmed', async () => {
    const send = vi.fn().mockResolvedValue({});
    const user = userEvent.setup();
    render(
      <CancelBookingDialog
        request={bookingRequestFixture({ status: 'accepted', photographer })}
        busy={false}
        send={send}
        onDone={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your booking with Amina Otieno?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    const reason = within(dialog).getByLabelText('Why are you cancelling?');
    await user.click(confirm);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(bookingTexts.cancelReasonRequired);
    await user.click(reason);
    await user.paste('x'.repeat(INQUIRY_REPLY_MAX + 1));
    await user.click(confirm);
    expect(reason).toHaveAccessibleDescription(bookingTexts.cancelReasonTooLong);
    expect(send).not.toHaveBeenCalled();
    await user.clear(reason);
    await user.type(reason, '  The wedding moved to March.  ');
    await user.click(confirm);
    expect(send).toHaveBeenCalledWith('The wedding moved to March.');
  });

  it("shows the server's refusal and keeps the answers usable", async () => {
    const onDone = vi.fn();
    const send = vi.fn().mockRejectedValue(new ApiError(409, 'This request was answered meanwhile.', 'CONFLICT'));
    render(
      <CancelBookingDialog
        request={bookingRequestFixture({ status: 'pending', photographer })}
        busy={false}
        send={send}
        onDone={onDone}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request was answered meanwhile.');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(onDone).toHaveBeenCalledWith(false);
  });

  it('a failure that is not a refusal says the booking was not cancelled', async () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    render(
      <CancelBookingDialog
        request={bookingRequestFixture({ status: 'pending', photographer })}
        busy={false}
        send={send}
        onDone={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(bookingTexts.cancelFailure);
  });

  it('is closed without a request', () => {
    render(<CancelBookingDialog request={null} busy={false} send={vi.fn()} onDone={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
