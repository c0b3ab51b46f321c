export { Captcha, isCaptchaConfigured, RECAPTCHA_ORIGINS } from './Captcha';
export { captchaMessages } from './captcha.messages';
export type { CaptchaProviderName, CaptchaProps } from './Captcha';
