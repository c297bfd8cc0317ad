import {
  addDays,
  availabilityTexts,
  contactTexts,
  eachDay,
  inquiryTexts,
  packagesTexts,
  paymentsTexts,
  portfolioTexts,
  STORAGE_KEYS,
} from '@studio/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioToday } from '@/lib/calendar-date';
import { longDayLabel } from '@/lib/month-grid';
import { bookingRequestFixture, jsonResponse } from '@/testing/booking-fixtures';
import { sessionStore } from '@/lib/session-store';
import { renderWithProviders } from '@/testing/render';
import { InquiryForm, validateInquiry } from './inquiry-form';

const FUTURE = '2099-06-14';

/** The public availability (docs/rules/history.md#issue-12): every day free unless listed busy. */
function availabilityAnswer(url: string, busy: readonly string[] = []) {
  const q = new URL(url, 'http://localhost').searchParams;
  const days = eachDay(q.get('from')!, q.get('to')!).map((date) => ({ date, free: !busy.includes(date) }));
  return jsonResponse(200, { from: q.get('from'), to: q.get('to'), days });
}

/** `fn` sees every request but the availability's, which answers `busy`. */
function mockFetch(respond: (init: RequestInit) => Promise<Response> | Response, busy: readonly string[] = []) {
  const fn = vi.fn(async (_url: string, init: RequestInit) => respond(init));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
    String(url).includes('/availability?') ? availabilityAnswer(String(url), busy) : fn(url, init),
  );
  return fn;
}

const created = () =>
  jsonResponse(201, { success: true, message: 'Sent', bookingRequest: bookingRequestFixture({ direction: 'sent' }) });

const fields = () => ({
  name: screen.getByLabelText('Name'),
  email: screen.getByLabelText('Email'),
  phone: screen.getByLabelText(/^Phone/),
  service: screen.getByLabelText('Service') as HTMLSelectElement,
  eventDate: screen.getByLabelText('Event date'),
  message: screen.getByLabelText('Message'),
  submit: screen.getByRole('button', { name: 'Send inquiry' }),
});

async function fillValid(over: { phone?: string; eventDate?: string } = {}) {
  const f = fields();
  await userEvent.type(f.name, 'Achieng Otieno');
  await userEvent.type(f.email, 'achieng@example.com');
  if (over.phone) await userEvent.type(f.phone, over.phone);
  await userEvent.selectOptions(f.service, 'Event');
  // A native date input takes its value as YYYY-MM-DD.
  await userEvent.type(f.eventDate, over.eventDate ?? FUTURE);
  await userEvent.type(f.message, 'A launch party in Westlands.');
  return f;
}

const renderForm = (speciality: string | null = 'Wedding') =>
  renderWithProviders(<InquiryForm photographerId="p1" speciality={speciality} photographerName="Wanjiru Kamau" />);

describe('validateInquiry', () => {
  const valid = {
    name: 'A',
    email: 'a@b.co',
    phone: '',
    service: 'Wedding',
    packageId: '',
    eventDate: FUTURE,
    message: 'Hello',
  };
  it('accepts a complete inquiry and leaves an empty phone out', () => {
    const { data, errors } = validateInquiry('p1', valid, '2026-11-22');
    expect(errors).toEqual({});
    expect(data).toEqual({ photographerId: 'p1', ...valid, phone: undefined, packageId: undefined });
  });
  it('refuses a date before today (Nairobi), but not today', () => {
    expect(validateInquiry('p1', { ...valid, eventDate: '2026-11-21' }, '2026-11-22').errors.eventDate).toBe(
      inquiryTexts.eventDatePast,
    );
    expect(validateInquiry('p1', { ...valid, eventDate: '2026-11-22' }, '2026-11-22').errors).toEqual({});
  });
  it('refuses a date that does not exist and a badly written phone', () => {
    const { errors } = validateInquiry('p1', { ...valid, eventDate: '2027-02-30', phone: 'call me' }, '2026-11-22');
    expect(errors).toEqual({ eventDate: inquiryTexts.eventDateInvalid, phone: portfolioTexts.phoneInvalid });
  });
});

describe('InquiryForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('preselects the speciality when it is a service, and leaves the choice open otherwise', () => {
    const first = renderForm('Wedding');
    expect(fields().service).toHaveValue('Wedding');
    first.unmount();
    renderForm('Underwater');
    expect(fields().service).toHaveValue('');
  });

  it('does not let a date before today be picked in the date input', () => {
    renderForm();
    expect(fields().eventDate).toHaveAttribute('min', studioToday());
    expect(fields().eventDate).toHaveAttribute('type', 'date');
  });

  it('shows every required message under its field, sends nothing and focuses the first wrong field', async () => {
    const fetch = mockFetch(created);
    renderForm(null);
    const f = fields();
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.nameRequired)).toBeInTheDocument();
    expect(f.email).toHaveAccessibleDescription(contactTexts.emailRequired);
    expect(f.service).toHaveAccessibleDescription(inquiryTexts.serviceRequired);
    expect(f.eventDate).toHaveAccessibleDescription(inquiryTexts.eventDateRequired);
    expect(f.message).toHaveAccessibleDescription(expect.stringContaining(contactTexts.messageRequired));
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    // The phone is optional: no message.
    expect(f.phone).not.toHaveAttribute('aria-invalid');
    expect(f.name).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the e-mail, the phone format and a past date, and follows corrections', async () => {
    const fetch = mockFetch(created);
    renderForm();
    const f = await fillValid({ phone: '12ab', eventDate: '2020-01-01' });
    await userEvent.clear(f.email);
    await userEvent.type(f.email, 'achieng@example');
    await userEvent.click(f.submit);
    expect(await screen.findByText(contactTexts.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(portfolioTexts.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(inquiryTexts.eventDatePast)).toBeInTheDocument();
    expect(f.email).toHaveFocus();
    await userEvent.type(f.email, '.com');
    expect(screen.queryByText(contactTexts.emailInvalid)).not.toBeInTheDocument();
    await userEvent.clear(f.phone);
    expect(screen.queryByText(portfolioTexts.phoneInvalid)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads 'Sending...' and is disabled while sending, then thanks the sender and clears the fields", async () => {
    let answer: (r: Response) => void = () => {};
    const fetch = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    const f = await fillValid({ phone: '+254 712 345 678' });
    await userEvent.click(f.submit);
    const sending = await screen.findByRole('button', { name: contactTexts.sending });
    expect(sending).toBeDisabled();
    await userEvent.click(sending);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/booking-requests',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          photographerId: 'p1',
          name: 'Achieng Otieno',
          email: 'achieng@example.com',
          phone: '+254 712 345 678',
          service: 'Event',
          eventDate: FUTURE,
          message: 'A launch party in Westlands.',
        }),
      }),
    );
    answer(created());
    expect(await screen.findByText(inquiryTexts.sent)).toBeInTheDocument();
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.phone).toHaveValue('');
    expect(f.eventDate).toHaveValue('');
    expect(f.message).toHaveValue('');
    expect(f.service).toHaveValue('Wedding');
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeEnabled();
  });

  it('keeps everything typed and shows the failure text when the server fails', async () => {
    mockFetch(() => jsonResponse(500, { message: 'boom', code: 'INTERNAL' }));
    renderForm();
    const f = await fillValid();
    await userEvent.click(f.submit);
    expect(await screen.findByText(inquiryTexts.failure)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(f.name).toHaveValue('Achieng Otieno');
    expect(f.service).toHaveValue('Event');
    expect(f.eventDate).toHaveValue(FUTURE);
    expect(f.message).toHaveValue('A launch party in Westlands.');
  });

  it("puts the server's field messages under the fields", async () => {
    mockFetch(() =>
      jsonResponse(400, {
        message: 'Validation failed',
        code: 'VALIDATION',
        errors: { eventDate: [inquiryTexts.eventDatePast], email: [contactTexts.emailInvalid] },
      }),
    );
    renderForm();
    const f = await fillValid();
    await userEvent.click(f.submit);
    expect(await screen.findByText(inquiryTexts.failure)).toBeInTheDocument();
    expect(f.eventDate).toHaveAccessibleDescription(inquiryTexts.eventDatePast);
    expect(f.email).toHaveAccessibleDescription(contactTexts.emailInvalid);
    expect(f.email).toHaveFocus();
    expect(f.message).toHaveValue('A launch party in Westlands.');
  });

  it("shows the server's reason when it refuses the inquiry itself", async () => {
    mockFetch(() => jsonResponse(403, { message: inquiryTexts.ownPortfolio, code: 'FORBIDDEN' }));
    renderForm();
    const f = await fillValid();
    await userEvent.click(f.submit);
    expect(await screen.findByText(inquiryTexts.failure)).toBeInTheDocument();
    expect(screen.getByText(inquiryTexts.ownPortfolio)).toBeInTheDocument();
  });

  it('fills in the name and e-mail of a signed-in user, and links to their messages once sent', async () => {
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({
        id: 'u1',
        email: 'amani@example.com',
        username: 'Amani Njoroge',
        avatar: null,
        role: 'client',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    mockFetch(created);
    renderForm();
    const f = fields();
    await waitFor(() => expect(f.name).toHaveValue('Amani Njoroge'));
    expect(f.email).toHaveValue('amani@example.com');
    await userEvent.type(f.eventDate, FUTURE);
    await userEvent.type(f.message, 'Family portraits.');
    await userEvent.click(f.submit);
    expect(await screen.findByText(inquiryTexts.sent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your messages' })).toHaveAttribute('href', '/dashboard/Messages');
    expect(f.name).toHaveValue('Amani Njoroge');
    expect(f.message).toHaveValue('');
  });

  it('a user known only once the visitor is typing: the e-mail is filled in, never the field they are in', async () => {
    mockFetch(created);
    renderForm();
    const f = fields();
    await userEvent.click(f.name);
    act(() =>
      sessionStore.set({
        id: 'u2',
        email: 'achieng@example.com',
        username: 'Achieng Otieno',
        avatar: null,
        role: 'client',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    await waitFor(() => expect(f.email).toHaveValue('achieng@example.com'));
    expect(f.name).toHaveValue('');
    await userEvent.type(f.name, 'Achieng');
    expect(f.name).toHaveValue('Achieng');
  });

  describe("the event date and the photographer's free days (issue 12)", () => {
    const BUSY = '2099-06-14';
    /** A day's button (found by its date: role queries over a whole month are slow in jsdom); its name is checked where it matters. */
    const dayButton = (date: string) => {
      const button = document.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`);
      if (!button) throw new Error(`No day ${date} in view`);
      return button;
    };

    it("shows a busy date's message as soon as it is typed, and sends nothing", async () => {
      const send = mockFetch(() => created(), [BUSY]);
      renderForm();
      const f = await fillValid({ eventDate: BUSY });
      await waitFor(() => expect(f.eventDate).toHaveAccessibleDescription(inquiryTexts.eventDateBusy));
      expect(f.eventDate).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(f.submit);
      expect(send).not.toHaveBeenCalled();
      expect(f.eventDate).toHaveFocus();
      // Another day clears it.
      await userEvent.clear(f.eventDate);
      await userEvent.type(f.eventDate, '2099-06-15');
      expect(f.eventDate).not.toHaveAttribute('aria-invalid');
    });

    it('crosses out busy days in its calendar, which cannot be chosen by pointer or keyboard', async () => {
      mockFetch(() => created(), [BUSY]);
      renderForm();
      const f = fields();
      await userEvent.type(f.eventDate, '2099-06-15');
      const toggle = screen.getByRole('button', { name: availabilityTexts.pickerOpen });
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const grid = await screen.findByRole('grid', { name: 'Free days, June 2099' });
      await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
      // The chosen day has the focus (one tab stop), and reads as chosen.
      expect(dayButton('2099-06-15')).toHaveFocus();
      expect(dayButton('2099-06-15').closest('td')).toHaveAttribute('aria-selected', 'true');
      const busy = dayButton(BUSY);
      expect(busy).toHaveAccessibleName(`${longDayLabel(BUSY)}, ${availabilityTexts.legend.busy}`);
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(busy);
      expect(f.eventDate).toHaveValue('2099-06-15');

      await userEvent.keyboard('{ArrowRight}');
      expect(dayButton('2099-06-15')).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(busy).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(f.eventDate).toHaveValue('2099-06-15');
      await userEvent.keyboard('{ArrowLeft}{Enter}');
      expect(f.eventDate).toHaveValue('2099-06-13');
      // Chosen: the calendar closes and the focus goes back to its button.
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: availabilityTexts.pickerOpen })).toHaveFocus();
    });

    it('moves by week and month with the keyboard, and Escape closes it', async () => {
      mockFetch(() => created());
      renderForm();
      await userEvent.type(fields().eventDate, '2099-06-15');
      await userEvent.click(screen.getByRole('button', { name: availabilityTexts.pickerOpen }));
      await screen.findByRole('grid', { name: 'Free days, June 2099' });
      await userEvent.keyboard('{ArrowDown}');
      expect(dayButton('2099-06-22')).toHaveFocus();
      await userEvent.keyboard('{Home}');
      expect(dayButton('2099-06-22')).toHaveFocus(); // 22 June 2099 is a Monday
      await userEvent.keyboard('{End}');
      expect(dayButton('2099-06-28')).toHaveFocus();
      await userEvent.keyboard('{PageDown}');
      expect(screen.getByRole('grid', { name: 'Free days, July 2099' })).toBeInTheDocument();
      expect(dayButton('2099-07-28')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
      expect(screen.getByRole('grid', { name: 'Free days, August 2099' })).toBeInTheDocument();
      expect(dayButton('2099-08-01')).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(fields().eventDate).toHaveValue('2099-06-15');
    });

    it('does not let a day before today be chosen, nor go back before this month', async () => {
      mockFetch(() => created());
      renderForm();
      await userEvent.click(screen.getByRole('button', { name: availabilityTexts.pickerOpen }));
      const today = studioToday();
      await waitFor(() => expect(dayButton(today)).toHaveFocus());
      expect(screen.getByRole('button', { name: availabilityTexts.previousMonth })).toBeDisabled();
      if (today.slice(8) !== '01') {
        const yesterday = addDays(today, -1);
        expect(dayButton(yesterday)).toHaveAttribute('aria-disabled', 'true');
        await userEvent.click(dayButton(yesterday));
        expect(fields().eventDate).toHaveValue('');
      }
    });
  });
});

describe('InquiryForm: the package (issue 12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const PACKAGES = [
    {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Half-day wedding',
      priceKes: 65_000,
      priceUsd: 500,
      durationValue: 4,
      durationUnit: 'hours' as const,
      depositKind: 'percent' as const,
      depositValue: 30,
      balanceDueDays: 7,
      cancellationPolicy: 'moderate' as const,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Full day',
      priceKes: 120_000,
      priceUsd: null,
      durationValue: 1,
      durationUnit: 'days' as const,
      depositKind: 'fixed' as const,
      depositValue: 20_000,
      balanceDueDays: 0,
      cancellationPolicy: 'strict' as const,
    },
  ];
  const renderWithPackages = (packageId: string | null = null) =>
    renderWithProviders(
      <InquiryForm
        photographerId="p1"
        speciality="Wedding"
        photographerName="Wanjiru Kamau"
        packages={PACKAGES}
        packageId={packageId}
      />,
    );
  const select = () => screen.getByLabelText(packagesTexts.inquiryLabel) as HTMLSelectElement;

  it('offers "Not sure yet" and each package with its price and duration, "Not sure yet" first and chosen', () => {
    renderWithPackages();
    expect([...select().options].map((o) => o.textContent)).toEqual([
      packagesTexts.notSureYet,
      'Half-day wedding · Ksh\u00a065,000 (US$500) · 4 hours',
      'Full day · Ksh\u00a0120,000 · 1 day',
    ]);
    expect(select()).toHaveValue('');
  });

  it('preselects the package of ?package=, and ignores one that is not offered', () => {
    const first = renderWithPackages(PACKAGES[1]!.id);
    expect(select()).toHaveValue(PACKAGES[1]!.id);
    first.unmount();
    renderWithPackages('33333333-3333-4333-8333-333333333333');
    expect(select()).toHaveValue('');
  });

  it('sends the package chosen, and none for "Not sure yet"', async () => {
    const fetch = mockFetch(created);
    renderWithPackages(PACKAGES[0]!.id);
    await fillValid();
    await userEvent.click(fields().submit);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toMatchObject({ packageId: PACKAGES[0]!.id });
    expect(await screen.findByText(inquiryTexts.sent)).toBeInTheDocument();

    await fillValid();
    await userEvent.selectOptions(select(), packagesTexts.notSureYet);
    await userEvent.click(fields().submit);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(fetch.mock.calls[1]![1].body as string)).not.toHaveProperty('packageId');
  });

  it("shows the server's refusal of the package under the choice", async () => {
    mockFetch(() =>
      jsonResponse(400, {
        message: packagesTexts.packageUnavailable,
        code: 'VALIDATION',
        errors: { packageId: [packagesTexts.packageUnavailable] },
      }),
    );
    renderWithPackages(PACKAGES[0]!.id);
    await fillValid();
    await userEvent.click(fields().submit);
    await waitFor(() => expect(select()).toHaveAccessibleDescription(packagesTexts.packageUnavailable));
    expect(select()).toHaveFocus();
  });

  it('shows the chosen package\'s payment terms, and none for "Not sure yet"', async () => {
    renderWithPackages();
    expect(screen.queryByText(paymentsTexts.termsTitle)).not.toBeInTheDocument();
    await userEvent.selectOptions(select(), PACKAGES[0]!.id);
    expect(
      screen.getByText(paymentsTexts.termsDeposit({ kind: 'percent', value: 30, amount: 'Ksh 19,500' })),
    ).toBeInTheDocument();
    expect(screen.getByText(paymentsTexts.termsBalance({ days: 7 }))).toBeInTheDocument();
    expect(screen.getByText(paymentsTexts.policyLabels.moderate)).toBeInTheDocument();
    await userEvent.selectOptions(select(), PACKAGES[1]!.id);
    expect(
      screen.getByText(paymentsTexts.termsDeposit({ kind: 'fixed', value: 20_000, amount: 'Ksh 20,000' })),
    ).toBeInTheDocument();
    expect(screen.getByText(paymentsTexts.termsBalance({ days: 0 }))).toBeInTheDocument();
    expect(screen.getByText(paymentsTexts.policyLabels.strict)).toBeInTheDocument();
    await userEvent.selectOptions(select(), packagesTexts.notSureYet);
    expect(screen.queryByText(paymentsTexts.termsTitle)).not.toBeInTheDocument();
  });

  it('shows no choice when the photographer has no packages', () => {
    renderForm();
    expect(screen.queryByLabelText(packagesTexts.inquiryLabel)).not.toBeInTheDocument();
  });
});
