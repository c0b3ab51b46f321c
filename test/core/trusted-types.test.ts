import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { setScriptSrc } from '../../src/core/trusted-types';

type Factory = { createPolicy(name: string, rules: { createScriptURL(input: string): string }): { createScriptURL(input: string): unknown } };

describe('setScriptSrc (the sg-elements Trusted Types policy)', () => {
  it('sets an http(s) script URL as given, through the policy', () => {
    // The policy is made on first use (this file's page has not used it yet): watch it being made and used.
    const factory = (window as unknown as { trustedTypes: Factory }).trustedTypes;
    const made: string[] = [];
    const urls: string[] = [];
    const original = factory.createPolicy.bind(factory);
    factory.createPolicy = (name, rules) => {
      made.push(name);
      const policy = original(name, rules);
      return { createScriptURL: (input: string) => (urls.push(input), policy.createScriptURL(input)) };
    };
    const script = document.createElement('script');
    try {
      setScriptSrc(script, '/feedback/survey.js');
    } finally {
      factory.createPolicy = original;
    }
    expect(made).to.deep.equal(['sg-elements']);
    expect(urls).to.deep.equal(['/feedback/survey.js']);
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
