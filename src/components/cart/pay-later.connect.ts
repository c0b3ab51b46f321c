import { installmentRange, payLaterOffers } from '../../../machines/cart/pay-later-offers.logic';
import type { PayLaterConfig } from '../../../machines/cart/pay-later.logic';
import { payLaterSchedule } from '../../../machines/cart/pay-later-schedule.logic';
import { formatCurrency } from '../../core/format';
import type { Translate } from '../../core/messages';
import type { payLaterMessages } from './pay-later.messages';

/** The pay-later explainer's connect (PayLaterExplainer.tsx): loaded with it, not with the drawer's body. */

/** One provider's schedule in the explainer: its heading and each payment, worded. */
export interface ScheduleView {
  provider: string;
  heading: string;
  payments: Array<{ key: string; label: string; amount: string }>;
}

/**
 * What the pay-later explainer shows for `total` on `today`: the introduction, the range of counts, and for each
 * provider that offers the total its schedule (payLaterSchedule: amounts that add up to the total, the first today),
 * with dates as the spec writes them (`MMM DD`) in the element's locale.
 */
export function explainerView(config: PayLaterConfig | null, total: number, currency: string, t: Translate<(typeof payLaterMessages)['defaults']>, today: Date) {
  const money = (value: number) => formatCurrency(value, currency, t.locale);
  const day = new Intl.DateTimeFormat(t.locale ?? 'en-US', { month: 'short', day: '2-digit' });
  const offers = payLaterOffers(config, total);
  const range = config ? installmentRange(config) : null;
  const schedules: ScheduleView[] = offers.map((offer) => ({
    provider: offer.provider,
    heading: t('schedule', { provider: offer.provider, installments: offer.installments }),
    payments: payLaterSchedule(total, offer.installments, today).map((payment, i) => ({
      key: String(i),
      label: i === 0 ? t('today') : t('payment', { number: i + 1, date: day.format(payment.due) }),
      amount: money(payment.amount),
    })),
  }));
  return {
    // No offer (the total fell under the threshold or over every maximum while it was open): it says so.
    intro: t(schedules.length ? 'intro' : 'unavailable', { total: money(total) }),
    range: schedules.length && range && range.min < range.max ? t('range', { min: range.min, max: range.max }) : null,
    schedules,
    total: t('total', { total: money(total) }),
    terms: t('terms'),
  };
}
