import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));
const newsletter = vi.fn();
const login = vi.fn();
const register = vi.fn();
const message = vi.fn();
const bulk = vi.fn();
vi.mock('@/lib/api/client', () => ({
  api: {
    newsletter: (e: string) => newsletter(e),
    login: (p: string, w: string) => login(p, w),
    adminLogin: (p: string, w: string) => login(p, w),
    register: (x: unknown) => register(x),
    message: (x: unknown) => message(x),
    bulk: (x: unknown) => bulk(x),
  },
}));

const give = vi.fn();
vi.mock('@/lib/api/consent', async () => {
  const { NOTICE } = await import('@/components/consent/notice.fixture');
  return { consentApi: { notice: () => Promise.resolve(NOTICE), give: (...a: unknown[]) => give(...a) } };
});

import { ApiError } from '@/lib/api/errors';
import { JoinClubForm } from '@/components/home/join-club-form';
import { LoginPanel, destinationAfterLogin } from '@/components/auth/login-panel';
import { RegisterForm } from '@/components/auth/register-form';
import { ContactForm } from '@/components/forms/contact-form';
import { BulkForm } from '@/components/forms/bulk-form';

beforeEach(() => vi.clearAllMocks());

describe('Join the Club', () => {
  it('refuses an email without @ with the specification’s words and sends nothing', async () => {
    render(<JoinClubForm consent="" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Club' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(newsletter).not.toHaveBeenCalled();
  });
  it('thanks the customer after recording the marketing e-mail consent they ticked', async () => {
    give.mockResolvedValue('Thank you: your choices are saved.');
    render(<JoinClubForm consent="I agree to receive the Rangrez newsletter by e-mail." />);
    // the consent the server records with the sign-up is the text the person read, described with the field
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('I agree to receive the Rangrez newsletter by e-mail.');
    await userEvent.type(screen.getByLabelText('Email address'), 'a@b.in');
    const tick = await screen.findByRole('checkbox', { name: /E-mail me new designs and offers/ });
    expect(tick).not.toBeChecked(); // never ticked for the person
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).toBeNull(); // the newsletter asks one purpose
    await userEvent.click(screen.getByRole('button', { name: 'Join the Club' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tick the box above to receive our e-mails.');
    expect(give).not.toHaveBeenCalled();
    await userEvent.click(tick);
    await userEvent.click(screen.getByRole('button', { name: 'Join the Club' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for signing up!');
    expect(give).toHaveBeenCalledWith(['marketing_email'], 'en', 'newsletter', 'a@b.in');
  });
});

describe('Login', () => {
  it('checks the 10 digits first', async () => {
    render(<LoginPanel kind="guest" />);
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 10-digit phone number');
    // the message belongs to the phone field: announced with it, and the field is marked and focused
    const field = screen.getByLabelText('Phone number');
    expect(field).toHaveAccessibleDescription('Enter a valid 10-digit phone number');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });
  it('clears the phone message once the number is right', async () => {
    login.mockResolvedValue({ loginId: '2', phoneNumber: '9876543210', name: 'Priya', isStaff: false, message: '' });
    render(<LoginPanel kind="guest" />);
    const field = screen.getByLabelText('Phone number');
    await userEvent.type(field, '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    await userEvent.type(field, '43210');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    expect(screen.queryByText('Enter a valid 10-digit phone number')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(login).toHaveBeenCalledWith('9876543210', '');
  });
  it('prefixes the server message on failure', async () => {
    login.mockRejectedValue(new ApiError('Invalid phone number or password.', 401, {}, true));
    render(<LoginPanel kind="team" />);
    await userEvent.type(screen.getByLabelText('Phone number'), '9000000001');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login to Team Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Team login failed: Invalid phone number or password.');
  });
  it('sends a guest to the customer home', async () => {
    login.mockResolvedValue({ loginId: '2', phoneNumber: '9876543210', name: 'Priya', isStaff: false, message: '' });
    render(<LoginPanel kind="guest" />);
    await userEvent.type(screen.getByLabelText('Phone number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Guest' }));
    expect(push).toHaveBeenCalledWith('/customerpilot?phone_number=9876543210');
    expect(destinationAfterLogin('team', '9000000001')).toBe('/office?phone_number=9000000001');
  });
});

describe('Register', () => {
  async function fill(overrides: Record<string, string> = {}) {
    const values: Record<string, string> = {
      'Full name': 'Test User', Email: 't@example.com', 'Phone number': '7123456789', Area: 'MG Road', Landmark: 'Metro', State: 'Maharashtra',
      'City/Town': 'Pune', 'Pin code': '411001', Password: 'Secret@12345', 'Confirm password': 'Secret@12345', ...overrides,
    };
    for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
  }
  it('shows the phone and password messages next to their fields', async () => {
    render(<RegisterForm />);
    await fill({ 'Phone number': '123', 'Confirm password': 'other' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please enter a valid 10-digit phone number.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });
  it('says Registration successful! and goes to /login', async () => {
    register.mockResolvedValue('Registration successful!');
    render(<RegisterForm redirectDelayMs={0} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Registration successful!');
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/login'));
  });
  it('shows server field errors and the fallback message', async () => {
    register.mockRejectedValue(new ApiError('', 400, { email: ['Enter a valid email address.'] }, true));
    render(<RegisterForm />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please check your inputs.');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

describe('Contact', () => {
  it('clears the fields after Message sent successfully!', async () => {
    message.mockResolvedValue({ message: 'Message sent successfully!', ticket: 'GR-26-000042' });
    render(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Message sent successfully! Your ticket number is GR-26-000042;/);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
  it('falls back to the specification’s failure text', async () => {
    message.mockRejectedValue(new Error('offline'));
    render(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });
  it('shows the server’s field errors next to their fields and keeps what was typed', async () => {
    // what core/content/services.py answers for a missing name
    message.mockRejectedValueOnce(
      new ApiError('Failed to send message. Please try again.', 400, { name: ['This field is required.'] }, true),
    );
    render(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');

    // and for an email without @, once the name is there; the name's old error goes
    message.mockRejectedValueOnce(
      new ApiError('Please enter a valid email address.', 400, { email: ['Please enter a valid email address.'] }, true),
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('Bulk enquiry', () => {
  it('asks for the 10 pieces the server requires before sending', async () => {
    bulk.mockResolvedValue('Thank you! Our team will call you within one working day.');
    render(<BulkForm products={[{ slug: 'tshirts', name: 'T-Shirt' }]} />);
    await userEvent.type(screen.getByLabelText('Name'), 'College Fest');
    await userEvent.type(screen.getByLabelText('Email'), 'fest@example.com');
    await userEvent.type(screen.getByLabelText('Phone number'), '7000000001');
    await userEvent.selectOptions(screen.getByLabelText('Product'), 'tshirts');
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveAttribute('min', '10');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(quantity).toHaveAccessibleDescription('Bulk orders start at 10 pieces.');
    expect(bulk).not.toHaveBeenCalled();
    await userEvent.type(quantity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Our team will call you within one working day.');
    expect(bulk).toHaveBeenCalledWith(expect.objectContaining({ quantity: 10, product: 'tshirts' }));
  });
});
