/**
 * Stored media from the shell:
 *
 *   npm run media -- regenerate
 *
 * regenerate gives every gallery photo and blog image the WebP sizes and AVIF
 * files it lacks (uploads from before a size or AVIF was added to the ladder,
 * common/image-variants.ts), made from the stored original; it changes nothing
 * else and may be run again. Same configuration as the server (DATA_DIR or
 * DATABASE_URL, STORAGE_* for S3). With the embedded database it takes DATA_DIR's
 * lock, so stop the server first (with PostgreSQL it can run beside the servers).
 * Until it has run, the pages ask for the new files and are redirected to a WebP
 * file there is (the same width, else the largest), as before.
 */
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { DataDirLockedError } from "../server/db/data-dir-lock.ts";
import { regenerateVariants } from "../server/media/regenerate-variants.ts";
import { createStorage } from "../server/storage/index.ts";

const [command] = process.argv.slice(2);
if (command !== "regenerate") {
  console.error("Usage: npm run media -- regenerate");
  process.exit(2);
}

try {
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: "", ADMIN_PASSWORD: "", LOG_LEVEL: "silent" });
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: "postgres", url: config.databaseUrl }
      : { driver: "pglite", dataDir: config.dataDir, owner: "npm run media -- regenerate" },
  );
  try {
    const report = await regenerateVariants(database.db, createStorage(config));
    console.log(`${report.images} images checked, ${report.made.length} new size files made.`);
    if (report.withoutOriginal.length > 0) {
      console.log(`${report.withoutOriginal.length} images have no stored original to make sizes from:`);
      for (const image of report.withoutOriginal) console.log(`  ${image}`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  // Expected failures (a held DATA_DIR, bad configuration) end with their message, not a trace.
  console.error(err instanceof DataDirLockedError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
