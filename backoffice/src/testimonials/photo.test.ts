import { describe, expect, it } from 'vitest';
import { photoAsDataUrl } from './photo';

describe("a testimonial's photo as the form sends it", () => {
    it('sends a newly chosen photo as a data URL', async () => {
        const rawFile = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
        const sent = await photoAsDataUrl({ name: 'Meera', message: 'Hi', photo: { rawFile, src: 'blob:x' } });
        expect(sent.photo).toMatch(/^data:image\/png;base64,/);
        expect(sent).toMatchObject({ name: 'Meera', message: 'Hi' });
    });

    it('leaves an untouched photo out of an update', async () => {
        const sent = await photoAsDataUrl({ name: 'Meera', approved: false, photo: { src: '/media/x.png', title: 'Current photo' } });
        expect(sent).toEqual({ name: 'Meera', approved: false });
    });
});
