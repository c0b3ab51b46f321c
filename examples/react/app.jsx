// A React 19 app using the elements through the package's npm build, as an app would install it: the app's bundler
// gives the elements the app's own React (one React on the page), the wrappers of `sg-elements/react` pass objects
// and `false` as properties and map `onSg*` props to the elements' events, and the element scripts load after the
// app's first render (code-split imports), the case that loses values without the wrappers. The search offers the
// barcode scanner: index.html's page configuration names the decoder's .wasm that the build copied (esbuild does not).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SgHeader, SgMiniCart, SgSearch } from 'sg-elements/react';

const CATEGORIES = [
  { label: 'Camping', url: '/c/camping' },
  { label: 'Running', url: '/c/running' },
];

function App() {
  const [route, setRoute] = useState('/');
  const [searches, setSearches] = useState([]);
  // The app routes itself: it cancels the elements' navigations and keeps the URL in its state.
  const go = (event) => {
    event.preventDefault();
    setRoute(event.detail.url);
  };
  return (
    <>
      <SgHeader sticky={false} onSgNavigate={go} onSgSearch={go} />
      <main id="main">
        <h1>React example</h1>
        <SgSearch
          minChars={2}
          featuredCategories={CATEGORIES}
          scanner
          onSgSearch={(event) => {
            go(event);
            setSearches((list) => [...list, event.detail.term]);
          }}
        />
        <SgMiniCart skipToCheckout />
        <p role="status">Route: {route}</p>
        <ul aria-label="Searches">
          {searches.map((term, i) => (
            <li key={i}>{term}</li>
          ))}
        </ul>
      </main>
    </>
  );
}

createRoot(document.getElementById('app')).render(<App />);
import('sg-elements/elements/sg-header.js');
import('sg-elements/elements/sg-search.js');
import('sg-elements/elements/sg-mini-cart.js');
