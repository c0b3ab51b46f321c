/** A position in decimal degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The browser's position as a promise ("Use my location"): a denial, no position, no Geolocation API or an answer
 * slower than `timeoutMs` rejects (a GeolocationPositionError, or an Error named `unavailable`). A cached position
 * up to 5 minutes old is good enough for finding stores.
 */
export function locateBrowser(timeoutMs: number): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      reject(new Error('unavailable'));
      return;
    }
    geo.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(error),
      { timeout: timeoutMs, maximumAge: 5 * 60 * 1000, enableHighAccuracy: false },
    );
  });
}

/** Whether a failure of `locateBrowser` is the shopper (or the browser's settings) refusing location access. */
export function isLocationDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1;
}
