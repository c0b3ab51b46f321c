/**
 * Global checks after every test (imported first by every test file): no console error, no unhandled rejection,
 * no uncaught error. Console warnings are allowed; tests that expect one assert it themselves.
 */
const problems: string[] = [];
const originalError = console.error;

const describeValue = (value: unknown) =>
  value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : JSON.stringify(value);

window.addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${describeValue(event.reason)}`));
window.addEventListener('error', (event) => problems.push(`uncaught error: ${event.message}`));

beforeEach(() => {
  problems.length = 0;
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(describeValue).join(' ')}`);
    originalError.apply(console, args);
  };
});

afterEach(async () => {
  // Let pending microtasks and a frame run so late errors are attributed to the test that caused them.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  console.error = originalError;
  if (problems.length) {
    const found = problems.splice(0);
    throw new Error(`The test left problems behind:\n- ${found.join('\n- ')}`);
  }
});
