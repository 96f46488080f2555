import { fileToDataUrl } from '../api/client';

/**
 * What a testimonial's form sends (its Create's and Edit's `transform`): a newly chosen photo
 * (react-admin's `{rawFile, src, title}`) as a data URL, the form the API takes images in; the
 * untouched current photo (`{src, title}`) is left out, so the server keeps it.
 */
export const photoAsDataUrl = async ({ photo, ...rest }: Record<string, unknown>): Promise<Record<string, unknown>> => {
    if (photo && typeof photo === 'object') {
        return 'rawFile' in photo && photo.rawFile instanceof Blob ? { ...rest, photo: await fileToDataUrl(photo.rawFile) } : rest;
    }
    return photo === undefined ? rest : { ...rest, photo };
};
