// A Vue 3.5 app using the elements through the package's npm build, as an app would install it (see
// app.template.html for the template). The element scripts load after the app's first render (code-split imports):
// the `.prop` bindings are kept by the elements when they upgrade.
import { createApp, ref } from 'vue';
import { render } from './app.template.html';

const CATEGORIES = [
  { label: 'Camping', url: '/c/camping' },
  { label: 'Running', url: '/c/running' },
];

createApp({
  setup() {
    const route = ref('/');
    const searches = ref([]);
    // The app routes itself: it cancels the elements' navigations and keeps the URL in its state.
    const go = (event) => {
      event.preventDefault();
      route.value = event.detail.url;
    };
    const onSearch = (event) => {
      go(event);
      searches.value.push(event.detail.term);
    };
    return { route, searches, categories: CATEGORIES, go, onSearch };
  },
  render,
}).mount('#app');

import('sg-elements/elements/sg-header.js');
import('sg-elements/elements/sg-search.js');
import('sg-elements/elements/sg-mini-cart.js');
