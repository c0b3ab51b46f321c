// A legacy page's script with jQuery 4 (bundled by esbuild with the package's npm build: npm run build:demo). It hands
// the same list to four <sg-search> elements in the four ways jQuery code does, before their script has defined the
// tag (the element script is a code-split import that runs afterwards), and listens to sg-search with a delegated
// `.on()`. What each way gives (README, "Use it on a page"): the property and JSON text work; the attribute's name
// used as a property sets the real property; an object given to `.attr()` becomes "[object Object]", which the
// element ignores with one console warning saying the object goes to the featuredCategories property.
import $ from 'jquery';

const CATEGORIES = [
  { label: 'Camping', url: '/c/camping' },
  { label: 'Running', url: '/c/running' },
];

$(() => {
  $('#by-prop').prop('featuredCategories', CATEGORIES);
  $('#by-json').attr('featured-categories', JSON.stringify(CATEGORIES));
  $('#by-kebab').prop('featured-categories', CATEGORIES);
  $('#by-object').attr('featured-categories', CATEGORIES);

  // One delegated listener for every search box, those added later too. jQuery copies the event's `detail`; its
  // preventDefault() cancels the element's navigation, and the page shows the search instead.
  $(document).on('sg-search', 'sg-search', (event) => {
    event.preventDefault();
    const { term, url } = event.detail;
    $('#status').text(`Searched "${term}" in #${event.currentTarget.id}: ${url}`);
    $('<li>').text(term).appendTo('#searches');
  });

  import('sg-elements/elements/sg-search.js');
});
