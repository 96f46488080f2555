import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/** English messages, with the resources' names as the team says them. */
const messages = {
    ...englishMessages,
    resources: {
        orders: { name: 'Order |||| Orders' },
        customers: { name: 'Customer |||| Customers' },
        testimonials: { name: 'Testimonial |||| Testimonials' },
        admins: { name: 'Admin |||| Admin team' },
        'catalogue-items': { name: 'Catalogue item |||| Catalogue items' },
        'product-types': { name: 'Product type |||| Product types' },
        'contact-messages': { name: 'Contact message |||| Contact messages' },
        'newsletter-signups': { name: 'Newsletter sign-up |||| Newsletter sign-ups' },
        'bulk-enquiries': { name: 'Bulk enquiry |||| Bulk enquiries' },
        tickets: { name: 'Ticket |||| Tickets' },
        pages: { name: 'Seller page |||| Seller pages' },
        reviews: { name: 'Review |||| Reviews' },
    },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
    allowMissing: true,
});
