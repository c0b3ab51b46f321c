/**
 * The one place elements leave the page. Tests replace `navigation.assign` to observe navigation without leaving
 * the test page. Callers pass only URLs that went through `safeUrl` or were built from fixed paths.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
