// Addresses
export const NON_SHIPPABLE_STATES = ['AS', 'FM', 'GU', 'MP', 'PR', 'PW', 'VI'] as const;
export const MILITARY_STATES = ['AA', 'AE', 'AP'] as const;
export const DELIVERY_KEYWORDS = ['today', 'tomorrow'] as const;
