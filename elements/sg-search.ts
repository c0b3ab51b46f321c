import { Search, searchDefaults } from '../src/components/search';
import { createElementClass, define } from './define';

const isLinkList = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      item &&
      typeof item === 'object' &&
      typeof (item as Record<string, unknown>).label === 'string' &&
      typeof (item as Record<string, unknown>).url === 'string',
  );

const attributes = {
  minChars: { type: 'number', default: searchDefaults.minChars, min: 1, max: 10 },
  debounceMs: { type: 'number', default: searchDefaults.debounceMs, min: 0, max: 2000 },
  debounceMobileMs: { type: 'number', default: searchDefaults.debounceMobileMs, min: 0, max: 2000 },
  typeaheadTimeoutMs: { type: 'number', default: searchDefaults.typeaheadTimeoutMs, min: 50, max: 30000 },
  placeholder: { type: 'string', default: searchDefaults.placeholder },
  label: { type: 'string', default: searchDefaults.label },
  featuredCategories: { type: 'json', default: searchDefaults.featuredCategories, validate: isLinkList },
  recommendations: { type: 'json', default: searchDefaults.recommendations, validate: isLinkList },
  voice: { type: 'boolean', default: searchDefaults.voice },
  // Checked by the component with the voice rules (a same-origin path or an https: URL; else one warning, default).
  speechToTextUrl: { type: 'string', default: searchDefaults.speechToTextUrl },
  scanner: { type: 'boolean', default: searchDefaults.scanner },
  // Never logged, not even in the warning about a lowercase `scannerlicence` attribute.
  scannerLicence: { type: 'string', default: searchDefaults.scannerLicence, secret: true },
  scannerSound: { type: 'boolean', default: searchDefaults.scannerSound },
  scannerVibration: { type: 'boolean', default: searchDefaults.scannerVibration },
  scannerTimeoutMs: { type: 'number', default: searchDefaults.scannerTimeoutMs, min: 1000, max: 60000 },
  // The fallback decoder's .wasm is code the page compiles: the page's own origin only (no allow-list).
  scannerDecoderUrl: { type: 'url', default: searchDefaults.scannerDecoderUrl, defaultText: "(the .wasm beside the decoder's chunk)" },
} as const;

/**
 * Product search with type-ahead: an accessible combobox (ARIA 1.2, W3C APG keyboard) whose panel shows recent
 * searches, popular searches, recently viewed products, featured categories and recommendations before typing, and
 * term, category and product suggestions while typing. The panel is a lazy chunk loaded on first intent.
 * Write a plain `<form action="/search"><input name="searchTerm"></form>` inside the tag: it works before the
 * script loads (or if it fails), and its text and focus carry over when the element upgrades.
 *
 * Settings not given as attributes come from the page configuration's `search` section (same names in camelCase, same checks).
 *
 * With `voice`, a "Search by voice" button beside the box opens the voice overlay (a lazy chunk loaded on first intent
 * on the button): a modal dialog that records up to 6 s from the microphone (or until "Stop listening"), sends the
 * recording to speech-to-text and searches the transcript with source `voice_search`. Every microphone track is
 * stopped when the overlay closes (Close, Escape, a found term), on a failure and when the element leaves the page. A
 * denied or missing microphone closes the overlay and shows an alert beside the box until the next interaction.
 *
 * With `scanner`, a "Scan a barcode or QR code" button opens the scanner (a lazy chunk loaded on first intent on the
 * button): a modal dialog (with `scanner-licence`, the flyout under the box) showing the environment-facing camera with
 * the scan box. Codes are read with the page's `BarcodeDetector` when it lists `ean_13` and `qr_code`, otherwise with a
 * fallback decoder (ZXing in WebAssembly) loaded from the same place as this script (or from `scanner-decoder-url`),
 * never a CDN (a page CSP needs `'wasm-unsafe-eval'` in `script-src` for it). A product code is looked up
 * (`productsByUpc`) and searched with source `barcode_search`; a QR code with a same-origin URL navigates (cancelable
 * `sg-navigate`), any other QR text is searched with source `qrcode_search`. Every camera track is stopped when the
 * scanner closes, on any message and when the element leaves the page.
 *
 * Quick view (issue 26), when the visitor's `cncFeatures` cookie list has `qv`: a "Quick view {name}" button above the
 * listbox for the highlighted product suggestion (outside the listbox, so the combobox stays valid: arrow to a product,
 * then Tab to the button), and a pointer-only "Quick view" chip on each product suggestion. Either opens the page's
 * one quick view dialog (a lazy chunk, in its own element at the end of `<body>`): the product's name as its heading,
 * price, image, attributes such as Color that choose the sku, inventory by fulfilment (shipping, pickup at the
 * shopper's store, ship to store, same day) and "Add to cart", which hands the sku to the page's cart and closes.
 * Escape, Close or the backdrop close it; focus goes back to the button (after the chip, to the box), and the panel
 * stays open under it. If the dialog's chunk does not load, an alert under the button says so ("Quick view didn’t load.
 * Check your connection and try again.") until the next press; focus stays where it was. Without the flag nothing
 * changes. The dialog speaks the box's `lang`.
 *
 * @tagname sg-search
 * @summary Search box with type-ahead and the zero-query panel.
 *
 * @attr {string} api-base - Base of the retailer API. Default the page configuration's `apiBase`, else `/api`.
 * @attr {string} config-id - Id of the page configuration script (`<script type="application/json">`) this element reads. Default `sg-config`.
 * @attr {number} min-chars - Characters (not counting spaces and & / - .) before type-ahead runs, 1 to 10. Default 2.
 * @attr {number} debounce-ms - Type-ahead delay on desktop (1024 px and wider), 0 to 2000. Default 100.
 * @attr {number} debounce-mobile-ms - Type-ahead delay below 1024 px, 0 to 2000. Default 100.
 * @attr {number} typeahead-timeout-ms - Timeout of the suggestions call, 50 to 30000. Default 200 (the spec's type-ahead timeout): a slower answer is dropped and the zero-query panel stays.
 * @attr {string} placeholder - Placeholder text. Default the catalogue's `search.placeholder` in the element's locale ("What are you looking for?" in en-US).
 * @attr {string} label - Accessible label of the search box. Default the catalogue's `search.label` in the element's locale ("Search products" in en-US).
 * @attr {string} featured-categories - JSON list `[{ "label", "url", "imageUrl"? }]` shown before typing. Same-origin URLs only.
 * @attr {string} recommendations - JSON list `[{ "label", "url", "imageUrl"?, "price"? }]` shown before typing.
 * @attr {boolean} voice - Show the "Search by voice" button, only where the browser can record (a secure context, `getUserMedia`, `MediaRecorder` and, when devices are listed, a microphone); otherwise nothing changes and nothing is logged. Default false.
 * @attr {boolean} scanner - Show the "Scan a barcode or QR code" button, only where there is a camera API in a secure context (and, when devices are listed, a camera); otherwise nothing changes and nothing is logged. Default false.
 * @attr {string} scanner-licence - Licence key of the retailer's barcode SDK: when set, the scanner opens as the flyout under the search box instead of a modal (same dialog, behaviour and messages). The key is never logged.
 * @attr {boolean} scanner-sound - A short beep when a code is read; `scanner-sound="false"` silences it. Default true.
 * @attr {boolean} scanner-vibration - `navigator.vibrate(200)` when a code is read, where supported; `scanner-vibration="false"` turns it off. Default true.
 * @attr {number} scanner-timeout-ms - Timeout of the product lookup of a barcode, 1000 to 60000. Default 20000 ('Request Timeout' after it).
 * @attr {string} scanner-decoder-url - Where the fallback decoder's `.wasm` is, for an app bundled by a tool that does not copy the package's `new URL(..., import.meta.url)` assets (esbuild): a same-origin URL or path (relative to the page), e.g. `/build/zxing_reader.wasm` copied from `sg-elements/assets/zxing_reader.wasm`. Default: the `.wasm` beside the decoder's chunk (the CDN build's `assets/`, or where Vite or webpack 5 put it). Anything else (another origin, `javascript:`, `data:`, `//host`): one console warning and the default.
 * @attr {string} speech-to-text-url - Where recordings are POSTed (`{ config: { encoding, sampleRateHertz, languageCode }, audio: { content } }`): a same-origin path or an `https:` URL. Anything else: the default `{api-base}/speech-to-text` and one console warning (when the voice overlay loads, so never where the browser cannot record).
 *
 * @fires sg-search - Cancelable. A search is about to run: `detail` `{ term, source, url }` with `source` one of regular, type_ahead, null_search, redirect_search, recent_search, popular_search, voice_search, barcode_search, qrcode_search (a voice or QR search keeps its source through a site-search redirect; a barcode's `url` is its product page when it has exactly one, else `/search?searchTerm={code}`). Unless cancelled the page goes to `url` (`/search?searchTerm=...` or a same-origin redirect).
 * @fires sg-navigate - Cancelable. A product, category or configured link was chosen: `detail` `{ url, kind, label }`; or a scanned QR code holds a URL on the page's own origin: `{ url, kind, label, source: "qrcode_search" }`. Unless cancelled the page goes to `url`.
 *
 * @csspart form - The search form (role search).
 * @csspart input - The combobox input.
 * @csspart submit - The search button.
 * @csspart clear - The clear button.
 * @csspart cancel - The Cancel button of the full-screen mobile panel.
 * @csspart overlay - The page overlay behind the open panel (desktop).
 * @csspart panel - The flyout panel.
 * @csspart listbox - The listbox of suggestions.
 * @csspart group - A group of options.
 * @csspart group-label - A group's label.
 * @csspart option - An option (also `option-highlighted`).
 * @csspart match - The typed part inside a suggestion.
 * @csspart remove - A recent search's remove control.
 * @csspart clear-recent - The "Clear recent searches" button.
 * @csspart message - Empty-result and load-failure messages.
 * @csspart skeleton - Loading placeholders.
 * @csspart live - The polite live region (visually hidden).
 * @csspart quick-view - The "Quick view" button of the highlighted product suggestion (`qv` switch).
 * @csspart option-quick-view - A product suggestion's pointer-only quick view chip (`qv` switch).
 * @csspart voice-button - The "Search by voice" button beside the box.
 * @csspart voice-dialog - The voice overlay (a modal `<dialog>` named "Voice search").
 * @csspart voice-status - Its polite status: "Listening…", "Just a moment…".
 * @csspart voice-stop - The "Stop listening" button.
 * @csspart voice-message - The failure message ("Sorry, we didn't catch that." / "Please try again."), an alert.
 * @csspart voice-retry - The "Try again" button.
 * @csspart voice-close - The overlay's Close button.
 * @csspart scan-button - The "Scan a barcode or QR code" button beside the box.
 * @csspart scanner-dialog - The scanner (a `<dialog>` named "Scan a barcode or QR code"; modal, or the flyout with `scanner-licence`).
 * @csspart scanner-video - The camera view (`<video muted playsinline>`).
 * @csspart scanner-box - The 250 x 182 scan box over it (solid with a tick once a code is read).
 * @csspart scanner-status - Its polite status: "Point your camera at a barcode or QR code", "Found {code}", "Looking up {code}…".
 * @csspart scanner-message - A message (camera denied, fumbled, no products, timeout, failure), an alert.
 * @csspart scanner-retry - The "Scan again" button.
 * @csspart scanner-close - The scanner's Close button.
 * @csspart media-alert - The alert beside the box after a denied or missing microphone, or a voice or scanner chunk that failed to load.
 *
 * @cssprop --sg-search-panel-width - Width of the desktop panel. Default 640px.
 * @cssprop --sg-color-brand - Accents (highlighted option bar, buttons).
 * @cssprop --sg-color-overlay - The overlay behind the open panel.
 */
export class SgSearch extends createElementClass({ tag: 'sg-search', attributes, component: Search, configSection: 'search' }) {}

define('sg-search', SgSearch);

declare global {
  interface HTMLElementTagNameMap {
    'sg-search': SgSearch;
  }
}
