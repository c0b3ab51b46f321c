import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { setViewport } from '../helpers/commands';
import { createRoot } from 'react-dom/client';
import { Header, headerDefaults } from '../../src/components/header';
// Loaded by the header's lazy chunks (the menu dialog reads the profile and the session); imported here so that the
// session's page-level listener (added once per page at module load) exists before the leak check starts.
import '../../src/state/profile';
import { resetPageConfigForTests } from '../../src/state/config';
import { adoptSheet } from '../../src/styles';
import { allByRole, byRole, until } from '../helpers/dom';

adoptSheet(document);

const CONFIG = {
  nav: {
    l1: [
      { title: 'Men', seo_url: '/c/men', l2: [{ title: 'Shoes', seo_url: '/c/shoes' }] },
      { title: 'Sale', seo_url: '/c/sale', variation: 'link' },
    ],
  },
};

describe('Header when its code does not load', () => {
  afterEach(() => resetPageConfigForTests());

  it('the menus\' chunk fails: every L1 is a plain link, and the hamburger says the menu did not load', async () => {
    await setViewport({ width: 1280, height: 800 });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const failing = () => Promise.reject(new Error('ChunkLoadError: runtime'));
    try {
      root.render(<Header {...headerDefaults} config={CONFIG} loadRuntime={failing as never} />);
      await until(() => allByRole(container, 'link', 'Men').length === 1, 'Men as a link');
      expect(byRole<HTMLAnchorElement>(container, 'link', 'Men').getAttribute('href')).to.equal('/c/men');
      expect(allByRole(container, 'button', 'Men').length).to.equal(0);
      await setViewport({ width: 390, height: 800 });
      await until(() => allByRole(container, 'button', 'Menu').length === 1, 'the hamburger');
      byRole(container, 'button', 'Menu').click();
      await until(() => allByRole(container, 'alert').some((a) => a.textContent?.includes('The menu did not load')), 'the message');
    } finally {
      root.unmount();
      container.remove();
      await setViewport({ width: 800, height: 600 });
    }
  });
});
