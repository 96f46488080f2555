import { getTranslations } from 'next-intl/server';
import { getTestimonials } from '@/lib/api/server';

/** The home page's testimonials. A failed read throws: the home page is cached, and must not be kept without them. */
export async function Testimonials() {
  const testimonials = await getTestimonials();
  if (testimonials.length === 0) return <p className="muted">{(await getTranslations('home'))('noReviews')}</p>;
  return (
    <div className="testimonials">
      {testimonials.slice(0, 6).map((t) => (
        <figure key={t.id} className="testimonial">
          <blockquote lang="en">“{t.message}”</blockquote>
          <figcaption>
            {t.photo ? (
              <img src={t.photo} alt="" width={44} height={44} loading="lazy" />
            ) : (
              <span aria-hidden="true" className="swatch" style={{ width: 44, height: 44, background: '#efeafd' }} />
            )}
            <span lang="en">{t.name}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
