import { http, HttpResponse } from 'msw';
import { findAccount, findAccountByPhone, TAKEN_PHONE, updateAccount, type SeedAccount } from '../data/accounts';
import { withFaults } from '../faults';
import { appendLog, perWorld } from '../scope';
import { errorBody, readBody, text } from './respond';

/**
 * The profile service of the reference API, for the signed-in user (cookies `WC_USERID` + `USERTYPE=R`):
 * `GET /profile/account/info/`, `GET /profile/r2/{id}` (rewards and offers), `POST /profile/PUT/r2/{id}` (phone),
 * and favorites (`/profile/favorites/` or `/profilelists/favorites/`: POST a map, GET, DELETE one).
 */

type Cookies = Record<string, string>;

/**
 * The page's cookies, as a same-origin request carries them. msw 2 also hands resolvers the cookies of its own jar
 * (every mocked `Set-Cookie`, kept in localStorage `__msw-cookie-store__`), which wins over `document.cookie`: a
 * sign-in of an earlier test or page would then outlive the page's own cookies. The page's jar is the truth.
 */
function pageCookies(cookies: Cookies): Cookies {
  if (typeof document === 'undefined') return cookies;
  const jar: Cookies = {};
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      jar[part.slice(0, eq).trim()] = decodeURIComponent(raw);
    } catch {
      jar[part.slice(0, eq).trim()] = raw;
    }
  }
  return jar;
}

export function signedInAccount(requestCookies: Cookies): SeedAccount | null {
  const cookies = pageCookies(requestCookies);
  const account = findAccount(cookies['WC_USERID']);
  return account && cookies['USERTYPE'] === 'R' ? account : null;
}

export const notSignedIn = () => errorBody('_ERR_AUTHENTICATION_ERROR', 401, 'Not signed in');

const accountInfo = ({ cookies }: { cookies: Cookies }) => {
  const account = signedInAccount(cookies);
  if (!account) return notSignedIn();
  const { firstName, lastName, emailId, phoneNumber } = account;
  return HttpResponse.json({
    firstName,
    lastName,
    emailId,
    phoneNumber,
    ...(account.accountVerified === undefined ? {} : { accountVerified: account.accountVerified }),
  });
};

/** The signed-in account when it is the one of the path, else the answer to send. */
function ownAccount(cookies: Cookies, userId: unknown): SeedAccount | Response {
  const account = signedInAccount(cookies);
  if (!account) return notSignedIn();
  if (account.userId !== userId) return errorBody('_ERR_INVALID_COOKIE', 403, 'Not this user');
  return account;
}

type Favorites = Record<string, { skuId: string | null; addedAt: number }>;
/** What the profile service remembers, per visitor's world (mocks/scope.ts). */
const storeOf = perWorld(() => ({ rewardsCalls: 0, favoritesByUser: new Map<string, Favorites>(), favoritesPosts: [] as unknown[] }));

/** How many times `GET /profile/r2/{id}` answered (the element asks at most hourly). */
export const rewardsCallCount = () => storeOf.get().rewardsCalls;

const rewards = ({ cookies, params }: { cookies: Cookies; params: Record<string, unknown> }) => {
  const account = ownAccount(cookies, params['userId']);
  if (account instanceof Response) return account;
  storeOf.get().rewardsCalls += 1;
  const { firstName, lastName, emailId, offerCount } = account;
  return HttpResponse.json({ data: { profile: { firstName, lastName, emailId, ...(offerCount ? { offerCount } : {}) } } });
};

const phoneUpdate = async ({ cookies, params, request }: { cookies: Cookies; params: Record<string, unknown>; request: Request }) => {
  const account = ownAccount(cookies, params['userId']);
  if (account instanceof Response) return account;
  const phone = text((await readBody(request))?.phoneNumber);
  if (!/^\d{10}$/.test(phone)) return errorBody('_ERR_PHONE_INVALID', 400, 'Phone invalid');
  const owner = findAccountByPhone(phone);
  if (phone === TAKEN_PHONE || (owner && owner.userId !== account.userId)) {
    return errorBody('_ERR_MOBILE_NUMBER_ALREADY_EXISTS', 400, 'Mobile number already exists');
  }
  updateAccount(account.userId, { phoneNumber: phone });
  return HttpResponse.json({ userId: account.userId, phoneNumber: phone });
};

/** Bodies of every favorites POST that reached the handler (after the fault switch), for tests. */
export const favoritesPostBodies = (): readonly unknown[] => storeOf.get().favoritesPosts;

/** Favorites and the call log back to empty; the accounts' created entries stay with `resetAccounts()`. */
export function resetProfileStore(): void {
  storeOf.set({ rewardsCalls: 0, favoritesByUser: new Map<string, Favorites>(), favoritesPosts: [] });
}

function readMap(value: unknown): Favorites | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const map: Favorites = {};
  for (const [productId, entry] of Object.entries(value)) {
    if (!entry || typeof entry !== 'object') return null;
    const { skuId, addedAt } = entry as { skuId?: unknown; addedAt?: unknown };
    map[productId] = { skuId: typeof skuId === 'string' && skuId ? skuId : null, addedAt: typeof addedAt === 'number' ? addedAt : Date.now() };
  }
  return map;
}

const postFavorites = async ({ cookies, request }: { cookies: Cookies; request: Request }) => {
  const account = signedInAccount(cookies);
  if (!account) return notSignedIn();
  const body = await readBody(request);
  appendLog(storeOf.get().favoritesPosts, body);
  const map = readMap(body?.favorites);
  if (!map) return errorBody('_ERR_DEFAULT_KEY', 400, 'favorites must be a map');
  storeOf.get().favoritesByUser.set(account.userId, { ...storeOf.get().favoritesByUser.get(account.userId), ...map });
  return HttpResponse.json({ created: true }, { status: 201 });
};

const getFavorites = ({ cookies }: { cookies: Cookies }) => {
  const account = signedInAccount(cookies);
  if (!account) return notSignedIn();
  return HttpResponse.json({ favorites: storeOf.get().favoritesByUser.get(account.userId) ?? {} });
};

const deleteFavorite = ({ cookies, params }: { cookies: Cookies; params: Record<string, unknown> }) => {
  const account = signedInAccount(cookies);
  if (!account) return notSignedIn();
  const map = { ...storeOf.get().favoritesByUser.get(account.userId) };
  delete map[String(params['productId'])];
  storeOf.get().favoritesByUser.set(account.userId, map);
  return new HttpResponse(null, { status: 204 });
};

export const profileHandlers = [
  http.get('*/profile/account/info/', withFaults('accountInfo', accountInfo)),
  http.get('*/profile/r2/:userId', withFaults('profile', rewards)),
  http.post('*/profile/PUT/r2/:userId', withFaults('phoneUpdate', phoneUpdate)),
  ...['profile', 'profilelists'].flatMap((service) => [
    http.post(`*/${service}/favorites/`, withFaults('favoritesMerge', postFavorites)),
    http.get(`*/${service}/favorites/`, withFaults('favorites', getFavorites)),
    http.delete(`*/${service}/favorites/:productId`, withFaults('favorites', deleteFavorite)),
  ]),
];
