/**
 * Runs `work` once the page has loaded and the browser has a quiet moment (at the
 * latest `timeoutMs` later): work the first screen does not need, such as
 * registering the service worker or filling the cache, keeps out of its way.
 */
export function afterLoadWhenIdle(work: () => void, timeoutMs: number): void {
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(() => work(), { timeout: timeoutMs })
      : setTimeout(work, Math.min(timeoutMs, 2000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
