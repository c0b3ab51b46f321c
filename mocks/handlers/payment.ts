import { http, HttpResponse } from 'msw';
import { findGiftCard } from '../data/gift-cards';
import { withFaults } from '../faults';

/** The payment service of the reference API: the gift card balance check in both request formats. */

interface Normalized {
  number: string;
  pin: string;
  captcha: string;
}

function errorBody(errorKey: string, status: number, errorMessage?: string) {
  return HttpResponse.json({ errors: [{ errorKey, errorCode: errorKey, errorMessage }] }, { status });
}

async function readBody(request: Request, format: 'gcb' | 'card'): Promise<Normalized | null> {
  try {
    const body = (await request.json()) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return format === 'gcb'
      ? { number: text(body.giftCardNumber), pin: text(body.giftCardPin), captcha: text(body.reCaptchaRespCode) }
      : { number: text(body.cardNumber), pin: text(body.cardPin), captcha: text(body.captchaCode) };
  } catch {
    return null;
  }
}

function answer(card: Normalized): Response {
  if (!card.captcha) return errorBody('_ERR_CAPTCHA_REQUIRED', 400, 'Captcha required');
  if (!/^\d+$/.test(card.number) || !/^\d+$/.test(card.pin)) {
    return HttpResponse.json({ giftCardBalance: { excMsgKey: '_RTS_INVALID_NUMBER_OR_PIN' } });
  }
  const seeded = findGiftCard(card.number, card.pin);
  if (!seeded) return HttpResponse.json({ giftCardBalance: { excMsgKey: '_RTS_INVALID_NUMBER_OR_PIN' } });
  switch (seeded.kind) {
    case 'balance':
      return HttpResponse.json({ giftCardBalance: { balance: seeded.balance } });
    case 'inactive':
      return HttpResponse.json({ giftCardBalance: { excMsgKey: '_RTS_GC_INACTIVE' } });
    case 'no-balance':
      return errorBody('NO_GIFTCARD_BALANCE_FOUND', 404, 'No balance found');
    case 'gc-error':
      return HttpResponse.json({ giftCardBalance: { gcError: seeded.gcError } });
    case 'server-error':
      return errorBody('_ERR_DEFAULT_KEY', 500, 'Gift card service unavailable');
  }
}

const handle = (format: 'gcb' | 'card') =>
  withFaults('giftCardBalance', async ({ request }: { request: Request }) => {
    const card = await readBody(request, format);
    return card ? answer(card) : errorBody('_ERR_DEFAULT_KEY', 400, 'Malformed request body');
  });

export const paymentHandlers = [
  http.post('*/payment/giftcard/gcb', handle('gcb')),
  http.post('*/giftcard/balance', handle('card')),
];
