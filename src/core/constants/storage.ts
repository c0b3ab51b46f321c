// Storage keys named by the spec (section 9) and by api-contract.md
export const STORAGE_KEYS = {
  storeLocationId: 'WC_StLocId',
  orderId: 'WC_OrdId',
  selectedStoreZip: 'WC_StZip_Selected',
  cartUserChangedZip: 'cartUserChangedZip',
  currentStateCodeOnCart: 'currentStateCodeOnCart',
  geoLocatedZipCode: 'geoLocatedZipCode',
  akLocatedZipCode: 'akLocatedZipCode',
  defaultAddressZipcode: 'defaultAddressZipcode',
  userActivity: 'USERACTIVITY',
  stsEnabled: 'IS_STS_ENABLED',
  emailOptIn: 'email_optin',
  smsOptIn: 'sms_optin',
  klarnaTender: 'klarnaTender',
} as const;

export const COOKIES = {
  persistentLogin: 'WC_PERSISTENT',
  userType: 'USERTYPE',
  userId: 'WC_USERID',
  userActivity: 'USERACTIVITY',
  orderId: 'WC_OrdId',
  storeLocationId: 'WC_StLocId',
  selectedStoreZip: 'WC_StZip_Selected',
  stsEnabled: 'IS_STS_ENABLED',
  cncFeatures: 'cncFeatures',
  myAccFlag: 'myAccFlag',
} as const;

export const GUEST_USER_ID = '-1002';

/**
 * localStorage key of the SDD info (api-contract.md, "SDD info"). With the storage keys, not the store constants: the
 * header reads it in its first render (its delivery ZIP entry), and this module is in every element's shared chunk.
 */
export const SDD_INFO_KEY = 'sg_sdd_info';
