import type { NoticeLanguage } from '@/lib/api/consent';

/** The few words around the notice's own (which come from the server's notice files), in each notice language. */
const EN = {
  yourChoices: 'Your choices',
  given: 'You agreed on',
  notGiven: 'Not agreed',
  withdraw: 'Withdraw',
  give: 'Agree',
  failed: 'We could not save that just now. Please try again.',
  bagBack: 'Your bag is back.',
  goToBag: 'Go to your bag',
  bagRestoring: 'Restoring your bag…',
};

export const CONSENT_WORDS: Record<NoticeLanguage, typeof EN> = {
  en: EN,
  hi: {
    yourChoices: 'आपके विकल्प',
    given: 'आपने सहमति दी',
    notGiven: 'सहमति नहीं दी',
    withdraw: 'वापस लें',
    give: 'सहमति दें',
    failed: 'अभी सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
    bagBack: 'आपका बैग वापस आ गया है।',
    goToBag: 'अपने बैग पर जाएँ',
    bagRestoring: 'आपका बैग वापस लाया जा रहा है…',
  },
};
