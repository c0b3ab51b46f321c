// A second entry script: it reaches the page-level store through the package entry, not through sg-toasts.js.
import { showToast } from '/dist/index.js';

showToast({ message: 'Shown from a separate entry script', durationMs: 0 });
document.documentElement.setAttribute('data-toast-sent', '');
