/**
 * Housekeeping the server does by itself: once at start (awaited, so it is done
 * before the first request) and then on an interval, on a timer that never keeps
 * the process alive. A failure is logged and tried again next time: storage or the
 * database out of reach must not keep the site from starting. The storage sweep
 * and the emptying of the blog's Trash run this way (server/app.ts).
 */
import type { FastifyBaseLogger } from "fastify";

export function createRepeatingTask(
  name: string,
  intervalMs: number,
  task: (log: FastifyBaseLogger) => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  const run = (log: FastifyBaseLogger) => task(log).catch((err: unknown) => log.error({ err }, `${name} failed`));
  return {
    async start(log: FastifyBaseLogger): Promise<void> {
      await run(log);
      timer ??= setInterval(() => void run(log), intervalMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
