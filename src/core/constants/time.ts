// Time
export const ONE_HOUR_MS = 3_600_000;
export const REWARDS_CACHE_MS = 3_600_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MODAL_CLOSE_MS = 300;
export const TOAST_HIDE_MS = 7000;
export const TOAST_MOBILE_WIDTH_PX = 421;
export const BUSINESS_TIME_ZONE = 'America/Chicago';
export const GIFT_DELIVERY_HOURS = { from: '8:00 AM', to: '7:00 PM', withinHours: 2 } as const;
export const CHAT_POPUP = { width: 500, height: 500 } as const;
/** The floating help panel: how long its page may take to load before the popup window is offered (ours). */
export const HELP_SLOW_MS = 15_000;
