import type { ConsentNotice } from '@/lib/api/consent';

/** A notice as the server answers it (core/consent/notices/v1.json, English), for the components' tests. */
export const NOTICE: ConsentNotice = {
  version: 1,
  language: 'en',
  languages: [
    { code: 'en', name: 'English' },
    { code: 'hi', name: 'हिन्दी' },
  ],
  title: 'Your data and your choices',
  intro: 'Rangrez asks for your consent separately for each purpose below.',
  always: 'Order updates need no tick: we send them to carry out your order.',
  data_word: 'Data',
  use_word: 'Used for',
  purposes: [
    { code: 'marketing_email', label: 'E-mail me new designs and offers', data: 'Your e-mail address', use: 'The newsletter' },
    { code: 'whatsapp', label: 'Send me offers and new designs on WhatsApp', data: 'Your mobile number', use: 'Offers' },
  ],
  withdraw: 'You can withdraw any consent at any time in one click in My account.',
  rights: 'In My account you can also download a copy of your data.',
  complain: 'Complaints: our grievance officer Meera Sharma, grievance@rangrez.in.',
};
