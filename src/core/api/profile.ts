import * as v from 'valibot';
import { ACCOUNT_TIMEOUT_MS } from '../constants';
import type { ProfileCallOptions } from './account-info';
import { request } from './client';

// The account info call lives in its own module: the header's eager code needs it and nothing else of this file
// (Rollup keeps a module whole in one chunk).
export { fetchAccountInfo } from './account-info';
export type { AccountInfo, ProfileCallOptions } from './account-info';

/** A count the server left out (or sent as something else) reads as 0. */
const Count = v.pipe(
  v.optional(v.unknown(), 0),
  v.transform((value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0)),
);
const NewAndExpiring = v.pipe(
  v.optional(v.nullable(v.looseObject({ new: Count, expsn: Count })), null),
  v.transform((value) => ({ new: value?.new ?? 0, expsn: value?.expsn ?? 0 })),
);
const OfferCount = v.pipe(
  v.optional(v.nullable(v.looseObject({ rewards: NewAndExpiring, campaigns: NewAndExpiring })), null),
  v.transform((value) => ({
    rewards: value?.rewards ?? { new: 0, expsn: 0 },
    campaigns: value?.campaigns ?? { new: 0, expsn: 0 },
  })),
);
export type OfferCount = v.InferOutput<typeof OfferCount>;

const Rewards = v.pipe(
  v.looseObject({
    data: v.looseObject({
      profile: v.looseObject({
        firstName: v.optional(v.nullable(v.string())),
        offerCount: OfferCount,
      }),
    }),
  }),
  v.transform(({ data }) => ({ firstName: data.profile.firstName ?? '', offerCount: data.profile.offerCount })),
);
export type RewardsProfile = v.InferOutput<typeof Rewards>;

const call = <T>(
  path: string,
  schema: v.GenericSchema<unknown, T>,
  options: ProfileCallOptions,
  method: 'GET' | 'POST' | 'DELETE' = 'GET',
  body?: unknown,
) =>
  request({
    base: options.base,
    path,
    method,
    body,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? ACCOUNT_TIMEOUT_MS,
    schema,
  });

/** `GET /profile/r2/{userId}`: the first name and the new / expiring-soon rewards and offers (spec section 3). */
export function fetchRewards(userId: string, options: ProfileCallOptions = {}): Promise<RewardsProfile> {
  return call(`/profile/r2/${encodeURIComponent(userId)}`, Rewards, options);
}

const PhoneUpdated = v.looseObject({ phoneNumber: v.optional(v.string()) });

/** `POST /profile/PUT/r2/{userId}` with `{ phoneNumber }` (10 digits). */
export async function updatePhone(userId: string, phoneNumber: string, options: ProfileCallOptions = {}): Promise<void> {
  await call(`/profile/PUT/r2/${encodeURIComponent(userId)}`, PhoneUpdated, options, 'POST', { phoneNumber });
}

/** One favorite: the sku chosen (or null) and when it was added (ms since the epoch). */
export interface FavoriteEntry {
  skuId: string | null;
  addedAt: number;
}
/** Favorites by product id: the guest map of localStorage `sg_guest_favorites`, and what the service answers. */
export type FavoritesMap = Record<string, FavoriteEntry>;

/** `profile` (default) or `profilelists` (the profile list service): the `favorites-service` attribute. */
export type FavoritesService = 'profile' | 'profilelists';

const FavoriteEntrySchema = v.object({
  skuId: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()])), null),
    v.transform((value) => (value === null || value === undefined || value === '' ? null : String(value))),
  ),
  addedAt: v.pipe(
    v.optional(v.unknown(), 0),
    v.transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)),
  ),
});

/** Keeps the entries that read as favorites; drops the rest. */
export function parseFavoritesMap(value: unknown): FavoritesMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const map: FavoritesMap = {};
  for (const [productId, raw] of Object.entries(value)) {
    const parsed = v.safeParse(FavoriteEntrySchema, raw);
    if (productId && parsed.success) map[productId] = { skuId: parsed.output.skuId ?? null, addedAt: parsed.output.addedAt ?? 0 };
  }
  return map;
}

const Favorites = v.pipe(
  v.looseObject({ favorites: v.optional(v.unknown()) }),
  v.transform(({ favorites }) => parseFavoritesMap(favorites)),
);
/** Success is `created: true` (spec section 7); anything else fails validation and so is an error. */
const Created = v.looseObject({ created: v.literal(true) });

const favoritesPath = (service: FavoritesService | undefined) =>
  service === 'profilelists' ? '/profilelists/favorites/' : '/profile/favorites/';

export interface FavoritesCallOptions extends ProfileCallOptions {
  service?: FavoritesService;
}

/** `POST /profile/favorites/` (or `/profilelists/favorites/`) with `{ favorites: map }`: the guest merge, or one add. */
export async function postFavorites(favorites: FavoritesMap, options: FavoritesCallOptions = {}): Promise<void> {
  await call(favoritesPath(options.service), Created, options, 'POST', { favorites });
}

/** `GET /profile/favorites/` (ours): the account's favorites. */
export function fetchFavorites(options: FavoritesCallOptions = {}): Promise<FavoritesMap> {
  return call(favoritesPath(options.service), Favorites, options);
}

/** `DELETE /profile/favorites/{productId}` (ours) -> `204`. */
export async function removeFavorite(productId: string, options: FavoritesCallOptions = {}): Promise<void> {
  await call(`${favoritesPath(options.service)}${encodeURIComponent(productId)}`, v.unknown(), options, 'DELETE');
}

const TemplateText = v.pipe(
  v.optional(v.nullable(v.unknown()), null),
  v.transform((value) => (typeof value === 'string' ? value : '')),
);
const VerificationTemplate = v.pipe(
  v.looseObject({
    template_data: v.looseObject({
      entries: v.pipe(v.array(v.unknown()), v.minLength(1)),
    }),
  }),
  v.transform(({ template_data }) => {
    const entry = v.safeParse(
      v.looseObject({ title: TemplateText, body: TemplateText, ctaLabel: TemplateText, ctaUrl: TemplateText }),
      template_data.entries[0],
    );
    return entry.success
      ? { title: entry.output.title ?? '', body: entry.output.body ?? '', ctaLabel: entry.output.ctaLabel ?? '', ctaUrl: entry.output.ctaUrl ?? '' }
      : { title: '', body: '', ctaLabel: '', ctaUrl: '' };
  }),
);
/** The account verification prompt's content as the CMS sends it (texts may be empty; the URL is not yet checked). */
export type VerificationTemplate = v.InferOutput<typeof VerificationTemplate>;

/** `GET /template?url=/account-verification` (spec section 7) with the content-stack call-type header. */
export function fetchVerificationTemplate(options: ProfileCallOptions = {}): Promise<VerificationTemplate> {
  return request({
    base: options.base,
    path: '/template',
    query: { url: '/account-verification' },
    headers: { 'x-content-stack-call-type': 'account-verification' },
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? ACCOUNT_TIMEOUT_MS,
    schema: VerificationTemplate,
  });
}
