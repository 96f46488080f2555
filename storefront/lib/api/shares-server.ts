/** A shared design as its page reads it on the server: never changed once made, so kept a day. */
import 'server-only';
import { cache } from 'react';
import { ApiError } from './errors';
import { shop, unwrap } from './http';

export interface SharedPage {
  token: string;
  product: string;
  productName: string;
  sleeve: string;
  colour: string;
  imageUrl: string;
}

const A_DAY = 86_400;

/** The shared design, or null when the link finds none. */
export const getShare = cache(async (token: string): Promise<SharedPage | null> => {
  try {
    const raw = await unwrap(
      shop({ revalidate: A_DAY }).GET('/api/studio/shares/{share_token}/', { params: { path: { share_token: token } } }),
    );
    return { token: raw.token, product: raw.product, productName: raw.product_name, sleeve: raw.sleeve, colour: raw.colour, imageUrl: raw.image_url };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
});
