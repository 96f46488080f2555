import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from '@/components/ui/file-picker';
import hi from '@/messages/hi.json';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('the file picker in the page’s words', () => {
  it('is the file input named by the field’s label, opened by a button in the page’s words, with what is chosen beside it', async () => {
    const chosen = vi.fn();
    const { rerender } = render(
      <>
        <label htmlFor="art">Your artwork (PNG or JPEG)</label>
        <FilePicker id="art" accept="image/png" chosen="" onChange={(e) => chosen(e.target.files?.[0]?.name)} />
      </>,
    );
    const input = screen.getByLabelText('Your artwork (PNG or JPEG)');
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    // the visible button is the input's face: a click on it opens the input's dialog
    const opened = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByText('Choose a file'));
    expect(opened).toHaveBeenCalled();
    await userEvent.upload(input, png('logo.png'));
    expect(chosen).toHaveBeenCalledWith('logo.png');
    rerender(
      <>
        <label htmlFor="art">Your artwork (PNG or JPEG)</label>
        <FilePicker id="art" accept="image/png" chosen="logo.png" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByText('logo.png')).toBeInTheDocument();
  });

  it('keeps the button out of the keyboard’s and the screen reader’s way (the input is the control), and disables both', () => {
    render(<FilePicker id="photos" multiple disabled />);
    const face = screen.getByText('Choose files');
    expect(face).toHaveAttribute('tabindex', '-1');
    expect(face).toHaveAttribute('aria-hidden', 'true');
    expect(face).toBeDisabled();
    expect(document.getElementById('photos')).toBeDisabled();
  });

  it('has its words in Hindi for the Hindi pages', () => {
    expect(hi.filePicker).toEqual({ chooseFiles: 'फ़ाइलें चुनें', chooseFile: 'फ़ाइल चुनें', none: 'कोई फ़ाइल नहीं चुनी' });
  });
});
