/**
 * The pay-later explainer's schedule (spec section 2, "Klarna modal"): pure, used by the explainer's lazy chunk only.
 */

/** One payment of a schedule: when it is due, and how much. */
export interface ScheduledPayment {
  due: Date;
  amount: number;
}

/**
 * The payments of `total` in `count` installments, the first today (`today`): amounts in whole cents that add up to
 * the total exactly, each the drawer line's payment (the total divided, rounded up to the cent) and the last what is
 * left (a few cents less); every two weeks for up to four installments, monthly for more (the usual "pay in 4" and
 * monthly financing plans; the provider's own terms decide at checkout).
 */
export function payLaterSchedule(total: number, count: number, today: Date): ScheduledPayment[] {
  if (!Number.isFinite(total) || total <= 0 || !Number.isInteger(count) || count < 1) return [];
  const cents = Math.round(total * 100);
  const up = Math.ceil(cents / count);
  const down = Math.floor(cents / count);
  // Each payment rounded up and the last what is left; for a total of a few cents in many payments (where that would
  // pass the total), the odd cents on the first instead.
  const amounts =
    up * (count - 1) <= cents
      ? [...Array<number>(count - 1).fill(up), cents - up * (count - 1)]
      : [cents - down * (count - 1), ...Array<number>(count - 1).fill(down)];
  return Array.from({ length: count }, (_, i) => {
    const due = new Date(today.getTime());
    if (count <= 4) due.setDate(due.getDate() + 14 * i);
    else {
      // The same day of each next month, or its last day (January 31 -> February 28).
      due.setDate(1);
      due.setMonth(due.getMonth() + i);
      due.setDate(Math.min(today.getDate(), new Date(due.getFullYear(), due.getMonth() + 1, 0).getDate()));
    }
    return { due, amount: amounts[i]! / 100 };
  });
}
