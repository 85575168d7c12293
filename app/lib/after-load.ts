/**
 * Runs `work` once the page has loaded and the browser has a quiet moment (at the
 * latest `timeoutMs` later): work the first screen does not need, such as
 * registering the service worker or filling the cache, keeps out of its way.
 * Returns what cancels it if it has not run yet (an effect's cleanup).
 */
export function afterLoadWhenIdle(work: () => void, timeoutMs: number): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(work, Math.min(timeoutMs, 2000));
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    cancelIdle();
  };
}
