import { resetPageConfigForTests } from '../../src/state/config';

/**
 * Page configuration scripts a test writes (`<script type="application/json" id="sg-config">`), as a CMS page would,
 * and their removal with the page's cached reading of them.
 */
const written: HTMLScriptElement[] = [];

export function writePageConfig(config: unknown, id = 'sg-config'): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = JSON.stringify(config);
  document.head.append(script);
  written.push(script);
  resetPageConfigForTests();
  return script;
}

export function clearPageConfigs(): void {
  written.splice(0).forEach((script) => script.remove());
  resetPageConfigForTests();
}
