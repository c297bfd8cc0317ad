import { bookingTexts, INQUIRY_REPLY_MAX } from '@studio/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingRequestFixture } from '@/testing/booking-fixtures';
import { CancelBookingDialog } from './cancel-booking-dialog';

const photographer = { ...bookingRequestFixture().photographer, name: 'Amina Otieno' };

describe('CancelBookingDialog (the shared reason dialog)', () => {
  it('a request the photographer has not answered: a confirmation, no reason asked', async () => {
    const onConfirm = vi.fn();
    render(
      <CancelBookingDialog
        request={bookingRequestFixture({ status: 'pending', photographer })}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your request to Amina Otieno?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });

  it('an accepted booking: the reason is required, bounded and trimmed', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <CancelBookingDialog
        request={bookingRequestFixture({ status: 'accepted', photographer })}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your booking with Amina Otieno?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(bookingTexts.cancelReasonRequired);
    const reason = within(dialog).getByLabelText('Why are you cancelling?');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.click(reason);
    await user.paste('x'.repeat(INQUIRY_REPLY_MAX + 1));
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(bookingTexts.cancelReasonTooLong);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(reason);
    await user.type(reason, '  The wedding moved to March.  ');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('The wedding moved to March.');
  });

  it("shows the server's refusal and keeps the answers usable", async () => {
    const onClose = vi.fn();
    render(
      <CancelBookingDialog
        request={bookingRequestFixture({ status: 'pending', photographer })}
        error="This request was answered meanwhile."
        onConfirm={() => {}}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This request was answered meanwhile.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed without a request', () => {
    render(<CancelBookingDialog request={null} onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
