export { Captcha, isCaptchaConfigured, CAPTCHA_MESSAGES, RECAPTCHA_ORIGINS } from './Captcha';
export type { CaptchaProviderName, CaptchaProps } from './Captcha';
