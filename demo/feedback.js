// The demo's stand-in for a retailer's feedback survey script (the configuration's `feedback.scriptUrl`). The header
// adds it once per page, after the page's load, when the browser is idle, through the library's Trusted Types policy
// (the page's CSP requires Trusted Types). A real survey would show its invitation; this one only says it ran.
document.documentElement.dataset.feedback = 'loaded';
