import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { MyReview } from '@/lib/api/reviews';
import { REVIEWS } from './fixtures';

const submit = vi.fn();
const edit = vi.fn();
vi.mock('@/lib/api/client', () => ({ reviewsApi: { submit: (i: unknown) => submit(i), edit: (id: number, i: unknown) => edit(id, i) } }));

import { ReviewForm } from '@/components/reviews/review-form';

// a PNG's signature and header (IHDR: 640 x 480), as much as the form reads
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 2, 128, 0, 0, 1, 224, 8, 6, 0, 0, 0]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const MINE: MyReview = { ...REVIEWS[0]!, status: 'accepted', rejectReason: '', editableUntil: '2026-12-20T10:00:00+05:30', canEdit: true };

function renderForm(review: MyReview | null = null) {
  const onSaved = vi.fn();
  render(<ReviewForm lineId={812} product="Bleu Renaissance" review={review} onSaved={onSaved} onCancel={vi.fn()} />);
  return { onSaved, form: screen.getByRole('form', { name: 'Review of Bleu Renaissance' }) };
}

describe('ReviewForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    URL.createObjectURL = vi.fn((f: Blob) => `blob:${(f as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });

  it('rates with five radio buttons and says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText('Please choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Please give your review a title.');
    expect(screen.getByLabelText('Your review')).toHaveAccessibleDescription('Please tell other buyers what you thought.');
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Title'), 'G');
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription();
  });

  it('sends the rating, title, review and photos for the order line, then hands back the pending review', async () => {
    const user = userEvent.setup();
    const pending = { ...MINE, status: 'pending' as const };
    submit.mockResolvedValue(pending);
    const { onSaved } = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.type(screen.getByLabelText('Title'), '  Great fit ');
    await user.type(screen.getByLabelText('Your review'), 'The print is sharp.');
    await user.upload(screen.getByLabelText(/^Photos/), [png('front.png')]);
    expect(await screen.findByRole('img', { name: 'Your photo 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(pending));
    const sent = submit.mock.calls[0]![0];
    expect(sent).toMatchObject({ lineId: 812, rating: 5, title: 'Great fit', comment: 'The print is sharp.' });
    expect(sent.photos.map((f: File) => f.name)).toEqual(['front.png']);
  });

  it('takes at most 3 photos, JPEG or PNG only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText(/^Photos/);
    await user.upload(input, [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid image file (JPEG, PNG, JPG).');
    await user.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 photos.');
    await user.upload(input, [png('1.png'), png('2.png'), png('3.png')]);
    expect(await screen.findAllByRole('img', { name: /^Your photo/ })).toHaveLength(3);
    expect(input).toBeDisabled();
  });

  it('edits a review: keeps the photos not removed and shows the server’s answer', async () => {
    const user = userEvent.setup();
    edit.mockRejectedValue(new ApiError('Reviews can be edited for 30 days.', 403, {}, true));
    renderForm(MINE);
    expect(screen.getByLabelText('Title')).toHaveValue('Great fit');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(edit).toHaveBeenCalledWith(41, expect.objectContaining({ keepPhotos: [], rating: 5 })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews can be edited for 30 days.');
  });
});
