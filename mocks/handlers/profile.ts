import { http, HttpResponse } from 'msw';
import { findAccount } from '../data/accounts';
import { withFaults } from '../faults';

/** The profile service of the reference API: `GET /profile/account/info/` for the signed-in user (cookie `WC_USERID`). */

/** msw 2 hands the request's cookies (document.cookie for same-origin fetches) to resolvers. */
const accountInfo = ({ cookies }: { cookies: Record<string, string> }) => {
  const account = findAccount(cookies['WC_USERID']);
  if (!account || cookies['USERTYPE'] !== 'R') {
    return HttpResponse.json({ errors: [{ errorKey: '_ERR_AUTHENTICATION_ERROR', errorMessage: 'Not signed in' }] }, { status: 401 });
  }
  const { firstName, lastName, emailId, phoneNumber } = account;
  return HttpResponse.json({ firstName, lastName, emailId, phoneNumber });
};

export const profileHandlers = [http.get('*/profile/account/info/', withFaults('accountInfo', accountInfo))];
