import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { attempt, getCustomer, getMe, getMyTickets, getOrders, getReviewable, getTimelines } from '@/lib/api/server';
import { timelinesById } from '@/lib/api/tracking';
import { customerGuard } from '@/lib/guard';
import { RetryNotice } from '@/components/ui/retry-notice';
import { AccountActions } from '@/components/account/account-actions';
import { MyConsents } from '@/components/consent/my-consents';
import { TicketList } from '@/components/tickets/ticket-list';
import { GuardRefusal } from './guard-refusal';
import { OrderList } from './order-list';
import { ReviewInvite } from './review-invite';
import { WelcomeCard } from './welcome-card';
import { StoreCreditPanel } from '@/components/wallet/store-credit-panel';


/**
 * The customer home, rendered on the server with the visitor's own cookies: the session decides who this is and
 * the URL's phone_number must be theirs. The page arrives whole, so nothing moves when data comes in.
 */
export async function CustomerHome({ phoneInUrl, cookie }: { phoneInUrl: string | null; cookie: string }) {
  const me = await attempt(() => getMe(cookie));
  if (!me.ok && me.status === 0) return <RetryNotice message={me.message} />;
  const decision = customerGuard(me.ok ? me.data : null, phoneInUrl);
  if (!decision.allow) return <GuardRefusal />;

  const { phone } = decision;
  const t = await getTranslations('account');
  const couldNotLoad = (status: number, message: string, what: 'details' | 'orders' | 'tickets') =>
    status === 0 ? message : t('couldNotLoad', { what });
  const [customer, orders, timelines, tickets, reviewable] = await Promise.all([
    attempt(() => getCustomer(phone, cookie)),
    attempt(() => getOrders(phone, cookie)),
    attempt(() => getTimelines(cookie)),
    attempt(() => getMyTickets(cookie)),
    attempt(() => getReviewable(cookie)),
  ]);
  return (
    <>
      {customer.ok ? (
        <WelcomeCard initial={customer.data} phone={phone} />
      ) : (
        <RetryNotice message={couldNotLoad(customer.status, customer.message, 'details')} />
      )}
      {reviewable.ok && <ReviewInvite lines={reviewable.data.results} />}
      <section className="section" aria-labelledby="orders-title">
        <h2 id="orders-title">{t('yourOrders')}</h2>
        <p>
          {t('forATeam')} <Link href="/customerpilot/quotes">{t('myQuotes')}</Link> · <Link href="/bulk">{t('askQuote')}</Link>
        </p>
        {orders.ok ? (
          <OrderList orders={orders.data} timelines={timelines.ok ? timelinesById(timelines.data) : {}} />
        ) : (
          <RetryNotice message={couldNotLoad(orders.status, orders.message, 'orders')} />
        )}
      </section>
      <StoreCreditPanel />
      <section className="section" aria-labelledby="tickets-title">
        <h2 id="tickets-title">{t('yourTickets')}</h2>
        {tickets.ok ? (
          <TicketList tickets={tickets.data} />
        ) : (
          <RetryNotice message={couldNotLoad(tickets.status, tickets.message, 'tickets')} />
        )}
      </section>
      <MyConsents />
      <section className="section" aria-labelledby="account-title">
        <h2 id="account-title">{t('yourAccount')}</h2>
        <AccountActions />
      </section>
    </>
  );
}
