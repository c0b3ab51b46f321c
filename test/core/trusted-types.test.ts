import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { setScriptSrc } from '../../src/core/trusted-types';

describe('setScriptSrc (the sg-elements Trusted Types policy)', () => {
  it('sets an http(s) script URL as given, through the policy', () => {
    const script = document.createElement('script');
    setScriptSrc(script, '/feedback/survey.js');
    expect(script.getAttribute('src')).to.equal('/feedback/survey.js');
    setScriptSrc(script, 'https://www.google.com/recaptcha/api.js?render=explicit');
    expect(script.src).to.equal('https://www.google.com/recaptcha/api.js?render=explicit');
  });

  it('refuses script URLs that are not http(s), so nothing is set', () => {
    for (const url of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'blob:https://x/1']) {
      const script = document.createElement('script');
      expect(() => setScriptSrc(script, url), url).to.throw(TypeError);
      expect(script.hasAttribute('src'), url).to.equal(false);
    }
  });
});
