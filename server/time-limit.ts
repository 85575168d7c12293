/**
 * A check that must answer within a time (readiness, the job queue's figures for
 * /metrics): a hung dependency makes it fail in `ms` instead of holding the
 * request. The task gets a signal that aborts at that moment, so work that can
 * be cancelled (an S3 call, a file read) stops too.
 */
export class TimeLimitError extends Error {
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = "TimeLimitError";
  }
}

export async function withinTime<T>(what: string, ms: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new TimeLimitError(what, ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([task(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
