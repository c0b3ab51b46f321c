import * as v from 'valibot';
import { PROFILE_TIMEOUT_MS } from '../constants';
import { request } from './client';

/** `GET /api/profile/account/info/` (spec section 7): the signed-in shopper's names and contact. */
const AccountInfo = v.looseObject({
  firstName: v.optional(v.nullable(v.string())),
  lastName: v.optional(v.nullable(v.string())),
  emailId: v.optional(v.nullable(v.string())),
  phoneNumber: v.optional(v.nullable(v.string())),
  /** Field ours (api-contract.md): `false` -> the account verification prompt; missing reads as verified. */
  accountVerified: v.optional(v.nullable(v.boolean())),
});

export type AccountInfo = v.InferOutput<typeof AccountInfo>;

/** Options of the profile calls (here and in profile.ts). */
export interface ProfileCallOptions {
  base?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function fetchAccountInfo(options: ProfileCallOptions = {}): Promise<AccountInfo> {
  return request({
    base: options.base,
    path: '/profile/account/info/',
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? PROFILE_TIMEOUT_MS,
    schema: AccountInfo,
  });
}
