import { attempt, getTestimonials } from '@/lib/api/server';
import { RetryNotice } from '@/components/ui/retry-notice';

export async function Testimonials() {
  const result = await attempt(getTestimonials);
  if (!result.ok) return <RetryNotice message="The customer reviews could not be loaded." />;
  if (result.data.length === 0) return <p className="muted">No reviews yet. Be the first to tell us about your order!</p>;
  return (
    <div className="testimonials">
      {result.data.slice(0, 6).map((t) => (
        <figure key={t.id} className="testimonial">
          <blockquote>“{t.message}”</blockquote>
          <figcaption>
            {t.photo ? (
              <img src={t.photo} alt="" width={44} height={44} loading="lazy" />
            ) : (
              <span aria-hidden="true" className="swatch" style={{ width: 44, height: 44, background: '#efeafd' }} />
            )}
            {t.name}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
