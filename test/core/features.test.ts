import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { accountFeature, CNC_FEATURES, cncFeature } from '../../src/core/features';
import { removeCookie, setCookie } from '../../src/core/storage';

describe('feature switches from the cncFeatures and myAccFlag cookie lists', () => {
  afterEach(() => {
    removeCookie('cncFeatures');
    removeCookie('myAccFlag');
  });

  it('reads each flag of the pipe-separated list, blanks around a flag ignored, at the time of asking', () => {
    expect(cncFeature(CNC_FEATURES.quickView), 'no cookie: off').to.equal(false);
    setCookie('cncFeatures', 'sla2| qv ');
    expect([cncFeature(CNC_FEATURES.sla2), cncFeature(CNC_FEATURES.quickView), cncFeature(CNC_FEATURES.pickUpAnywhere)]).to.deep.equal([true, true, false]);
    setCookie('cncFeatures', 'paw');
    expect([cncFeature(CNC_FEATURES.sla2), cncFeature(CNC_FEATURES.pickUpAnywhere)], 'a changed cookie applies to the next question').to.deep.equal([false, true]);
  });

  it('matches whole flags exactly: no prefix, no other case, no empty entry', () => {
    setCookie('cncFeatures', 'sla20|QV||pawx|csr2|ALTPICKUP|altPickups');
    expect(Object.values(CNC_FEATURES).map(cncFeature)).to.deep.equal(Object.values(CNC_FEATURES).map(() => false));
    setCookie('cncFeatures', 'csr');
    expect(cncFeature(CNC_FEATURES.customerService)).to.equal(true);
    setCookie('cncFeatures', 'qv|altPickup');
    expect(cncFeature(CNC_FEATURES.alternatePickup)).to.equal(true);
  });

  it('keeps the two lists apart: an account flag is not a cart feature', () => {
    setCookie('myAccFlag', 'alternatePickup|qv');
    expect(accountFeature('alternatePickup')).to.equal(true);
    expect(cncFeature(CNC_FEATURES.quickView)).to.equal(false);
    expect(accountFeature('sla2')).to.equal(false);
  });
});
