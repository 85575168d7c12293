/**
 * What /metrics says about the process rather than one app: Node's own figures
 * (prom-client's default metrics: CPU, memory, event-loop delay, garbage
 * collection, open handles) and the last backup. One registry per process, made
 * the first time an app turns metrics on (METRICS_TOKEN), so a server without
 * metrics, and each test's app, add no timers or observers.
 */
import { collectDefaultMetrics, Gauge, Registry } from "prom-client";

export interface BackupRecord {
  /** When the backup was written and verified. */
  finishedAt: Date;
  /** Its size in bytes. */
  bytes: number;
}

let lastBackup: BackupRecord | undefined;

/**
 * The place for the scheduled backups (issue 46, built separately): call it when a
 * backup has been written and verified, and once at start with the last one recorded,
 * so a restart does not read as "never". Until then both gauges say 0. With several
 * instances only the one that ran the job knows: read the gauges with `max()`.
 */
export function recordBackupSuccess(backup: BackupRecord | undefined): void {
  // undefined: none (a test putting back what it recorded).
  lastBackup = backup && { finishedAt: backup.finishedAt, bytes: backup.bytes };
}

let registry: Registry | undefined;

export function processMetrics(): Registry {
  if (registry) return registry;
  const made = new Registry();
  collectDefaultMetrics({ register: made });
  new Gauge({
    name: "site_backup_last_success_timestamp_seconds",
    help: "When the last successful backup finished (Unix time; 0: none recorded by this process)",
    registers: [made],
    collect() {
      this.set(lastBackup ? lastBackup.finishedAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: "site_backup_last_size_bytes",
    help: "Size of the last successful backup in bytes (0: none recorded by this process)",
    registers: [made],
    collect() {
      this.set(lastBackup?.bytes ?? 0);
    },
  });
  registry = made;
  return made;
}
