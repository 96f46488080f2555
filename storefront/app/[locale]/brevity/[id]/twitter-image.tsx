import { productShareImage } from '@/lib/seo/product-image';

export const alt = 'The product, its name and its price';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 600;

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return productShareImage((await params).id);
}
